import { ROUTES, type OperatorAccountItem } from "@lineup/shared";
import { Link } from "react-router";
import { PROGRESS_LABEL, ROLE_LABEL, dateOf } from "./labels";
import { minorNote } from "./minor-labels";
import { StatusBadge } from "./status-badge";

type AccountListProps = {
  list: OperatorAccountItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
};

/** What kind of account and where: "Athlete · Basketball · Austin, TX". */
function summaryOf(account: OperatorAccountItem): string {
  return [
    ROLE_LABEL[account.role],
    account.sport?.name,
    account.businessType?.name,
    account.city ? `${account.city.name}, ${account.city.state}` : undefined,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** One page of the waiting list, each account with a box to include it in a bulk decision. */
export function AccountList({ list, selected, onToggle }: AccountListProps) {
  return (
    <ul className="flex flex-col gap-2">
      {list.map((account) => {
        const minor = minorNote(account);
        return (
          <li
            key={account.id}
            className="flex items-start gap-3 rounded-2xl border border-zinc-200 bg-white p-3 shadow-sm sm:p-4"
          >
            <label className="-m-1.5 flex size-11 shrink-0 cursor-pointer items-center justify-center">
              <input
                type="checkbox"
                checked={selected.has(account.id)}
                onChange={(event) => onToggle(account.id, event.target.checked)}
                className="size-5 cursor-pointer rounded accent-accent-600"
              />
              <span className="sr-only">Select {account.name}</span>
            </label>
            <div className="grid min-w-0 flex-1 gap-1 lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.2fr)] lg:gap-4">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <Link
                    to={`${ROUTES.operatorAccount}?id=${encodeURIComponent(account.id)}`}
                    className="font-bold break-words text-zinc-950 underline-offset-2 hover:underline"
                  >
                    {account.name}
                  </Link>
                  <StatusBadge status={account.status} />
                  {minor && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">
                      {minor}
                    </span>
                  )}
                </div>
                <p className="text-sm text-zinc-700">{summaryOf(account)}</p>
              </div>
              <p className="min-w-0 text-sm break-all text-zinc-700 lg:self-center">
                {account.email}
              </p>
              <p className="text-sm text-zinc-600 lg:self-center lg:text-right">
                {PROGRESS_LABEL[account.progress]}
                <span aria-hidden="true"> · </span>
                <span className="whitespace-nowrap">signed up {dateOf(account.signedUpAt)}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
