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

const loadSchema = async () => (await import("./offer-form-schemas")).counterFormSchema;

/** Counter: another amount and a message. A fresh form each time the dialog opens. */
export function CounterDialog(props: MoveDialogProps & { amountHint: string }) {
  const { open, onClose, finalFocusRef } = props;
  const opening = useOpening(open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Counter this offer"
      {...(finalFocusRef ? { finalFocusRef } : {})}
    >
      <CounterForm key={opening} {...props} />
    </Modal>
  );
}

function CounterForm({
  move,
  onSettled,
  onClose,
  amountHint,
}: MoveDialogProps & { amountHint: string }) {
  const [problem, setProblem] = useState("");
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { amount: "", message: "" } });

  async function send(body: OfferActionBody) {
    setProblem("");
    const result = await move(body);
    if (result.done || result.stale) onSettled(result);
    else setProblem(dialogProblem(result.error, setError, ["amount", "message"]));
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="mt-5 flex flex-col gap-5 text-left"
    >
      <DialogAlert message={problem} />
      <OfferFields
        control={control}
        amount={{ label: "Your amount", hint: amountHint }}
        message={{ label: "Message", optional: true }}
      />
      <DialogActions busy={isSubmitting} label="Send counter" onCancel={onClose} />
    </form>
  );
}
