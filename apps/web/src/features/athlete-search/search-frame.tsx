import type { ReactNode } from "react";
import { ClosedToYou, ColumnFrame } from "@web/components/layout/column-frame";

type SearchFrameProps = { title: string; intro?: ReactNode; children: ReactNode };

/** The search and profile screens: a wide column with the page's one h1. */
export function SearchFrame(props: SearchFrameProps) {
  return <ColumnFrame width="wide" {...props} />;
}

/** Why search is closed to this person (the API's words), and the way back to their home. */
export const SearchClosed = ClosedToYou;
