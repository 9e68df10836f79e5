import { normalizeWebsite, type LookupItem } from "@lineup/shared";
import { useFormContext } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { SearchableDropdown } from "@web/components/ui/lookup/searchable-dropdown";
import { TextField } from "@web/components/ui/text-field";

/** The fields both get-started forms have. */
type CommonFields = { location: LookupItem | null; website?: string | undefined };

/** The city typeahead (spec §2: location). */
export function LocationField() {
  return (
    <FormField<CommonFields, "location">
      name="location"
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
  );
}

/**
 * The optional website (spec §5): https:// is added when the person leaves the field, so what
 * they see is what is sent; an empty field stays empty.
 */
export function WebsiteField({ hint }: { hint: string }) {
  const { setValue } = useFormContext<CommonFields>();
  return (
    <FormField<CommonFields, "website">
      name="website"
      render={(field) => (
        <TextField
          label="Website"
          optional
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="yourwebsite.com"
          hint={hint}
          {...field}
          onBlur={() => {
            setValue("website", normalizeWebsite(field.value ?? ""));
            field.onBlur();
          }}
        />
      )}
    />
  );
}
