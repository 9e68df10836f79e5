import { useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from "react";

/**
 * What closes a lookup's list laid out in the page (spec §2): a press outside the field, focus
 * leaving it, and Escape (which then goes no further, so a dialog around the field stays open).
 * `area` holds the input, its chevron and the list.
 */
export function useCloseFromOutside(
  area: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && area.current?.contains(event.target)) return;
      close();
    }
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [area, open, close]);

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      if (!open) return;
      const next = event.relatedTarget;
      if (next instanceof Node && area.current?.contains(next)) return;
      close();
    },
  };
}
