import { LIMITS } from "@lineup/shared";
import { useEffect, useState, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { createPortal } from "react-dom";
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

let frame: Frame | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Makes the dialog's code available to every Modal (modal-frame.tsx calls it when evaluated). */
export function provideModalFrame(loaded: Frame): void {
  if (frame?.ModalFrame === loaded.ModalFrame) return;
  frame = loaded;
  for (const listener of listeners) listener();
}

/** Fetches the dialog's code once; a failed download (offline for a moment) is tried again later. */
function loadModalFrame(): void {
  pending ??= import("./modal-frame").then(
    (loaded) => provideModalFrame(loaded),
    () => {
      pending = undefined;
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => frame;

/**
 * The dialog's code, or undefined until it arrives. Dialogs open on a person's action or an
 * answer from the server, not with the screen, so the code is not part of a screen's first load:
 * it downloads when the browser is idle after the first render, or at once when a dialog opens
 * before that (docs/decisions/0035).
 */
function useModalFrame(open: boolean): Frame | undefined {
  const loaded = useSyncExternalStore(subscribe, current, current);
  useEffect(() => {
    if (frame) return;
    if (open) {
      loadModalFrame();
      return;
    }
    if (typeof requestIdleCallback === "function") {
      const handle = requestIdleCallback(loadModalFrame, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(loadModalFrame, 1);
    return () => clearTimeout(timer);
  }, [open]);
  return loaded;
}

/**
 * An accessible modal dialog (spec §4): fades out for about 400 ms before it unmounts (at once
 * under reduced motion), and locks page scrolling while open.
 */
export function Modal({ open, onClose, title, children, icon, initialFocusRef }: ModalProps) {
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const loaded = useModalFrame(open);

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
