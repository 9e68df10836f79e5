import {
  ROUTES,
  STORAGE_KEYS,
  type Offer,
  type OperatorAccountList,
  type PublicAthleteProfile,
  type UserRole,
} from "@lineup/shared";
import {
  confirmed,
  createAthleteProfile,
  emailChangeLink,
  createBusinessProfile,
  createIndividualProfile,
  finishAthleteProfile,
  oauthRedirectUrl,
  operatorSession,
  resetLink,
  signIn,
  signedUp,
} from "./accounts";
import { linkIn } from "../../apps/api/test/smtp-sink";
import type { ApiSession } from "./api-session";
import type { Stack } from "./stack";

const SESSION_COOKIE = "lineup_session";

/** What one Lighthouse run opens: the URL, the session cookie and what localStorage holds. */
export interface Visit {
  url: string;
  cookie?: string;
  /** Other cookies of the browser, by name (the OAuth hand-off's binding). */
  cookies?: Record<string, string>;
  localStorage?: Record<string, string>;
}

export interface Screen {
  name: string;
  route: string;
  /** Prepares the screen's state once; the answer gives each run its visit. */
  prepare(stack: Stack): Promise<() => Promise<Visit>>;
}

const url = (stack: Stack, path: string) => new URL(path, stack.base).href;
const cookieOf = (api: ApiSession) => api.cookie(SESSION_COOKIE);

/** A public screen: the same URL each run, no session. */
function open(name: string, route: string, path: string = route): Screen {
  return { name, route, prepare: async (stack) => async () => ({ url: url(stack, path) }) };
}

/** The profile store as the onboarding screens persist it (zustand's persist format). */
function profileStore(profileId: string, profileType: string): string {
  return JSON.stringify({ state: { data: null, profileId, profileType }, version: 0 });
}

/**
 * An onboarding screen, reached by a confirmed account of `role` that has done what `reach` does
 * (create a profile, …), with what the earlier screens left in localStorage.
 */
function onboarding(
  name: string,
  route: string,
  role: UserRole,
  reach?: (api: ApiSession) => Promise<{ id: string; type: string }>,
): Screen {
  return {
    name,
    route,
    prepare: async (stack) => {
      const { api } = await confirmed(stack, role);
      const local: Record<string, string> = { [STORAGE_KEYS.userRole]: role };
      if (role === "agent") local[STORAGE_KEYS.isFirstTimeUser] = "true";
      if (reach) {
        const { id, type } = await reach(api);
        local[STORAGE_KEYS.profileStore] = profileStore(id, type);
      }
      return async () => ({ url: url(stack, route), cookie: cookieOf(api), localStorage: local });
    },
  };
}

const athleteProfile = async (api: ApiSession) => ({
  id: await createAthleteProfile(api),
  type: "Athlete",
});

export const SCREENS: Screen[] = [
  open("home", ROUTES.home),
  open("role chooser", ROUTES.signUp),
  open("athlete join", ROUTES.athleteJoin),
  open("business join", ROUTES.businessJoin),
  open("agent join", ROUTES.agentJoin),
  open("individual join", ROUTES.individualJoin),
  open("login", ROUTES.login),
  open("privacy policy", ROUTES.privacy),
  open("terms of use", ROUTES.terms),
  open("forgot password", ROUTES.forgotPassword),
  open(
    "email confirmation",
    ROUTES.emailConfirmation,
    `${ROUTES.emailConfirmation}?email=jordan.mitchell%40example.com`,
  ),
  open(
    "password recovery e-mail",
    ROUTES.passwordRecoveryEmail,
    `${ROUTES.passwordRecoveryEmail}?email=jordan.mitchell%40example.com`,
  ),
  {
    name: "set new password",
    route: ROUTES.setNewPassword,
    prepare: async (stack) => {
      const { email } = await confirmed(stack, "individual");
      const link = await resetLink(stack, email);
      return async () => ({ url: link });
    },
  },
  {
    // The e-mailed link, as clicked: a fresh single-use token each run, confirmed by the page.
    name: "confirmation redirect",
    route: ROUTES.confirmationRedirect,
    prepare: async (stack) => async () => {
      const { token } = await signedUp(stack, "athlete");
      return {
        url: url(stack, `${ROUTES.confirmationRedirect}?token=${token}`),
        localStorage: { [STORAGE_KEYS.userRole]: "athlete" },
      };
    },
  },
  {
    // Back from Google with a real hand-off token, which only a sign-up spends.
    name: "oauth redirect",
    route: ROUTES.oauthRedirect,
    prepare: async (stack) => {
      const { link, cookies } = await oauthRedirectUrl(stack, "athlete");
      return async () => ({
        url: link,
        cookies,
        localStorage: { [STORAGE_KEYS.userRole]: "athlete" },
      });
    },
  },
  onboarding("athlete get started", ROUTES.athleteGetStarted, "athlete"),
  onboarding("athlete add socials", ROUTES.athleteAddSocials, "athlete", athleteProfile),
  onboarding("athlete create profile", ROUTES.athleteCreateProfile, "athlete", async (api) => {
    const profile = await athleteProfile(api);
    await api.call("PATCH", `/api/profile/athlete/update/${profile.id}`, { socials: {} });
    return profile;
  }),
  onboarding("business get started", ROUTES.businessGetStarted, "business"),
  onboarding("business create profile", ROUTES.businessCreateProfile, "business", async (api) => ({
    id: await createBusinessProfile(api),
    type: "Business",
  })),
  onboarding("individual get started", ROUTES.individualGetStarted, "individual"),
  onboarding(
    "individual create profile",
    ROUTES.individualCreateProfile,
    "individual",
    async (api) => ({ id: await createIndividualProfile(api), type: "Individual" }),
  ),
  onboarding("agent find athlete", ROUTES.agentFindAthlete, "agent"),
  {
    // The page ends the session and clears storage, so each run signs in again.
    name: "registration success",
    route: ROUTES.registrationSuccess,
    prepare: async (stack) => {
      const { api, email } = await confirmed(stack, "athlete");
      const id = await createAthleteProfile(api);
      await finishAthleteProfile(api, id);
      return async () => ({
        url: url(stack, ROUTES.registrationSuccess),
        cookie: cookieOf(await signIn(stack, email)),
        localStorage: {
          [STORAGE_KEYS.userRole]: "athlete",
          [STORAGE_KEYS.profileStore]: profileStore(id, "Athlete"),
        },
      });
    },
  },
  signedIn("home (signed in)", ROUTES.myHome),
  signedIn("profile editor", ROUTES.editProfile),
  signedIn("settings", ROUTES.settings),
  signedIn("security settings", ROUTES.settingsSecurity),
  signedIn("representation", ROUTES.representation),
  {
    // The link to the new address, as clicked: each run spends a fresh one.
    name: "confirm e-mail change",
    route: ROUTES.confirmEmailChange,
    prepare: async (stack) => {
      const { api } = await finishedAthlete(stack);
      return async () => ({ url: await emailChangeLink(stack, api), cookie: cookieOf(api) });
    },
  },
  operatorScreen("operator console", ROUTES.operatorConsole, async (stack) => {
    // A few finished athletes on the waiting list (more when other screens ran before).
    for (let i = 0; i < 3; i++) await finishedAthlete(stack);
    return ROUTES.operatorConsole;
  }),
  operatorScreen("operator account", ROUTES.operatorAccount, async (stack, operator) => {
    const id = await waitingAthleteId(stack, operator);
    return `${ROUTES.operatorAccount}?id=${id}`;
  }),
  operatorScreen("operator team", ROUTES.operatorTeam, async () => ROUTES.operatorTeam),
  {
    // The invitation's link, as clicked: each run a fresh invitation to a new address.
    name: "become an operator",
    route: ROUTES.operatorAccept,
    prepare: async (stack) => {
      const operator = await operatorSession(stack);
      let invited = 0;
      return async () => {
        invited++;
        const email = `lighthouse.invited.${process.pid}.${invited}@example.com`;
        await operator.call("POST", "/api/operator/invitations", { email });
        return { url: linkIn(await stack.mail.nth(email, 1), stack.base).href };
      };
    },
  },
  operatorScreen("audit log", ROUTES.operatorAudit, async (stack, operator) => {
    // A decision, so the log has a row of each kind the console shows most (joined, approved).
    const id = await waitingAthleteId(stack, operator);
    await operator.call("POST", `/api/operator/accounts/${id}/decision`, { decision: "approve" });
    return ROUTES.operatorAudit;
  }),
  // Operators may search (decision 0082): the stack's operator opens the search's screens.
  operatorScreen("talent search", ROUTES.search, async (stack, operator) => {
    // A few approved athletes, so the screen shows cards (more when other screens ran before).
    for (let i = 0; i < 3; i++) await approvedAthleteId(stack, operator);
    return ROUTES.search;
  }),
  operatorScreen("athlete profile", ROUTES.athleteProfile, async (stack, operator) => {
    const id = await approvedAthleteId(stack, operator);
    return `${ROUTES.athleteProfile}?id=${id}`;
  }),
  // Offers (issue 24): the athlete's inbox with one offer received, and that offer's page.
  offerScreen("offers inbox", ROUTES.offers, () => ROUTES.offers),
  offerScreen("offer", ROUTES.offer, (offerId) => `${ROUTES.offer}?id=${offerId}`),
  {
    // The guardian's consent link (issue 25), as e-mailed: reading it does not use it up.
    name: "guardian consent",
    route: ROUTES.guardianConsent,
    prepare: async (stack) => {
      const { api } = await confirmed(stack, "athlete");
      const guardianEmail = `lighthouse.guardian.${process.pid}@example.com`;
      const id = await createAthleteProfile(api, { guardianEmail });
      await finishAthleteProfile(api, id);
      // The e-mail also carries the link to withdraw: take the consent one.
      const { text } = await stack.mail.nth(guardianEmail, 1);
      const link = text.split(/\s+/).find((word) => word.includes(`${ROUTES.guardianConsent}/`));
      if (!link) throw new Error(`no consent link in: ${text}`);
      return async () => ({ url: link });
    },
  },
  open("not found", "*", "/this-page-does-not-exist"),
];

/**
 * An offer screen, opened by an approved athlete to whom an approved business made an offer
 * above the minimum (POST /api/offers), at the path `pathOf` gives for that offer.
 */
function offerScreen(name: string, route: string, pathOf: (offerId: string) => string): Screen {
  return {
    name,
    route,
    prepare: async (stack) => {
      const operator = await operatorSession(stack);
      const athlete = await waitingAthlete(stack, operator);
      await approveAccount(operator, athlete.accountId);
      const buyer = await confirmed(stack, "business");
      await createBusinessProfile(buyer.api);
      await approveAccount(operator, await waitingAccountId(operator, "business", buyer.email));
      const profile = await buyer.api.call<PublicAthleteProfile>(
        "GET",
        `/api/athletes/${athlete.profileId}`,
      );
      const offer = await buyer.api.call<Offer>("POST", "/api/offers", {
        athleteId: athlete.profileId,
        serviceId: profile.services[0]!.id,
        amount: 500,
        message: "Two private lessons for our staff team in December.",
      });
      return async () => ({ url: url(stack, pathOf(offer.id)), cookie: cookieOf(athlete.api) });
    },
  };
}

async function approveAccount(operator: ApiSession, accountId: string): Promise<void> {
  await operator.call("POST", `/api/operator/accounts/${accountId}/decision`, {
    decision: "approve",
  });
}

/** The account id of a person of `role` on the waiting list, found by their address. */
async function waitingAccountId(
  operator: ApiSession,
  role: UserRole,
  email: string,
): Promise<string> {
  const query = new URLSearchParams({ role, status: "pending", q: email });
  const { list } = await operator.call<OperatorAccountList>(
    "GET",
    `/api/operator/accounts?${query.toString()}`,
  );
  const row = list.find((item) => item.email === email);
  if (!row) throw new Error(`${email} is not on the waiting list`);
  return row.id;
}

/** A finished athlete the operator approved: search finds them; answers their profile's id. */
async function approvedAthleteId(stack: Stack, operator: ApiSession): Promise<string> {
  const { accountId, profileId } = await waitingAthlete(stack, operator);
  await operator.call("POST", `/api/operator/accounts/${accountId}/decision`, {
    decision: "approve",
  });
  // The public profile answers by this id (a 404 would fail here, not inside Lighthouse).
  await operator.call("GET", `/api/athletes/${profileId}`);
  return profileId;
}

/**
 * A console screen, opened by the stack's one operator (signed in with a code) at the path
 * `reach` answers after preparing what the screen shows.
 */
function operatorScreen(
  name: string,
  route: string,
  reach: (stack: Stack, operator: ApiSession) => Promise<string>,
): Screen {
  return {
    name,
    route,
    prepare: async (stack) => {
      const operator = await operatorSession(stack);
      const path = await reach(stack, operator);
      return async () => ({ url: url(stack, path), cookie: cookieOf(operator) });
    },
  };
}

/** A new finished athlete's user id, as the operator finds it on the waiting list. */
async function waitingAthleteId(stack: Stack, operator: ApiSession): Promise<string> {
  return (await waitingAthlete(stack, operator)).accountId;
}

/** A finished athlete on the waiting list: their account's id and their profile's, signed in. */
async function waitingAthlete(stack: Stack, operator: ApiSession) {
  const { api, email, id } = await finishedAthlete(stack);
  return { api, accountId: await waitingAccountId(operator, "athlete", email), profileId: id };
}

/** A confirmed athlete whose onboarding is done, signed in. */
async function finishedAthlete(stack: Stack) {
  const { api, email } = await confirmed(stack, "athlete");
  const id = await createAthleteProfile(api);
  await finishAthleteProfile(api, id);
  return { api, id, email };
}

/** A signed-in screen, opened by an athlete who finished onboarding (the screens of /home on). */
function signedIn(name: string, route: string): Screen {
  return {
    name,
    route,
    prepare: async (stack) => {
      const { api, id } = await finishedAthlete(stack);
      return async () => ({
        url: url(stack, route),
        cookie: cookieOf(api),
        localStorage: {
          [STORAGE_KEYS.userRole]: "athlete",
          [STORAGE_KEYS.profileStore]: profileStore(id, "Athlete"),
        },
      });
    },
  };
}
