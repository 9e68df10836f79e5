import { ERROR_CODES, MESSAGES, OFFER_LIMITS } from "@lineup/shared";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { offerBelowMinimum, offerHistory, offers } from "@api/db/schema";
import { AppError } from "@api/lib/app-error";

const WINDOW_MS = OFFER_LIMITS.probeWindowDays * 24 * 60 * 60 * 1000;

const RESET_DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
/** "December 24, 2026" (UTC): the day a limit lets the buyer offer again. */
export const resetDateText = (at: Date) => RESET_DATE.format(at);

/**
 * One buyer's submissions to one athlete are decided one at a time (PostgreSQL's transaction
 * lock on the pair), so two submissions at once cannot both pass a count that allows one.
 */
export async function lockPair(tx: Db, buyerId: string, athleteId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`offer:${buyerId}:${athleteId}`}))`);
}

/** When the window lets one more in: the `max`-th newest of these times, 30 days on. */
function resetOf(times: Date[], max: number): Date {
  const sorted = [...times].sort((a, b) => a.getTime() - b.getTime());
  return new Date(sorted[sorted.length - max]!.getTime() + WINDOW_MS);
}

function limitError(message: string, reset: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((reset.getTime() - now.getTime()) / 1000));
  return new AppError(ERROR_CODES.offerLimit, `${message} ${resetDateText(reset)}.`, undefined, {
    "retry-after": String(seconds),
  });
}

/**
 * Before an offer or a buyer's counter is even compared with the minimum (docs/decisions/0084):
 * after three below-minimum submissions to this athlete in 30 days EVERY further one is refused,
 * whatever its amount (a refusal only for low amounts would still say "below"); and at most ten
 * submissions in all, so withdrawn offers above the minimum cannot locate it either.
 */
export async function assertMaySubmit(
  tx: Db,
  buyerId: string,
  athleteId: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const below = await tx
    .select({ at: offerBelowMinimum.createdAt })
    .from(offerBelowMinimum)
    .where(
      and(
        eq(offerBelowMinimum.buyerId, buyerId),
        eq(offerBelowMinimum.athleteId, athleteId),
        gt(offerBelowMinimum.createdAt, since),
      ),
    )
    .orderBy(asc(offerBelowMinimum.createdAt));
  const belowTimes = below.map((row) => row.at);
  if (belowTimes.length >= OFFER_LIMITS.belowMinimumMax) {
    throw limitError(
      MESSAGES.offerLimitReached,
      resetOf(belowTimes, OFFER_LIMITS.belowMinimumMax),
      now,
    );
  }
  const made = await tx
    .select({ at: offerHistory.createdAt })
    .from(offerHistory)
    .innerJoin(offers, eq(offers.id, offerHistory.offerId))
    .where(
      and(
        eq(offers.buyerId, buyerId),
        eq(offers.athleteId, athleteId),
        eq(offerHistory.party, "buyer"),
        inArray(offerHistory.kind, ["create", "counter"]),
        gt(offerHistory.createdAt, since),
      ),
    );
  const all = [...belowTimes, ...made.map((row) => row.at)];
  if (all.length >= OFFER_LIMITS.submissionsMax) {
    throw limitError(
      MESSAGES.offerSubmissionLimitReached,
      resetOf(all, OFFER_LIMITS.submissionsMax),
      now,
    );
  }
}

/** Records a below-minimum submission: who, to whom, when; never the amount. */
export async function recordBelowMinimum(
  tx: Db,
  buyerId: string,
  athleteId: string,
  now: Date,
): Promise<void> {
  await tx.insert(offerBelowMinimum).values({ buyerId, athleteId, createdAt: now });
}

export const belowMinimumError = () =>
  new AppError(ERROR_CODES.belowMinimum, MESSAGES.offerBelowMinimum);
