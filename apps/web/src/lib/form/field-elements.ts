import type { FieldElement } from "./types";

/**
 * The DOM side of registered fields. A registered input is uncontrolled, as with
 * react-hook-form: typing does not re-render the form, so the form writes its value into the
 * element when the element mounts or the value is set from code (setValue, reset).
 */

function isCheckbox(element: unknown): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === "checkbox";
}

/** What a change event or a widget's onChange argument says the value is. */
export function valueOfEvent(eventOrValue: unknown): unknown {
  if (typeof eventOrValue !== "object" || eventOrValue === null || !("target" in eventOrValue)) {
    return eventOrValue;
  }
  const target = eventOrValue.target;
  if (isCheckbox(target)) return target.checked;
  return (target as { value?: unknown } | null)?.value;
}

export function readElement(element: FieldElement): unknown {
  return isCheckbox(element) ? element.checked : element.value;
}

export function writeElement(element: FieldElement, value: unknown): void {
  if (isCheckbox(element)) element.checked = Boolean(value);
  else if ("value" in element) {
    const text = typeof value === "string" || typeof value === "number" ? String(value) : "";
    // Writing the same text again would move the caret to the end in some browsers.
    if (element.value !== text) element.value = text;
  }
}

/** A field's element, or for a nested path (`services.0.price`) the element of its field. */
function elementOf(elements: Map<string, FieldElement>, path: string): FieldElement | undefined {
  for (let name = path; name; name = name.slice(0, Math.max(0, name.lastIndexOf(".")))) {
    const element = elements.get(name);
    if (element) return element;
  }
  return undefined;
}

/**
 * Focuses the first of `names` on the page, in document order: after a failed submit a person
 * lands on the first field to fix, wherever the form registered it.
 */
export function focusFirst(elements: Map<string, FieldElement>, names: Iterable<string>): void {
  let first: FieldElement | undefined;
  for (const name of names) {
    const element = elementOf(elements, name);
    if (!element?.isConnected) continue;
    if (!first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING) {
      first = element;
    }
  }
  first?.focus();
}
