import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { multipart, png } from "./media-fixtures";

/** PATCHes one PNG as `field` of a multipart form to `url`; answers the media the route lists. */
export async function uploadPng(
  app: FastifyInstance,
  url: string,
  cookie: string,
  field: string,
): Promise<Record<string, { url: string } | { url: string }[]>> {
  const { payload, headers } = await multipart([[field, "me.png", await png(), "image/png"]]);
  const response = await app.inject({
    method: "PATCH",
    url,
    payload,
    headers: { ...headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Record<string, { url: string } | { url: string }[]> }>().data;
}
