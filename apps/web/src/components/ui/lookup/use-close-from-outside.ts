import { useEffect, type KeyboardEvent, type RefObject } from "react";
import { blurOnLeaving } from "../field-parts";

/**
 * What closes a lookup's list laid out in the page (spec §2): a press outside the field, focus
 * leaving it, and Escape (which then goes no further, so a dialog around the field stays open).
 * `area` holds the input, its chevron and the list.
 */
export function useCloseFromOutside(
  area: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  useEffect(() => {
    const close = () => setOpen(false);
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && area.current?.contains(event.target)) return;
      close();
    }
    document.addEventListener("pointerdown", onPointerDown, true);
    return () => document.removeEventListener("pointerdown", onPointerDown, true);
  }, [area, open, setOpen]);

  return {
    /** For the input. */
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key !== "Escape" || !open) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    },
    /** For the area: focus moving to anything outside it. */
    onBlur: blurOnLeaving(open ? () => setOpen(false) : undefined),
  };
}
