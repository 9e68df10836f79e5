// One person's whole athlete sign-up over HTTP, call by call, as the screens make it
// (decision records 0005 and 0007): sign-up → e-mailed link → confirm → pickers → profile →
// socials → service → avatar, photo and video uploads → bio → registration complete.
import type { MailInbox } from "@lineup/test-kit";
import { confirmedAthlete, expectStatus, type Timer } from "./accounts";
import type { Client } from "./http";
import { athleteCreateBody, type LookupIds } from "./lookup-ids";
import { form } from "./media-samples";

export interface JourneyFiles {
  avatar: Buffer;
  photo: Buffer;
  video: Buffer;
}

async function pickers(client: Client, time: Timer): Promise<void> {
  // What the typeaheads ask while the person types (one request each, as debounced).
  for (const path of [
    "/api/athlete/sport/find?amount=20&str=bas",
    "/api/location/find?amount=10&str=aus",
    "/api/athlete/activity/find?amount=20&str=mu",
  ]) {
    const answer = await time("lookup", () => client.send("GET", path));
    expectStatus(answer, 200, path);
  }
}

export async function athleteJourney(
  base: string,
  sink: MailInbox,
  ids: LookupIds,
  files: JourneyFiles,
  time: Timer,
): Promise<void> {
  const { client } = await confirmedAthlete(base, sink, time);
  expectStatus(await time("profile/my", () => client.send("GET", "/api/profile/my")), 200, "my");
  await pickers(client, time);
  const created = await time("athlete create", () =>
    client.send("POST", "/api/profile/athlete/create", {
      json: athleteCreateBody(ids),
    }),
  );
  expectStatus(created, 201, "athlete create");
  const { id } = created.json<{ data: { id: string } }>().data;
  const update = (json: unknown) =>
    client.send("PATCH", `/api/profile/athlete/update/${id}`, { json });
  const steps: [string, () => Promise<{ status: number; text: string }>, number][] = [
    ["socials", () => update({ socials: { instagram: "https://www.instagram.com/jordan" } }), 200],
    [
      "service add",
      () =>
        client.send("POST", "/api/service/add", { json: { name: "Shooting clinic", price: 120 } }),
      201,
    ],
    [
      "avatar upload",
      () =>
        client.send("PATCH", `/api/profile/${id}/update-avatar`, {
          form: form("file", "me.jpg", "image/jpeg", files.avatar),
        }),
      200,
    ],
    [
      "photo upload",
      () =>
        client.send("PATCH", `/api/athlete/update-photos/${id}`, {
          form: form("files", "court.jpg", "image/jpeg", files.photo),
        }),
      200,
    ],
    [
      "video upload",
      () =>
        client.send("PATCH", `/api/athlete/update-videos/${id}`, {
          form: form("files", "game.mp4", "video/mp4", files.video),
        }),
      200,
    ],
    [
      "bio",
      () =>
        update({
          bio: "Point guard who runs summer clinics.",
          services: [{ name: "Shooting clinic", price: 120 }],
        }),
      200,
    ],
    ["registration complete", () => client.send("POST", "/api/account/registration-complete"), 200],
  ];
  for (const [name, call, status] of steps) expectStatus(await time(name, call), status, name);
}
