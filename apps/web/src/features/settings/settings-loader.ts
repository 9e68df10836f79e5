import { ROUTES, type AccountSettings } from "@lineup/shared";
import type { LoaderFunctionArgs } from "react-router";
import { isApiRequestError } from "@web/lib/api-client";
import { setSignedIn } from "@web/stores/signed-in-store";
import { settingsApi } from "./settings-api";
import { redirectTo } from "@web/lib/login-redirect";

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
    return redirectTo(`${ROUTES.login}?next=${next}`);
  }
}
