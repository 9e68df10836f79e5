import type { AnyProfile, OperatorAccountDetail, OperatorProfile } from "@lineup/shared";
import { and, desc, eq, inArray, or } from "drizzle-orm";
import type { Db } from "@api/db/client";
import { invitations, representationRequests, totpFactors } from "@api/db/schema";
import { findUserById, userNamesById, type User, type UserNames } from "@api/identity";
import { minorDetails, profileOfUser, profileView, type Profile } from "../profiles";
import { accountName } from "./operator-guard";
import { progressOf } from "./waiting-list";

/** The profile as entered, services by name only: a price is for its owner alone. */
function operatorProfile(profile: Profile, view: AnyProfile): OperatorProfile {
  const common = {
    id: view.id,
    type: view.type,
    nextStep: view.nextStep,
    bio: view.bio,
    avatar: view.avatar,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
  };
  if (view.type === "Athlete") {
    return {
      ...common,
      photos: view.photos,
      videos: view.videos,
      website: null,
      city: view.hometown,
      athlete: {
        sport: view.sport,
        team: view.team,
        roles: view.roles,
        activities: view.activities,
        education: view.education,
        class: view.class,
        statistics: view.statistics,
        gender: view.gender,
        agentEmail: view.agentEmail,
        socials: view.socials,
        services: view.services.map(({ id, name }) => ({ id, name })),
      },
      business: null,
    };
  }
  return {
    ...common,
    photos: [],
    videos: [],
    website: view.website,
    city: view.location,
    athlete: null,
    business:
      view.type === "Business"
        ? {
            businessType: view.businessType,
            marketingTactics: view.marketingTactics,
            goals: view.goals,
          }
        : null,
  };
}

const party = (person: UserNames) => ({
  id: person.id,
  name: accountName(person),
  email: person.email,
});

async function representationOf(db: Db, user: User, now: Date) {
  const requests = await db
    .select()
    .from(representationRequests)
    .where(
      and(
        or(
          eq(representationRequests.athleteId, user.id),
          eq(representationRequests.agentId, user.id),
        ),
        inArray(representationRequests.status, ["accepted", "pending"]),
      ),
    )
    .orderBy(desc(representationRequests.createdAt));
  const sent = await db
    .select()
    .from(invitations)
    .where(eq(invitations.inviterId, user.id))
    .orderBy(desc(invitations.createdAt));
  const [joinedThrough] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.inviteeId, user.id))
    .limit(1);
  const other = (r: (typeof requests)[number]) =>
    r.athleteId === user.id ? r.agentId : r.athleteId;
  const people = await userNamesById(db, [
    ...requests.map(other),
    ...(joinedThrough ? [joinedThrough.inviterId] : []),
  ]);
  const known = (id: string) => people.get(id);
  return {
    representation: {
      current: requests
        .filter((r) => r.status === "accepted" && known(other(r)))
        .map((r) => ({
          ...party(known(other(r))!),
          since: (r.decidedAt ?? r.createdAt).toISOString(),
        })),
      pending: requests
        .filter((r) => r.status === "pending" && known(other(r)))
        .map((r) => ({
          ...party(known(other(r))!),
          requestedBy: r.requestedBy,
          sentAt: r.createdAt.toISOString(),
        })),
    },
    invitations: {
      sent: sent.map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        state: invitation.joinedAt
          ? ("joined" as const)
          : invitation.expiresAt <= now
            ? ("expired" as const)
            : ("sent" as const),
        sentAt: invitation.createdAt.toISOString(),
      })),
      joinedThrough:
        joinedThrough && known(joinedThrough.inviterId)
          ? { id: joinedThrough.id, inviter: party(known(joinedThrough.inviterId)!) }
          : null,
    },
  };
}

/**
 * GET /api/operator/accounts/{id}: the account and the whole profile as entered. Built field by
 * field, so a password hash, a token, a session or a TOTP secret cannot ride along.
 */
export async function accountDetail(
  db: Db,
  id: string,
  now: Date,
): Promise<OperatorAccountDetail | undefined> {
  const user = await findUserById(db, id);
  if (!user) return undefined;
  const profile = await profileOfUser(db, user.id);
  const view = profile ? await profileView(db, profile) : null;
  const [factor] = await db
    .select({ enabledAt: totpFactors.enabledAt })
    .from(totpFactors)
    .where(eq(totpFactors.userId, user.id));
  const finished =
    user.registrationCompletedAt !== null || (profile !== undefined && profile.nextStep === "done");
  return {
    id: user.id,
    role: user.role,
    status: user.status,
    statusMessage: user.statusMessage,
    email: user.email,
    emailConfirmed: user.emailConfirmedAt !== null,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    suffix: user.suffix,
    businessName: user.businessName,
    phoneNumber: user.phoneNumber,
    progress: progressOf({
      emailConfirmedAt: user.emailConfirmedAt,
      profileId: profile?.id ?? null,
      finished,
    }),
    signedUpAt: user.createdAt.toISOString(),
    registrationCompletedAt: user.registrationCompletedAt?.toISOString() ?? null,
    secondFactor: Boolean(factor?.enabledAt),
    profile: profile && view ? operatorProfile(profile, view) : null,
    minor: profile?.type === "Athlete" ? await minorDetails(db, profile.id, now) : null,
    ...(await representationOf(db, user, now)),
  };
}
