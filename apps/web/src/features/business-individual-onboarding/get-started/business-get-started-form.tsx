import { Controller, useForm } from "../../../lib/form";
import { PickList } from "../../../components/ui/lookup/pick-list";
import { SearchableDropdown } from "../../../components/ui/lookup/searchable-dropdown";
import { businessIndividualApi } from "../business-individual-api";
import type { BusinessGetStartedInput, BusinessGetStartedValues } from "./get-started-schemas";
import { EMPTY_BUSINESS, toBusinessCreateBody } from "./get-started-values";
import { lazyResolver, useLazyValidation } from "../../../lib/lazy-resolver";
import { GetStartedFrame } from "./get-started-frame";
import { LocationField, WebsiteField } from "./shared-fields";
import { controlledProps } from "../../../lib/controlled-props";

const resolver = lazyResolver(
  async () => (await import("./get-started-schemas")).businessGetStartedSchema,
);

/** Business type, website, location, marketing tactics and goals (spec §2, §5). */
export function BusinessGetStartedForm() {
  const form = useForm<BusinessGetStartedInput, unknown, BusinessGetStartedValues>({
    resolver,
    defaultValues: EMPTY_BUSINESS,
  });
  useLazyValidation(resolver);
  const { control } = form;

  return (
    <GetStartedFrame
      kind="business"
      form={form}
      send={(values) => businessIndividualApi.createBusiness(toBusinessCreateBody(values))}
    >
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <SearchableDropdown
            label="Business type"
            kind="businessType"
            placeholder="Search business types"
            {...controlledProps(field, fieldState)}
          />
        )}
      />
      <WebsiteField hint="Your site or main social page. We add https:// for you." />
      <LocationField />
      <Controller
        control={control}
        name="marketingTactics"
        render={({ field, fieldState }) => (
          <PickList
            label="Marketing tactics"
            kind="marketingTactic"
            placeholder="Search tactics"
            hint="How you would like athletes to promote you. Choose all that apply."
            {...controlledProps(field, fieldState)}
          />
        )}
      />
      <Controller
        control={control}
        name="goals"
        render={({ field, fieldState }) => (
          <PickList
            label="Goals"
            kind="businessGoal"
            placeholder="Search goals"
            hint="What you want to achieve. Choose all that apply."
            {...controlledProps(field, fieldState)}
          />
        )}
      />
    </GetStartedFrame>
  );
}
