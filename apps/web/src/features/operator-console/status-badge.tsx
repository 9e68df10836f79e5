import type { AccountStatus } from "@lineup/shared";
import { STATUS_BADGE, STATUS_LABEL } from "./labels";

/** An account's status as a coloured word (the word carries it; the colour only helps). */
export function StatusBadge({ status }: { status: AccountStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${STATUS_BADGE[status]}`}
    >
      {STATUS_LABEL[status]}
    </span>
  );
}
