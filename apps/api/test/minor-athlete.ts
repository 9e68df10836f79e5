import type { GuardianConsentState } from "@lineup/shared";
import { and, eq } from "drizzle-orm";
import type { Db } from "../src/db/client";
import {
  athleteProfiles,
  businessProfiles,
  businessTypes,
  cities,
  outboxEmails,
  profiles,
} from "../src/db/schema";

const YEAR = 365 * 24 * 60 * 60 * 1000;

/** A 16-year-old's date of birth, as the answers must never show it. */
export const MINOR_DATE_OF_BIRTH = "2010-05-17";

export interface MinorState {
  consent?: GuardianConsentState;
  guardianEmail?: string | null;
  /** The instant of the 18th birthday (default: two years from now). */
  adultAt?: Date;
  dateOfBirth?: string;
}

/**
 * An athlete made a minor in the database, as the consent flow (built elsewhere) leaves them:
 * date of birth, the 18th birthday's instant, the guardian's address and consent.
 */
export async function makeMinor(db: Db, profileId: string, state: MinorState = {}) {
  await db
    .update(athleteProfiles)
    .set({
      dateOfBirth: state.dateOfBirth ?? MINOR_DATE_OF_BIRTH,
      adultAt: state.adultAt ?? new Date(Date.now() + 2 * YEAR),
      guardianEmail: state.guardianEmail === undefined ? null : state.guardianEmail,
      guardianConsent: state.consent ?? "consented",
    })
    .where(eq(athleteProfiles.profileId, profileId));
}

/** The guardian's consent changes (a withdrawal from their e-mail, a new consent). */
export async function setConsent(db: Db, profileId: string, consent: GuardianConsentState) {
  await db
    .update(athleteProfiles)
    .set({ guardianConsent: consent })
    .where(eq(athleteProfiles.profileId, profileId));
}

/** The business account's profile gets this business type (e.g. "Tobacco & Vaping"). */
export async function setBusinessType(db: Db, userId: string, typeName: string) {
  const [type] = await db.select().from(businessTypes).where(eq(businessTypes.name, typeName));
  if (!type) throw new Error(`no business type ${typeName}`);
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw new Error(`no profile for ${userId}`);
  const [city] = await db.select({ id: cities.id }).from(cities).limit(1);
  await db
    .insert(businessProfiles)
    .values({ profileId: profile.id, typeId: type.id, locationId: city!.id })
    .onConflictDoUpdate({ target: businessProfiles.profileId, set: { typeId: type.id } });
}

/** The e-mails queued to an address, oldest first. */
export async function emailsTo(db: Db, address: string, kind?: string) {
  return db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, address), kind ? eq(outboxEmails.kind, kind) : undefined))
    .orderBy(outboxEmails.id);
}

/** The token of the latest guardian's offer link e-mailed to this address. */
export async function guardianOfferToken(db: Db, address: string): Promise<string> {
  const emails = await emailsTo(db, address);
  for (const email of emails.reverse()) {
    const match = /\/guardian\/offer\/([A-Za-z0-9_-]+)/.exec(email.text);
    if (match) return match[1]!;
  }
  throw new Error(`no guardian offer link to ${address}`);
}
