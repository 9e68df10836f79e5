import { type JoinFormInput } from "@lineup/shared";
import { Controller, useFormContext } from "../../../lib/form";
import { Checkbox } from "../../../components/ui/checkbox";
import { PasswordField } from "../../../components/ui/password-field";
import { PhoneInput } from "../../../components/ui/phone-input/phone-input";
import { TextField } from "../../../components/ui/text-field";

type AccountFieldsProps = {
  showEmail: boolean;
  showPassword: boolean;
  phoneOptional: boolean;
};

/** E-mail, phone, password with confirmation and the privacy-policy box (spec §2, §5). */
export function AccountFields({ showEmail, showPassword, phoneOptional }: AccountFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<JoinFormInput>();

  return (
    <>
      {showEmail && (
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          {...register("email")}
          error={errors.email?.message}
        />
      )}
      <Controller
        control={control}
        name="phoneNumber"
        render={({ field, fieldState }) => (
          <PhoneInput
            label="Phone number"
            optional={phoneOptional}
            name={field.name}
            value={field.value ?? ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      {showPassword && (
        <>
          <PasswordField
            label="Password"
            {...register("password")}
            error={errors.password?.message}
          />
          <PasswordField
            label="Confirm password"
            placeholder="Repeat your password"
            {...register("confirmPassword")}
            error={errors.confirmPassword?.message}
          />
        </>
      )}
      <Checkbox
        label="I have read and agree to the Lineup Privacy Policy."
        {...register("privacyPolicy")}
        error={errors.privacyPolicy?.message}
      />
    </>
  );
}
