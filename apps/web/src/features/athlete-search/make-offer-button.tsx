import type { PublicAthleteProfile } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { deferredModule } from "@web/lib/deferred-module";

// The dialog (its form, react-hook-form) is not needed to read a profile: it arrives at the
// person's first engagement, or when they press the button (decision 0087).
const dialog = deferredModule(() => import("./make-offer-dialog"));

type MakeOfferButtonProps = { athlete: Pick<PublicAthleteProfile, "id" | "name" | "services"> };

/** "Make an offer", for approved businesses and individuals on an athlete's public profile. */
export function MakeOfferButton({ athlete }: MakeOfferButtonProps) {
  const module = dialog.useModule();
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);

  async function start() {
    setOpening(true);
    await dialog.load().catch(() => undefined);
    setOpening(false);
    setOpen(true);
  }

  if (athlete.services.length === 0) {
    return <p className="text-zinc-700">Offers open once {athlete.name} lists a service.</p>;
  }
  return (
    <>
      <Button className="self-start" loading={opening} onClick={() => void start()}>
        Make an offer
      </Button>
      {module && (
        <module.MakeOfferDialog athlete={athlete} open={open} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
