import { useRef, type PointerEvent } from "react";

/** How far a finger travels sideways, in CSS pixels, before a swipe counts. */
const SWIPE_DISTANCE = 40;

/**
 * Swipes left and right of a finger or pen on an element (pointer events, so one code path for
 * every touch screen): left is the next item, right the previous one. A mostly vertical move is a
 * scroll and is left alone; the mouse drags nothing here, it has the buttons and the arrow keys.
 * The element needs `touch-action: pan-y` so the browser leaves sideways moves to it.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === "mouse") return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_DISTANCE || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) onNext();
      else onPrevious();
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
