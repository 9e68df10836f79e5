import type { ReactNode } from "react";
import { ClosedToYou, ColumnFrame } from "@web/components/layout/column-frame";

type OffersFrameProps = { title: string; intro?: ReactNode; children: ReactNode };

/** The offers screens: a column with the page's one h1. */
export function OffersFrame(props: OffersFrameProps) {
  return <ColumnFrame width="medium" {...props} />;
}

/** Why offers are closed to this person (the API's words), and the way to their home. */
export const OffersClosed = ClosedToYou;
