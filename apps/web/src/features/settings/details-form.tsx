import {
  MESSAGES,
  type AccountDetailsInput,
  type AccountSettings,
  type AccountRole,
} from "@lineup/shared";
import { SUFFIX_OPTIONS } from "@web/lib/suffix-options";
import { useCallback, useState } from "react";
import type { ZodType } from "zod";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { PhoneInput } from "@web/components/ui/phone-input/phone-input";
import { Select } from "@web/components/ui/select";
import { TextField } from "@web/components/ui/text-field";
import { useZodForm } from "@web/lib/use-zod-form";
import { personOf, setSignedIn, signedIn } from "@web/stores/signed-in-store";
import { settingsApi } from "./settings-api";
import { StatusLine } from "./settings-section";
import { applyFieldErrors } from "@web/lib/field-errors";

/** One form for every role: its values are the union of the roles' fields. */
const loadSchema = async (role: AccountRole) =>
  (await import("./settings-schemas")).accountDetailsSchema(role) as unknown as ZodType<
    AccountDetailsInput,
    AccountDetailsInput
  >;

function valuesOf(account: AccountSettings): AccountDetailsInput {
  if (account.role === "business") {
    return { businessName: account.businessName ?? "", phoneNumber: account.phoneNumber ?? "" };
  }
  return {
    firstName: account.firstName ?? "",
    lastName: account.lastName ?? "",
    middleName: account.middleName ?? "",
    suffix: account.suffix ?? "",
    phoneNumber: account.phoneNumber ?? "",
  };
}

type DetailsFormProps = {
  account: AccountSettings;
  onSaved: (account: AccountSettings) => void;
  onProblem: (error: unknown) => void;
};

/** Personal details: the names (a business: its name) and the phone, by the sign-up rules. */
export function DetailsForm({ account, onSaved, onProblem }: DetailsFormProps) {
  const role = account.role;
  const [status, setStatus] = useState("");
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useZodForm(
    useCallback(() => loadSchema(role), [role]),
    {
      defaultValues: valuesOf(account),
    },
  );

  async function save(values: AccountDetailsInput) {
    setStatus("");
    try {
      const saved = await settingsApi.saveDetails(bodyOf(role, values));
      reset(valuesOf(saved));
      // New names; the photo stays as it was.
      setSignedIn(personOf(saved, signedIn()?.avatarUrl ?? null));
      onSaved(saved);
      setStatus(MESSAGES.detailsSaved);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS.person.concat("businessName")))
        onProblem(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(save)(event)}
      className="flex flex-col gap-5"
    >
      {role === "business" ? (
        <FormField
          control={control}
          name="businessName"
          render={(field) => (
            <TextField
              label="Business name"
              autoComplete="organization"
              {...field}
              value={field.value ?? ""}
            />
          )}
        />
      ) : (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              control={control}
              name="firstName"
              render={(field) => (
                <TextField
                  label="First name"
                  autoComplete="given-name"
                  {...field}
                  value={field.value ?? ""}
                />
              )}
            />
            <FormField
              control={control}
              name="lastName"
              render={(field) => (
                <TextField
                  label="Last name"
                  autoComplete="family-name"
                  {...field}
                  value={field.value ?? ""}
                />
              )}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
            <FormField
              control={control}
              name="middleName"
              render={(field) => (
                <TextField
                  label="Middle name"
                  optional
                  autoComplete="additional-name"
                  {...field}
                  value={field.value ?? ""}
                />
              )}
            />
            <FormField
              control={control}
              name="suffix"
              render={({ value, onChange, onBlur, inputRef, error }) => (
                <Select
                  label="Suffix"
                  optional
                  placeholder="None"
                  options={SUFFIX_OPTIONS}
                  value={value ?? ""}
                  onChange={onChange}
                  onBlur={onBlur}
                  buttonRef={inputRef}
                  error={error}
                />
              )}
            />
          </div>
        </>
      )}
      <FormField
        control={control}
        name="phoneNumber"
        render={(field) => (
          <PhoneInput
            label="Phone number"
            optional={role !== "athlete"}
            {...field}
            value={field.value ?? ""}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={isSubmitting}>
          Save details
        </Button>
        <StatusLine>{status}</StatusLine>
      </div>
    </form>
  );
}

const FIELDS: Record<"business" | "person", (keyof AccountDetailsInput)[]> = {
  business: ["businessName", "phoneNumber"],
  person: ["firstName", "lastName", "middleName", "suffix", "phoneNumber"],
};

/** Every field of the role, a cleared one sent blank (which clears it on the server). */
function bodyOf(role: AccountSettings["role"], values: AccountDetailsInput): AccountDetailsInput {
  const fields = FIELDS[role === "business" ? "business" : "person"];
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? ""]));
}
