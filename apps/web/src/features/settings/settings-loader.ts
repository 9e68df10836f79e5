import { ROUTES, type AccountSettings } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { setSignedIn } from "@web/stores/signed-in-store";
import { settingsApi } from "./settings-api";

export type SettingsLoaderData = { account: AccountSettings };

/** The account before the screen shows; a signed-out visitor logs in and comes back. */
export async function settingsLoader({
  request,
}: LoaderFunctionArgs): Promise<SettingsLoaderData | Response> {
  try {
    return { account: await settingsApi.account(request.signal) };
  } catch (error) {
    if (!isApiRequestError(error) || error.status !== 401) throw error;
    setSignedIn(null);
    const next = encodeURIComponent(ROUTES.settings);
    // What react-router's redirect() builds, without adding that helper to the shared chunk.
    return new Response(null, {
      status: 302,
      headers: { Location: `${ROUTES.login}?next=${next}` },
    });
  }
}
