import type { LookupKind } from "@lineup/shared";
import { useId, type ReactNode, type Ref } from "react";
import {
  blurOnLeaving,
  FieldError,
  FieldHint,
  FieldLabel,
  describedBy,
  inputClass,
} from "../field-parts";
import type { LookupInputAttributes } from "./lookup-control";

/** What every lookup field (SearchableDropdown, PickList) takes besides its value. */
export type LookupFieldProps = {
  label: string;
  /** Which lookup list to search (LOOKUP_PATHS). */
  kind: LookupKind;
  onBlur?: () => void;
  /** The sport whose roles to list, for kind "sportRole". */
  sports?: number | undefined;
  name?: string;
  placeholder?: string;
  hint?: ReactNode;
  optional?: boolean;
  error?: string | undefined;
  /** Lets a form focus the field, e.g. the first invalid one on submit. */
  inputRef?: Ref<HTMLInputElement>;
};

export type LookupFieldIds = {
  inputId: string;
  labelId: string;
  hintId: string;
  errorId: string;
  summaryId: string;
};

/** The ids that tie a lookup field's label, input, hint, error (and summary) together. */
export function useLookupFieldIds(): LookupFieldIds {
  const id = useId();
  return {
    inputId: `${id}-input`,
    labelId: `${id}-label`,
    hintId: `${id}-hint`,
    errorId: `${id}-error`,
    summaryId: `${id}-summary`,
  };
}

/**
 * The input's attributes for LookupControl: id, name, placeholder, invalid state, and the
 * description from the summary (when given), the hint and the error.
 */
export function lookupInputAttributes(
  field: LookupFieldProps,
  ids: LookupFieldIds,
  withSummary = false,
): LookupInputAttributes {
  return {
    id: ids.inputId,
    name: field.name,
    placeholder: field.placeholder,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": describedBy(
      withSummary && ids.summaryId,
      field.hint !== undefined && ids.hintId,
      field.error && ids.errorId,
    ),
    className: `${inputClass} pr-14`,
  };
}

/** A lookup field's frame: label above, the control (children), then hint and error. */
export function LookupFieldFrame({
  field,
  ids,
  children,
}: {
  field: LookupFieldProps;
  ids: LookupFieldIds;
  children: ReactNode;
}) {
  return (
    <div className="relative" onBlur={blurOnLeaving(field.onBlur)}>
      <FieldLabel htmlFor={ids.inputId} id={ids.labelId} optional={field.optional}>
        {field.label}
      </FieldLabel>
      {children}
      {field.hint !== undefined && <FieldHint id={ids.hintId}>{field.hint}</FieldHint>}
      <FieldError id={ids.errorId} message={field.error} />
    </div>
  );
}
