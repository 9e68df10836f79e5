import { and, asc, eq, isNull, ne, not, or } from "drizzle-orm";
import type { OAuthProvider } from "@lineup/shared";
import type { Db } from "../db/client";
import { oauthIdentities } from "../db/schema";

export interface ProviderIdentity {
  provider: OAuthProvider;
  subject: string;
  email: string | null;
  /** The provider said it verified `email` (Google's email_verified, Facebook's shared address). */
  emailVerified: boolean;
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

/** The providers the account signs in with, and since when. */
export function providersOf(
  db: Db,
  userId: string,
): Promise<{ provider: OAuthProvider; linkedAt: Date }[]> {
  return db
    .select({ provider: oauthIdentities.provider, linkedAt: oauthIdentities.createdAt })
    .from(oauthIdentities)
    .where(eq(oauthIdentities.userId, userId))
    .orderBy(asc(oauthIdentities.createdAt));
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

/** A linked identity whose provider now vouches for `email`: from here on it counts as verified. */
export async function markIdentityVerified(
  db: Db,
  identity: Pick<ProviderIdentity, "provider" | "subject">,
  email: string,
): Promise<void> {
  await db
    .update(oauthIdentities)
    .set({ email, emailVerified: true })
    .where(
      and(
        eq(oauthIdentities.provider, identity.provider),
        eq(oauthIdentities.subject, identity.subject),
      ),
    );
}

/**
 * Unlinks every identity of the account whose provider did not verify the account's own address:
 * whoever typed an address (or was linked through an unverified one) loses the way in.
 */
export async function removeUnverifiedIdentities(
  db: Db,
  userId: string,
  accountEmail: string,
): Promise<void> {
  await db.delete(oauthIdentities).where(
    and(
      eq(oauthIdentities.userId, userId),
      or(
        not(oauthIdentities.emailVerified),
        ne(oauthIdentities.email, accountEmail),
        // No address verifies nothing.
        isNull(oauthIdentities.email),
      ),
    ),
  );
}
