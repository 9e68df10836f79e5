import { SUFFIXES, type JoinFormInput, type UserRole } from "@lineup/shared";
import { Controller, useFormContext } from "../../../lib/form";
import { Select } from "../../../components/ui/select";
import { TextField } from "../../../components/ui/text-field";

const SUFFIX_OPTIONS = [
  { value: "", label: "None" },
  ...SUFFIXES.map((suffix) => ({ value: suffix, label: suffix })),
];

/** Who is joining: a business name for a business, personal names for everyone else. */
export function NameFields({ role }: { role: UserRole }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<JoinFormInput>();

  if (role === "business") {
    return (
      <TextField
        label="Business name"
        autoComplete="organization"
        {...register("businessName")}
        error={errors.businessName?.message}
      />
    );
  }

  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          {...register("firstName")}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          {...register("lastName")}
          error={errors.lastName?.message}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Middle name"
          optional
          autoComplete="additional-name"
          {...register("middleName")}
          error={errors.middleName?.message}
        />
        <Controller
          control={control}
          name="suffix"
          render={({ field, fieldState }) => (
            <Select
              label="Suffix"
              optional
              placeholder="None"
              options={SUFFIX_OPTIONS}
              value={typeof field.value === "string" ? field.value : ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
    </>
  );
}
