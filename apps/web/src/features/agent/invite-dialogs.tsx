import { MESSAGES, ROUTES } from "@lineup/shared";
import type { RefObject } from "react";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import { primaryButton } from "@web/components/ui/button-styles";
import { Modal } from "@web/components/ui/modal";
import { StatusIcon } from "@web/components/ui/status-icon";

export type InviteSent = { email: string; emailSent: boolean };

/**
 * Spec §8: "Invitation Sent" / "The invite has been successfully sent!". When a live invitation
 * to that address already existed, nothing new was e-mailed, and the dialog says so gently.
 */
export function InviteSentDialog({
  open,
  sent,
  onClose,
}: {
  open: boolean;
  sent: InviteSent | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={MESSAGES.inviteSentTitle}
      icon={<StatusIcon tone="success" />}
    >
      <p className="mt-3 text-pretty text-zinc-700">{MESSAGES.inviteSentText}</p>
      {sent && (
        <p className="mt-3 rounded-2xl bg-zinc-100 p-3 text-sm text-pretty text-zinc-700">
          {sent.emailSent ? (
            <>
              <span className="font-semibold wrap-anywhere text-zinc-900">{sent.email}</span> will
              get a link to join Lineup. It stays valid for 24 hours.
            </>
          ) : (
            <>
              We had already invited{" "}
              <span className="font-semibold wrap-anywhere text-zinc-900">{sent.email}</span>{" "}
              earlier, and that invitation is still valid, so we did not e-mail them again.
            </>
          )}
        </p>
      )}
      <Button className="mt-6 w-full" onClick={onClose}>
        Done
      </Button>
    </Modal>
  );
}

/** Spec §8: an invite failure reads "Ups..." with the message and "Try Again". */
export function InviteFailedDialog({
  open,
  message,
  unauthenticated,
  onClose,
  onRetry,
  fieldRef,
}: {
  open: boolean;
  message: string;
  /** The session has ended: signing in again is the way forward. */
  unauthenticated: boolean;
  onClose: () => void;
  onRetry: () => void;
  /** The field that gets focus back on closing, ready for another try. */
  fieldRef: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={MESSAGES.inviteFailedTitle}
      icon={<StatusIcon tone="error" />}
      finalFocusRef={fieldRef}
    >
      <p className="mt-3 text-pretty text-zinc-700">{message}</p>
      <div className="mt-6 flex flex-col gap-3">
        {unauthenticated && (
          <Link to={ROUTES.login} className={primaryButton}>
            Sign In
          </Link>
        )}
        <Button variant={unauthenticated ? "secondary" : "primary"} onClick={onRetry}>
          Try Again
        </Button>
      </div>
    </Modal>
  );
}
