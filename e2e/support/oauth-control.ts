import { createServer, type Server } from "node:http";
import type { LocalOAuthServer } from "../../apps/api/test/oauth-server";
import { E2E_OAUTH_CONTROL_PORT } from "./e2e-env";

/** Global setup's side: POST /next-user with the claims the OAuth server answers next. */
export function startOAuthControl(oauth: LocalOAuthServer): Promise<Server> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/next-user") {
        oauth.nextUser(JSON.parse(body) as Record<string, unknown>);
        response.writeHead(204).end();
      } else {
        response.writeHead(404).end();
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(E2E_OAUTH_CONTROL_PORT, "127.0.0.1", () => resolve(server)),
  );
}

/** A journey's side: who the local Google or Facebook says signs in next. */
export async function nextOAuthUser(claims: Record<string, unknown>): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${E2E_OAUTH_CONTROL_PORT}/next-user`, {
    method: "POST",
    body: JSON.stringify(claims),
  });
  if (response.status !== 204) throw new Error(`OAuth control answered ${response.status}`);
}
