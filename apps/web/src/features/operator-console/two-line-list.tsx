import type { ReactNode } from "react";

export type TwoLineItem = { key: string; title: ReactNode; detail: ReactNode };

/**
 * A value of a detail card that lists people or invitations: each item's title over its detail,
 * an e-mail on a line of its own, so a long address wraps inside itself instead of around the
 * words and brackets beside it. An empty list reads "None".
 */
export function TwoLineList({ items }: { items: TwoLineItem[] }) {
  if (items.length === 0) return "None";
  return (
    <ul className="flex flex-col gap-2">
      {items.map((item) => (
        <li key={item.key} className="wrap-anywhere">
          <span className="block">{item.title}</span>
          <span className="block text-sm text-zinc-600">{item.detail}</span>
        </li>
      ))}
    </ul>
  );
}
