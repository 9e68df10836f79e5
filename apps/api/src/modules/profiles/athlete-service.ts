import {
  ERROR_CODES,
  LEVELS_WITH_CLASS,
  MESSAGES,
  adultAt,
  type athleteCreateBodySchema,
  type athleteUpdateBodySchema,
} from "@lineup/shared";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppContext } from "@api/app-context";
import type { Db } from "@api/db/client";
import {
  athleteActivities,
  athleteProfiles,
  athleteRoles,
  profiles,
  services,
} from "@api/db/schema";
import { AppError } from "@api/lib/app-error";
import type { User } from "@api/identity";
import { requestGuardianConsent } from "../guardians";
import { nameAgent } from "../invitations";
import { changedBirth, firstDateOfBirth, type BirthChange } from "./athlete-birth";
import { profileOfUser, type Profile } from "./own-profile";

type CreateBody = z.output<typeof athleteCreateBodySchema>;
type UpdateBody = z.output<typeof athleteUpdateBodySchema>;

/** The answers the lookup and class rules look at, as the profile is or would become. */
type Answers = Pick<CreateBody, "sport" | "hometown" | "roles" | "activities">;

/** Every id must name an existing entry; roles must be positions of the chosen sport. */
function checkLookups(ctx: AppContext, body: Answers): void {
  const fields: Record<string, string> = {};
  const { catalog } = ctx;
  if (!catalog.has("sport", body.sport)) fields.sport = MESSAGES.selectSport;
  if (!catalog.has("location", body.hometown)) fields.hometown = MESSAGES.selectLocation;
  if (!body.activities.every((id) => catalog.has("activity", id))) {
    fields.activities = MESSAGES.selectInterests;
  }
  const sportHasRoles = catalog.countIn("sportRole", body.sport) > 0;
  if (sportHasRoles && body.roles.length === 0) fields.roles = MESSAGES.selectPosition;
  if (!body.roles.every((id) => catalog.has("sportRole", id, body.sport))) {
    fields.roles = MESSAGES.selectPosition;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);
  }
}

/**
 * The date of birth with the instant of the 18th birthday in the hometown's zone (decision 0088),
 * written together whenever either changes, so `adult_at` never goes stale.
 */
function birthColumns(ctx: AppContext, dateOfBirth: string | null | undefined, hometown: number) {
  if (!dateOfBirth) return {};
  return { dateOfBirth, adultAt: adultAt(dateOfBirth, ctx.catalog.stateOf(hometown)) };
}

/** Asks the guardian a birth change names, inside the transaction that writes it. */
async function askGuardian(ctx: AppContext, tx: Db, user: User, birth: BirthChange | null) {
  if (!birth?.askGuardian) return;
  await requestGuardianConsent(ctx, tx, {
    athleteUserId: user.id,
    athleteName: [user.firstName, user.lastName].filter(Boolean).join(" ") || "An athlete",
    guardianEmail: birth.askGuardian,
    newGuardian: true,
  });
}

/**
 * POST /api/profile/athlete/create: one athlete profile per athlete account. The date of birth's
 * rules run before anything is written (athlete-birth.ts): under 13 nothing is.
 */
export async function createAthleteProfile(
  ctx: AppContext,
  user: User,
  body: CreateBody,
): Promise<string> {
  if (user.role !== "athlete") throw new AppError(ERROR_CODES.forbidden, MESSAGES.wrongProfileType);
  checkLookups(ctx, body);
  if (await profileOfUser(ctx.db, user.id)) {
    throw new AppError(ERROR_CODES.conflict, MESSAGES.profileExists);
  }
  const birth = body.dateOfBirth
    ? firstDateOfBirth(ctx, user, body.dateOfBirth, body.hometown, body.guardianEmail)
    : null;
  const id = await ctx.db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(profiles)
      .values({ userId: user.id, type: "Athlete", nextStep: "socials" })
      .onConflictDoNothing()
      .returning();
    if (!profile) throw new AppError(ERROR_CODES.conflict, MESSAGES.profileExists);
    await tx.insert(athleteProfiles).values({
      profileId: profile.id,
      sportId: body.sport,
      team: body.team ?? null,
      hometownId: body.hometown,
      education: body.education,
      classYear: body.class ?? null,
      statistics: body.statistics ?? null,
      gender: body.gender ?? null,
      agentEmail: body.agentEmail ?? null,
      ...birth?.columns,
    });
    await askGuardian(ctx, tx, user, birth);
    if (body.roles.length) {
      await tx
        .insert(athleteRoles)
        .values([...new Set(body.roles)].map((roleId) => ({ profileId: profile.id, roleId })));
    }
    if (body.agentEmail) await nameAgent(ctx, tx, user, body.agentEmail);
    await tx
      .insert(athleteActivities)
      .values(
        [...new Set(body.activities)].map((activityId) => ({ profileId: profile.id, activityId })),
      );
    return profile.id;
  });
  // Naming an agent or a guardian may have queued an e-mail.
  if (body.agentEmail || birth?.askGuardian) ctx.outbox.nudge();
  return id;
}

export const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * The profile's services become `list` (docs/decisions/0076, "Services keep their ids"): an entry
 * with an id changes that service in place, one without is added after the saved ones in the
 * list's order, and a saved service left out is removed. An id that is not one of this profile's
 * services is refused at its place in the list, in the same words whether or not it exists.
 */
async function saveServices(tx: Db, profileId: string, list: NonNullable<UpdateBody["services"]>) {
  const saved = await tx
    .select({ id: services.id })
    .from(services)
    .where(eq(services.profileId, profileId))
    .for("update");
  const own = new Set(saved.map((row) => row.id));
  const fields: Record<string, string> = {};
  list.forEach(({ id }, index) => {
    if (id !== undefined && !own.has(id)) fields[`services.${index}.id`] = MESSAGES.serviceNotFound;
  });
  if (Object.keys(fields).length > 0) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, fields);
  }
  const kept = list.flatMap(({ id }) => (id === undefined ? [] : [id]));
  const ofProfile = eq(services.profileId, profileId);
  await tx
    .delete(services)
    .where(kept.length ? and(ofProfile, notInArray(services.id, kept)) : ofProfile);
  for (const { id, name, price } of list) {
    if (id === undefined) continue;
    await tx
      .update(services)
      .set({ name, priceCents: toCents(price) })
      .where(and(eq(services.id, id), ofProfile));
  }
  const added = list.filter(({ id }) => id === undefined);
  if (added.length) {
    await tx.insert(services).values(
      added.map((service, index) => ({
        profileId,
        name: service.name,
        priceCents: toCents(service.price),
        // Services are listed by creation time: one microsecond apart keeps the list's order.
        createdAt: sql`now() + ${index}::int * interval '1 microsecond'`,
      })),
    );
  }
}

/**
 * The profile's answers after `body`: what is sent replaces what is saved. Roles are checked
 * against the sport the profile would have, and a level that takes no class drops a saved one.
 */
async function mergedAnswers(ctx: AppContext, profile: Profile, body: UpdateBody) {
  const [saved] = await ctx.db
    .select()
    .from(athleteProfiles)
    .where(eq(athleteProfiles.profileId, profile.id));
  if (!saved) throw new Error(`athlete profile ${profile.id} has no athlete row`);
  const savedRoles = await ctx.db
    .select({ id: athleteRoles.roleId })
    .from(athleteRoles)
    .where(eq(athleteRoles.profileId, profile.id));
  const savedActivities = await ctx.db
    .select({ id: athleteActivities.activityId })
    .from(athleteActivities)
    .where(eq(athleteActivities.profileId, profile.id));
  const answers: Answers = {
    sport: body.sport ?? saved.sportId,
    hometown: body.hometown ?? saved.hometownId,
    roles: body.roles ?? savedRoles.map((row) => row.id),
    activities: body.activities ?? savedActivities.map((row) => row.id),
  };
  checkLookups(ctx, answers);
  const education = body.education ?? saved.education;
  const needsClass = LEVELS_WITH_CLASS.includes(education);
  let classYear = body.class !== undefined ? body.class : saved.classYear;
  if (!needsClass) {
    if (body.class !== undefined && body.class !== null) {
      throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, {
        class: MESSAGES.selectClass,
      });
    }
    classYear = null;
  } else if (classYear === null) {
    throw new AppError(ERROR_CODES.validation, MESSAGES.invalidRequest, {
      class: MESSAGES.selectClass,
    });
  }
  return { saved, answers, education, classYear };
}

const hasAnswers = (body: UpdateBody) =>
  (
    [
      "sport",
      "team",
      "hometown",
      "roles",
      "activities",
      "education",
      "class",
      "statistics",
      "agentEmail",
      "gender",
      "dateOfBirth",
      "guardianEmail",
    ] as const
  ).some((key) => body[key] !== undefined);

/**
 * PATCH /api/profile/athlete/update/{id}: any get-started answer, the socials (a step of its own
 * in onboarding), services and bio. Only what is sent changes (docs/decisions/0076).
 */
export async function updateAthleteProfile(
  ctx: AppContext,
  user: User,
  profile: Profile,
  body: UpdateBody,
): Promise<Profile> {
  const merged = hasAnswers(body) ? await mergedAnswers(ctx, profile, body) : null;
  const birth = merged
    ? changedBirth(ctx, user, merged.saved, body, merged.answers.hometown)
    : null;
  const newAgent =
    merged && body.agentEmail !== undefined && body.agentEmail !== merged.saved.agentEmail
      ? body.agentEmail
      : null;
  const updated = await ctx.db.transaction(async (tx) => {
    let nextStep = profile.nextStep;
    if (merged) {
      const { answers, education, classYear } = merged;
      await tx
        .update(athleteProfiles)
        .set({
          sportId: answers.sport,
          hometownId: answers.hometown,
          education,
          classYear,
          ...(body.team !== undefined ? { team: body.team } : {}),
          ...(body.statistics !== undefined ? { statistics: body.statistics } : {}),
          ...(body.gender !== undefined ? { gender: body.gender } : {}),
          ...(newAgent ? { agentEmail: newAgent } : {}),
          ...birth?.columns,
          // A hometown in another zone moves the 18th birthday's instant with it.
          ...birthColumns(
            ctx,
            birth?.columns.dateOfBirth ?? merged.saved.dateOfBirth,
            answers.hometown,
          ),
        })
        .where(eq(athleteProfiles.profileId, profile.id));
      await askGuardian(ctx, tx, user, birth);
      // A sport sent alone keeps the saved positions, which checkLookups found are the new sport's.
      if (body.roles !== undefined) {
        await tx.delete(athleteRoles).where(eq(athleteRoles.profileId, profile.id));
        const roles = [...new Set(answers.roles)];
        if (roles.length) {
          await tx
            .insert(athleteRoles)
            .values(roles.map((roleId) => ({ profileId: profile.id, roleId })));
        }
      }
      if (body.activities !== undefined) {
        await tx.delete(athleteActivities).where(eq(athleteActivities.profileId, profile.id));
        await tx.insert(athleteActivities).values(
          [...new Set(answers.activities)].map((activityId) => ({
            profileId: profile.id,
            activityId,
          })),
        );
      }
      if (newAgent) await nameAgent(ctx, tx, user, newAgent);
    }
    if (body.socials) {
      const links = Object.fromEntries(
        Object.entries(body.socials).filter(([, link]) => Boolean(link)),
      );
      await tx
        .update(athleteProfiles)
        .set({ socials: links })
        .where(eq(athleteProfiles.profileId, profile.id));
      if (nextStep === "socials") nextStep = "profile";
    }
    if (body.services) await saveServices(tx, profile.id, body.services);
    if (body.bio !== undefined) nextStep = "done";
    const [fresh] = await tx
      .update(profiles)
      .set({
        nextStep,
        updatedAt: ctx.clock(),
        ...(body.bio !== undefined ? { bio: body.bio } : {}),
      })
      .where(eq(profiles.id, profile.id))
      .returning();
    return fresh!;
  });
  // Naming a new agent or guardian may have queued an e-mail.
  if (newAgent || birth?.askGuardian) ctx.outbox.nudge();
  return updated;
}
