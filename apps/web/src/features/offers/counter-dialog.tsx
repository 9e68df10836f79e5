import { FormAlert } from "@web/components/ui/form-alert";
import { OfferFields } from "@web/components/ui/offer-fields";
import { useZodForm } from "@web/lib/use-zod-form";
import { DialogActions, MoveModal, type MoveDialogProps, useMoveSend } from "./move-dialog-parts";

const loadSchema = async () => (await import("./offer-form-schemas")).counterFormSchema;

/** Counter: another amount and a message. A fresh form each time the dialog opens. */
export function CounterDialog(props: MoveDialogProps & { amountHint: string }) {
  return (
    <MoveModal title="Counter this offer" dialog={props}>
      <CounterForm {...props} />
    </MoveModal>
  );
}

function CounterForm({ onClose, amountHint, ...props }: MoveDialogProps & { amountHint: string }) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { amount: "", message: "" } });

  const { problem, send } = useMoveSend(props, setError, ["amount", "message"]);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="mt-5 flex flex-col gap-5 text-left"
    >
      <FormAlert message={problem} />
      <OfferFields
        control={control}
        amount={{ label: "Your amount", hint: amountHint }}
        message={{ label: "Message", optional: true }}
      />
      <DialogActions busy={isSubmitting} label="Send counter" onCancel={onClose} />
    </form>
  );
}
