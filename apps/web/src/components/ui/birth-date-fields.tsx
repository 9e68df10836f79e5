import { useFormContext, useWatch } from "react-hook-form";
import { todayIso } from "@web/lib/calendar-day";
import { looksMinor } from "@web/lib/minor-age";
import { EmailField } from "./email-field";
import { FormField } from "./form-field";
import { TextField } from "./text-field";

type BirthValues = { dateOfBirth: string; guardianEmail: string };

type BirthDateFieldsProps = {
  /** The hometown's state ("TX"), whose time zone counts the birthday; null when not chosen. */
  state: string | null | undefined;
  /** Marks the date "(optional)": an athlete who registered before dates of birth may skip it. */
  optional?: boolean;
};

/**
 * "Date of birth" (the browser's own date input: a calendar on phones, typed digits with a
 * keyboard, read out by screen readers), and "Parent or guardian's e-mail" once the date makes
 * the person under 18 (issue 25). The guardian's field appears inside a polite live region, so a
 * screen reader hears that it came. The form decides only what to ask: the server counts the age.
 * Inside a FormProvider whose values have `dateOfBirth` and `guardianEmail`.
 */
export function BirthDateFields({ state, optional = false }: BirthDateFieldsProps) {
  const { formState } = useFormContext<BirthValues>();
  const dateOfBirth = useWatch<BirthValues, "dateOfBirth">({ name: "dateOfBirth" });
  // A guardian the server asks for (its own count of the age) shows even when this one disagrees.
  const minor = looksMinor(dateOfBirth, state) || Boolean(formState.errors.guardianEmail);
  return (
    <>
      <FormField<BirthValues, "dateOfBirth">
        name="dateOfBirth"
        render={(field) => (
          <TextField
            label="Date of birth"
            type="date"
            optional={optional}
            autoComplete="bday"
            min="1900-01-01"
            max={todayIso()}
            hint="Private: only you, your parent or guardian and our team see it."
            {...field}
          />
        )}
      />
      <div aria-live="polite">
        {minor && (
          <div className="flex flex-col gap-2">
            <p className="text-sm text-zinc-700">
              You are under 18, so a parent or guardian must agree before businesses can see your
              profile. We will e-mail them.
            </p>
            <FormField<BirthValues, "guardianEmail">
              name="guardianEmail"
              render={(field) => (
                <EmailField
                  label="Parent or guardian's e-mail"
                  autoComplete="off"
                  hint="It must be different from your own e-mail."
                  {...field}
                />
              )}
            />
          </div>
        )}
      </div>
    </>
  );
}
