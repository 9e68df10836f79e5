import { ROUTES, type JoinFormInput } from "@lineup/shared";
import { useId } from "react";
import { textLink } from "@web/components/ui/button-styles";
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

/**
 * E-mail, phone, password with confirmation and the privacy-policy box (spec §2, §5). The box's
 * words name the policy, which opens in a new tab: the half-filled form stays as it is.
 */
export function AccountFields({ showEmail, showPassword, phoneOptional }: AccountFieldsProps) {
  const newTabId = useId();
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
          <Checkbox
            label={
              <>
                I have read and agree to the Lineup{" "}
                <a
                  href={ROUTES.privacy}
                  target="_blank"
                  rel="noopener"
                  aria-describedby={newTabId}
                  className={textLink}
                >
                  Privacy Policy
                </a>
                .
              </>
            }
            {...field}
          />
        )}
      />
      {/* Read as the link's description, so the checkbox's name stays the spec's words. */}
      <span id={newTabId} hidden>
        Opens in a new tab, so this form keeps what you typed.
      </span>
    </>
  );
}
