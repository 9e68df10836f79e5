import type {
  BusinessCreateBody,
  BusinessProfile,
  BusinessUpdateBody,
  IndividualCreateBody,
  IndividualProfile,
  IndividualUpdateBody,
  LookupItem,
} from "@lineup/shared";
import type {
  BusinessGetStartedInput,
  BusinessGetStartedValues,
  IndividualGetStartedInput,
  IndividualGetStartedValues,
} from "./get-started-schemas";

/** The get-started forms' defaults and create bodies, apart from their zod schemas (lazy). */

export const EMPTY_BUSINESS: BusinessGetStartedInput = {
  type: null,
  website: "",
  location: null,
  marketingTactics: [],
  goals: [],
};

const ids = (items: readonly LookupItem[]) => items.map((item) => item.id);

/** Spec §3 "Business create": ids only, the website left out when blank. */
export function toBusinessCreateBody(form: BusinessGetStartedValues): BusinessCreateBody {
  return {
    ...(form.website ? { website: form.website } : {}),
    location: form.location.id,
    type: form.type.id,
    marketingTactics: ids(form.marketingTactics),
    goals: ids(form.goals),
  };
}

export const EMPTY_INDIVIDUAL: IndividualGetStartedInput = { location: null, website: "" };

/** Spec §3 "Individual create". */
export function toIndividualCreateBody(form: IndividualGetStartedValues): IndividualCreateBody {
  return {
    ...(form.website ? { website: form.website } : {}),
    location: form.location.id,
  };
}

/** The business form filled with a saved profile (a person who came back, or the editor). */
export function savedBusiness(profile: BusinessProfile): BusinessGetStartedInput {
  return {
    type: profile.businessType,
    website: profile.website ?? "",
    location: profile.location,
    marketingTactics: profile.marketingTactics,
    goals: profile.goals,
  };
}

/** The individual form filled with a saved profile. */
export function savedIndividual(profile: IndividualProfile): IndividualGetStartedInput {
  return { location: profile.location, website: profile.website ?? "" };
}

/** The update body of a valid business form (decision 0076): a blank website removes it. */
export function toBusinessUpdateBody(form: BusinessGetStartedValues): BusinessUpdateBody {
  return { ...toBusinessCreateBody(form), website: form.website ?? null };
}

/** The update body of a valid individual form. */
export function toIndividualUpdateBody(form: IndividualGetStartedValues): IndividualUpdateBody {
  return { ...toIndividualCreateBody(form), website: form.website ?? null };
}
