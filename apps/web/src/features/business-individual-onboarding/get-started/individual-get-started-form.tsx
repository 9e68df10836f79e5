import { businessIndividualApi } from "../business-individual-api";
import type { IndividualProfile } from "@lineup/shared";
import type { SavedAnswersProps } from "./business-get-started-form";
import {
  EMPTY_INDIVIDUAL,
  savedIndividual,
  toIndividualCreateBody,
  toIndividualUpdateBody,
} from "./get-started-values";
import { useZodForm } from "@web/lib/use-zod-form";
import { GetStartedFrame } from "./get-started-frame";
import { LocationField, WebsiteField } from "./shared-fields";

const loadSchema = async () => (await import("./get-started-schemas")).individualGetStartedSchema;

/** Location and an optional website (spec §2 "Individual get-started", §5). */
export function IndividualGetStartedForm({
  saved = null,
  ...rest
}: SavedAnswersProps<IndividualProfile>) {
  const form = useZodForm(loadSchema, {
    defaultValues: saved ? savedIndividual(saved) : EMPTY_INDIVIDUAL,
  });

  return (
    <GetStartedFrame
      kind="individual"
      form={form}
      send={(values) => businessIndividualApi.createIndividual(toIndividualCreateBody(values))}
      saved={
        saved && {
          id: saved.id,
          update: (id, values) =>
            businessIndividualApi.updateIndividual(id, toIndividualUpdateBody(values)),
        }
      }
      {...rest}
    >
      <LocationField />
      <WebsiteField hint="A personal site or social page, if you have one. We add https:// for you." />
    </GetStartedFrame>
  );
}
