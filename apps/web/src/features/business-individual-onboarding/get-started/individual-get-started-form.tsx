import { useForm } from "../../../lib/form";
import { businessIndividualApi } from "../business-individual-api";
import type { IndividualGetStartedInput, IndividualGetStartedValues } from "./get-started-schemas";
import { EMPTY_INDIVIDUAL, toIndividualCreateBody } from "./get-started-values";
import { lazyResolver, useLazyValidation } from "../../../lib/lazy-resolver";
import { GetStartedFrame } from "./get-started-frame";
import { LocationField, WebsiteField } from "./shared-fields";

const resolver = lazyResolver(
  async () => (await import("./get-started-schemas")).individualGetStartedSchema,
);

/** Location and an optional website (spec §2 "Individual get-started", §5). */
export function IndividualGetStartedForm() {
  const form = useForm<IndividualGetStartedInput, unknown, IndividualGetStartedValues>({
    resolver,
    defaultValues: EMPTY_INDIVIDUAL,
  });
  useLazyValidation(resolver);

  return (
    <GetStartedFrame
      kind="individual"
      form={form}
      send={(values) => businessIndividualApi.createIndividual(toIndividualCreateBody(values))}
    >
      <LocationField />
      <WebsiteField hint="A personal site or social page, if you have one. We add https:// for you." />
    </GetStartedFrame>
  );
}
