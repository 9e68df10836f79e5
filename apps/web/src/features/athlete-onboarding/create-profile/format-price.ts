import type { ServiceInput } from "@lineup/shared";

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** A service's price as the list shows it ("$1,250.50"). */
export function formatPrice(price: ServiceInput["price"]): string {
  return dollars.format(price);
}
