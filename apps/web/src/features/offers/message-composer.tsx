import { OFFER_LIMITS, type OfferMessageBody } from "@lineup/shared";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "@web/components/ui/button";
import { FormAlert } from "@web/components/ui/form-alert";
import { FormField } from "@web/components/ui/form-field";
import { MessageArea } from "@web/components/ui/message-area";
import { applyFieldErrors } from "@web/lib/field-errors";
import { offersApi } from "@web/lib/offers-api";
import { problemFrom } from "@web/lib/problem";
import { useZodForm } from "@web/lib/use-zod-form";

const loadSchema = async () => (await import("./offer-form-schemas")).offerMessageSchema;

const isMac = () => typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.platform);

/** Writes to the thread: Send, or Ctrl+Enter (⌘+Enter on a Mac); Enter alone is a new line. */
export function MessageComposer({ offerId }: { offerId: string }) {
  const formRef = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const [problem, setProblem] = useState("");
  const {
    control,
    handleSubmit,
    setError,
    reset,
    setFocus,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { body: "" } });

  async function send({ body: text }: OfferMessageBody) {
    setProblem("");
    try {
      await offersApi.send(offerId, text);
      reset({ body: "" });
      setFocus("body");
      await revalidator.revalidate();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ["body"])) setProblem(problemFrom(error).message);
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="flex flex-col gap-3"
    >
      <FormAlert message={problem} />
      <FormField
        control={control}
        name="body"
        render={(field) => (
          <MessageArea
            field={field}
            label="Your message"
            maxLength={OFFER_LIMITS.messageMaxLength}
            hint={`${isMac() ? "⌘" : "Ctrl"}+Enter sends.`}
            rows={3}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                if (!isSubmitting) formRef.current?.requestSubmit();
              }
            }}
          />
        )}
      />
      <Button type="submit" loading={isSubmitting} className="self-end">
        Send message
      </Button>
    </form>
  );
}
