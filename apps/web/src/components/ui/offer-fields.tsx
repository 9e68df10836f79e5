import { OFFER_LIMITS } from "@lineup/shared";
import type { Control, FieldValues } from "react-hook-form";
import { FormField } from "./form-field";
import { MessageArea } from "./message-area";
import { TextField } from "./text-field";

/** The two fields every offer form shares, whatever else it asks. */
type OfferFieldValues = { amount: string; message: string };

export type OfferFieldsProps<T extends FieldValues & { message: string }> = {
  control: Control<T, unknown, unknown>;
  /** The amount in dollars, above the message; left out where the move takes none (decline). */
  amount?: { label: string; hint: string };
  message: { label: string; hint?: string; optional?: boolean };
};

/** An offer dialog's amount (when it asks one) and message, wired to the dialog's form. */
export function OfferFields<T extends FieldValues & { message: string }>({
  control,
  amount,
  message,
}: OfferFieldsProps<T>) {
  // The form may ask more than these two; they are what every offer form has in common.
  const offerControl = control as unknown as Control<OfferFieldValues, unknown, unknown>;
  return (
    <>
      {amount && (
        <FormField
          control={offerControl}
          name="amount"
          render={(field) => (
            <TextField
              label={amount.label}
              inputMode="decimal"
              autoComplete="off"
              startAdornment="$"
              hint={amount.hint}
              {...field}
            />
          )}
        />
      )}
      <FormField
        control={offerControl}
        name="message"
        render={(field) => (
          <MessageArea field={field} maxLength={OFFER_LIMITS.messageMaxLength} {...message} />
        )}
      />
    </>
  );
}
