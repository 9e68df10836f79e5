import { useId } from "react";

/**
 * The consent text the guardian agrees to (its version is recorded with the decision): what
 * Lineup is, what the athlete's profile shows, that prices stay private, and what the guardian
 * will be told.
 */
export function ConsentText({ athleteName, version }: { athleteName: string; version: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="text-pretty text-zinc-800">
      <h2 id={titleId} className="text-xl font-black text-zinc-950">
        What you agree to
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li>
          Lineup is a marketplace where businesses and individuals find athletes and offer them paid
          work, such as appearances, lessons or posts. Our team reviews every profile first.
        </li>
        <li>
          Approved businesses and individuals who sign in will see {athleteName}&apos;s profile as
          shown above: photo, name, sport, level, team, city, bio and the names of the services.
          Never an address, e-mail, phone number or date of birth, and nobody who is signed out.
          Businesses selling alcohol, tobacco or vaping, cannabis, gambling, weapons or adult
          content never see it.
        </li>
        <li>
          The prices {athleteName} asks stay private: buyers only learn whether an offer is high
          enough.
        </li>
        <li>
          While {athleteName} is under 18 we e-mail you a copy of every offer, counter-offer and
          decision, and a daily summary of messages. No offer is final until you confirm it too.
        </li>
        <li>
          You can withdraw your consent at any time from the link in any of our e-mails: the profile
          is hidden at once and open offers pause. Your role ends on {athleteName}&apos;s 18th
          birthday; we tell you both.
        </li>
      </ul>
      <p className="mt-3 text-sm text-zinc-600">Consent text version {version}.</p>
    </section>
  );
}
