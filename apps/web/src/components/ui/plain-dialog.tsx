import { useEffect, useId, useRef } from "react";
import { CloseIcon } from "./close-icon";
import type { ModalProps } from "./modal";

/**
 * The browser's own modal `<dialog>`, for when ModalFrame's code could not be fetched (offline
 * before it arrived): the message must still reach the person, and a failed download must not
 * take the whole screen down. `showModal` gives the top layer, an inert page and Escape.
 */
export function PlainDialog({ open, onClose, title, children, icon }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-md rounded-3xl bg-white p-6 text-center shadow-2xl backdrop:bg-zinc-950/60 sm:p-8"
    >
      {icon && <div className="mb-4 flex justify-center">{icon}</div>}
      <h2 id={titleId} className="text-2xl font-black tracking-tight text-balance text-zinc-950">
        {title}
      </h2>
      {children}
      <button
        type="button"
        aria-label="Close"
        onClick={onClose}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
      >
        <CloseIcon />
      </button>
    </dialog>
  );
}
