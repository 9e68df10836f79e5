import type { KeyboardEventHandler, ReactNode } from "react";
import type { FieldProps } from "./form-field";
import { TextArea } from "./text-area";

type MessageAreaProps = {
  field: FieldProps<string>;
  label: string;
  /** The most characters the message takes; the count beside it shows how many are used. */
  maxLength: number;
  hint?: ReactNode;
  optional?: boolean;
  rows?: number;
  onKeyDown?: KeyboardEventHandler<HTMLTextAreaElement>;
};

/**
 * A message box wired to its form field and counted to its limit: an offer dialog's message, the
 * thread's composer, an operator's decision.
 */
export function MessageArea({ field, rows = 4, ...textArea }: MessageAreaProps) {
  return (
    <TextArea
      {...textArea}
      rows={rows}
      length={field.value.length}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.inputRef}
      error={field.error}
    />
  );
}
