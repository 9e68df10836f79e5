// Who may do what: the expected answer of every owned or role-bound endpoint for each role and for
// the caller's own object or someone else's. An endpoint of the OpenAPI document that is in
// neither this table nor PUBLIC fails the access matrix, so a new route gets a policy.
import type { Account, Role } from "./accounts";

export type Caller = Role | "anonymous";
/** "ok": a 2xx; "denied": 401, 403 or 404; "conflict": 409; "either": 2xx or denied. */
export type Expected = "ok" | "denied" | "conflict" | "either";

/** What an {id} names, to pick the caller's own object and everyone else's. */
export type IdKind =
  "athleteProfile" | "businessProfile" | "individualProfile" | "anyProfile" | "service";

export interface Rule {
  idKind?: IdKind;
  expect: (caller: Caller, own: boolean) => Expected;
}

const signedIn = (ok: Expected) => (caller: Caller) => (caller === "anonymous" ? "denied" : ok);
const onlyRole =
  (role: Role, ok: Expected = "ok") =>
  (caller: Caller) =>
    caller === role ? ok : "denied";
const ownOnly = (caller: Caller, own: boolean): Expected =>
  own && caller !== "anonymous" ? "ok" : "denied";

export const POLICY: Record<string, Rule> = {
  "GET /api/profile/my": { expect: signedIn("ok") },
  "POST /api/account/registration-complete": { expect: signedIn("ok") },
  "POST /api/profile/athlete/create": { expect: onlyRole("athlete", "conflict") },
  "POST /api/profile/business/create": { expect: onlyRole("business", "conflict") },
  "POST /api/profile/individual/create": { expect: onlyRole("individual", "conflict") },
  "PATCH /api/profile/athlete/update/{id}": { idKind: "athleteProfile", expect: ownOnly },
  "PATCH /api/profile/business/update/{id}": { idKind: "businessProfile", expect: ownOnly },
  "PATCH /api/profile/individual/update/{id}": { idKind: "individualProfile", expect: ownOnly },
  "GET /api/profile/private/{id}": { idKind: "anyProfile", expect: ownOnly },
  "PATCH /api/profile/{id}/update-avatar": { idKind: "anyProfile", expect: ownOnly },
  "PATCH /api/athlete/update-photos/{id}": { idKind: "athleteProfile", expect: ownOnly },
  "PATCH /api/athlete/update-videos/{id}": { idKind: "athleteProfile", expect: ownOnly },
  "POST /api/service/add": { expect: onlyRole("athlete") },
  "GET /api/service/my": {
    expect: (caller) =>
      caller === "athlete" ? "ok" : caller === "anonymous" ? "denied" : "either",
  },
  "DELETE /api/service/{id}": { idKind: "service", expect: ownOnly },
  "POST /api/invite/athlete/{email}": { expect: onlyRole("agent") },
  "GET /api/invite/sent": { expect: onlyRole("agent") },
  "GET /api/representation": { expect: signedIn("either") },
  "POST /api/representation": { expect: onlyRole("athlete") },
  // Called with an id nobody's request has: no one may act on it.
  "POST /api/representation/{id}/accept": { expect: () => "denied" },
  "POST /api/representation/{id}/decline": { expect: () => "denied" },
  "DELETE /api/representation/{id}": { expect: () => "denied" },
  // Settings act on the caller's own account only; there is no id to aim at someone else's.
  "GET /api/account": { expect: signedIn("ok") },
  "PATCH /api/account": { expect: signedIn("ok") },
  "GET /api/account/export": { expect: signedIn("ok") },
  // Called with a wrong password (access-matrix.ts): nobody changes or deletes an account without it.
  "POST /api/account/password": { expect: () => "denied" },
  "POST /api/account/email-change": { expect: () => "denied" },
  "DELETE /api/account": { expect: () => "denied" },
  // Every account of the matrix waits on the list (pending): a resubmit has nothing to resubmit.
  "POST /api/profile/resubmit": { expect: signedIn("conflict") },
  // The console answers 404 to everyone but an operator whose session began with a code, and the
  // matrix has no operator: every cell is refused (decision 0079).
  "GET /api/operator/accounts": { expect: () => "denied" },
  "GET /api/operator/accounts/{id}": { expect: () => "denied" },
  "POST /api/operator/accounts/{id}/decision": { expect: () => "denied" },
  "POST /api/operator/accounts/decisions": { expect: () => "denied" },
  "GET /api/operator/funnel": { expect: () => "denied" },
  "GET /api/operator/audit": { expect: () => "denied" },
  "POST /api/operator/invitations": { expect: () => "denied" },
  "GET /api/operator/operators": { expect: () => "denied" },
  "DELETE /api/operator/operators/{id}": { expect: () => "denied" },
  // Talent search and public profiles open to approved businesses, individuals and agents and to
  // verified operators (decision 0082). Every account of the matrix waits on the list (pending)
  // and athletes never search, so every cell is refused; other athletes' real ids are tried.
  "GET /api/athletes": { expect: () => "denied" },
  "GET /api/athletes/{id}": { idKind: "athleteProfile", expect: () => "denied" },
  // The shortlist follows search: nobody of the matrix may search, so nobody may save (0083).
  "GET /api/shortlist": { expect: () => "denied" },
  "PUT /api/shortlist/{id}": { expect: () => "denied" },
  "DELETE /api/shortlist/{id}": { expect: () => "denied" },
  // Offers (decision 0084): only approved businesses and individuals make them, and every account
  // of the matrix waits on the list; the lists and home's summary answer each signed-in person
  // their own (empty) offers; an offer nobody made is the 404 of an offer one may not see.
  "POST /api/offers": { expect: () => "denied" },
  "GET /api/offers": { expect: signedIn("ok") },
  "GET /api/offers/summary": { expect: signedIn("ok") },
  "GET /api/offers/{id}": { expect: () => "denied" },
  "POST /api/offers/{id}/actions": { expect: () => "denied" },
  "GET /api/offers/{id}/messages": { expect: () => "denied" },
  "POST /api/offers/{id}/messages": { expect: () => "denied" },
  // An athlete's own counts; everyone else has none (404).
  "GET /api/profile/my/search-stats": {
    expect: (caller) => (caller === "athlete" ? "ok" : "denied"),
  },
  // Live updates (decision 0086): any signed-in person's own stream, nobody's to aim at another;
  // the client reads an event stream's opening frame and closes it (api-client.ts).
  "GET /api/events": { expect: signedIn("ok") },
  // A minor's request to their guardian again (decision 0088): the matrix's athlete is an adult,
  // who has no guardian to ask (409); the other roles have no athlete profile to ask for.
  "POST /api/guardian/consent/resend": {
    expect: (caller) => (caller === "athlete" ? "conflict" : "denied"),
  },
};

/**
 * Open to anyone by design (sign-in, lookups, invitation, media and e-mail change links, an
 * operator invitation's token): not in the matrix.
 */
export const PUBLIC = [
  /^GET \/api\/(health|ready)$/,
  /^GET \/api\/.*\/find$/,
  /^(GET|POST|PATCH|DELETE) \/api\/auth\//,
  /^GET \/api\/invite\/\{token\}$/,
  /^POST \/api\/account\/email-change\/confirm$/,
  /^POST \/api\/operator\/invitations\/accept$/,
  /^GET \/api\/media\/\{id\}$/,
  // A guardian's offer link (issue 25): the single-use token is the credential, no account.
  /^(GET|POST) \/api\/guardian\/offer\/\{token\}$/,
  // A guardian has no account: their e-mailed links carry the token (decision 0088).
  /^(GET|POST) \/api\/guardian\/(consent|withdraw)\/\{token\}$/,
];

/** The ids of this kind an account owns. */
export function idsOf(account: Account, kind: IdKind): string[] {
  const profileRole: Partial<Record<IdKind, Role>> = {
    athleteProfile: "athlete",
    businessProfile: "business",
    individualProfile: "individual",
  };
  if (kind === "service") return account.serviceId ? [account.serviceId] : [];
  if (kind === "anyProfile" || profileRole[kind] === account.role) {
    return account.profileId ? [account.profileId] : [];
  }
  return [];
}

export function matches(expected: Expected, status: number): boolean {
  const ok = status >= 200 && status < 300;
  const denied = [401, 403, 404].includes(status);
  if (expected === "ok") return ok;
  if (expected === "denied") return denied;
  if (expected === "conflict") return status === 409;
  return ok || denied;
}
