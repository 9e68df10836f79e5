import type { OfferMessageBody } from "@lineup/shared";
import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { OfferMessageArea } from "@web/components/ui/offer-fields";
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
      {problem && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 font-medium text-red-800">
          {problem}
        </p>
      )}
      <FormField
        control={control}
        name="body"
        render={(field) => (
          <OfferMessageArea
            field={field}
            label="Your message"
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
