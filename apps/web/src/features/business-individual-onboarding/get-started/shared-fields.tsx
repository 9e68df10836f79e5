import { normalizeWebsite, type LookupItem } from "@lineup/shared";
import { Controller, useFormContext } from "../../../lib/form";
import { SearchableDropdown } from "../../../components/ui/lookup/searchable-dropdown";
import { TextField } from "../../../components/ui/text-field";
import { controlledProps } from "../../../lib/controlled-props";

/** The fields both get-started forms have. */
type CommonFields = { location: LookupItem | null; website?: string | undefined };

/** The city typeahead (spec §2: location). */
export function LocationField() {
  const { control } = useFormContext<CommonFields>();
  return (
    <Controller
      control={control}
      name="location"
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
  );
}

/**
 * The optional website (spec §5): https:// is added when the person leaves the field, so what
 * they see is what is sent; an empty field stays empty.
 */
export function WebsiteField({ hint }: { hint: string }) {
  const {
    register,
    setValue,
    formState: { errors },
  } = useFormContext<CommonFields>();
  const website = register("website");
  return (
    <TextField
      label="Website"
      optional
      type="url"
      inputMode="url"
      autoComplete="url"
      spellCheck={false}
      placeholder="yourwebsite.com"
      hint={hint}
      {...website}
      onBlur={(event) => {
        setValue("website", normalizeWebsite(event.target.value));
        void website.onBlur(event);
      }}
      error={errors.website?.message}
    />
  );
}
