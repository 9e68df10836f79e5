import { useState } from "react";
import { Modal } from "@web/components/ui/modal";
import { FormAlert } from "@web/components/ui/form-alert";
import { problemFrom } from "@web/lib/problem";
import { DialogActions, type MoveDialogProps } from "./move-dialog-parts";

/** Withdraw, after a confirmation: it cannot be undone. */
export function WithdrawDialog({ open, onClose, move, onSettled, finalFocusRef }: MoveDialogProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState("");

  async function withdraw() {
    setBusy(true);
    setProblem("");
    const result = await move({ action: "withdraw" });
    setBusy(false);
    if (result.done || result.stale) onSettled(result);
    else setProblem(problemFrom(result.error).message);
  }

  return (
    <Modal
      open={open}
      onClose={() => {
        setProblem("");
        onClose();
      }}
      title="Withdraw your offer?"
      {...(finalFocusRef ? { finalFocusRef } : {})}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void withdraw();
        }}
        className="mt-3 flex flex-col gap-5 text-left"
      >
        <p className="text-pretty text-zinc-700">
          The offer closes and the athlete is told. To book later, you would make a new offer.
        </p>
        <FormAlert message={problem} />
        <DialogActions busy={busy} label="Withdraw offer" variant="danger" onCancel={onClose} />
      </form>
    </Modal>
  );
}
