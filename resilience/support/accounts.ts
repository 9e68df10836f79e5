// Confirmed accounts of every role, with the objects each owns (profile, service, photo), made
// through the public API of a running server and its e-mails (the test kit's account creation and
// mail inbox), as a person would.
import { USER_ROLES, type UserRole } from "@lineup/shared";
import {
  freshEmail,
  lookupId as findId,
  signUpAndConfirm,
  signUpBody,
  type GetJson,
  type MailInbox,
  ADULT_DATE_OF_BIRTH,
} from "@lineup/test-kit";
import { png } from "../../apps/api/test/media-fixtures";
import { ApiClient } from "./api-client";

export type Role = UserRole;
export const ROLES: readonly Role[] = USER_ROLES;

export interface Account {
  role: Role;
  email: string;
  client: ApiClient;
  /** the profile id (none for agents) */
  profileId?: string;
  serviceId?: string;
  mediaId?: string;
  /** the agent the athlete named at get-started */
  agentEmail?: string;
}

/** Signs up and confirms through the e-mailed link; the client holds the new session. */
export async function confirmedAccount(
  client: ApiClient,
  inbox: MailInbox,
  role: Role,
  email = freshEmail(role),
): Promise<Account> {
  const post = (path: string, body: unknown) => client.post(path, body);
  await signUpAndConfirm(post, inbox, client.origin, signUpBody(role, email));
  return { role, email, client };
}

const dataOf = <T>(response: { json: unknown; status: number; text: string }, what: string) => {
  if (response.status >= 300)
    throw new Error(`${what} answered ${response.status}: ${response.text}`);
  return (response.json as { data: T }).data;
};

/** A valid body for POST /api/profile/<role>/create. */
export async function createBody(client: ApiClient, role: "athlete" | "business" | "individual") {
  const get: GetJson = async (url) => (await client.get(url)).json;
  const lookupId = (path: string, name: string, query?: Record<string, string>) =>
    findId(get, path, name, query);
  const austin = await lookupId("/api/location/find", "Austin");
  if (role === "individual") return { website: "", location: austin };
  if (role === "business") {
    return {
      website: "summit.example.com",
      location: austin,
      type: await lookupId("/api/business/type/find", "Automotive Dealership"),
      marketingTactics: [await lookupId("/api/business/marketing-tactic/find", "Brand Ambassador")],
      goals: [await lookupId("/api/business/goals/find", "Create Content")],
    };
  }
  const sport = await lookupId("/api/athlete/sport/find", "Basketball");
  return {
    sport,
    hometown: austin,
    roles: [
      await lookupId("/api/athlete/sport-role/find", "Point Guard", { sports: String(sport) }),
    ],
    activities: [await lookupId("/api/athlete/activity/find", "Music")],
    education: "Professional",
    dateOfBirth: ADULT_DATE_OF_BIRTH,
    services: [],
  };
}

/** A confirmed account of this role with a finished profile, one service and one photo. */
export async function accountWithObjects(
  base: string,
  sink: MailInbox,
  role: Role,
  forwardedFor?: () => string,
  agentEmail?: string,
  client = new ApiClient(base, forwardedFor),
): Promise<Account> {
  const account = await confirmedAccount(client, sink, role);
  account.agentEmail = agentEmail;
  if (role === "athlete") {
    const created = await client.post("/api/profile/athlete/create", {
      ...(await createBody(client, "athlete")),
      ...(agentEmail ? { agentEmail } : {}),
    });
    account.profileId = dataOf<{ id: string }>(created, "athlete create").id;
    dataOf(
      await client.patch(`/api/profile/athlete/update/${account.profileId}`, {
        bio: "Point guard.",
        services: [{ name: "Private lesson", price: 90 }],
      }),
      "athlete update",
    );
    const service = await client.post("/api/service/add", { name: "Camp day", price: 120 });
    account.serviceId = dataOf<{ id: string }>(service, "service add").id;
    const form = new FormData();
    form.append("files", new Blob([await png()], { type: "image/png" }), "photo.png");
    const photos = await client.request(
      "PATCH",
      `/api/athlete/update-photos/${account.profileId}`,
      {
        body: form,
      },
    );
    account.mediaId = dataOf<{ photos: { id: string }[] }>(photos, "photos").photos[0]?.id;
  } else if (role === "business" || role === "individual") {
    const body = await createBody(client, role);
    const created = await client.post(`/api/profile/${role}/create`, body);
    account.profileId = dataOf<{ id: string }>(created, `${role} create`).id;
    dataOf(
      await client.patch(`/api/profile/${role}/update/${account.profileId}`, { bio: "Hello." }),
      `${role} update`,
    );
  }
  return account;
}
