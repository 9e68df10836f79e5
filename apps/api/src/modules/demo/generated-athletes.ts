import { asc, desc, sql } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { activities, cities, sportRoles, sports } from "@api/db/schema";
import {
  planAthletes,
  type PlanCatalog,
  type PlannedAthlete,
  type PlanOptions,
} from "./athlete-plan";

/**
 * Approved athletes in bulk, for the demo marketplace, the talent search tests and the bench
 * (docs/decisions/0082): the plan of athlete-plan.ts written with one INSERT … SELECT per table
 * and batch, the rows handed over as one JSON parameter (both drivers take it, no row-by-row
 * round trips). They have no password (a null hash signs no one in, as for a Google account), so
 * no argon2 runs. The search document comes from migration 0009's row triggers, which fire for
 * every row of a bulk insert as for one. Inserts skip what exists, so running a seed again fills
 * in only what went missing.
 */

/** The most populous places athletes come from; a metro holds many, a village few. */
const CITY_POOL = 3000;
const BATCH = 2000;

export async function loadPlanCatalog(db: Db): Promise<PlanCatalog> {
  const [sportRows, roleRows, activityRows, cityRows] = await Promise.all([
    db.select({ id: sports.id, name: sports.name }).from(sports).orderBy(asc(sports.id)),
    db.select().from(sportRoles).orderBy(asc(sportRoles.id)),
    db.select({ id: activities.id }).from(activities).orderBy(asc(activities.id)),
    db
      .select({
        id: cities.id,
        name: cities.name,
        state: cities.state,
        population: cities.population,
      })
      .from(cities)
      .orderBy(desc(cities.population), asc(cities.id))
      .limit(CITY_POOL),
  ]);
  return {
    sports: sportRows.map((sport) => ({
      ...sport,
      roles: roleRows.filter((role) => role.sportId === sport.id),
    })),
    activities: activityRows,
    cities: cityRows,
  };
}

/** The rows as one jsonb value; each INSERT reads it with jsonb_to_recordset. */
const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

async function insertBatch(db: Db, batch: PlannedAthlete[]): Promise<void> {
  await db.execute(sql`insert into users (id, email, email_confirmed_at, role, profile_type,
      first_name, last_name, status, registration_completed_at, created_at)
    select r.id, r.email, r.at, 'athlete', 'Athlete', r.first, r.last, 'approved', r.at, r.at
    from jsonb_to_recordset(${json(
      batch.map((a) => ({
        id: a.userId,
        email: a.email,
        first: a.firstName,
        last: a.lastName,
        at: a.createdAt,
      })),
    )}) as r(id uuid, email text, first text, last text, at timestamptz)
    on conflict do nothing`);
  // A user skipped above (its address held by someone else) gets nothing below.
  await db.execute(sql`insert into profiles (id, user_id, type, bio, next_step, created_at, updated_at)
    select r.id, r.user_id, 'Athlete', r.bio, 'done', r.at, r.at
    from jsonb_to_recordset(${json(
      batch.map((a) => ({ id: a.profileId, user_id: a.userId, bio: a.bio, at: a.createdAt })),
    )}) as r(id uuid, user_id uuid, bio text, at timestamptz)
    where exists (select 1 from users u where u.id = r.user_id)
    on conflict do nothing`);
  const owned = sql`exists (select 1 from profiles p where p.id = r.profile_id)`;
  // A minor's guardian has consented (the plan's minors are there to be found, issue 25). One
  // who turned 18 between the plan's date and this insert comes in with the guardian's role
  // already over: the birthday worker has nobody to tell at a first start. The others' last
  // daily digest went out on the latest day's anniversary of their joining, as in a marketplace
  // that has been running: spread over the day, not all due at a first start.
  await db.execute(sql`insert into athlete_profiles (profile_id, sport_id, team, hometown_id,
      education, class_year, gender, socials, date_of_birth, adult_at, guardian_email,
      guardian_consent, guardian_ended_at, guardian_digest_at)
    select r.profile_id, r.sport_id, r.team, r.city_id, r.level, r.class_year, r.gender, r.socials,
      r.date_of_birth, r.adult_at, r.guardian_email,
      case when r.guardian_email is null then 'not_needed' else 'consented' end,
      case when r.guardian_email is not null and r.adult_at <= now() then now() end,
      case when r.guardian_email is not null and r.adult_at > now() and r.at <= now()
        then r.at + floor(extract(epoch from now() - r.at) / 86400) * interval '1 day' end
    from jsonb_to_recordset(${json(
      batch.map((a) => ({
        profile_id: a.profileId,
        sport_id: a.sportId,
        team: a.team,
        city_id: a.cityId,
        level: a.level,
        class_year: a.classYear,
        gender: a.gender,
        socials: a.socials,
        date_of_birth: a.dateOfBirth,
        adult_at: a.adultAt,
        guardian_email: a.guardianEmail,
        at: a.createdAt,
      })),
    )}) as r(profile_id uuid, sport_id int, team text, city_id int, level text, class_year int,
      gender text, socials jsonb, date_of_birth date, adult_at timestamptz, guardian_email text,
      at timestamptz)
    where ${owned}
    on conflict do nothing`);
  const pairs = (key: "positionIds" | "interestIds") =>
    json(batch.flatMap((a) => a[key].map((id) => ({ profile_id: a.profileId, id }))));
  await db.execute(sql`insert into athlete_roles (profile_id, role_id)
    select r.profile_id, r.id from jsonb_to_recordset(${pairs("positionIds")})
      as r(profile_id uuid, id int)
    where ${owned} on conflict do nothing`);
  await db.execute(sql`insert into athlete_activities (profile_id, activity_id)
    select r.profile_id, r.id from jsonb_to_recordset(${pairs("interestIds")})
      as r(profile_id uuid, id int)
    where ${owned} on conflict do nothing`);
  await db.execute(sql`insert into services (id, profile_id, name, price_cents, created_at)
    select r.id, r.profile_id, r.name, r.price_cents, r.at
    from jsonb_to_recordset(${json(
      batch.flatMap((a) =>
        a.services.map((s, i) => ({
          id: s.id,
          profile_id: a.profileId,
          name: s.name,
          price_cents: s.priceCents,
          // In the order they were listed: the cards show services by creation.
          at: new Date(a.createdAt.getTime() + i),
        })),
      ),
    )}) as r(id uuid, profile_id uuid, name text, price_cents int, at timestamptz)
    where ${owned} on conflict do nothing`);
}

/**
 * Writes the plan's athletes in one transaction, then refreshes the planner's statistics (a bulk
 * load otherwise leaves them to autovacuum, and the first searches would be planned blind).
 */
export async function insertAthletes(db: Db, athletes: PlannedAthlete[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < athletes.length; start += BATCH) {
      await insertBatch(tx, athletes.slice(start, start + BATCH));
    }
  });
  await db.execute(
    sql`analyze users, profiles, athlete_profiles, athlete_roles, athlete_activities, services`,
  );
}

/** Plans and inserts `count` athletes of `seed`: the plan is returned (ids, pictures' colours). */
export async function generateAthletes(db: Db, options: PlanOptions): Promise<PlannedAthlete[]> {
  const athletes = planAthletes(await loadPlanCatalog(db), options);
  await insertAthletes(db, athletes);
  return athletes;
}
