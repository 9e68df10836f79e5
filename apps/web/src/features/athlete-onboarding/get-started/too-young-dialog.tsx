import { MESSAGES, ROUTES } from "@lineup/shared";
import { Link, useNavigate } from "react-router";
import { primaryButton } from "@web/components/ui/button-styles";
import { Modal } from "@web/components/ui/modal";
import { StatusIcon } from "@web/components/ui/status-icon";

/**
 * The refusal of an athlete under 13 (issue 25): kind, final, and with one way on, to Lineup's
 * home. Closing it goes there too: the form behind belongs to an account that no longer exists.
 */
export function TooYoungDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onClose={() => void navigate(ROUTES.home)}
      title="We can't create your account yet"
      icon={<StatusIcon tone="info" />}
    >
      <p className="mt-3 text-pretty text-zinc-700">{MESSAGES.tooYoungToJoin}</p>
      <div className="mt-6 flex flex-col">
        <Link to={ROUTES.home} className={primaryButton}>
          Go to Lineup&apos;s home
        </Link>
      </div>
    </Modal>
  );
}
