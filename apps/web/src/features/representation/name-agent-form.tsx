import { Button } from "@web/components/ui/button";
import { EmailField } from "@web/components/ui/email-field";
import { FormField } from "@web/components/ui/form-field";
import { isApiRequestError } from "@web/lib/api-client";
import { problemFrom } from "@web/lib/problem";
import { useZodForm } from "@web/lib/use-zod-form";
import { representationApi } from "./representation-api";

const loadSchema = async () => (await import("./name-agent-schema")).nameAgentBodySchema;

/**
 * An athlete names an agent after get-started: a request the agent accepts or declines. The
 * answer is the same whoever the address belongs to (docs/decisions/0065).
 */
export function NameAgentForm({ onDone }: { onDone: (message: string) => void }) {
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { agentEmail: "" } });

  async function send(body: { agentEmail: string }) {
    try {
      await representationApi.nameAgent(body);
      reset();
      onDone("We asked your agent. They represent you once they accept.");
    } catch (error) {
      const field = isApiRequestError(error) ? error.fields?.agentEmail : undefined;
      setError("agentEmail", { message: field ?? problemFrom(error).message });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="flex flex-col gap-3 border-t border-zinc-200 pt-5"
    >
      <FormField
        control={control}
        name="agentEmail"
        render={(field) => <EmailField label="Your agent's e-mail" autoComplete="off" {...field} />}
      />
      <Button type="submit" loading={isSubmitting} className="w-full">
        Ask to represent me
      </Button>
    </form>
  );
}
