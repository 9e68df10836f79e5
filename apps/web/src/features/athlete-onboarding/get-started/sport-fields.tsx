import {
  CLASS_YEARS,
  COMPETITION_LEVELS,
  LEVELS_WITH_CLASS,
  type CompetitionLevel,
  type LookupItem,
} from "@lineup/shared";
import { useEffect } from "react";
import { Controller, useFormContext, useWatch } from "../../../lib/form";
import { PickList } from "../../../components/ui/lookup/pick-list";
import { SearchableDropdown } from "../../../components/ui/lookup/searchable-dropdown";
import { Select } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";
import { fetchLookupList, lookupUrl } from "../../../lib/lookup-search";
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
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<GetStartedFormInput>();
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
      <Controller
        control={control}
        name="sport"
        render={({ field, fieldState }) => (
          <SearchableDropdown
            label="Sport"
            kind="sport"
            placeholder="Search sports"
            name={field.name}
            value={field.value}
            onChange={(item) => chooseSport(item, field.onChange)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="education"
          render={({ field, fieldState }) => (
            <Select
              label="Competition level"
              options={LEVEL_OPTIONS}
              value={field.value}
              onChange={(level) => chooseLevel(level, field.onChange)}
              onBlur={field.onBlur}
              buttonRef={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        {hasClass(education) && (
          <Controller
            control={control}
            name="class"
            render={({ field, fieldState }) => (
              <Select
                label="Class"
                options={CLASS_OPTIONS}
                value={field.value === null ? "" : String(field.value)}
                onChange={(year) => field.onChange(Number(year))}
                onBlur={field.onBlur}
                buttonRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
      </div>
      <TextField
        label="Team"
        optional
        autoComplete="organization"
        maxLength={80}
        {...register("team")}
        error={errors.team?.message}
      />
      {sport && rolesAvailable && (
        <Controller
          control={control}
          name="roles"
          render={({ field, fieldState }) => (
            <PickList
              // Another sport, another list: nothing of the last one's search carries over.
              key={sport.id}
              label="Position/role"
              kind="sportRole"
              sports={sport.id}
              placeholder="Search positions"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              hint="Choose every position you play."
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </>
  );
}
