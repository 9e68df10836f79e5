import type { Representation, SentInvitation } from "@lineup/shared";
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from "react";
import { problemFrom, type Problem } from "@web/lib/problem";
import { agentApi } from "./agent-api";

/** A list as the screen shows it: what was last loaded, whether a load runs, what went wrong. */
export type Loaded<T> = { items: T[] | null; loading: boolean; problem: Problem | null };

export type RepresentedAthlete = Representation["athletes"][number];

function loading<T>(): Loaded<T> {
  return { items: null, loading: true, problem: null };
}

function settle<T>(set: Dispatch<SetStateAction<Loaded<T>>>, signal: AbortSignal) {
  return {
    done: (items: T[]) => {
      if (!signal.aborted) set({ items, loading: false, problem: null });
    },
    failed: (error: unknown) => {
      if (!signal.aborted)
        set((prev) => ({ ...prev, loading: false, problem: problemFrom(error) }));
    },
  };
}

/**
 * The invitations the agent sent and the athletes they represent, loaded when the screen opens
 * and again on refresh() (after each invite). A refresh keeps the lists on screen while it runs.
 */
export function useAgentOverview() {
  const [invitations, setInvitations] = useState<Loaded<SentInvitation>>(loading);
  const [athletes, setAthletes] = useState<Loaded<RepresentedAthlete>>(loading);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const sent = settle(setInvitations, controller.signal);
    const represented = settle(setAthletes, controller.signal);
    agentApi.sentInvitations(controller.signal).then(sent.done, sent.failed);
    agentApi
      .myProfile(controller.signal)
      .then((my) => represented.done(my.representation?.athletes ?? []), represented.failed);
    return () => controller.abort();
  }, [version]);

  const refresh = useCallback(() => {
    setInvitations((prev) => ({ ...prev, loading: true }));
    setAthletes((prev) => ({ ...prev, loading: true }));
    setVersion((current) => current + 1);
  }, []);

  return { invitations, athletes, refresh };
}
