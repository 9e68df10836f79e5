import { ROUTES } from "@lineup/shared";
import { useCallback, useId, useMemo, useState } from "react";
import { useLoaderData, useNavigate, useNavigation, useRevalidator } from "react-router";
import { NotFound } from "@web/components/layout/not-found";
import { Button } from "@web/components/ui/button";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { useProblem } from "@web/lib/use-problem";
import { AccountFilters } from "./account-filters";
import { AccountList } from "./account-list";
import { BulkDecision, bulkOutcome } from "./bulk-decision";
import { ConsoleFrame } from "./console-frame";
import { isRefusal } from "./console-access";
import type { DecisionValues } from "./decision-form";
import { FunnelChart } from "./funnel-chart";
import { accounts } from "./labels";
import { operatorApi } from "./operator-api";
import { Pager } from "@web/components/ui/pager";
import type { WaitingListData } from "./waiting-list-loader";
import {
  DEFAULT_FILTERS,
  PAGE_SIZE,
  paramsOf,
  type WaitingListFilters,
} from "./waiting-list-query";

const hrefOf = (filters: WaitingListFilters) => {
  const query = paramsOf(filters).toString();
  return query ? `${ROUTES.operatorConsole}?${query}` : ROUTES.operatorConsole;
};

/** /operator: the funnel, then the waiting list with its filters, pages and bulk decisions. */
export function WaitingListScreen() {
  const data = useLoaderData<WaitingListData | { refused: true }>();
  if (isRefusal(data)) return <NotFound />;
  return <WaitingList data={data} />;
}

function WaitingList({ data }: { data: WaitingListData }) {
  const { filters, accounts: page, funnel } = data;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const problem = useProblem();
  const listTitleId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState("");
  // A new page or filter is a new list: what was selected on the last one is not on screen.
  const [shownList, setShownList] = useState(page.list);
  if (shownList !== page.list) {
    setShownList(page.list);
    setSelected(new Set(page.list.filter((item) => selected.has(item.id)).map((item) => item.id)));
  }

  const loading =
    navigation.state === "loading" && navigation.location.pathname === ROUTES.operatorConsole;
  const change = useCallback(
    (next: Partial<WaitingListFilters>) => {
      // A search that settles after the person opened an account must not pull them back.
      if (navigation.location && navigation.location.pathname !== ROUTES.operatorConsole) return;
      setOutcome("");
      void navigate(hrefOf({ ...filters, ...next, page: 1 }));
    },
    [filters, navigate, navigation.location],
  );
  const chosen = useMemo(() => page.list.filter((item) => selected.has(item.id)), [page, selected]);
  const allChosen = page.list.length > 0 && chosen.length === page.list.length;

  function toggle(id: string, on: boolean) {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  }

  async function decide({ decision, message }: DecisionValues) {
    try {
      const answer = await operatorApi.decideMany({
        ids: chosen.map((item) => item.id),
        decision,
        ...(message ? { message } : {}),
      });
      setOutcome(bulkOutcome(decision, answer));
      setSelected(new Set());
      await revalidator.revalidate();
    } catch (error) {
      problem.show(error);
    }
  }

  const filtered = paramsOf({ ...filters, page: 1 }).toString() !== "";
  return (
    <ConsoleFrame
      title="Waiting list"
      intro="Admit people to the marketplace: open an account to see everything it entered, or decide on a whole page at once."
    >
      <FunnelChart funnel={funnel} />
      <section aria-labelledby={listTitleId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={listTitleId} className="text-xl font-black text-zinc-950">
            Accounts
          </h2>
          <p role="status" className="text-sm text-zinc-700">
            {loading ? "Loading…" : `${accounts(page.total)} match`}
          </p>
        </div>
        <AccountFilters filters={filters} onChange={change} />
        {filtered && (
          <Button variant="ghost" className="self-start" onClick={() => change(DEFAULT_FILTERS)}>
            Clear filters
          </Button>
        )}
        <p
          role="status"
          className="empty:hidden rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900"
        >
          {outcome}
        </p>
        {page.list.length > 0 && (
          <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start px-1.5">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={(event) =>
                setSelected(
                  event.target.checked ? new Set(page.list.map((item) => item.id)) : new Set(),
                )
              }
              className="size-5 cursor-pointer rounded accent-accent-600"
            />
            <span className="text-sm font-semibold text-zinc-900">
              Select all {page.list.length} on this page
            </span>
          </label>
        )}
        {chosen.length > 0 && (
          <BulkDecision
            statuses={[...new Set(chosen.map((item) => item.status))]}
            count={chosen.length}
            onDecide={decide}
          />
        )}
        <div aria-busy={loading} className={loading ? "opacity-60 transition-opacity" : undefined}>
          {page.list.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-zinc-300 bg-white p-6 text-center text-zinc-700">
              {filters.status === "pending" && !filtered
                ? "Nobody is waiting. Every account has a decision."
                : "No account matches these filters."}
            </p>
          ) : (
            <AccountList list={page.list} selected={selected} onToggle={toggle} />
          )}
        </div>
        <Pager
          label="Pages of accounts"
          page={filters.page}
          pageSize={PAGE_SIZE}
          total={page.total}
          hrefOf={(number) => hrefOf({ ...filters, page: number })}
        />
      </section>
      <ShownProblem problem={problem} />
    </ConsoleFrame>
  );
}
