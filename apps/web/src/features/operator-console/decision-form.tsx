import { OPERATOR_LIMITS, type OperatorDecision } from "@lineup/shared";
import { useId } from "react";
import { Button } from "@web/components/ui/button";
import { FieldError } from "@web/components/ui/field-parts";
import { FormField } from "@web/components/ui/form-field";
import { MessageArea } from "@web/components/ui/message-area";
import { useZodForm } from "@web/lib/use-zod-form";
import { DECISION_LABEL } from "./labels";

const loadSchema = async () => (await import("./decision-schema")).operatorDecisionBodySchema;

export type DecisionValues = { decision: OperatorDecision; message: string };

const MESSAGE_HINT: Record<OperatorDecision, string> = {
  approve: "Optional. The approval e-mail says the person can start working.",
  request_changes: "Required. The person reads it on their home and in an e-mail.",
  reject: "Required. The person reads the reason on their home and in an e-mail.",
  suspend: "Optional. The person reads it on their home and in an e-mail.",
};

type DecisionFormProps = {
  /** The decisions the account (or every selected account) may take now. */
  choices: readonly OperatorDecision[];
  /** Who it is about, for the button: "12 accounts", or nothing for one account. */
  subject?: string;
  onDecide: (values: DecisionValues) => Promise<void>;
};

/**
 * One decision and its message (operatorDecisionBodySchema: a message is required to request
 * changes or reject). The button says what will happen, to how many.
 */
export function DecisionForm({ choices, subject, onDecide }: DecisionFormProps) {
  const legendId = useId();
  const {
    control,
    handleSubmit,
    register,
    watch,
    reset,
    formState: { isSubmitting, errors },
  } = useZodForm(loadSchema, {
    defaultValues: { decision: choices[0] ?? "approve", message: "" },
  });
  const decision = watch("decision");

  async function decide(values: { decision: OperatorDecision; message?: string | undefined }) {
    await onDecide({ decision: values.decision, message: values.message ?? "" });
    reset({ decision: values.decision, message: "" });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(decide)(event)}
      className="flex flex-col gap-4"
    >
      <fieldset aria-labelledby={legendId}>
        <legend id={legendId} className="mb-1.5 text-sm font-semibold text-zinc-900">
          Decision
        </legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <label
              key={choice}
              className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border-2 border-zinc-200 bg-white px-4 font-semibold text-zinc-800 hover:border-zinc-400 has-checked:border-accent-600 has-checked:bg-accent-50 has-checked:text-accent-800 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600"
            >
              <input
                type="radio"
                value={choice}
                {...register("decision")}
                className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
              />
              {DECISION_LABEL[choice].act}
            </label>
          ))}
        </div>
        <FieldError id={`${legendId}-error`} message={errors.decision?.message} />
      </fieldset>
      <FormField
        control={control}
        name="message"
        render={(field) => (
          <MessageArea
            field={field}
            label="Message to the person"
            hint={MESSAGE_HINT[decision]}
            optional={decision === "approve" || decision === "suspend"}
            rows={3}
            maxLength={OPERATOR_LIMITS.messageMaxLength}
          />
        )}
      />
      <Button
        type="submit"
        loading={isSubmitting}
        variant={decision === "reject" || decision === "suspend" ? "danger" : "primary"}
        className="self-start"
      >
        {DECISION_LABEL[decision].act}
        {subject ? ` ${subject}` : ""}
      </Button>
    </form>
  );
}
