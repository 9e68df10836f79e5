import { MESSAGES } from "@lineup/shared";
import { Button } from "./button";
import { Modal } from "./modal";
import { StatusIcon } from "./status-icon";

type ConfirmedEmailModalProps = { open: boolean; onClose: () => void };

/** Shown once on the first onboarding screen after the e-mail link was followed (spec §2). */
export function ConfirmedEmailModal({ open, onClose }: ConfirmedEmailModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={MESSAGES.confirmedTitle}
      icon={<StatusIcon tone="success" />}
    >
      <p className="mt-3 text-zinc-700">{MESSAGES.confirmedText}</p>
      <Button className="mt-6 w-full" onClick={onClose}>
        Continue
      </Button>
    </Modal>
  );
}
