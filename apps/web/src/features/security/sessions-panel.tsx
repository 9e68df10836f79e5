import type { SessionSummary } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { isApiRequestError } from "@web/lib/api-client";
import { securityApi } from "./security-api";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const at = (iso: string) => when.format(new Date(iso));

type SessionsPanelProps = {
  initial: SessionSummary[];
  onProblem: (error: unknown) => void;
};

/** Where the person is signed in: this device first, each other one with its own "Sign out". */
export function SessionsPanel({ initial, onProblem }: SessionsPanelProps) {
  const [sessions, setSessions] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((session) => !session.current);

  async function run(
    key: string,
    work: () => Promise<unknown>,
    done: (s: SessionSummary[]) => SessionSummary[],
    said: string,
  ) {
    setBusy(key);
    try {
      await work();
      setSessions(done);
      setStatus(said);
    } catch (error) {
      // Already ended elsewhere: it goes from the list all the same.
      if (isApiRequestError(error) && error.status === 404) setSessions(done);
      onProblem(error);
    } finally {
      setBusy(null);
    }
  }

  const endOne = (session: SessionSummary) =>
    run(
      session.id,
      () => securityApi.endSession(session.id),
      (list) => list.filter((s) => s.id !== session.id),
      `Signed out of ${session.device}.`,
    );
  const endOthers = () =>
    run(
      "others",
      () => securityApi.endOtherSessions(),
      (list) => list.filter((s) => s.current),
      "Signed out everywhere else.",
    );

  return (
    <section aria-labelledby="sessions-title" className="flex flex-col gap-4">
      <div>
        <h2 id="sessions-title" className="text-xl font-bold text-zinc-950">
          Where you are signed in
        </h2>
        <p className="mt-1 text-zinc-600">
          Sign out of any device you do not recognise. Unused sessions end after 7 days.
        </p>
      </div>
      <ul className="flex flex-col divide-y divide-zinc-200 rounded-2xl border border-zinc-200">
        {ordered.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-zinc-950">
                {session.device}
                {session.current && (
                  <span className="ml-2 rounded-full bg-accent-100 px-2 py-0.5 text-sm font-semibold text-accent-800">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm text-zinc-600">{session.place}</p>
              <p className="text-sm text-zinc-600">
                Last used {at(session.lastUsedAt)} · Signed in {at(session.createdAt)}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                loading={busy === session.id}
                aria-label={`Sign out ${session.device}, last used ${at(session.lastUsedAt)}`}
                onClick={() => void endOne(session)}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 && (
        <Button
          variant="secondary"
          loading={busy === "others"}
          onClick={() => void endOthers()}
          className="self-start"
        >
          Sign out everywhere else
        </Button>
      )}
      <p role="status" className="text-sm text-zinc-700">
        {status}
      </p>
    </section>
  );
}
