import { ACCOUNT_STATUSES, OPERATOR_SORTS, USER_ROLES, US_STATES } from "@lineup/shared";
import { useId } from "react";
import { SearchableDropdown } from "@web/components/ui/lookup/searchable-dropdown";
import { Select } from "@web/components/ui/select";
import { TextField } from "@web/components/ui/text-field";
import { useSettledText } from "@web/lib/use-settled-text";
import { ROLE_LABEL, STATUS_LABEL } from "./labels";
import type { WaitingListFilters } from "./waiting-list-query";

const STATUS_OPTIONS = [
  { value: "", label: "Any status" },
  ...ACCOUNT_STATUSES.map((status) => ({ value: status, label: STATUS_LABEL[status] })),
];
const ROLE_OPTIONS = [
  { value: "", label: "Any role" },
  ...USER_ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] })),
];
const STATE_OPTIONS = [
  { value: "", label: "Any state" },
  ...US_STATES.map(([code, name]) => ({ value: code, label: name })),
];
const SORT_LABEL: Record<(typeof OPERATOR_SORTS)[number], string> = {
  oldest: "Oldest first",
  newest: "Newest first",
};
const SORT_OPTIONS = OPERATOR_SORTS.map((sort) => ({ value: sort, label: SORT_LABEL[sort] }));

type AccountFiltersProps = {
  filters: WaitingListFilters;
  /** A changed filter: the list goes back to its first page. */
  onChange: (next: Partial<WaitingListFilters>) => void;
};

/** The waiting list's filters: status, role, state, sport, a text search, and the order. */
export function AccountFilters({ filters, onChange }: AccountFiltersProps) {
  const titleId = useId();
  const [text, setText] = useSettledText(filters.q, (q) => onChange({ q }));

  return (
    <div
      role="search"
      aria-labelledby={titleId}
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm"
    >
      <h2 id={titleId} className="sr-only">
        Filters
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label="Search"
          type="search"
          placeholder="Name, business or e-mail"
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onChange({ q: text.trim() });
          }}
        />
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(value) => onChange({ status: value as WaitingListFilters["status"] })}
        />
        <Select
          label="Role"
          options={ROLE_OPTIONS}
          value={filters.role}
          onChange={(value) => onChange({ role: value as WaitingListFilters["role"] })}
        />
        <Select
          label="State"
          options={STATE_OPTIONS}
          value={filters.state}
          onChange={(state) => onChange({ state })}
        />
        <SearchableDropdown
          label="Sport"
          kind="sport"
          placeholder="Any sport"
          hint="Athletes only"
          value={
            filters.sport === undefined
              ? null
              : { id: filters.sport, name: filters.sportName || `Sport ${filters.sport}` }
          }
          onChange={(item) =>
            onChange(
              item ? { sport: item.id, sportName: item.name } : { sport: undefined, sportName: "" },
            )
          }
        />
        <Select
          label="Order"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(value) => onChange({ sort: value as WaitingListFilters["sort"] })}
        />
      </div>
    </div>
  );
}
