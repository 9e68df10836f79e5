import type {
  AccountDetailsInput,
  AccountExport,
  AccountSettings,
  ChangePasswordBody,
  DeleteAccountBody,
  EmailChangeBody,
  OAuthProvider,
} from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";

type Envelope<T> = { data: T };
async function data<T>(promise: Promise<Envelope<T>>): Promise<T> {
  return (await promise).data;
}
const send = <T>(method: "POST" | "PATCH" | "DELETE", path: string, body: unknown) =>
  data(apiRequest<Envelope<T>>(path, { method, body }));

/** The settings screen's calls (docs/decisions/0072). */
export const settingsApi = {
  account: (signal?: AbortSignal) =>
    data(apiRequest<Envelope<AccountSettings>>("/api/account", signal ? { signal } : {})),
  saveDetails: (body: AccountDetailsInput) => send<AccountSettings>("PATCH", "/api/account", body),
  changePassword: (body: ChangePasswordBody) =>
    send<{ message: string }>("POST", "/api/account/password", body),
  changeEmail: (body: EmailChangeBody) =>
    send<{ message: string }>("POST", "/api/account/email-change", body),
  confirmEmailChange: (token: string) =>
    send<{ email: string }>("POST", "/api/account/email-change/confirm", { token }),
  exportData: () => data(apiRequest<Envelope<AccountExport>>("/api/account/export")),
  deleteAccount: (body: DeleteAccountBody) => send<{ ok: true }>("DELETE", "/api/account", body),
  /** A provider-only account sets its first password through the reset link. */
  passwordLink: (email: string) =>
    send<{ message: string }>("POST", "/api/auth/reset-password-request", { email }),
  /** Where to sign in with the provider again (a fresh sign-in proves the person). */
  providerLink: (provider: OAuthProvider) =>
    data(apiRequest<Envelope<string>>(`/api/auth/oauth2/link/${provider}?role=login`)),
};
