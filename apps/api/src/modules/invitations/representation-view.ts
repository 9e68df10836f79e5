import type { Representation, RepresentationOverview } from "@lineup/shared";
import type { Db } from "@api/db/client";
import { userNamesById, type User, type UserNames } from "@api/identity";
import { invitationsUsedBy } from "./invitation-repository";
import { requestsOf, type RepresentationRequest } from "./representation-repository";
import { publicNameOf } from "./representation-service";

const otherSide = (user: User, request: RepresentationRequest) =>
  request.athleteId === user.id ? request.agentId : request.athleteId;

/**
 * The agent of the invitation this athlete signed up through, while neither side has acted on
 * it since (no request between them): get-started pre-fills and locks the agent question with it.
 */
async function invitedBy(
  db: Db,
  user: User,
  requests: RepresentationRequest[],
  people: Map<string, UserNames>,
): Promise<RepresentationOverview["invitedBy"]> {
  if (user.role !== "athlete") return null;
  const used = await invitationsUsedBy(db, user.id);
  const open = used.find((inv) => !requests.some((r) => r.agentId === inv.inviterId));
  if (!open) return null;
  const agent =
    people.get(open.inviterId) ?? (await userNamesById(db, [open.inviterId])).get(open.inviterId);
  // The agent chose to be known to this address by inviting it.
  return agent ? { name: publicNameOf(agent), email: agent.email } : null;
}

/**
 * GET /api/representation. The other side's e-mail appears only once accepted; the other side's
 * name on a request only when they made it.
 */
export async function representationOverview(db: Db, user: User): Promise<RepresentationOverview> {
  const requests = await requestsOf(db, user.id);
  const people = await userNamesById(
    db,
    requests.map((r) => otherSide(user, r)),
  );
  const overview: RepresentationOverview = {
    current: [],
    incoming: [],
    outgoing: [],
    invitedBy: await invitedBy(db, user, requests, people),
  };
  for (const request of requests) {
    const other = people.get(otherSide(user, request));
    if (!other) continue;
    const mine = (request.requestedBy === "athlete") === (request.athleteId === user.id);
    if (request.status === "accepted") {
      overview.current.push({
        id: request.id,
        name: publicNameOf(other),
        email: other.email,
        since: (request.decidedAt ?? request.createdAt).toISOString(),
      });
    } else if (request.status === "pending") {
      const sentAt = request.createdAt.toISOString();
      if (mine) overview.outgoing.push({ id: request.id, sentAt });
      else overview.incoming.push({ id: request.id, name: publicNameOf(other), sentAt });
    }
  }
  return overview;
}

/** Both directions of accepted representation, for /api/profile/my and the private profile. */
export async function representationOf(db: Db, user: User): Promise<Representation> {
  const { current } = await representationOverview(db, user);
  const people = current.map(({ name, email }) => ({ name, email }));
  if (user.role === "agent") return { athletes: people, agent: null };
  return { athletes: [], agent: people[0] ?? null };
}
