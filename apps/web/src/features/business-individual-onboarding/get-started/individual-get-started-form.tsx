import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { businessIndividualApi } from "../business-individual-api";
import {
  EMPTY_INDIVIDUAL,
  individualGetStartedSchema,
  toIndividualCreateBody,
  type IndividualGetStartedInput,
  type IndividualGetStartedValues,
} from "./get-started-schemas";
import { GetStartedFrame } from "./get-started-frame";
import { LocationField, WebsiteField } from "./shared-fields";

/** Location and an optional website (spec §2 "Individual get-started", §5). */
export function IndividualGetStartedForm() {
  const form = useForm<IndividualGetStartedInput, unknown, IndividualGetStartedValues>({
    resolver: zodResolver(individualGetStartedSchema),
    defaultValues: EMPTY_INDIVIDUAL,
  });

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
