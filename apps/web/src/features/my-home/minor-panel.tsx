import { MESSAGES, type AnyProfile, type MyProfile } from "@lineup/shared";
import { Suspense, lazy, useId, type ReactNode } from "react";
import { Spinner } from "@web/components/ui/spinner";
import { ResendConsentButton } from "./resend-consent-button";

// Only athletes who registered before dates of birth see the form: its form library and fields
// stay off home's first load (18 KiB) until one does.
const BirthForm = lazy(() =>
  import("./birth-form").then(({ BirthForm }) => ({ default: BirthForm })),
);

type MinorPanelProps = { my: MyProfile; profile: AnyProfile | null };

function Panel({
  title,
  tone,
  children,
}: {
  title: string;
  tone: "amber" | "green";
  children: ReactNode;
}) {
  const titleId = useId();
  const colours =
    tone === "amber" ? "border-amber-300 bg-amber-50" : "border-emerald-300 bg-emerald-50";
  return (
    <section aria-labelledby={titleId} className={`rounded-2xl border p-5 ${colours}`}>
      <h2 id={titleId} className="font-bold text-zinc-950">
        {title}
      </h2>
      <div className="mt-1 text-pretty text-zinc-800">{children}</div>
    </section>
  );
}

const guardianOf = (email: string | null) =>
  email ? <span className="font-semibold break-all">{email}</span> : "your parent or guardian";

/**
 * What an athlete's age still asks of them (issue 25): a date of birth for those who registered
 * before it was asked, and, for a minor, where the guardian's consent stands, with the e-mail
 * sent again on request. Nothing shows for an adult, or while GET /api/profile/my says nothing
 * of ages (an older server).
 */
export function MinorPanel({ my, profile }: MinorPanelProps) {
  const { minor } = my;
  if (my.account.role !== "athlete" || !minor || !my.profile) return null;
  if (minor.isMinor === null) {
    const state = profile?.type === "Athlete" ? profile.hometown.state : null;
    return (
      <Panel title="Add your date of birth" tone="amber">
        <p>{MESSAGES.dateOfBirthMissing}</p>
        <Suspense fallback={<Spinner className="mt-4 size-6" label="Loading the form" />}>
          <BirthForm profileId={my.profile.id} state={state} />
        </Suspense>
      </Panel>
    );
  }
  if (!minor.isMinor) return null;
  const guardian = guardianOf(minor.guardianEmail);
  switch (minor.guardianConsent) {
    case "requested":
      return (
        <Panel title="Waiting for your parent or guardian" tone="amber">
          <p>
            We e-mailed {guardian}. Businesses can see your profile and you can accept offers once
            they agree.
          </p>
          <ResendConsentButton />
        </Panel>
      );
    case "declined":
      return (
        <Panel title="Your parent or guardian did not agree" tone="amber">
          <p>
            {guardian} declined, so businesses cannot see your profile or make you offers. Talk with
            them; if they change their mind, send them the e-mail again.
          </p>
          <ResendConsentButton />
        </Panel>
      );
    case "withdrawn":
      return (
        <Panel title="Your parent or guardian withdrew their consent" tone="amber">
          <p>
            Your profile is hidden from businesses and your open offers are paused. If {guardian}{" "}
            agrees again, everything resumes.
          </p>
          <ResendConsentButton />
        </Panel>
      );
    case "consented":
      return (
        <Panel title="Your parent or guardian agreed" tone="green">
          <p>
            {guardian} consented. They get a copy of your offers and confirm the ones you accept
            until you turn 18.
          </p>
        </Panel>
      );
    case "not_needed":
      return null;
  }
}
