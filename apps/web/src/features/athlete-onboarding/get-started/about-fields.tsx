import { GENDERS } from "@lineup/shared";
import { ChoiceGroup } from "@web/components/ui/choice-group";
import { FormField } from "@web/components/ui/form-field";
import { PickList } from "@web/components/ui/lookup/pick-list";
import { SearchableDropdown } from "@web/components/ui/lookup/searchable-dropdown";
import { TextField } from "@web/components/ui/text-field";
import type { GetStartedFormInput } from "./get-started-schema";

/** Location, statistics link, interests & hobbies and gender. */
export function AboutFields() {
  return (
    <>
      <FormField<GetStartedFormInput, "hometown">
        name="hometown"
        render={(field) => (
          <SearchableDropdown
            label="Location"
            kind="location"
            placeholder="Search your city"
            hint="Type at least 2 letters of your city."
            {...field}
          />
        )}
      />
      <FormField<GetStartedFormInput, "statistics">
        name="statistics"
        render={(field) => (
          <TextField
            label="Statistics link"
            optional
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://"
            hint="A page with your stats, such as MaxPreps or Hudl."
            {...field}
          />
        )}
      />
      <FormField<GetStartedFormInput, "activities">
        name="activities"
        render={(field) => (
          <PickList
            label="Interests & hobbies"
            kind="activity"
            placeholder="Search interests"
            {...field}
          />
        )}
      />
      <FormField<GetStartedFormInput, "gender">
        name="gender"
        render={(field) => <ChoiceGroup legend="Gender" options={GENDERS} {...field} />}
      />
    </>
  );
}
