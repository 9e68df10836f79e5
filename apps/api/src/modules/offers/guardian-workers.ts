import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import {
  athleteProfiles,
  offerHistory,
  offerMessages,
  offers,
  profiles,
  users,
} from "@api/db/schema";
import { PeriodicJob } from "@api/lib/periodic-job";
import {
  athleteCameOfAgeEmail,
  guardianDigestEmail,
  guardianRoleEndedEmail,
} from "@api/mail/guardian-offer-templates";
import { enqueueEmail } from "@api/mail/outbox";
import { guardianWithdrawUrl } from "../guardians";
import { GUARDIAN_OFFER_EMAIL_KIND } from "./guardian-notify";
import { queueOfferEmails } from "./offer-notify";
import { othersOf, personName } from "./offer-parties";
import { selectOffers } from "./offer-repository";

const BATCH = 20;
/** How often an idle instance looks for digests due and birthdays passed. */
const POLL_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Lines of one digest at most (the rest wait for the next day's). */
const DIGEST_LINES = 100;
const NOBODY = "00000000-0000-0000-0000-000000000000";

/** Outbox kind of the athlete's e-mail on their 18th birthday. */
export const CAME_OF_AGE_KIND = "athlete_came_of_age";

/**
 * One batch of athletes with a guardian matching `where`, earliest 18th birthday first, claimed
 * for this transaction (FOR UPDATE OF athlete_profiles SKIP LOCKED): what both passes read.
 */
function claimMinors(tx: Db, where: SQL | undefined) {
  return tx
    .select({
      profileId: athleteProfiles.profileId,
      userId: profiles.userId,
      guardianEmail: athleteProfiles.guardianEmail,
      digestAt: athleteProfiles.guardianDigestAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(athleteProfiles)
    .innerJoin(profiles, eq(profiles.id, athleteProfiles.profileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .orderBy(asc(athleteProfiles.adultAt))
    .limit(BATCH)
    .for("update", { of: athleteProfiles, skipLocked: true });
}

/**
 * The guardian in the loop over time (issue 25, decision 0089), as rows claimed with FOR UPDATE
 * SKIP LOCKED on athlete_profiles (several instances share the work; PGlite runs it too):
 *
 * - the daily digest: each minor with a guardian whose last digest (`guardian_digest_at`) is a
 *   day old gets one e-mail listing the new messages of their offers, as stored (masked before
 *   acceptance); the time moves on even when there was nothing to send;
 * - the 18th birthday: once `adult_at` passed, the athlete and the guardian get one e-mail each,
 *   `guardian_ended_at` is set (so once), and offers waiting only for the guardian's
 *   confirmation become accepted (the athlete had confirmed: an adult's confirmation suffices).
 */
export class GuardianWorker {
  private readonly job: PeriodicJob;

  constructor(
    private readonly ctx: AppContext,
    log: FastifyBaseLogger,
  ) {
    this.job = new PeriodicJob("guardian", () => this.runOnce(), BATCH, POLL_MS, log);
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One pass of both; answers the larger of the two batches handled. */
  async runOnce(): Promise<number> {
    return Math.max(await this.runDigests(), await this.runBirthdays());
  }

  /** One batch of digests due; answers how many athletes were claimed. */
  async runDigests(): Promise<number> {
    const { ctx } = this;
    const now = ctx.clock();
    const dayAgo = new Date(now.getTime() - DAY_MS);
    const { claimed, queued } = await ctx.db.transaction(async (tx) => {
      const due = await claimMinors(
        tx,
        and(
          isNotNull(athleteProfiles.guardianEmail),
          gt(athleteProfiles.adultAt, now),
          or(
            isNull(athleteProfiles.guardianDigestAt),
            lte(athleteProfiles.guardianDigestAt, dayAgo),
          ),
        ),
      );
      let queued = 0;
      for (const athlete of due) {
        const lines = await newMessages(tx, athlete.profileId, athlete.digestAt ?? dayAgo, now);
        if (lines.length > 0) {
          const withdrawUrl = await guardianWithdrawUrl(ctx, tx, athlete.userId);
          await enqueueEmail(
            tx,
            GUARDIAN_OFFER_EMAIL_KIND,
            athlete.guardianEmail!,
            guardianDigestEmail(personName(athlete), lines, withdrawUrl),
          );
          queued++;
        }
      }
      if (due.length > 0) {
        await tx
          .update(athleteProfiles)
          .set({ guardianDigestAt: now })
          .where(
            inArray(
              athleteProfiles.profileId,
              due.map((row) => row.profileId),
            ),
          );
      }
      return { claimed: due.length, queued };
    });
    if (queued > 0) ctx.outbox.nudge();
    return claimed;
  }

  /** One batch of athletes who turned 18; answers how many. */
  async runBirthdays(): Promise<number> {
    const { ctx } = this;
    const now = ctx.clock();
    const { claimed, moved, queued } = await ctx.db.transaction(async (tx) => {
      const due = await claimMinors(
        tx,
        and(
          isNotNull(athleteProfiles.guardianEmail),
          isNull(athleteProfiles.guardianEndedAt),
          lte(athleteProfiles.adultAt, now),
        ),
      );
      if (due.length === 0) return { claimed: 0, moved: [], queued: 0 };
      const ids = due.map((row) => row.profileId);
      let queued = 0;
      for (const athlete of due) {
        await enqueueEmail(
          tx,
          CAME_OF_AGE_KIND,
          athlete.email,
          athleteCameOfAgeEmail(athlete.firstName ?? "there"),
        );
        await enqueueEmail(
          tx,
          GUARDIAN_OFFER_EMAIL_KIND,
          athlete.guardianEmail!,
          guardianRoleEndedEmail(personName(athlete)),
        );
        queued += 2;
      }
      await tx
        .update(athleteProfiles)
        .set({ guardianEndedAt: now })
        .where(inArray(athleteProfiles.profileId, ids));
      // Offers the athlete had confirmed, waiting only for the guardian: accepted now.
      const accepted = await tx
        .update(offers)
        .set({ status: "accepted", updatedAt: now })
        .where(
          and(
            inArray(offers.athleteId, ids),
            eq(offers.status, "awaiting_confirmation"),
            isNotNull(offers.athleteConfirmedAt),
            isNull(offers.guardianConfirmedAt),
            gt(offers.expiresAt, now),
          ),
        )
        .returning({ id: offers.id });
      if (accepted.length > 0) {
        const acceptedIds = accepted.map((row) => row.id);
        await tx.insert(offerHistory).values(
          acceptedIds.map((offerId) => ({
            offerId,
            kind: "confirm" as const,
            party: "system" as const,
            actorId: null,
            fromStatus: "awaiting_confirmation" as const,
            toStatus: "accepted" as const,
            createdAt: now,
          })),
        );
        const rows = await selectOffers(tx, NOBODY, inArray(offers.id, acceptedIds));
        for (const row of rows) {
          const news = {
            offerId: row.offer.id,
            news: "accepted" as const,
            who: "Lineup",
            service: row.offer.serviceName,
          };
          queued += await queueOfferEmails(ctx, tx, othersOf(row, null), news, now, true);
        }
        return { claimed: due.length, moved: rows, queued };
      }
      return { claimed: due.length, moved: [], queued };
    });
    for (const row of moved) {
      ctx.liveEvents.publish(othersOf(row, null), { type: "offer", offerId: row.offer.id });
    }
    if (queued > 0) ctx.outbox.nudge();
    return claimed;
  }
}

/** The messages of an athlete's offers written in (since, until], oldest first, as stored. */
async function newMessages(tx: Db, athleteId: string, since: Date, until: Date) {
  const rows = await tx
    .select({
      service: offers.serviceName,
      body: offerMessages.body,
      firstName: users.firstName,
      lastName: users.lastName,
      businessName: users.businessName,
    })
    .from(offerMessages)
    .innerJoin(offers, eq(offers.id, offerMessages.offerId))
    .leftJoin(users, eq(users.id, offerMessages.authorId))
    .where(
      and(
        eq(offers.athleteId, athleteId),
        gt(offerMessages.createdAt, since),
        lte(offerMessages.createdAt, until),
      ),
    )
    .orderBy(asc(offerMessages.createdAt), asc(offerMessages.seq))
    .limit(DIGEST_LINES);
  return rows.map((row) => ({
    service: row.service,
    body: row.body,
    // Only an agent's account goes while the offer stays (a buyer's or an athlete's takes its
    // offers with it): named as the thread and the history name them.
    author: personName(row) || "Former agent",
  }));
}
