import { ROUTES } from "@lineup/shared";
import { useState } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { textLink } from "@web/components/ui/button-styles";
import { Spinner } from "@web/components/ui/spinner";
import { problemFrom } from "@web/lib/problem";
import { NameAgentForm } from "./name-agent-form";
import { representationApi } from "./representation-api";
import type { RepresentationLoaderData } from "./representation-loader";
import { RequestLists, type Act } from "./request-lists";

/**
 * /representation (docs/decisions/0065): the requests between athletes and agents, answered by
 * the side that was asked, and the current link, which either side may end. E-mailed requests
 * link here.
 */
export function RepresentationScreen() {
  const { role, overview } = useLoaderData<RepresentationLoaderData>();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const isAthlete = role === "athlete";

  function done(message: string) {
    setFailure(null);
    setStatus(message);
    void revalidator.revalidate();
  }

  const act: Act = (id, action, message) => {
    setBusy(`${id}:${action}`);
    setStatus("");
    representationApi
      .act(id, action)
      .then(() => done(message))
      .catch((error: unknown) => {
        setFailure(problemFrom(error).message);
        void revalidator.revalidate();
      })
      .finally(() => setBusy(null));
  };

  return (
    <ScreenCard
      width="wide"
      title="Representation"
      intro={
        isAthlete
          ? "Agents who ask to represent you, and your agent. Nothing changes until you accept."
          : "Athletes who ask you to represent them, and the athletes you represent."
      }
    >
      <div className="flex flex-col gap-5">
        <div aria-live="polite" className="min-h-6 text-sm font-semibold text-emerald-800">
          {status}
          {revalidator.state === "loading" && (
            <span className="ml-2 inline-flex items-center gap-2 font-normal text-zinc-600">
              <Spinner className="size-4" />
              Updating…
            </span>
          )}
        </div>
        {failure && (
          <p role="alert" className="rounded-2xl bg-red-50 p-4 text-sm text-red-800">
            {failure}
          </p>
        )}
        <RequestLists overview={overview} isAthlete={isAthlete} busy={busy} onAct={act} />
        {isAthlete && <NameAgentForm onDone={done} />}
        <p className="border-t border-zinc-200 pt-5 text-zinc-700">
          <Link
            to={role === "agent" ? ROUTES.agentFindAthlete : ROUTES.home}
            className={`${textLink} inline-flex min-h-11 items-center`}
          >
            {role === "agent" ? "Invite athletes" : "Back to Lineup"}
          </Link>
        </p>
      </div>
    </ScreenCard>
  );
}
