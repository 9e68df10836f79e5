import { useState } from "react";
import { ConfirmedEmailNotice } from "../../../components/layout/confirmed-email-notice";
import { Button } from "../../../components/ui/button";
import { Modal } from "../../../components/ui/modal";
import { StatusIcon } from "../../../components/ui/status-icon";
import {
  hasEmailConfirmedFlag,
  isFirstTimeUser,
  setFirstTimeUser,
} from "../../../lib/account-storage";

/**
 * The get-started greetings of spec §2: the confirmed-e-mail modal after the e-mailed link, then
 * the welcome modal for a first-time user, one after the other, never stacked. The welcome is
 * shown once: closing it spends the is-first-time-user flag.
 */
export function Greetings() {
  const [confirmedPending, setConfirmedPending] = useState(hasEmailConfirmedFlag);
  const [welcome, setWelcome] = useState(isFirstTimeUser);

  function closeWelcome() {
    setFirstTimeUser(false);
    setWelcome(false);
  }

  return (
    <>
      <ConfirmedEmailNotice onClose={() => setConfirmedPending(false)} />
      <Modal
        open={welcome && !confirmedPending}
        onClose={closeWelcome}
        title="Welcome to Lineup!"
        icon={<StatusIcon tone="success" />}
      >
        <p className="mt-3 text-pretty text-zinc-700">
          Let&apos;s set up your athlete profile: your sport first, then your social links, and
          finally photos, videos and the services you offer. It takes about five minutes.
        </p>
        <Button className="mt-6 w-full" onClick={closeWelcome}>
          Let&apos;s go
        </Button>
      </Modal>
    </>
  );
}
