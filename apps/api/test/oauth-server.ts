import { OAuth2Server } from "oauth2-mock-server";

/**
 * A real OAuth 2.0 / OpenID Connect server on loopback (oauth2-mock-server) playing Google and
 * Facebook. `nextUser` sets what its user-info endpoint answers for the next sign-in.
 */
export class LocalOAuthServer {
  private readonly server = new OAuth2Server();

  async start(): Promise<void> {
    await this.server.issuer.keys.generate("RS256");
    await this.server.start(0, "127.0.0.1");
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
    }
    return env;
  }

  nextUser(claims: Record<string, unknown>): void {
    this.server.service.once("beforeUserinfo", (response: { body: unknown }) => {
      response.body = claims;
    });
  }
}
