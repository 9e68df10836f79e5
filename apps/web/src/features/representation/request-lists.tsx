import type { RepresentationOverview } from "@lineup/shared";
import { useId, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import type { RequestAction } from "./representation-api";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const when = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
};

export type Act = (id: string, action: RequestAction, done: string) => void;

type ListsProps = {
  overview: RepresentationOverview;
  isAthlete: boolean;
  /** The request whose action runs: its buttons show progress, the others wait. */
  busy: string | null;
  onAct: Act;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-zinc-200 pt-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-zinc-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ title, detail, children }: { title: string; detail: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-zinc-200 px-4 py-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold wrap-anywhere text-zinc-950">{title}</p>
        <p className="text-sm wrap-anywhere text-zinc-600">{detail}</p>
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </li>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="rounded-2xl bg-zinc-100 p-4 text-sm text-pretty text-zinc-700">{children}</p>
);

/**
 * Requests made to me (Accept, Decline), my own still waiting (Withdraw), and whom I am linked
 * with (End). A request names its maker, never the other side before they accept.
 */
export function RequestLists({ overview, isAthlete, busy, onAct }: ListsProps) {
  const { incoming, outgoing, current } = overview;
  const asks = isAthlete ? "asks to represent you" : "named you as their agent";
  const currentTitle = isAthlete ? "Your agent" : "Athletes you represent";
  const press = (id: string, action: RequestAction, done: string) => ({
    loading: busy === `${id}:${action}`,
    disabled: busy !== null && busy !== `${id}:${action}`,
    onClick: () => onAct(id, action, done),
  });

  return (
    <>
      <Section title="Requests for you">
        {incoming.length === 0 ? (
          <Empty>No requests are waiting for your answer.</Empty>
        ) : (
          <ul aria-label="Requests for you" className="flex flex-col gap-2">
            {incoming.map((r) => (
              <Row key={r.id} title={r.name} detail={`${asks} · ${when(r.sentAt)}`}>
                <Button
                  aria-label={`Accept ${r.name}`}
                  {...press(r.id, "accept", `You accepted ${r.name}.`)}
                >
                  Accept
                </Button>
                <Button
                  variant="secondary"
                  aria-label={`Decline ${r.name}`}
                  {...press(r.id, "decline", `You declined ${r.name}.`)}
                >
                  Decline
                </Button>
              </Row>
            ))}
          </ul>
        )}
      </Section>
      {outgoing.length > 0 && (
        <Section title="Your requests">
          <ul aria-label="Your requests" className="flex flex-col gap-2">
            {outgoing.map((r) => (
              <Row
                key={r.id}
                title={isAthlete ? "Request to an agent" : "Request to an athlete"}
                detail={`Sent ${when(r.sentAt)} · waiting for their answer`}
              >
                <Button variant="secondary" {...press(r.id, "end", "You withdrew your request.")}>
                  Withdraw
                </Button>
              </Row>
            ))}
          </ul>
        </Section>
      )}
      <Section title={currentTitle}>
        {current.length === 0 ? (
          <Empty>
            {isAthlete ? "No agent represents you yet." : "You do not represent anyone yet."}
          </Empty>
        ) : (
          <ul aria-label={currentTitle} className="flex flex-col gap-2">
            {current.map((r) => (
              <Row key={r.id} title={r.name} detail={`${r.email} · since ${when(r.since)}`}>
                <Button
                  variant="secondary"
                  aria-label={`End representation with ${r.name}`}
                  {...press(r.id, "end", `Representation with ${r.name} ended.`)}
                >
                  End
                </Button>
              </Row>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
