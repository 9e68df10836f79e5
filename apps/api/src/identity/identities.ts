import { and, eq } from "drizzle-orm";
import type { OAuthProvider } from "@lineup/shared";
import type { Db } from "../db/client";
import { oauthIdentities } from "../db/schema";

export interface ProviderIdentity {
  provider: OAuthProvider;
  subject: string;
  email: string | null;
}

/** The account a provider's identity is linked to, if any. */
export async function findLinkedUserId(
  db: Db,
  provider: OAuthProvider,
  subject: string,
): Promise<string | undefined> {
  const [identity] = await db
    .select({ userId: oauthIdentities.userId })
    .from(oauthIdentities)
    .where(and(eq(oauthIdentities.provider, provider), eq(oauthIdentities.subject, subject)));
  return identity?.userId;
}

/** Links a provider identity to an account; linking it again changes nothing. */
export async function linkIdentity(
  db: Db,
  identity: ProviderIdentity,
  userId: string,
): Promise<void> {
  await db
    .insert(oauthIdentities)
    .values({ ...identity, userId })
    .onConflictDoNothing();
}
