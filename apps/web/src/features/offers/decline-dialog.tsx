import { FormAlert } from "@web/components/ui/form-alert";
import { OfferFields } from "@web/components/ui/offer-fields";
import { useZodForm } from "@web/lib/use-zod-form";
import { DialogActions, MoveModal, type MoveDialogProps, useMoveSend } from "./move-dialog-parts";

const loadSchema = async () => (await import("./offer-form-schemas")).declineFormSchema;

/** Decline, with a reason if the person wants to give one (the other side reads it). */
export function DeclineDialog(props: MoveDialogProps) {
  return (
    <MoveModal title="Decline this offer?" dialog={props}>
      <DeclineForm {...props} />
    </MoveModal>
  );
}

function DeclineForm({ onClose, ...props }: MoveDialogProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { message: "" } });

  const { problem, send } = useMoveSend(props, setError, ["message"]);

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="mt-5 flex flex-col gap-5 text-left"
    >
      <p className="text-pretty text-zinc-700">
        The offer closes and the other side is told. This cannot be undone.
      </p>
      <FormAlert message={problem} />
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
