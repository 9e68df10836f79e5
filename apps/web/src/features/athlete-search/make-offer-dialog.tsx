import {
  ERROR_CODES,
  OFFER_LIMITS,
  ROUTES,
  type CreateOfferBody,
  type PublicAthleteProfile,
} from "@lineup/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { FormAlert } from "@web/components/ui/form-alert";
import { FormField } from "@web/components/ui/form-field";
import { Modal } from "@web/components/ui/modal";
import { OfferFields } from "@web/components/ui/offer-fields";
import { Select } from "@web/components/ui/select";
import { TextField } from "@web/components/ui/text-field";
import { isApiRequestError } from "@web/lib/api-client";
import { todayIso } from "@web/lib/calendar-day";
import { applyFieldErrors } from "@web/lib/field-errors";
import { offersApi } from "@web/lib/offers-api";
import { problemFrom } from "@web/lib/problem";
import { useZodForm } from "@web/lib/use-zod-form";

const loadSchema = async () => (await import("./make-offer-schema")).makeOfferFormSchema;

const FIELDS = ["serviceId", "amount", "message", "activityDate", "expiresInDays"] as const;

const EXPIRY_OPTIONS = Array.from(
  { length: OFFER_LIMITS.expiryDaysMax - OFFER_LIMITS.expiryDaysMin + 1 },
  (_, index) => {
    const days = OFFER_LIMITS.expiryDaysMin + index;
    return { value: String(days), label: days === 1 ? "1 day" : `${days} days` };
  },
);

type MakeOfferDialogProps = {
  athlete: Pick<PublicAthleteProfile, "id" | "name" | "services">;
  open: boolean;
  onClose: () => void;
};

/** "Make an offer": service, amount, message, an optional activity date and the expiry. */
export function MakeOfferDialog({ athlete, open, onClose }: MakeOfferDialogProps) {
  // A fresh form at each opening; the last one stays while the dialog fades out.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening(opening + 1);
  }
  return (
    <Modal open={open} onClose={onClose} title={`Make an offer to ${athlete.name}`}>
      <MakeOfferForm key={opening} athlete={athlete} onClose={onClose} />
    </Modal>
  );
}

function MakeOfferForm({ athlete, onClose }: Omit<MakeOfferDialogProps, "open">) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState("");
  const services = athlete.services.map((service) => ({ value: service.id, label: service.name }));
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, {
    defaultValues: {
      athleteId: athlete.id,
      // One service needs no choosing.
      serviceId: services.length === 1 ? services[0]!.value : "",
      amount: "",
      message: "",
      activityDate: "",
      expiresInDays: String(OFFER_LIMITS.expiryDaysDefault),
    },
  });

  async function send(body: CreateOfferBody) {
    setProblem("");
    try {
      const offer = await offersApi.create(body);
      await navigate(`${ROUTES.offer}?id=${encodeURIComponent(offer.id)}`);
    } catch (error) {
      // Below the minimum: under the amount, in the API's words, and nothing more (issue 24).
      if (isApiRequestError(error) && error.code === ERROR_CODES.belowMinimum) {
        setError("amount", { message: error.message }, { shouldFocus: true });
      } else if (!applyFieldErrors(error, setError, FIELDS)) {
        setProblem(problemFrom(error).message);
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="mt-5 flex flex-col gap-5 text-left"
    >
      <FormAlert message={problem} />
      <FormField
        control={control}
        name="serviceId"
        render={(field) => (
          <Select
            label="Service"
            options={services}
            placeholder="Choose a service…"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            buttonRef={field.inputRef}
            error={field.error}
          />
        )}
      />
      <OfferFields
        control={control}
        amount={{ label: "Amount", hint: "In US dollars, for the whole service." }}
        message={{
          label: "Message",
          hint: "What you would like, where, and anything the athlete should know.",
        }}
      />
      <FormField
        control={control}
        name="activityDate"
        render={(field) => (
          <TextField label="Activity date" type="date" min={todayIso()} optional {...field} />
        )}
      />
      <FormField
        control={control}
        name="expiresInDays"
        render={(field) => (
          <Select
            label="Offer expires after"
            options={EXPIRY_OPTIONS}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            buttonRef={field.inputRef}
            error={field.error}
          />
        )}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Send offer
        </Button>
      </div>
    </form>
  );
}
