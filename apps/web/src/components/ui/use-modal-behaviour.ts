import { useEffect, useRef, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

let scrollLocks = 0;
let savedOverflow = "";
let savedPaddingRight = "";

/** Stops the page behind a modal from scrolling; the scrollbar's width is kept so nothing shifts. */
function lockScroll(): () => void {
  const { body, documentElement } = document;
  if (scrollLocks++ === 0) {
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    body.style.overflow = "hidden";
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  return () => {
    if (--scrollLocks === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    }
  };
}

/** Makes everything beside the modal inert, so neither pointer, Tab nor a screen reader reaches it. */
function inertSiblings(node: HTMLElement): () => void {
  const siblings = Array.from(node.parentElement?.children ?? []).filter(
    (element): element is HTMLElement =>
      element !== node && element instanceof HTMLElement && !element.hasAttribute("inert"),
  );
  for (const element of siblings) element.setAttribute("inert", "");
  return () => {
    for (const element of siblings) element.removeAttribute("inert");
  };
}

/**
 * While `open`: scroll lock, inert background, focus moved in and trapped, Escape closes; on
 * close, focus goes back to whatever had it before.
 */
export function useModalBehaviour(
  open: boolean,
  rootRef: RefObject<HTMLElement | null>,
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocusRef?: RefObject<HTMLElement | null>,
) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const root = rootRef.current;
    const dialog = dialogRef.current;
    if (!open || !root || !dialog) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlockScroll = lockScroll();
    const restoreSiblings = inertSiblings(root);
    (initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!dialog) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);

    return () => {
      document.removeEventListener("keydown", onKeyDown);
      restoreSiblings();
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, rootRef, dialogRef, initialFocusRef]);
}
