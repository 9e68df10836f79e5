import {
  USER_ROLES,
  type FunnelCounts,
  type OnboardingProgress,
  type OperatorAccountItem,
  type OperatorFunnel,
  type operatorAccountsQuerySchema,
  type UserRole,
} from "@lineup/shared";
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "@api/db/client";
import {
  athleteProfiles,
  businessProfiles,
  businessTypes,
  cities,
  individualProfiles,
  profiles,
  sports,
  users,
} from "@api/db/schema";
import { minorDetailsOf } from "../profiles";
import { accountName } from "./operator-guard";

type ListQuery = z.output<typeof operatorAccountsQuerySchema>;

/** Finished: the registration-success screen was reached, or the profile owes no step. */
const finished = sql<boolean>`(${users.registrationCompletedAt} is not null or ${profiles.nextStep} = 'done')`;

export function progressOf(row: {
  emailConfirmedAt: Date | null;
  profileId: string | null;
  finished: boolean;
}): OnboardingProgress {
  if (row.finished) return "onboarding_finished";
  if (row.profileId) return "profile_started";
  return row.emailConfirmedAt ? "email_confirmed" : "signed_up";
}

const placeId = sql`coalesce(${athleteProfiles.hometownId}, ${businessProfiles.locationId}, ${individualProfiles.locationId})`;

/** users → profile → its kind's row → the city, sport and business type they name. */
function joined<T extends PgSelect>(query: T) {
  return query
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(athleteProfiles, eq(athleteProfiles.profileId, profiles.id))
    .leftJoin(businessProfiles, eq(businessProfiles.profileId, profiles.id))
    .leftJoin(individualProfiles, eq(individualProfiles.profileId, profiles.id))
    .leftJoin(cities, sql`${cities.id} = ${placeId}`)
    .leftJoin(sports, eq(sports.id, athleteProfiles.sportId))
    .leftJoin(businessTypes, eq(businessTypes.id, businessProfiles.typeId));
}

/** `%text%` for ILIKE, with the pattern's own characters taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: ListQuery): SQL | undefined {
  const text = query.q ? contains(query.q) : undefined;
  return and(
    ne(users.role, "operator"),
    query.status ? eq(users.status, query.status) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.state ? eq(cities.state, query.state) : undefined,
    query.sport ? eq(athleteProfiles.sportId, query.sport) : undefined,
    text
      ? or(
          ilike(users.email, text),
          ilike(users.businessName, text),
          ilike(sql`concat_ws(' ', ${users.firstName}, ${users.lastName})`, text),
        )
      : undefined,
  );
}

/** GET /api/operator/accounts: one page of the waiting list and how many match in all. */
export async function listAccounts(
  db: Db,
  query: ListQuery,
  now: Date,
): Promise<{ list: OperatorAccountItem[]; total: number }> {
  const where = filters(query);
  const order = query.sort === "oldest" ? asc : desc;
  const rows = await joined(
    db
      .select({
        id: users.id,
        role: users.role,
        status: users.status,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        businessName: users.businessName,
        emailConfirmedAt: users.emailConfirmedAt,
        createdAt: users.createdAt,
        profileId: profiles.id,
        finished,
        cityId: cities.id,
        cityName: cities.name,
        cityState: cities.state,
        sportId: sports.id,
        sportName: sports.name,
        typeId: businessTypes.id,
        typeName: businessTypes.name,
        athleteId: athleteProfiles.profileId,
        dateOfBirth: athleteProfiles.dateOfBirth,
        adultAt: athleteProfiles.adultAt,
        guardianEmail: athleteProfiles.guardianEmail,
        guardianConsent: athleteProfiles.guardianConsent,
      })
      .from(users)
      .$dynamic(),
  )
    .where(where)
    .orderBy(order(users.createdAt), order(users.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await joined(db.select({ n: count() }).from(users).$dynamic()).where(where);
  return {
    total: total?.n ?? 0,
    list: rows.map((row) => ({
      id: row.id,
      role: row.role as UserRole,
      status: row.status,
      name: accountName(row),
      email: row.email,
      city:
        row.cityId === null ? null : { id: row.cityId, name: row.cityName!, state: row.cityState! },
      sport: row.sportId === null ? null : { id: row.sportId, name: row.sportName! },
      businessType: row.typeId === null ? null : { id: row.typeId, name: row.typeName! },
      progress: progressOf(row),
      signedUpAt: row.createdAt.toISOString(),
      minor:
        row.athleteId === null
          ? null
          : minorDetailsOf({ ...row, guardianConsent: row.guardianConsent ?? "not_needed" }, now),
    })),
  };
}

/** GET /api/operator/funnel: per sign-up role, how many reached each step. */
export async function funnel(db: Db): Promise<OperatorFunnel> {
  const rows = await db
    .select({
      role: users.role,
      signedUp: count(),
      confirmedEmail: count(users.emailConfirmedAt),
      startedProfile: sql<number>`(count(*) filter (where ${profiles.id} is not null or ${finished}))::int`,
      finishedOnboarding: sql<number>`(count(*) filter (where ${finished}))::int`,
      approved: sql<number>`(count(*) filter (where ${users.status} = 'approved'))::int`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(ne(users.role, "operator"))
    .groupBy(users.role);
  const zero: FunnelCounts = {
    signedUp: 0,
    confirmedEmail: 0,
    startedProfile: 0,
    finishedOnboarding: 0,
    approved: 0,
  };
  return {
    roles: USER_ROLES.map((role) => {
      const row = rows.find((r) => r.role === role);
      return {
        role,
        ...zero,
        ...(row
          ? {
              signedUp: row.signedUp,
              confirmedEmail: row.confirmedEmail,
              startedProfile: Number(row.startedProfile),
              finishedOnboarding: Number(row.finishedOnboarding),
              approved: Number(row.approved),
            }
          : {}),
      };
    }),
  };
}
