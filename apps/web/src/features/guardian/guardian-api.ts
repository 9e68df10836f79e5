import type {
  GuardianConsentView,
  GuardianDecisionBody,
  GuardianOfferView,
  GuardianConsentState,
} from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";
import { unwrap, type Envelope } from "@web/lib/profile-api";

/** GET /api/guardian/withdraw/{token}: whose consent the link withdraws, and where it stands. */
export type GuardianWithdrawView = {
  athlete: { firstName: string; lastName: string };
  state: GuardianConsentState;
};

const options = (signal?: AbortSignal) => (signal ? { signal } : {});

const path = (kind: "consent" | "withdraw" | "offer", token: string) =>
  `/api/guardian/${kind}/${encodeURIComponent(token)}`;

/**
 * The guardian's calls (issue 25): no session, the e-mailed token is the only key. Bodies are
 * the shared schemas' (packages/shared/src/schemas/guardian.ts).
 */
export const guardianApi = {
  consent: (token: string, signal?: AbortSignal) =>
    unwrap(apiRequest<Envelope<GuardianConsentView>>(path("consent", token), options(signal))),
  decide: (token: string, body: GuardianDecisionBody) =>
    unwrap(apiRequest<Envelope<unknown>>(path("consent", token), { method: "POST", body })),
  withdrawal: (token: string, signal?: AbortSignal) =>
    unwrap(apiRequest<Envelope<GuardianWithdrawView>>(path("withdraw", token), options(signal))),
  withdraw: (token: string, body: { guardianName?: string }) =>
    unwrap(apiRequest<Envelope<unknown>>(path("withdraw", token), { method: "POST", body })),
  offer: (token: string, signal?: AbortSignal) =>
    unwrap(apiRequest<Envelope<GuardianOfferView>>(path("offer", token), options(signal))),
  decideOffer: (token: string, decision: "confirm" | "decline") =>
    unwrap(
      apiRequest<Envelope<unknown>>(path("offer", token), {
        method: "POST",
        body: { decision },
      }),
    ),
};
