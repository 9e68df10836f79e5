import { useState, type ReactNode } from "react";
import {
  hasEmailConfirmedFlag,
  hasSeenWelcome,
  isFirstTimeUser,
  markWelcomeSeen,
  setFirstTimeUser,
} from "@web/lib/account-storage";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";
import { StatusIcon } from "../ui/status-icon";
import { ConfirmedEmailNotice } from "./confirmed-email-notice";

type OnboardingGreetingsProps = {
  /** What the welcome says about the steps ahead. */
  welcome: ReactNode;
  /**
   * Whether closing the welcome spends the is-first-time-user flag. The agent's screen keeps it
   * for its "Finish Registration" button (spec §4) and only remembers, for this tab, that the
   * welcome was seen.
   */
  spendFlagOnClose?: boolean;
};

/**
 * The greetings of the first onboarding screens (spec §2 "Modals and widgets"): the
 * confirmed-e-mail modal after the e-mailed link, then the welcome modal for a first-time user,
 * one after the other, never stacked.
 */
export function OnboardingGreetings({
  welcome,
  spendFlagOnClose = true,
}: OnboardingGreetingsProps) {
  const [confirmedPending, setConfirmedPending] = useState(hasEmailConfirmedFlag);
  const [open, setOpen] = useState(() => isFirstTimeUser() && !hasSeenWelcome());

  function closeWelcome() {
    if (spendFlagOnClose) setFirstTimeUser(false);
    else markWelcomeSeen();
    setOpen(false);
  }

  return (
    <>
      <ConfirmedEmailNotice onClose={() => setConfirmedPending(false)} />
      <Modal
        open={open && !confirmedPending}
        onClose={closeWelcome}
        title="Welcome to Lineup!"
        icon={<StatusIcon tone="success" />}
      >
        <p className="mt-3 text-pretty text-zinc-700">{welcome}</p>
        <Button className="mt-6 w-full" onClick={closeWelcome}>
          Let&apos;s go
        </Button>
      </Modal>
    </>
  );
}
