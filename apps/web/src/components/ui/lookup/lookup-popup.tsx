import { MESSAGES } from "@lineup/shared";
import { onDemandModule } from "../../../lib/on-demand-module";
import type { LookupPopupProps } from "./lookup-list";

export type { LookupPopupProps } from "./lookup-list";

/** The listbox's code: a closed picker shows only its input (docs/decisions/0041). */
const list = onDemandModule(() => import("./lookup-list"));

function announcement(open: boolean, loading: boolean, count: number): string {
  if (!open) return "";
  if (loading) return "Searching…";
  if (count === 0) return MESSAGES.notFound;
  return count === 1 ? "1 result available" : `${count} results available`;
}

/**
 * The popup of a searchable picker: the box with the listbox (LookupList, downloaded when the
 * browser is idle after the first render, or at once when the popup opens before that), and a
 * polite live region, there from the start, that tells screen readers how many results arrived.
 */
export function LookupPopup(props: LookupPopupProps) {
  const loaded = list.useModule(props.open);
  return (
    <>
      {loaded && <loaded.LookupList {...props} />}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement(props.open, props.loading, props.items.length)}
      </p>
    </>
  );
}
