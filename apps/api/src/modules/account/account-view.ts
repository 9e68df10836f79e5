import type { AccountSettings } from "@lineup/shared";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "@api/app-context";
import { pendingEmailChange, providersOf, type User } from "@api/identity";
import { recentSignInUntil } from "./account-proof";

/** What the settings screen shows of the caller's account: never a hash, token or secret. */
export async function accountSettingsOf(
  ctx: AppContext,
  request: FastifyRequest,
  user: User,
): Promise<AccountSettings> {
  const providers = await providersOf(ctx.db, user.id);
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    profileType: user.profileType ?? null,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    suffix: user.suffix,
    businessName: user.businessName,
    phoneNumber: user.phoneNumber,
    hasPassword: user.passwordHash !== null,
    providers: [...new Set(providers.map((p) => p.provider))],
    pendingEmail: await pendingEmailChange(ctx.db, user.id, ctx.clock()),
    recentSignInUntil: (await recentSignInUntil(ctx, request)).toISOString(),
  };
}
