import type {
  Account,
  LocalSignUpAnswer,
  LocalSignUpBody,
  MyProfile,
  OAuthHandoff,
  OAuthProvider,
  OAuthSignUpBody,
  Providers,
  SecondFactorAnswer,
  SignInBody,
  StoredRole,
} from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";

/** Every answer is `{ data }` (docs/decisions/0005-accounts-api.md); these unwrap it. */
type Envelope<T> = { data: T };

async function data<T>(promise: Promise<Envelope<T>>): Promise<T> {
  return (await promise).data;
}

export const authApi = {
  providers: (signal?: AbortSignal) =>
    data(apiRequest<Envelope<Providers>>("/api/auth/providers", { signal })),

  signUp: (body: LocalSignUpBody) =>
    data(
      apiRequest<Envelope<LocalSignUpAnswer>>("/api/auth/local/signUp", { method: "POST", body }),
    ),

  /** The account, or `{ secondFactor: "totp" }` when a code is still owed (a half session). */
  signIn: (body: SignInBody) =>
    data(
      apiRequest<Envelope<Account | SecondFactorAnswer>>("/api/auth/local/signIn", {
        method: "POST",
        body,
      }),
    ),

  /** The login's second step: a code from the authenticator app or a recovery code. */
  verifySecondFactor: (code: string) =>
    data(
      apiRequest<Envelope<Account>>("/api/auth/totp/verify", { method: "POST", body: { code } }),
    ),

  resendConfirmation: (email: string) =>
    apiRequest("/api/auth/resend-confirmation", { method: "POST", body: { email } }),

  confirmEmail: (token: string) =>
    data(
      apiRequest<Envelope<Account>>("/api/auth/confirm-email", { method: "POST", body: { token } }),
    ),

  requestPasswordReset: (email: string) =>
    apiRequest("/api/auth/reset-password-request", { method: "POST", body: { email } }),

  restorePassword: (password: string, code: string) =>
    apiRequest("/api/auth/restore-password", { method: "PATCH", body: { password, code } }),

  logout: () => apiRequest("/api/auth/logout", { method: "DELETE" }),

  /** The provider's consent page for `role` (a join role, or "login"). */
  oauthLink: (provider: OAuthProvider, role: StoredRole) =>
    data(
      apiRequest<Envelope<string>>(
        `/api/auth/oauth2/link/${provider}?role=${encodeURIComponent(role)}`,
      ),
    ),

  oauthHandoff: (token: string, signal?: AbortSignal) =>
    data(
      apiRequest<Envelope<OAuthHandoff>>(
        `/api/auth/oauth2/handoff?token=${encodeURIComponent(token)}`,
        { signal },
      ),
    ),

  oauthSignUp: (body: OAuthSignUpBody) =>
    data(apiRequest<Envelope<Account>>("/api/auth/oauth2/sign-up", { method: "POST", body })),

  oauthSignIn: (provider: OAuthProvider, oauthToken: string) =>
    data(
      apiRequest<Envelope<Account | SecondFactorAnswer>>("/api/auth/oauth2/sign-in", {
        method: "POST",
        body: { provider, oauthToken },
      }),
    ),

  myProfile: () => data(apiRequest<Envelope<MyProfile>>("/api/profile/my")),

  registrationComplete: () => apiRequest("/api/account/registration-complete", { method: "POST" }),
};
