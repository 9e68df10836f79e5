import type { AccountRole, OfferList } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { offersApi } from "@web/lib/offers-api";
import { profileApi } from "@web/lib/profile-api";
import { personOf, setSignedIn, signedIn } from "@web/stores/signed-in-store";
import { refusalOf, type OffersRefusal } from "./offers-access";
import { inboxQueryFrom, type InboxQuery } from "./inbox-query";

export type InboxData = { query: InboxQuery; role: AccountRole | undefined; offers: OfferList };

/** Who is signed in: the header's record, or (a cleared one) the API's answer, which renews it. */
async function roleNow(): Promise<AccountRole | undefined> {
  const known = signedIn();
  if (known) return known.role;
  const my = await profileApi.myProfile();
  setSignedIn(personOf(my.account, my.avatarUrl));
  return my.account.role;
}

/** /offers?box=&status=&page=: one page of the person's offers. */
export async function inboxLoader({
  request,
}: LoaderFunctionArgs): Promise<InboxData | OffersRefusal | Response> {
  try {
    const role = await roleNow();
    const query = inboxQueryFrom(new URL(request.url).searchParams, role);
    return { query, role, offers: await offersApi.list(query, request.signal) };
  } catch (error) {
    return refusalOf(error, request);
  }
}
