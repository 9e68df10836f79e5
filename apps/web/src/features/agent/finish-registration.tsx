import { ROUTES } from "@lineup/shared";
import { useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { setFirstTimeUser } from "@web/lib/account-storage";
import { REGISTERED } from "@web/lib/registration-finished";

/** Spec §4: "Finish Registration" spends the first-time flag and opens registration success. */
export function FinishRegistration() {
  const navigate = useNavigate();
  return (
    <div className="border-t border-zinc-200 pt-5">
      <p className="text-sm text-zinc-600">
        Done for now? You can invite more athletes whenever you log in.
      </p>
      <Button
        variant="secondary"
        className="mt-3 w-full"
        onClick={() => {
          setFirstTimeUser(false);
          void navigate(ROUTES.registrationSuccess, REGISTERED);
        }}
      >
        Finish Registration
      </Button>
    </div>
  );
}
