import { OFFER_LIMITS, type OfferActionBody } from "@lineup/shared";
import { useState } from "react";
import { FormField } from "@web/components/ui/form-field";
import { Modal } from "@web/components/ui/modal";
import { TextArea } from "@web/components/ui/text-area";
import { TextField } from "@web/components/ui/text-field";
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
    watch,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { amount: "", message: "" } });
  const message = watch("message");

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
      <FormField
        control={control}
        name="amount"
        render={(field) => (
          <TextField
            label="Your amount"
            inputMode="decimal"
            autoComplete="off"
            startAdornment="$"
            hint={amountHint}
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="message"
        render={(field) => (
          <TextArea
            label="Message"
            optional
            rows={4}
            maxLength={OFFER_LIMITS.messageMaxLength}
            length={message.length}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.inputRef}
            error={field.error}
          />
        )}
      />
      <DialogActions busy={isSubmitting} label="Send counter" onCancel={onClose} />
    </form>
  );
}
