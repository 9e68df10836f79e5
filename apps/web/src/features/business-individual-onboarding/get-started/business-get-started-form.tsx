import { FormField } from "@web/components/ui/form-field";
import { PickList } from "@web/components/ui/lookup/pick-list";
import { SearchableDropdown } from "@web/components/ui/lookup/searchable-dropdown";
import { businessIndividualApi } from "../business-individual-api";
import type { BusinessProfile } from "@lineup/shared";
import {
  EMPTY_BUSINESS,
  savedBusiness,
  toBusinessCreateBody,
  toBusinessUpdateBody,
} from "./get-started-values";
import { useZodForm } from "@web/lib/use-zod-form";
import { GetStartedFrame } from "./get-started-frame";
import { LocationField, WebsiteField } from "./shared-fields";

const loadSchema = async () => (await import("./get-started-schemas")).businessGetStartedSchema;

export type SavedAnswersProps<P> = {
  /** The saved profile: its answers fill the form and saving updates it (decision 0076). */
  saved?: P | null;
  /** Where saving a saved profile leads (create-profile unless said). */
  next?: string;
  submitLabel?: string;
};

/** Business type, website, location, marketing tactics and goals (spec §2, §5). */
export function BusinessGetStartedForm({
  saved = null,
  ...rest
}: SavedAnswersProps<BusinessProfile>) {
  const form = useZodForm(loadSchema, {
    defaultValues: saved ? savedBusiness(saved) : EMPTY_BUSINESS,
  });
  const { control } = form;

  return (
    <GetStartedFrame
      kind="business"
      form={form}
      send={(values) => businessIndividualApi.createBusiness(toBusinessCreateBody(values))}
      saved={
        saved && {
          id: saved.id,
          update: (id, values) =>
            businessIndividualApi.updateBusiness(id, toBusinessUpdateBody(values)),
        }
      }
      {...rest}
    >
      <FormField
        control={control}
        name="type"
        render={(field) => (
          <SearchableDropdown
            label="Business type"
            kind="businessType"
            placeholder="Search business types"
            {...field}
          />
        )}
      />
      <WebsiteField hint="Your site or main social page. We add https:// for you." />
      <LocationField />
      <FormField
        control={control}
        name="marketingTactics"
        render={(field) => (
          <PickList
            label="Marketing tactics"
            kind="marketingTactic"
            placeholder="Search tactics"
            hint="How you would like athletes to promote you. Choose all that apply."
            {...field}
          />
        )}
      />
      <FormField
        control={control}
        name="goals"
        render={(field) => (
          <PickList
            label="Goals"
            kind="businessGoal"
            placeholder="Search goals"
            hint="What you want to achieve. Choose all that apply."
            {...field}
          />
        )}
      />
    </GetStartedFrame>
  );
}
