import {
  CLASS_YEARS,
  COMPETITION_LEVELS,
  LEVELS_WITH_CLASS,
  type CompetitionLevel,
  type LookupItem,
} from "@lineup/shared";
import { useEffect } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { PickList } from "@web/components/ui/lookup/pick-list";
import { SearchableDropdown } from "@web/components/ui/lookup/searchable-dropdown";
import { Select } from "@web/components/ui/select";
import { TextField } from "@web/components/ui/text-field";
import { fetchLookupList, lookupUrl } from "@web/lib/lookup-search";
import type { GetStartedFormInput } from "./get-started-schema";

const LEVEL_OPTIONS = COMPETITION_LEVELS.map((level) => ({ value: level, label: level }));
const CLASS_OPTIONS = CLASS_YEARS.map((year) => ({ value: String(year), label: String(year) }));

function hasClass(level: string): boolean {
  return LEVELS_WITH_CLASS.some((withClass) => withClass === level);
}

/**
 * Whether the chosen sport has positions/roles (spec §2: the field exists only then). Asked of
 * the sport-role list once per sport; a failed answer counts as none (spec §8).
 */
function useRolesAvailability(sportId: number | undefined) {
  const { setValue } = useFormContext<GetStartedFormInput>();
  useEffect(() => {
    if (sportId === undefined) return;
    const controller = new AbortController();
    fetchLookupList(lookupUrl("sportRole", { sports: sportId }), controller.signal).then(
      (roles) => {
        setValue("rolesAvailable", roles.length > 0);
        if (roles.length === 0) setValue("roles", []);
      },
      () => {
        // Aborted: another sport was chosen meanwhile.
      },
    );
    return () => controller.abort();
  }, [sportId, setValue]);
}

/** Sport, competition level, class, team and position/role. */
export function SportFields() {
  const { control, setValue, clearErrors } = useFormContext<GetStartedFormInput>();
  const [sport, education, rolesAvailable] = useWatch({
    control,
    name: ["sport", "education", "rolesAvailable"],
  });
  useRolesAvailability(sport?.id);

  function chooseSport(item: LookupItem | null, onChange: (item: LookupItem | null) => void) {
    onChange(item);
    if (item?.id === sport?.id) return;
    // Roles belong to a sport: another sport starts over, hidden until its roles are known.
    setValue("roles", []);
    setValue("rolesAvailable", false);
    clearErrors("roles");
  }

  function chooseLevel(level: string, onChange: (level: CompetitionLevel) => void) {
    onChange(level as CompetitionLevel);
    // Spec §4: another level hides the class and clears it.
    if (!hasClass(level)) {
      setValue("class", null);
      clearErrors("class");
    }
  }

  return (
    <>
      <FormField
        control={control}
        name="sport"
        render={(field) => (
          <SearchableDropdown
            label="Sport"
            kind="sport"
            placeholder="Search sports"
            {...field}
            onChange={(item) => chooseSport(item, field.onChange)}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          control={control}
          name="education"
          render={({ value, onChange, onBlur, inputRef, error }) => (
            <Select
              label="Competition level"
              options={LEVEL_OPTIONS}
              value={value}
              onChange={(level) => chooseLevel(level, onChange)}
              onBlur={onBlur}
              buttonRef={inputRef}
              error={error}
            />
          )}
        />
        {hasClass(education) && (
          <FormField
            control={control}
            name="class"
            render={({ value, onChange, onBlur, inputRef, error }) => (
              <Select
                label="Class"
                options={CLASS_OPTIONS}
                value={value === null ? "" : String(value)}
                onChange={(year) => onChange(Number(year))}
                onBlur={onBlur}
                buttonRef={inputRef}
                error={error}
              />
            )}
          />
        )}
      </div>
      <FormField
        control={control}
        name="team"
        render={(field) => (
          <TextField label="Team" optional autoComplete="organization" maxLength={80} {...field} />
        )}
      />
      {sport && rolesAvailable && (
        <FormField
          control={control}
          name="roles"
          render={(field) => (
            <PickList
              // Another sport, another list: nothing of the last one's search carries over.
              key={sport.id}
              label="Position/role"
              kind="sportRole"
              sports={sport.id}
              placeholder="Search positions"
              hint="Choose every position you play."
              {...field}
            />
          )}
        />
      )}
    </>
  );
}
