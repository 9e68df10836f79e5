import { ROUTES, type AuditEntry, type OperatorAuditList } from "@lineup/shared";
import { Link, useLoaderData } from "react-router";
import { NotFound } from "@web/components/layout/not-found";
import { isRefusal } from "./console-access";
import { ConsoleFrame } from "./console-frame";
import { AUDIT_LABEL, STATUS_LABEL, dateTimeOf } from "./labels";
import { Pager } from "@web/components/ui/pager";

/** "Dana Reyes approved Aaliyah Brooks" — the target linked when it is still an account. */
function Sentence({ entry }: { entry: AuditEntry }) {
  const target = entry.target;
  const self = target && entry.actor.id !== null && target.id === entry.actor.id;
  return (
    <p className="text-zinc-950">
      <span className="font-bold">{entry.actor.name}</span> {AUDIT_LABEL[entry.action].verb}
      {target && !self && (
        <>
          {" "}
          {target.id && entry.action !== "remove_operator" && entry.action !== "invite_operator" ? (
            <Link
              to={`${ROUTES.operatorAccount}?id=${encodeURIComponent(target.id)}`}
              className="font-bold underline underline-offset-2"
            >
              {target.name}
            </Link>
          ) : (
            <span className="font-bold">{target.name}</span>
          )}
        </>
      )}
      {target && !self && AUDIT_LABEL[entry.action].after && ` ${AUDIT_LABEL[entry.action].after}`}
    </p>
  );
}

/** /operator/audit: every operator action, newest first; nobody can change a line of it. */
export function AuditScreen() {
  const data = useLoaderData<OperatorAuditList | { refused: true }>();
  if (isRefusal(data)) return <NotFound />;
  return (
    <ConsoleFrame
      title="Audit log"
      intro="Every decision and every change to the team, newest first. Nobody can edit or delete a line."
    >
      {data.list.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700">
          Nothing has been done yet.
        </p>
      ) : (
        <ol className="flex flex-col gap-2">
          {data.list.map((entry) => (
            <li
              key={entry.id}
              className="rounded-2xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-4"
            >
              <Sentence entry={entry} />
              <p className="text-sm text-zinc-600">
                <time dateTime={entry.at}>{dateTimeOf(entry.at)}</time>
                {entry.fromStatus && entry.toStatus && (
                  <>
                    {" "}
                    · {STATUS_LABEL[entry.fromStatus]} → {STATUS_LABEL[entry.toStatus]}
                  </>
                )}
              </p>
              {entry.message && (
                <blockquote className="mt-2 border-l-4 border-zinc-300 pl-3 text-sm whitespace-pre-line text-zinc-800">
                  {entry.message}
                </blockquote>
              )}
            </li>
          ))}
        </ol>
      )}
      <Pager
        label="Pages of the audit log"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        hrefOf={(page) => `${ROUTES.operatorAudit}?page=${page}`}
      />
    </ConsoleFrame>
  );
}
