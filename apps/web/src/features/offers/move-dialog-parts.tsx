import { ERROR_CODES, type OfferActionBody } from "@lineup/shared";
import { useState, type RefObject } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { Button } from "@web/components/ui/button";
import { isApiRequestError } from "@web/lib/api-client";
import { applyFieldErrors } from "@web/lib/field-errors";
import { problemFrom } from "@web/lib/problem";
import type { MoveResult } from "./use-offer-move";

/** What every move dialog takes from the offer page. */
export type MoveDialogProps = {
  open: boolean;
  onClose: () => void;
  move: (body: OfferActionBody) => Promise<MoveResult>;
  /** The move was made, or refused because the offer moved meanwhile: the page takes over. */
  onSettled: (result: MoveResult) => void;
  finalFocusRef?: RefObject<HTMLElement | null> | undefined;
};

/**
 * A failed move as the dialog shows it: below the minimum under the amount, in the API's words;
 * the API's field messages under their fields; anything else (the limit of 429 with its reset
 * date) in the dialog's alert. Answers that alert's text, or "" when a field took it.
 */
export function dialogProblem<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string {
  if (
    isApiRequestError(error) &&
    error.code === ERROR_CODES.belowMinimum &&
    fields.includes("amount")
  ) {
    setError("amount" as Path<T>, { message: error.message }, { shouldFocus: true });
    return "";
  }
  if (applyFieldErrors(error, setError, fields)) return "";
  return problemFrom(error).message;
}

/** The dialog's alert, announced as it appears. */
export function DialogAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-2xl bg-red-50 p-4 text-left font-medium text-red-800">
      {message}
    </p>
  );
}

/** Send and Cancel, the send showing progress and refusing a second press. */
export function DialogActions({
  busy,
  label,
  variant = "primary",
  onCancel,
}: {
  busy: boolean;
  label: string;
  variant?: "primary" | "danger";
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} loading={busy}>
        {label}
      </Button>
    </div>
  );
}

/** A number that grows each time the dialog opens: the form's key, so each opening starts fresh. */
export function useOpening(open: boolean): number {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  return opening;
}
