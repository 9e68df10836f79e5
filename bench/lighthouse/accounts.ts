import type { UserRole } from "@lineup/shared";
import { ADULT_DATE_OF_BIRTH, totpCode } from "@lineup/test-kit";
import { linkIn } from "../../apps/api/test/smtp-sink";
import { ApiSession } from "./api-session";
import type { Stack } from "./stack";

/** How the bench reaches each screen as a person would: real accounts made over HTTP. */
export const PASSWORD = "Blue-Harbor-Sprint-42";

const PROFILE_TYPE: Record<UserRole, string | undefined> = {
  athlete: "Athlete",
  individual: "Individual",
  business: "Business",
  agent: undefined,
};

let counter = 0;
function freshEmail(role: UserRole | "changed"): string {
  counter++;
  return `lighthouse.${role}.${process.pid}.${Date.now()}.${counter}@example.com`;
}

export interface Account {
  api: ApiSession;
  email: string;
}

/** A signed-up, not yet confirmed account, and the token of its e-mailed confirmation link. */
export async function signedUp(stack: Stack, role: UserRole): Promise<Account & { token: string }> {
  const api = new ApiSession(stack.base);
  const email = freshEmail(role);
  await api.call("POST", "/api/auth/local/signUp", {
    email,
    password: PASSWORD,
    phoneNumber: "+12015550123",
    ...(role === "business"
      ? { businessName: "Summit Sports Co" }
      : { personalInfo: { firstName: "Jordan", lastName: "Mitchell" } }),
    ...(PROFILE_TYPE[role] ? { profileType: PROFILE_TYPE[role] } : {}),
  });
  const link = linkIn(await stack.mail.nth(email, 1), stack.base);
  const token = link.searchParams.get("token");
  if (!token) throw new Error(`no token in ${link.href}`);
  return { api, email, token };
}

/** An account confirmed through its e-mailed link: the confirmation signs it in. */
export async function confirmed(stack: Stack, role: UserRole): Promise<Account> {
  const { api, email, token } = await signedUp(stack, role);
  await api.call("POST", "/api/auth/confirm-email", { token });
  return { api, email };
}

/** A new session for an existing account (a page that logs out ends the previous one). */
export async function signIn(stack: Stack, email: string): Promise<ApiSession> {
  const api = new ApiSession(stack.base);
  await api.call("POST", "/api/auth/local/signIn", { email, password: PASSWORD });
  return api;
}

async function lookupId(api: ApiSession, path: string, name: string): Promise<number> {
  const query = new URLSearchParams({ str: name, amount: "50" });
  const { list } = await api.call<{ list: { id: number; name: string }[] }>(
    "GET",
    `${path}?${query.toString()}`,
  );
  const item = list.find((entry) => entry.name === name);
  if (!item) throw new Error(`${name} not found at ${path}`);
  return item.id;
}

/**
 * Get-started done: the athlete's profile exists and owes socials. Answers its id. `minor` makes
 * a 16-year-old who names that guardian (issue 25), who is e-mailed the consent link.
 */
export async function createAthleteProfile(
  api: ApiSession,
  minor?: { guardianEmail: string },
): Promise<string> {
  const sixteen = `${new Date().getUTCFullYear() - 16}-01-01`;
  const { id } = await api.call<{ id: string }>("POST", "/api/profile/athlete/create", {
    sport: await lookupId(api, "/api/athlete/sport/find", "Tennis"),
    hometown: await lookupId(api, "/api/location/find", "Austin"),
    roles: [],
    activities: [await lookupId(api, "/api/athlete/activity/find", "Music")],
    education: minor ? "High School" : "Professional",
    ...(minor ? { class: new Date().getUTCFullYear() + 2 } : {}),
    dateOfBirth: minor ? sixteen : ADULT_DATE_OF_BIRTH,
    ...(minor ? { guardianEmail: minor.guardianEmail } : {}),
    services: [],
  });
  return id;
}

/** The last step of athlete onboarding: a bio and a service; the profile is done. */
export async function finishAthleteProfile(api: ApiSession, id: string): Promise<void> {
  await api.call("PATCH", `/api/profile/athlete/update/${id}`, {
    bio: "Tennis pro.",
    services: [{ name: "Private lesson", price: 90 }],
  });
}

export async function createBusinessProfile(api: ApiSession): Promise<string> {
  const { id } = await api.call<{ id: string }>("POST", "/api/profile/business/create", {
    location: await lookupId(api, "/api/location/find", "Denver"),
    type: await lookupId(api, "/api/business/type/find", "Sporting Goods Retail"),
    marketingTactics: [
      await lookupId(api, "/api/business/marketing-tactic/find", "Brand Ambassador"),
    ],
    goals: [await lookupId(api, "/api/business/goals/find", "Drive Sales")],
  });
  return id;
}

export async function createIndividualProfile(api: ApiSession): Promise<string> {
  const { id } = await api.call<{ id: string }>("POST", "/api/profile/individual/create", {
    location: await lookupId(api, "/api/location/find", "Denver"),
  });
  return id;
}

/**
 * The real way back from Google for a person who chose "athlete": link → the local OAuth server's
 * consent → the app's callback, which answers the oauth-redirect page's URL with a hand-off token,
 * and the binding cookie without which the token works in no other browser.
 */
export async function oauthRedirectUrl(
  stack: Stack,
  role: UserRole,
): Promise<{ link: string; cookies: Record<string, string> }> {
  const email = freshEmail(role);
  stack.oauth.nextUser({
    sub: `sub-${email}`,
    email,
    email_verified: true,
    given_name: "Riley",
    family_name: "Stone",
  });
  const api = new ApiSession(stack.base);
  const consent = await api.call<string>("GET", `/api/auth/oauth2/link/google?role=${role}`);
  const callback = await api.redirectOf(consent);
  const link = new URL(await api.redirectOf(callback), stack.base).href;
  return { link, cookies: { [BINDING_COOKIE]: api.cookie(BINDING_COOKIE) ?? "" } };
}

const BINDING_COOKIE = "lineup_oauth_binding";

/** The set-new-password link of a reset e-mail. */
export async function resetLink(stack: Stack, email: string): Promise<string> {
  const before = stack.mail.to(email).length;
  await new ApiSession(stack.base).call("POST", "/api/auth/reset-password-request", { email });
  return linkIn(await stack.mail.nth(email, before + 1), stack.base).href;
}

/** The confirm link of an e-mail change to a fresh address (each run spends one). */
export async function emailChangeLink(stack: Stack, api: ApiSession): Promise<string> {
  const email = freshEmail("changed");
  await api.call("POST", "/api/account/email-change", { email, password: PASSWORD });
  return linkIn(await stack.mail.nth(email, 1), stack.base).href;
}

/** The one address of OPERATOR_EMAILS the bench's server starts with (stack.ts). */
export const OPERATOR_EMAIL = "lighthouse.operator@example.com";

const operators = new WeakMap<Stack, Promise<ApiSession>>();

/**
 * The console's operator, made once per stack and shared by every console screen: the invitation
 * e-mailed at start, accepted with a password and name; TOTP enrolled in the session that starts;
 * then a sign-in with the password and a code of a later 30 s step than the one that enabled it
 * (a code is good once), the only kind of session the console opens to (decision 0079).
 */
export function operatorSession(stack: Stack): Promise<ApiSession> {
  let session = operators.get(stack);
  if (!session) {
    session = newOperatorSession(stack);
    operators.set(stack, session);
  }
  return session;
}

async function newOperatorSession(stack: Stack): Promise<ApiSession> {
  const link = linkIn(await stack.mail.nth(OPERATOR_EMAIL, 1), stack.base);
  const token = link.searchParams.get("token");
  if (!token) throw new Error(`no token in ${link.href}`);
  const first = new ApiSession(stack.base);
  await first.call("POST", "/api/operator/invitations/accept", {
    token,
    password: PASSWORD,
    firstName: "Olivia",
    lastName: "Operator",
  });
  const { secret } = await first.call<{ secret: string }>("POST", "/api/auth/totp/setup", {});
  await first.call("POST", "/api/auth/totp/enable", { code: totpCode(secret) });
  const api = new ApiSession(stack.base);
  await api.call("POST", "/api/auth/local/signIn", { email: OPERATOR_EMAIL, password: PASSWORD });
  await api.call("POST", "/api/auth/totp/verify", {
    code: totpCode(secret, new Date(Date.now() + 30_000)),
  });
  return api;
}
