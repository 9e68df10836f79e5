import { isSingleLine, type OAuthProvider } from "@lineup/shared";
import { CodeChallengeMethod, OAuth2Client, generateCodeVerifier } from "arctic";
import type { AppConfig, OAuthProviderConfig } from "@api/config";

/** What Lineup reads from a provider: the stable subject, e-mail (maybe none), names. */
export interface ProviderProfile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

const SCOPES: Record<OAuthProvider, string[]> = {
  google: ["openid", "email", "profile"],
  facebook: ["email", "public_profile"],
};

/** One configured provider: its consent URL, the code exchange and the user-info call. */
export class OAuthProviderClient {
  private readonly client: OAuth2Client;

  constructor(
    readonly name: OAuthProvider,
    private readonly settings: OAuthProviderConfig,
    appUrl: string,
  ) {
    this.client = new OAuth2Client(
      settings.clientId,
      settings.clientSecret,
      `${appUrl}/api/auth/oauth2/callback/${name}`,
    );
  }

  /** PKCE on every provider: Google and Facebook's login dialog both take an S256 challenge. */
  newVerifier(): string {
    return generateCodeVerifier();
  }

  /**
   * RFC 9207: a callback that names its issuer must name this provider's, so a response from
   * another provider (a mix-up attack) is refused; a callback without `iss` is accepted.
   */
  acceptsIssuer(iss: string | undefined): boolean {
    return iss === undefined || iss === this.settings.issuer;
  }

  authorizationUrl(state: string, verifier: string | null): string {
    const url = verifier
      ? this.client.createAuthorizationURLWithPKCE(
          this.settings.authorizationUrl,
          state,
          CodeChallengeMethod.S256,
          verifier,
          SCOPES[this.name],
        )
      : this.client.createAuthorizationURL(
          this.settings.authorizationUrl,
          state,
          SCOPES[this.name],
        );
    return url.toString();
  }

  async fetchProfile(code: string, verifier: string | null): Promise<ProviderProfile> {
    const tokens = await this.client.validateAuthorizationCode(
      this.settings.tokenUrl,
      code,
      verifier,
    );
    const response = await fetch(this.settings.userInfoUrl, {
      headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`user info answered ${response.status}`);
    return readProfile(this.name, (await response.json()) as Record<string, unknown>);
  }
}

const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
/** A provider's name pre-fills the join form only as plain one-line text (DESIGN.md security). */
const name = (value: unknown) => {
  const given = text(value);
  return given !== null && isSingleLine(given) ? given : null;
};

/** OpenID Connect claims (Google) or Graph API fields (Facebook), in one shape. */
export function readProfile(
  provider: OAuthProvider,
  info: Record<string, unknown>,
): ProviderProfile {
  const subject = text(info.sub) ?? (typeof info.id === "number" ? String(info.id) : text(info.id));
  if (!subject) throw new Error("the provider named no subject");
  const email = text(info.email)?.toLowerCase() ?? null;
  // Google says whether it verified the address; Facebook returns only confirmed addresses.
  const verifiedClaim = info.email_verified === true || info.email_verified === "true";
  return {
    subject,
    email,
    emailVerified:
      email !== null && (provider === "facebook" ? info.email_verified !== false : verifiedClaim),
    firstName: name(info.given_name) ?? name(info.first_name),
    lastName: name(info.family_name) ?? name(info.last_name),
  };
}

export function configuredProviders(config: AppConfig): Map<OAuthProvider, OAuthProviderClient> {
  const providers = new Map<OAuthProvider, OAuthProviderClient>();
  if (config.google)
    providers.set("google", new OAuthProviderClient("google", config.google, config.appUrl));
  if (config.facebook) {
    providers.set("facebook", new OAuthProviderClient("facebook", config.facebook, config.appUrl));
  }
  return providers;
}
