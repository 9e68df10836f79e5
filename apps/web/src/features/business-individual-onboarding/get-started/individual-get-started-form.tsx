import { businessIndividualApi } from "../business-individual-api";
import { EMPTY_INDIVIDUAL, toIndividualCreateBody } from "./get-started-values";
import { useZodForm } from "@web/lib/use-zod-form";
import { GetStartedFrame } from "./get-started-frame";
import { LocationField, WebsiteField } from "./shared-fields";

const loadSchema = async () => (await import("./get-started-schemas")).individualGetStartedSchema;

/** Location and an optional website (spec §2 "Individual get-started", §5). */
export function IndividualGetStartedForm() {
  const form = useZodForm(loadSchema, { defaultValues: EMPTY_INDIVIDUAL });

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
