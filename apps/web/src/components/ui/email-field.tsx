import { TextField, type TextFieldProps } from "./text-field";

/**
 * An e-mail address field: the e-mail keyboard on phones, no spell check, and the browser's
 * saved address offered unless `autoComplete` says otherwise (another person's address).
 */
export function EmailField(props: Omit<TextFieldProps, "type" | "inputMode" | "spellCheck">) {
  return (
    <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />
  );
}
