import { LIMITS } from "@lineup/shared";
import { useEffect, useState, type ReactNode, type RefObject } from "react";
import { deferredModule } from "@web/lib/deferred-module";
import { PlainDialog } from "./plain-dialog";

// Ariakit's Dialog (focus trap, portal, inert page, scroll lock) is a screen's largest part that
// nobody needs on its first load (DESIGN.md budgets): it arrives at the person's first press, key
// or focus on a screen with a dialog (decision 0078), or when a dialog opens. Should the download fail (offline), the
// browser's own <dialog> shows the message instead of the route's error screen.
const modalFrame = deferredModule(() => import("./modal-frame"));

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** A picture above the title, e.g. a status icon. */
  icon?: ReactNode;
  /** The element to focus on open; otherwise the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** The element to focus on close; otherwise the one that had focus when the dialog opened. */
  finalFocusRef?: RefObject<HTMLElement | null>;
};

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
}

/**
 * An accessible modal dialog (spec §4): fades out for about 400 ms before it unmounts (at once
 * under reduced motion), and locks page scrolling while open. The dialog itself is ModalFrame,
 * fetched at the first engagement or when a dialog opens (PlainDialog if that download fails).
 */
export function Modal(props: ModalProps) {
  const { open } = props;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return;
    const delay = prefersReducedMotion() ? 0 : LIMITS.modalCloseDelayMs;
    const timer = window.setTimeout(() => setMounted(false), delay);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  const frame = modalFrame.useModule();
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (!open || frame) return;
    let current = true;
    modalFrame.load().then(
      () => current && setUnavailable(false),
      () => current && setUnavailable(true),
    );
    return () => {
      current = false;
    };
  }, [open, frame]);

  if (!mounted) return null;
  if (frame) return <frame.ModalFrame {...props} />;
  return unavailable ? <PlainDialog {...props} /> : null;
}
