import type { RepresentationOverview } from "@lineup/shared";
import { useWatch } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { EmailField } from "@web/components/ui/email-field";
import { Toggle } from "@web/components/ui/toggle";
import type { GetStartedFormInput } from "./get-started-schema";

/** The agent of the invitation this account signed up through, as the server says. */
export type InvitedBy = RepresentationOverview["invitedBy"];

/**
 * "Do you have an agent?" and the agent's e-mail, required when Yes (spec §5). Only an invitation
 * the server checked locks the toggle to Yes with the invited wording (spec §4,
 * docs/decisions/0066); naming another agent sends them a request they accept or decline.
 */
export function AgentField({ invitedBy }: { invitedBy: InvitedBy }) {
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
            hint={
              invitedBy
                ? "Your agent invited you to Lineup."
                : value
                  ? "We ask your agent to confirm: they represent you once they accept."
                  : undefined
            }
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
