import { MESSAGES, ROUTES, type AccountSettings } from "@lineup/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { signOut } from "@web/lib/sign-out";
import { DeleteDialog } from "./delete-dialog";
import { SettingsSection } from "./settings-section";

/** Delete account: everything goes, and the address is free to sign up again. */
export function DeleteSection({ account }: { account: AccountSettings }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();

  async function deleted() {
    // The server ended the session; this forgets what the browser kept about the person.
    await signOut().catch(() => undefined);
    await navigate(ROUTES.home, { replace: true, state: { notice: MESSAGES.accountDeleted } });
  }

  return (
    <SettingsSection
      id="delete"
      title="Delete account"
      tone="danger"
      intro="Delete your account and everything of it: your profile, services, photos and videos. Your e-mail address is then free to sign up again."
    >
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <DeleteDialog
        account={account}
        open={open}
        onClose={() => setOpen(false)}
        onDeleted={deleted}
      />
    </SettingsSection>
  );
}
