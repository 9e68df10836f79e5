import type { LoaderFunctionArgs } from "react-router";
import { profileApi } from "@web/lib/profile-api";
import { securityApi } from "./security-api";

/** An operator signed in without a second factor yet, who continues at step 2. */
export type OperatorAcceptData = { enrolEmail: string | null };

/**
 * /operator/accept without a token: an operator whose account exists but whose second factor
 * was never turned on (the page was left at step 2) continues there. The console sends such an
 * operator here; anyone else sees the invalid-link screen.
 */
export async function operatorAcceptLoader({
  request,
}: LoaderFunctionArgs): Promise<OperatorAcceptData> {
  if (new URL(request.url).searchParams.get("token")) return { enrolEmail: null };
  try {
    const my = await profileApi.myProfile();
    if (my.account.role !== "operator") return { enrolEmail: null };
    const { enabled } = await securityApi.totpStatus(request.signal);
    return { enrolEmail: enabled ? null : my.account.email };
  } catch {
    return { enrolEmail: null };
  }
}
