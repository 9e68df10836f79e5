import { useEffect, useState } from "react";
import { ConfirmedEmailModal } from "../ui/confirmed-email-modal";
import { clearEmailConfirmedFlag, hasEmailConfirmedFlag } from "@web/lib/account-storage";

/**
 * Greets the person who just followed their confirmation link (spec §2 "Confirmed-e-mail
 * modal"). Each onboarding screen that can follow the confirmation renders this once; the flag
 * is spent on the first showing, so a reload does not greet again.
 */
export function ConfirmedEmailNotice({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(hasEmailConfirmedFlag);

  useEffect(() => {
    if (open) clearEmailConfirmedFlag();
  }, [open]);

  return (
    <ConfirmedEmailModal
      open={open}
      onClose={() => {
        setOpen(false);
        onClose?.();
      }}
    />
  );
}
