import { useId, type ComponentProps, type ReactNode, type Ref } from "react";
import { FieldError, FieldHint, FieldLabel, describedBy, inputClass } from "./field-parts";

type TextAreaProps = Omit<ComponentProps<"textarea">, "id"> & {
  label: string;
  error?: string | undefined;
  /** The textarea, for the form to focus (components/ui/form-field). */
  inputRef?: Ref<HTMLTextAreaElement>;
  hint?: ReactNode;
  optional?: boolean;
  /** Characters used so far, shown against maxLength. */
  length?: number;
};

/** A labelled multi-line input with its hint, a character count and the error underneath. */
export function TextArea({
  label,
  error,
  inputRef,
  hint,
  optional,
  length,
  className = "",
  maxLength,
  ...textareaProps
}: TextAreaProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className={className}>
      <FieldLabel htmlFor={id} optional={optional}>
        {label}
      </FieldLabel>
      <textarea
        {...textareaProps}
        ref={inputRef}
        id={id}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && hintId, error && errorId)}
        className={`${inputClass} py-3`}
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {hint !== undefined && <FieldHint id={hintId}>{hint}</FieldHint>}
          <FieldError id={errorId} message={error} />
        </div>
        {maxLength !== undefined && length !== undefined && (
          <p aria-hidden="true" className="mt-1.5 shrink-0 text-sm text-zinc-600 tabular-nums">
            {length}/{maxLength}
          </p>
        )}
      </div>
    </div>
  );
}
