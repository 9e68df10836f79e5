import { Dialog, DialogDismiss, DialogHeading } from "@ariakit/react";
import { useState } from "react";
import { screenHeading } from "@web/lib/screen-heading";
import type { ModalProps } from "./modal";
import { CloseIcon } from "./close-icon";

/**
 * The dialog box: Ariakit's modal Dialog (WAI-ARIA APG), which moves focus in and keeps it there,
 * makes the page behind inert, locks its scrolling, closes on Escape or a press on the backdrop,
 * and gives focus back to the opener. While `open` is false it is only fading out (Modal unmounts
 * it): no longer modal, inert, and scrolling is free again.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  children,
  icon,
  initialFocusRef,
  finalFocusRef,
}: ModalProps) {
  // A dialog that opened by itself (nothing had focus) gives focus to the screen's heading.
  const [screenStart] = useState(() =>
    !document.activeElement || document.activeElement === document.body
      ? {
          // Read on closing: on the first render the screen may not be in the page yet.
          get current() {
            return screenHeading();
          },
        }
      : undefined,
  );
  const fade = `transition-opacity duration-400 ${
    open ? "animate-fade-in opacity-100" : "pointer-events-none opacity-0"
  }`;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      // Kept on screen while fading out; Ariakit would hide a closed dialog at once.
      alwaysVisible
      preventBodyScroll={open}
      aria-modal={open || undefined}
      inert={!open || undefined}
      initialFocus={initialFocusRef}
      finalFocus={finalFocusRef ?? screenStart}
      backdrop={<div className={`fixed inset-0 z-50 bg-zinc-950/60 ${fade}`} />}
      data-state={open ? "open" : "closing"}
      className={`fixed inset-x-3 bottom-3 z-50 mx-auto h-fit max-h-[calc(100dvh-1.5rem)] max-w-md overflow-y-auto rounded-3xl bg-white p-6 text-center shadow-2xl sm:inset-6 sm:m-auto sm:max-h-[calc(100dvh-3rem)] sm:p-8 ${fade}`}
    >
      {icon && <div className="mb-4 flex justify-center">{icon}</div>}
      <DialogHeading
        render={<h2 />}
        className="text-2xl font-black tracking-tight text-balance text-zinc-950"
      >
        {title}
      </DialogHeading>
      {children}
      <DialogDismiss
        aria-label="Close"
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
      >
        <CloseIcon />
      </DialogDismiss>
    </Dialog>
  );
}
