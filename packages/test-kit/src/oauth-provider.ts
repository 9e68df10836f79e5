// A real OAuth 2.0 / OpenID Connect server on loopback (oauth2-mock-server) playing Google and
// Facebook, told who signs in next; and, for a test runner whose tests run in other processes
// (Playwright), a small HTTP control to tell it from there.
import { createServer, type IncomingMessage, type Server } from "node:http";
import { OAuth2Server } from "oauth2-mock-server";

/** What the provider's user-info endpoint answers: Google's `sub`, `email`, `email_verified`, … */
export type OAuthClaims = Record<string, unknown>;

export class LocalOAuthServer {
  private readonly server = new OAuth2Server();
  private nextIssuer: string | undefined;
  private readonly issuedTokens = new Set<string>();

  async start(): Promise<void> {
    await this.server.issuer.keys.generate("RS256");
    await this.server.start(0, "127.0.0.1");
    // Like a real provider, user info answers only a bearer of an access token it issued.
    this.server.service.on("beforeResponse", (response: { body: unknown }) => {
      const token = (response.body as { access_token?: unknown }).access_token;
      if (typeof token === "string") this.issuedTokens.add(token);
    });
    this.server.service.on(
      "beforeUserinfo",
      (response: { body: unknown; statusCode: number }, request: IncomingMessage) => {
        const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
        if (bearer && this.issuedTokens.has(bearer)) return;
        response.statusCode = 401;
        response.body = { error: "invalid_token" };
      },
    );
    // Like a provider that implements RFC 9207, every authorization response names its issuer.
    this.server.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }) => {
      redirect.url.searchParams.set("iss", this.nextIssuer ?? this.url);
      this.nextIssuer = undefined;
    });
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  get url(): string {
    return this.server.issuer.url!;
  }

  /** The variables that point the app's providers at this server. */
  env(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const name of ["GOOGLE", "FACEBOOK"]) {
      env[`${name}_CLIENT_ID`] = `${name.toLowerCase()}-client`;
      env[`${name}_CLIENT_SECRET`] = `${name.toLowerCase()}-secret`;
      env[`${name}_AUTHORIZATION_URL`] = `${this.url}/authorize`;
      env[`${name}_TOKEN_URL`] = `${this.url}/token`;
      env[`${name}_USERINFO_URL`] = `${this.url}/userinfo`;
      env[`${name}_ISSUER`] = this.url;
    }
    return env;
  }

  /** Who the next sign-in is: the claims its user-info request answers, once. */
  nextUser(claims: OAuthClaims): void {
    this.server.service.once(
      "beforeUserinfo",
      (response: { body: unknown; statusCode: number }) => {
        if (response.statusCode === 200) response.body = claims;
      },
    );
  }

  /** The next authorization response names this issuer instead (a mix-up attack's callback). */
  nextCallbackIssuer(iss: string): void {
    this.nextIssuer = iss;
  }
}

/** Serves POST /next-user on loopback `port`, passing the claims to `oauth.nextUser`. */
export function startOAuthControl(oauth: LocalOAuthServer, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.method === "POST" && request.url === "/next-user") {
        oauth.nextUser(JSON.parse(body) as OAuthClaims);
        response.writeHead(204).end();
      } else {
        response.writeHead(404).end();
      }
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** The other side of `startOAuthControl`: who the local Google or Facebook says signs in next. */
export async function nextOAuthUser(port: number, claims: OAuthClaims): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/next-user`, {
    method: "POST",
    body: JSON.stringify(claims),
  });
  if (response.status !== 204) throw new Error(`OAuth control answered ${response.status}`);
}
