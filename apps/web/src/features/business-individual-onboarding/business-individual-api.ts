import type {
  BusinessCreateBody,
  BusinessProfile,
  IndividualCreateBody,
  IndividualProfile,
} from "@lineup/shared";
import { apiRequest } from "@web/lib/api-client";
import { profilePath, unwrap, type Envelope } from "@web/lib/profile-api";
import type { ProfileKind } from "./profile-kinds";

type Created = Envelope<{ id: string }>;

/** Business and individual profile calls (docs/decisions/0008); shared ones are in profileApi. */
export const businessIndividualApi = {
  createBusiness: (body: BusinessCreateBody) =>
    unwrap(apiRequest<Created>("/api/profile/business/create", { method: "POST", body })),

  createIndividual: (body: IndividualCreateBody) =>
    unwrap(apiRequest<Created>("/api/profile/individual/create", { method: "POST", body })),

  /** PATCH /api/profile/{business|individual}/update/{id} with { bio }; nextStep becomes done. */
  updateBio: (kind: ProfileKind, id: string, bio: string) =>
    unwrap(
      apiRequest<Envelope<BusinessProfile | IndividualProfile>>(
        `/api/profile/${kind}/update/${profilePath(id)}`,
        { method: "PATCH", body: { bio } },
      ),
    ),
};
