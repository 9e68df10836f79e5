import type { BusinessCreateBody, IndividualCreateBody, LookupItem } from "@lineup/shared";
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
