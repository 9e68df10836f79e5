import { type JoinFormInput, type UserRole } from "@lineup/shared";
import { SUFFIX_OPTIONS } from "@web/lib/suffix-options";
import { FormField } from "@web/components/ui/form-field";
import { Select } from "@web/components/ui/select";
import { TextField } from "@web/components/ui/text-field";

/** Who is joining: a business name for a business, personal names for everyone else. */
export function NameFields({ role }: { role: UserRole }) {
  if (role === "business") {
    return (
      <FormField<JoinFormInput, "businessName">
        name="businessName"
        render={(field) => (
          <TextField label="Business name" autoComplete="organization" {...field} />
        )}
      />
    );
  }

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField<JoinFormInput, "firstName">
          name="firstName"
          render={(field) => <TextField label="First name" autoComplete="given-name" {...field} />}
        />
        <FormField<JoinFormInput, "lastName">
          name="lastName"
          render={(field) => <TextField label="Last name" autoComplete="family-name" {...field} />}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <FormField<JoinFormInput, "middleName">
          name="middleName"
          render={(field) => (
            <TextField label="Middle name" optional autoComplete="additional-name" {...field} />
          )}
        />
        <FormField<JoinFormInput, "suffix">
          name="suffix"
          render={({ value, onChange, onBlur, inputRef, error }) => (
            <Select
              label="Suffix"
              optional
              placeholder="None"
              options={SUFFIX_OPTIONS}
              value={typeof value === "string" ? value : ""}
              onChange={onChange}
              onBlur={onBlur}
              buttonRef={inputRef}
              error={error}
            />
          )}
        />
      </div>
    </>
  );
}
