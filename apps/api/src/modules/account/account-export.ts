import type { AccountExport } from "@lineup/shared";
import type { AppContext } from "@api/app-context";
import { findTotpFactor, listSessions, providersOf, type User } from "@api/identity";
import { invitationsSentBy, representationOverview } from "../invitations";
import { mediaOfProfiles } from "../media";
import { profileOfUser, profileView } from "../profiles";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything Lineup holds about the person (docs/decisions/0072): their account, whole profile with
 * their own prices, every file with a link to its bytes, sessions (device and place, never a
 * token), providers, second factor (on or off, never its secret), representation and invitations.
 */
export async function exportAccount(
  ctx: AppContext,
  user: User,
  sessionToken: string,
): Promise<AccountExport> {
  const now = ctx.clock();
  const profile = await profileOfUser(ctx.db, user.id);
  const files = await mediaOfProfiles(ctx.db, profile ? [profile.id] : []);
  const sessions = await listSessions(ctx.db, user.id, sessionToken, now);
  return {
    format: "lineup-account-export/1",
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailConfirmedAt: iso(user.emailConfirmedAt),
      role: user.role,
      profileType: user.profileType ?? null,
      status: user.status,
      statusMessage: user.statusMessage,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      suffix: user.suffix,
      businessName: user.businessName,
      phoneNumber: user.phoneNumber,
      createdAt: user.createdAt.toISOString(),
      registrationCompletedAt: iso(user.registrationCompletedAt),
    },
    profile: profile ? await profileView(ctx.db, profile) : null,
    media: files.map((file) => ({
      id: file.id,
      kind: file.kind,
      contentType: file.contentType,
      size: file.size,
      url: `${ctx.config.appUrl}/api/media/${file.id}`,
      uploadedAt: file.createdAt.toISOString(),
    })),
    sessions: sessions.map((session) => ({
      device: session.device,
      place: session.place,
      signedInAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
      current: session.current,
    })),
    signInProviders: (await providersOf(ctx.db, user.id)).map((p) => ({
      provider: p.provider,
      linkedAt: p.linkedAt.toISOString(),
    })),
    twoStepVerification: { enabled: (await findTotpFactor(ctx.db, user.id))?.enabled ?? false },
    representation: await representationOverview(ctx.db, user),
    invitationsSent: (await invitationsSentBy(ctx.db, user.id)).map((invitation) => ({
      kind: invitation.kind,
      email: invitation.email,
      sentAt: invitation.createdAt.toISOString(),
      joinedAt: iso(invitation.joinedAt),
    })),
  };
}
