import type { ServiceInput } from "@lineup/shared";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Modal } from "@web/components/ui/modal";
import { TextField } from "@web/components/ui/text-field";
import { useZodForm } from "@web/lib/use-zod-form";
import type { ServiceFormInput } from "./service-form-schema";

const loadSchema = async () => (await import("./service-form-schema")).serviceFormSchema;

type ServiceModalProps = {
  open: boolean;
  onClose: () => void;
  onAdd: (service: ServiceInput) => void;
};

const EMPTY: ServiceFormInput = { name: "", price: "" };

/** 'Add a new service' (spec §2): a name and the minimum price in dollars, kept private. */
export function ServiceModal({ open, onClose, onAdd }: ServiceModalProps) {
  const { control, handleSubmit, reset } = useZodForm(loadSchema, { defaultValues: EMPTY });

  function close() {
    reset(EMPTY);
    onClose();
  }

  function add(service: ServiceInput) {
    onAdd(service);
    close();
  }

  return (
    <Modal open={open} onClose={close} title="Add a new service">
      <form
        noValidate
        onSubmit={(event) => {
          // The modal is portalled, but React still bubbles its submit to the page's form.
          event.stopPropagation();
          void handleSubmit(add)(event);
        }}
        className="mt-5 flex flex-col gap-5 text-left"
      >
        <FormField
          control={control}
          name="name"
          render={(field) => (
            <TextField
              label="Service name"
              placeholder="e.g. Autograph signing"
              maxLength={80}
              {...field}
            />
          )}
        />
        <FormField
          control={control}
          name="price"
          render={(field) => (
            <TextField
              label="Minimum price"
              inputMode="decimal"
              placeholder="0.00"
              startAdornment="$"
              hint="In US dollars. Only you can see it."
              {...field}
            />
          )}
        />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit">Add service</Button>
        </div>
      </form>
    </Modal>
  );
}
