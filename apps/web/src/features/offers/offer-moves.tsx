import { MESSAGES, type OfferAction, type OfferDetail } from "@lineup/shared";
import { useState, type RefObject } from "react";
import { Button } from "@web/components/ui/button";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { deferredModule } from "@web/lib/deferred-module";
import { formatDollars } from "@web/lib/dollars";
import { problemFrom } from "@web/lib/problem";
import { useProblem } from "@web/lib/use-problem";
import type { MoveResult } from "./use-offer-move";
import { useOfferMove } from "./use-offer-move";

const dialogs = deferredModule(() => import("./move-dialogs"));

type DialogMove = "counter" | "decline" | "withdraw";

const LABEL: Record<OfferAction, string> = {
  accept: "Accept",
  confirm: "Confirm booking",
  counter: "Counter",
  decline: "Decline",
  withdraw: "Withdraw offer",
};

type OfferMovesProps = {
  offer: OfferDetail;
  /** The sentence that says where the offer stands: focus goes there after a move. */
  stateRef: RefObject<HTMLElement | null>;
};

/**
 * The viewer's moves, exactly those the API lists in `viewerActions`. Accept and confirm are sent
 * at once; counter, decline and withdraw ask first in a dialog. A move refused because the offer
 * moved meanwhile (409) says so here, and the offer is read again.
 */
export function OfferMoves({ offer, stateRef }: OfferMovesProps) {
  const { busy, move } = useOfferMove(offer.id);
  const module = dialogs.useModule();
  const problem = useProblem();
  const [open, setOpen] = useState<DialogMove | null>(null);
  const [opening, setOpening] = useState<DialogMove | null>(null);
  const [pressed, setPressed] = useState<OfferAction | null>(null);
  const [notice, setNotice] = useState("");
  const [moved, setMoved] = useState(false);

  function settled(result: MoveResult) {
    setMoved(true);
    setOpen(null);
    if (!result.done) setNotice(problemFrom(result.error).message || MESSAGES.offerNotYourMove);
    // The pressed button may be gone now: focus goes to where the offer stands.
    if (!open) stateRef.current?.focus();
  }

  async function press(action: OfferAction) {
    setNotice("");
    setMoved(false);
    if (action === "accept" || action === "confirm") {
      setPressed(action);
      const result = await move({ action });
      setPressed(null);
      if (result.done || result.stale) settled(result);
      else problem.show(result.error);
      return;
    }
    setOpening(action);
    await dialogs.load().catch(() => undefined);
    setOpening(null);
    setOpen(action);
  }

  if (offer.viewerActions.length === 0 && !notice) return null;
  const close = () => setOpen(null);
  // After a move the button that opened the dialog may be gone: focus goes to the state line.
  const finalFocusRef = moved ? stateRef : undefined;
  return (
    <section aria-label="Your moves" className="flex flex-col gap-3">
      {notice && (
        <p role="alert" className="rounded-2xl bg-amber-50 p-4 font-medium text-amber-900">
          {notice}
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {offer.viewerActions.map((action) => (
          <Button
            key={action}
            variant={action === "accept" || action === "confirm" ? "primary" : "secondary"}
            loading={pressed === action || opening === action}
            // One move at a time: the others wait while one is on its way.
            disabled={busy && pressed !== action}
            onClick={() => void press(action)}
          >
            {LABEL[action]}
          </Button>
        ))}
      </div>
      {module && (
        <>
          <module.CounterDialog
            open={open === "counter"}
            onClose={close}
            move={move}
            onSettled={settled}
            finalFocusRef={finalFocusRef}
            amountHint={`In US dollars. On the table now: ${formatDollars(offer.amount)}.`}
          />
          <module.DeclineDialog
            open={open === "decline"}
            onClose={close}
            move={move}
            onSettled={settled}
            finalFocusRef={finalFocusRef}
          />
          <module.WithdrawDialog
            open={open === "withdraw"}
            onClose={close}
            move={move}
            onSettled={settled}
            finalFocusRef={finalFocusRef}
          />
        </>
      )}
      <ShownProblem problem={problem} />
    </section>
  );
}
