import type { OfferActionBody } from "@lineup/shared";
import { useState } from "react";
import { Modal } from "@web/components/ui/modal";
import { OfferFields } from "@web/components/ui/offer-fields";
import { useZodForm } from "@web/lib/use-zod-form";
import {
  DialogActions,
  DialogAlert,
  dialogProblem,
  type MoveDialogProps,
  useOpening,
} from "./move-dialog-parts";

const loadSchema = async () => (await import("./offer-form-schemas")).declineFormSchema;

/** Decline, with a reason if the person wants to give one (the other side reads it). */
export function DeclineDialog(props: MoveDialogProps) {
  const { open, onClose, finalFocusRef } = props;
  const opening = useOpening(open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Decline this offer?"
      {...(finalFocusRef ? { finalFocusRef } : {})}
    >
      <DeclineForm key={opening} {...props} />
    </Modal>
  );
}

function DeclineForm({ move, onSettled, onClose }: MoveDialogProps) {
  const [problem, setProblem] = useState("");
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { message: "" } });

  async function send(body: OfferActionBody) {
    setProblem("");
    const result = await move(body);
    if (result.done || result.stale) onSettled(result);
    else setProblem(dialogProblem(result.error, setError, ["message"]));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="mt-5 flex flex-col gap-5 text-left"
    >
      <p className="text-pretty text-zinc-700">
        The offer closes and the other side is told. This cannot be undone.
      </p>
      <DialogAlert message={problem} />
      <OfferFields control={control} message={{ label: "Reason", optional: true }} />
      <DialogActions
        busy={isSubmitting}
        label="Decline offer"
        variant="danger"
        onCancel={onClose}
      />
    </form>
  );
}
