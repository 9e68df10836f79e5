import { ERROR_CODES, type OfferActionBody } from "@lineup/shared";
import { Fragment, useState, type ReactNode, type RefObject } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { Button } from "@web/components/ui/button";
import { Modal } from "@web/components/ui/modal";
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

/**
 * A move form's send: the move, then the page takes over when it was made or the offer moved
 * meanwhile; otherwise the problem (`dialogProblem`) for the form's alert.
 */
export function useMoveSend<T extends FieldValues>(
  { move, onSettled }: Pick<MoveDialogProps, "move" | "onSettled">,
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const [problem, setProblem] = useState("");
  async function send(body: OfferActionBody) {
    setProblem("");
    const result = await move(body);
    if (result.done || result.stale) onSettled(result);
    else setProblem(dialogProblem(result.error, setError, fields));
  }
  return { problem, send };
}

/** A move's modal with its title, and a fresh form (`children`) each time it opens. */
export function MoveModal({
  title,
  dialog,
  children,
}: {
  title: string;
  dialog: MoveDialogProps;
  children: ReactNode;
}) {
  const { open, onClose, finalFocusRef } = dialog;
  const opening = useOpening(open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      {...(finalFocusRef ? { finalFocusRef } : {})}
    >
      <Fragment key={opening}>{children}</Fragment>
    </Modal>
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
function useOpening(open: boolean): number {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  return opening;
}
