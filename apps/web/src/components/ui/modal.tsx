import { LIMITS } from "@lineup/shared";
import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
import { onDemandModule } from "../../lib/on-demand-module";
import type * as FrameModule from "./modal-frame";

type Frame = Pick<typeof FrameModule, "ModalFrame">;

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** A picture above the title, e.g. a status icon. */
  icon?: ReactNode;
  /** The element to focus on open; otherwise the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

/**
 * The dialog's code. Dialogs open on a person's action or an answer from the server, not with the
 * screen, so it is not part of a screen's first load (docs/decisions/0035).
 */
const frame = onDemandModule<Frame>(() => import("./modal-frame"));

/** Makes the dialog's code available to every Modal (modal-frame.tsx calls it when evaluated). */
export const provideModalFrame = frame.provide;

/**
 * An accessible modal dialog (spec §4): fades out for about 400 ms before it unmounts (at once
 * under reduced motion), and locks page scrolling while open.
 */
export function Modal({ open, onClose, title, children, icon, initialFocusRef }: ModalProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const loaded = frame.useModule(open);

  useEffect(() => {
    if (open || !mounted) return;
    const delay = prefersReducedMotion() ? 0 : LIMITS.modalCloseDelayMs;
    const timer = window.setTimeout(() => setMounted(false), delay);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  if (!mounted || !loaded) return null;
  return createPortal(
    <loaded.ModalFrame
      open={open}
      onClose={onClose}
      title={title}
      icon={icon}
      initialFocusRef={initialFocusRef}
    >
      {children}
    </loaded.ModalFrame>,
    document.body,
  );
}
