import { LIMITS } from "@lineup/shared";
import { Suspense, lazy, useEffect, useState, type ReactNode, type RefObject } from "react";

// Ariakit's Dialog (focus trap, portal, inert page, scroll lock) is a screen's largest part that
// nobody needs until a dialog opens: it loads then, not with the screen (DESIGN.md budgets).
const ModalFrame = lazy(() =>
  import("./modal-frame").then(({ ModalFrame }) => ({ default: ModalFrame })),
);

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
 * loaded when a dialog first opens.
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

  return mounted ? (
    <Suspense fallback={null}>
      <ModalFrame {...props} />
    </Suspense>
  ) : null;
}
