import { useWatch } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { EmailField } from "@web/components/ui/email-field";
import { Toggle } from "@web/components/ui/toggle";
import type { GetStartedFormInput } from "./get-started-schema";

/**
 * "Do you have an agent?" and the agent's e-mail, required when Yes (spec §5). An agent's
 * invitation stores their e-mail in this browser: it pre-fills the field and locks the toggle to
 * Yes (spec §4).
 */
export function AgentField({ invitedBy }: { invitedBy: string | null }) {
  const hasAgent = useWatch<GetStartedFormInput, "hasAgent">({ name: "hasAgent" });

  return (
    <div className="rounded-2xl border border-zinc-200 p-4">
      <FormField<GetStartedFormInput, "hasAgent">
        name="hasAgent"
        render={({ value, onChange }) => (
          <Toggle
            label="Do you have an agent?"
            checked={value}
            onChange={onChange}
            locked={invitedBy !== null}
            hint={invitedBy ? "Your agent invited you to Lineup." : undefined}
          />
        )}
      />
      {hasAgent && (
        <FormField<GetStartedFormInput, "agentEmail">
          name="agentEmail"
          render={(field) => (
            <EmailField className="mt-4" label="Agent's e-mail" autoComplete="off" {...field} />
          )}
        />
      )}
    </div>
  );
}
