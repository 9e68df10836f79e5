import {
  CLASS_YEARS,
  COMPETITION_LEVELS,
  SEARCH_GENDERS,
  SEARCH_LIMITS,
  SEARCH_RADII,
  SEARCH_SORTS,
  type LookupItem,
} from "@lineup/shared";
import { useId } from "react";
import { SearchableDropdown } from "@web/components/ui/lookup/searchable-dropdown";
import { Select } from "@web/components/ui/select";
import { TextField } from "@web/components/ui/text-field";
import { useSettledText } from "@web/lib/use-settled-text";
import { SORT_LABEL } from "./labels";
import { CollapsibleFilters } from "./collapsible-filters";
import { activeFilterCount, levelHasClass, type SearchFilters } from "./search-query";

const LEVEL_OPTIONS = [
  { value: "", label: "Any level" },
  ...COMPETITION_LEVELS.map((level) => ({ value: level, label: level })),
];
const CLASS_OPTIONS = [
  { value: "", label: "Any class" },
  ...CLASS_YEARS.map((year) => ({ value: String(year), label: `Class of ${year}` })),
];
const RADIUS_OPTIONS = SEARCH_RADII.map((miles) => ({
  value: String(miles),
  label: `Within ${miles} miles`,
}));
const GENDER_OPTIONS = [
  { value: "", label: "Any gender" },
  ...SEARCH_GENDERS.map((gender) => ({ value: gender, label: gender })),
];

/** A picker's value from the id and name the address keeps. */
const chosen = (id: number | undefined, name: string, state?: string): LookupItem | null =>
  id === undefined ? null : { id, name: name || `#${id}`, ...(state ? { state } : {}) };

type SearchFiltersProps = {
  filters: SearchFilters;
  /** A changed filter: the results go back to their first page. */
  onChange: (next: Partial<SearchFilters>) => void;
};

/**
 * Talent search's filters: text, sport and position, level and class, a city and radius,
 * interest, gender, and the order ("Nearest first" only once a city is chosen).
 */
export function SearchFiltersPanel({ filters, onChange }: SearchFiltersProps) {
  const titleId = useId();
  const [text, setText] = useSettledText(filters.q, (q) => onChange({ q }));

  const sortOptions = SEARCH_SORTS.filter(
    (sort) => sort !== "distance" || filters.near !== undefined,
  ).map((sort) => ({ value: sort, label: SORT_LABEL[sort] }));

  return (
    <div
      role="search"
      aria-labelledby={titleId}
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-sm"
    >
      <h2 id={titleId} className="sr-only">
        Filters
      </h2>
      <CollapsibleFilters
        active={activeFilterCount(filters)}
        lead={
          <TextField
            label="Search"
            type="search"
            placeholder="Name, team, bio"
            value={text}
            maxLength={SEARCH_LIMITS.queryMaxLength}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") onChange({ q: text.trim() });
            }}
          />
        }
      >
        <SearchableDropdown
          label="Sport"
          kind="sport"
          placeholder="Any sport"
          value={chosen(filters.sport, filters.sportName)}
          onChange={(item) =>
            onChange({
              sport: item?.id,
              sportName: item?.name ?? "",
              position: undefined,
              positionName: "",
            })
          }
        />
        {filters.sport !== undefined && (
          <SearchableDropdown
            // A new sport is a new list of positions.
            key={filters.sport}
            label="Position"
            kind="sportRole"
            sports={filters.sport}
            placeholder="Any position"
            value={chosen(filters.position, filters.positionName)}
            onChange={(item) => onChange({ position: item?.id, positionName: item?.name ?? "" })}
          />
        )}
        <Select
          label="Level"
          options={LEVEL_OPTIONS}
          value={filters.level}
          onChange={(value) => {
            const level = value as SearchFilters["level"];
            onChange(levelHasClass(level) ? { level } : { level, classYear: undefined });
          }}
        />
        {levelHasClass(filters.level) && (
          <Select
            label="Class"
            options={CLASS_OPTIONS}
            value={filters.classYear === undefined ? "" : String(filters.classYear)}
            onChange={(value) => onChange({ classYear: value ? Number(value) : undefined })}
          />
        )}
        <SearchableDropdown
          label="Near"
          kind="location"
          placeholder="Any city"
          value={chosen(filters.near, filters.nearName, filters.nearState)}
          onChange={(item) =>
            onChange(
              item
                ? { near: item.id, nearName: item.name, nearState: item.state ?? "" }
                : {
                    near: undefined,
                    nearName: "",
                    nearState: "",
                    ...(filters.sort === "distance" ? { sort: "relevance" } : {}),
                  },
            )
          }
        />
        {filters.near !== undefined && (
          <Select
            label="Distance"
            options={RADIUS_OPTIONS}
            value={String(filters.radius)}
            onChange={(value) => onChange({ radius: Number(value) as SearchFilters["radius"] })}
          />
        )}
        <SearchableDropdown
          label="Interest"
          kind="activity"
          placeholder="Any interest"
          value={chosen(filters.interest, filters.interestName)}
          onChange={(item) => onChange({ interest: item?.id, interestName: item?.name ?? "" })}
        />
        <Select
          label="Gender"
          options={GENDER_OPTIONS}
          value={filters.gender}
          onChange={(value) => onChange({ gender: value as SearchFilters["gender"] })}
        />
        <Select
          label="Order"
          options={sortOptions}
          value={filters.sort}
          onChange={(value) => onChange({ sort: value as SearchFilters["sort"] })}
        />
      </CollapsibleFilters>
    </div>
  );
}
