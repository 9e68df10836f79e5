import { type JoinFormInput } from "@lineup/shared";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { PasswordField } from "@web/components/ui/password-field";
import { PhoneInput } from "@web/components/ui/phone-input/phone-input";
import { EmailField } from "@web/components/ui/email-field";

type AccountFieldsProps = {
  showEmail: boolean;
  showPassword: boolean;
  phoneOptional: boolean;
};

/** E-mail, phone, password with confirmation and the privacy-policy box (spec §2, §5). */
export function AccountFields({ showEmail, showPassword, phoneOptional }: AccountFieldsProps) {
  return (
    <>
      {showEmail && (
        <FormField<JoinFormInput, "email">
          name="email"
          render={(field) => <EmailField label="E-mail" {...field} />}
        />
      )}
      <FormField<JoinFormInput, "phoneNumber">
        name="phoneNumber"
        render={(field) => (
          <PhoneInput
            label="Phone number"
            optional={phoneOptional}
            {...field}
            value={field.value ?? ""}
          />
        )}
      />
      {showPassword && (
        <>
          <FormField<JoinFormInput, "password">
            name="password"
            render={(field) => <PasswordField label="Password" {...field} />}
          />
          <FormField<JoinFormInput, "confirmPassword">
            name="confirmPassword"
            render={(field) => (
              <PasswordField
                label="Confirm password"
                placeholder="Repeat your password"
                {...field}
              />
            )}
          />
        </>
      )}
      <FormField<JoinFormInput, "privacyPolicy">
        name="privacyPolicy"
        render={(field) => (
          <Checkbox label="I have read and agree to the Lineup Privacy Policy." {...field} />
        )}
      />
    </>
  );
}
