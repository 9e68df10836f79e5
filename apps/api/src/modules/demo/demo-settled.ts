import { sql, type SQL } from "drizzle-orm";
import { media, profiles, representationRequests, totpFactors, users } from "@api/db/schema";

/**
 * Whether a demo seeder has nothing left to do, as one SQL condition: all of them together are
 * one query, so a start that finds the marketplace complete costs one round trip instead of
 * some forty (docs/decisions/0080).
 */

/** Every address is a confirmed account. */
export function accountsSettled(emails: string[]): SQL {
  return sql`(select count(*) from ${users} where ${users.email} in ${emails}
    and ${users.emailConfirmedAt} is not null) = ${emails.length}`;
}

/** Every address is a confirmed account whose profile is finished and has its picture. */
export function profilesSettled(emails: string[]): SQL {
  return sql`(select count(*) from ${users} join ${profiles} on ${profiles.userId} = ${users.id}
    where ${users.email} in ${emails} and ${users.emailConfirmedAt} is not null
      and ${profiles.nextStep} = 'done'
      and exists (select 1 from ${media} where ${media.profileId} = ${profiles.id}
        and ${media.kind} = 'avatar')) = ${emails.length}`;
}

/** The athlete with this address has, or had, an agent (a link someone ended stays ended). */
export function representationSettled(athleteEmail: string): SQL {
  return sql`exists (select 1 from ${representationRequests}
    join ${users} on ${users.id} = ${representationRequests.athleteId}
    where ${users.email} = ${athleteEmail})`;
}

/** The address is an operator's, with two-step verification on (whichever key it holds). */
export function operatorSettled(email: string): SQL {
  return sql`exists (select 1 from ${users} join ${totpFactors} on ${totpFactors.userId} = ${users.id}
    where ${users.email} = ${email} and ${users.role} = 'operator'
      and ${totpFactors.enabledAt} is not null)`;
}
