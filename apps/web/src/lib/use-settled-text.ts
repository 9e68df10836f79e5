import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/** Typing settles for this long before a search runs again (as the pickers' 500 ms). */
export const SETTLED_TEXT_MS = 500;

/**
 * A search box's text that follows the address (`current`: Back, a link, "Clear filters") and
 * calls `onSettled` once the typed text has settled and differs from it. Only a newly settled
 * text calls: an effect that ran on each render (the results loading, a new callback) navigated
 * again and again (decision 0081).
 */
export function useSettledText(
  current: string,
  onSettled: (text: string) => void,
): [string, (text: string) => void] {
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text.trim(), SETTLED_TEXT_MS);
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    setText(current);
  }
  const latest = useRef({ onSettled, current });
  useEffect(() => {
    latest.current = { onSettled, current };
  });
  useEffect(() => {
    if (settled !== latest.current.current) latest.current.onSettled(settled);
  }, [settled]);
  return [text, setText];
}
