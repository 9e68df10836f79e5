import { useId, useRef } from "react";
import { provideModalFrame, type ModalProps } from "./modal";
import { CloseIcon } from "./close-icon";
import { useModalBehaviour } from "./use-modal-behaviour";

/**
 * The dialog itself: backdrop, focus trap, scroll lock, Escape (useModalBehaviour). Modal loads it
 * on first need or when the browser is idle (docs/decisions/0035); a screen whose dialog can be
 * open on its first render imports it and hands it over with provideModalFrame.
 */
export function ModalFrame({ open, onClose, title, children, icon, initialFocusRef }: ModalProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useModalBehaviour(open, rootRef, dialogRef, onClose, initialFocusRef);

  return (
    <div
      ref={rootRef}
      data-state={open ? "open" : "closing"}
      className={`fixed inset-0 z-50 flex items-end justify-center p-3 transition-opacity duration-400 sm:items-center sm:p-6 ${
        open ? "animate-fade-in opacity-100" : "pointer-events-none opacity-0"
      }`}
    >
      <div aria-hidden="true" className="absolute inset-0 bg-zinc-950/60" onClick={onClose} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative max-h-[calc(100dvh-1.5rem)] w-full max-w-md overflow-y-auto rounded-3xl bg-white p-6 text-center shadow-2xl sm:p-8"
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
      </div>
    </div>
  );
}

// Evaluated, by Modal's import() or a screen's static import: every Modal can show it from now on.
provideModalFrame({ ModalFrame });
