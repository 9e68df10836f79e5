import { LIMITS, MESSAGES } from "@lineup/shared";
import { useState } from "react";
import { TextField, type TextFieldProps } from "./text-field";

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" aria-hidden="true">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
      {crossed && (
        <path d="m4 4 16 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, "type" | "endAdornment">;

/** A password input with a show/hide toggle; spec §5 asks for 8 or more characters on input. */
export function PasswordField({
  placeholder = MESSAGES.passwordPlaceholder,
  autoComplete = "new-password",
  ...rest
}: PasswordFieldProps) {
  const [shown, setShown] = useState(false);

  return (
    <TextField
      {...rest}
      type={shown ? "text" : "password"}
      placeholder={placeholder}
      autoComplete={autoComplete}
      minLength={LIMITS.passwordMinLength}
      maxLength={LIMITS.passwordMaxLength}
      spellCheck={false}
      endAdornment={
        <button
          type="button"
          aria-label={`Show ${rest.label.toLowerCase()}`}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
          className="inline-flex size-11 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900"
        >
          <EyeIcon crossed={shown} />
        </button>
      }
    />
  );
}

/** A password being asked for, not chosen (login, settings): no rule hint, the saved password offered. */
export function CurrentPasswordField(props: PasswordFieldProps) {
  return <PasswordField placeholder="" autoComplete="current-password" {...props} />;
}
