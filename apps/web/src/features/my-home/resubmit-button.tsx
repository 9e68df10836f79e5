import { Button } from "@web/components/ui/button";
import { useRevalidatingAction } from "@web/components/ui/use-revalidating-action";
import { apiRequest } from "@web/lib/api-client";

/**
 * Sends a profile the operator asked changes to back for review (POST /api/profile/resubmit,
 * decision 0076); /home then reads the new status, the waiting list.
 */
export function ResubmitButton() {
  const action = useRevalidatingAction();
  return (
    <>
      <Button
        loading={action.busy}
        onClick={() =>
          action.run(() => apiRequest("/api/profile/resubmit", { method: "POST", body: {} }))
        }
        className="mt-4"
      >
        Resubmit for review
      </Button>
      {action.problemDialog}
    </>
  );
}
