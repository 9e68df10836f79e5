import { GENDERS } from "@lineup/shared";
import { Controller, useFormContext } from "../../../lib/form";
import { ChoiceGroup } from "../../../components/ui/choice-group";
import { PickList } from "../../../components/ui/lookup/pick-list";
import { SearchableDropdown } from "../../../components/ui/lookup/searchable-dropdown";
import { TextField } from "../../../components/ui/text-field";
import type { GetStartedFormInput } from "./get-started-schema";
import { controlledProps } from "../../../lib/controlled-props";

/** Location, statistics link, interests & hobbies and gender. */
export function AboutFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<GetStartedFormInput>();

  return (
    <>
      <Controller
        control={control}
        name="hometown"
        render={({ field, fieldState }) => (
          <SearchableDropdown
            label="Location"
            kind="location"
            placeholder="Search your city"
            hint="Type at least 2 letters of your city."
            {...controlledProps(field, fieldState)}
          />
        )}
      />
      <TextField
        label="Statistics link"
        optional
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://"
        hint="A page with your stats, such as MaxPreps or Hudl."
        {...register("statistics")}
        error={errors.statistics?.message}
      />
      <Controller
        control={control}
        name="activities"
        render={({ field, fieldState }) => (
          <PickList
            label="Interests & hobbies"
            kind="activity"
            placeholder="Search interests"
            {...controlledProps(field, fieldState)}
          />
        )}
      />
      <Controller
        control={control}
        name="gender"
        render={({ field, fieldState }) => (
          <ChoiceGroup
            legend="Gender"
            name={field.name}
            options={GENDERS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
