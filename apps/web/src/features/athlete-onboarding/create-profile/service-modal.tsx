import type { ServiceInput } from "@lineup/shared";
import { useState, type RefObject } from "react";
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
  onSave: (service: ServiceInput) => void;
  /** The service to edit, its fields filled in; a new one when absent. */
  service?: ServiceInput | undefined;
  /** Where focus goes when the modal closes; otherwise back to the button that opened it. */
  finalFocusRef?: RefObject<HTMLElement | null>;
};

const EMPTY: ServiceFormInput = { name: "", price: "" };

/** A saved price as the price box shows it: "90", "120.50". */
const priceText = (price: number) => (Number.isInteger(price) ? String(price) : price.toFixed(2));

function ServiceForm({
  service,
  onSave,
  onCancel,
}: {
  service: ServiceInput | undefined;
  onSave: (service: ServiceInput) => void;
  onCancel: () => void;
}) {
  const { control, handleSubmit } = useZodForm(loadSchema, {
    defaultValues: service ? { name: service.name, price: priceText(service.price) } : EMPTY,
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // The modal is portalled, but React still bubbles its submit to the page's form.
        event.stopPropagation();
        void handleSubmit(onSave)(event);
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
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">{service ? "Save service" : "Add service"}</Button>
      </div>
    </form>
  );
}

/**
 * 'Add a new service' (spec §2): a name and the minimum price in dollars, kept private. Given a
 * `service`, the same form edits it ('Edit service', filled in). Each opening starts a fresh form.
 */
export function ServiceModal({ open, onClose, onSave, service, finalFocusRef }: ServiceModalProps) {
  // A new form each time the modal opens, so it shows the service it was opened for.
  const [opened, setOpened] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpened(opened + 1);
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={service ? "Edit service" : "Add a new service"}
      {...(finalFocusRef ? { finalFocusRef } : {})}
    >
      <ServiceForm
        key={opened}
        service={service}
        onCancel={onClose}
        onSave={(saved) => {
          onSave(saved);
          onClose();
        }}
      />
    </Modal>
  );
}
