import type {
  BusinessCreateBody,
  BusinessProfile,
  BusinessUpdateBody,
  IndividualCreateBody,
  IndividualProfile,
  IndividualUpdateBody,
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

  /** PATCH /api/profile/business/update/{id}: any answer, only those sent change. */
  updateBusiness: (id: string, body: BusinessUpdateBody) =>
    unwrap(
      apiRequest<Envelope<BusinessProfile>>(`/api/profile/business/update/${profilePath(id)}`, {
        method: "PATCH",
        body,
      }),
    ),

  /** PATCH /api/profile/individual/update/{id}: location, website or bio. */
  updateIndividual: (id: string, body: IndividualUpdateBody) =>
    unwrap(
      apiRequest<Envelope<IndividualProfile>>(`/api/profile/individual/update/${profilePath(id)}`, {
        method: "PATCH",
        body,
      }),
    ),

  /** PATCH /api/profile/{business|individual}/update/{id} with { bio }; nextStep becomes done. */
  updateBio: (kind: ProfileKind, id: string, bio: string) =>
    unwrap(
      apiRequest<Envelope<BusinessProfile | IndividualProfile>>(
        `/api/profile/${kind}/update/${profilePath(id)}`,
        { method: "PATCH", body: { bio } },
      ),
    ),
};
