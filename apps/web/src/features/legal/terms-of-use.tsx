import { ROUTES } from "@lineup/shared";
import { Link } from "react-router";
import { textLink } from "@web/components/ui/button-styles";
import { Bullets, ContactLink, LegalPage, type LegalSection } from "./legal-page";

const SECTIONS: LegalSection[] = [
  {
    id: "agreement",
    title: "Agreeing to these terms",
    body: (
      <>
        <p>
          These terms are the agreement between you and Lineup when you use the Lineup website and
          its e-mails. By creating an account you accept them and our{" "}
          <Link to={ROUTES.privacy} className={textLink}>
            Privacy Policy
          </Link>
          , which explains what we collect and who sees it.
        </p>
      </>
    ),
  },
  {
    id: "who-may-join",
    title: "Who may join",
    body: (
      <Bullets>
        <li>You must be at least 13 years old. Lineup is not for children under 13.</li>
        <li>
          If you are 13 to 17, or under the age of majority where you live, you may use Lineup only
          with the permission of a parent or legal guardian, who accepts these terms for you and
          should take part in setting up your profile and in any deal you make.
        </li>
        <li>
          Agents, businesses and individuals must be adults able to make contracts, and must give
          their real name or the real name of their business.
        </li>
        <li>
          One person, one account, and the details you give us must be true and kept up to date.
        </li>
      </Bullets>
    ),
  },
  {
    id: "your-account",
    title: "Your account",
    body: (
      <p>
        Keep your password to yourself, and turn on two-step verification if you can. You are
        responsible for what happens in your account; tell us at once if you think someone else has
        used it. You can see the devices signed in to your account, and sign them out, in Settings.
      </p>
    ),
  },
  {
    id: "using-lineup",
    title: "Using Lineup fairly",
    body: (
      <>
        <p>On Lineup you must not:</p>
        <Bullets>
          <li>
            pretend to be someone else, or invite or represent an athlete without their agreement;
          </li>
          <li>
            ask an athlete, especially a minor, for contact details, meetings or payments outside
            Lineup without their parent&apos;s or guardian&apos;s involvement;
          </li>
          <li>
            post anything unlawful, hateful, sexual, violent or misleading, or anything that is not
            yours to post;
          </li>
          <li>
            offer or ask for anything that would break the rules of a school, an athletic
            association or the law, including those on the use of an athlete&apos;s name, image and
            likeness;
          </li>
          <li>
            try to get around Lineup&apos;s privacy protections, collect other people&apos;s data,
            or disrupt or overload the service.
          </li>
        </Bullets>
      </>
    ),
  },
  {
    id: "profiles-and-prices",
    title: "Profiles, services and prices",
    body: (
      <p>
        Athletes describe the services they offer and the minimum price they would accept for each.
        That minimum is private: Lineup shows it only to the athlete. Lineup reviews profiles before
        they join the marketplace and may ask for changes or decline a profile. Any deal is between
        the athlete (with a parent or guardian for a minor) and the buyer; Lineup is not a party to
        it and does not guarantee that any deal will happen.
      </p>
    ),
  },
  {
    id: "your-content",
    title: "What you post",
    body: (
      <p>
        Your photos, videos, bio and other content stay yours. You give Lineup permission to store
        them and show them on Lineup as your settings and these terms describe, for as long as they
        are on Lineup. You can change or remove them, or delete your account and everything in it,
        at any time.
      </p>
    ),
  },
  {
    id: "ending",
    title: "Ending your use of Lineup",
    body: (
      <p>
        You may delete your account at any time in Settings. We may suspend or close an account that
        breaks these terms or puts others at risk, and will tell you why unless the law or
        someone&apos;s safety prevents it.
      </p>
    ),
  },
  {
    id: "liability",
    title: "Our service and its limits",
    body: (
      <p>
        We work to keep Lineup available and correct, but it is provided as it is, without promises
        that it will always be available or error-free. To the extent the law allows, Lineup is not
        liable for indirect losses or for what other people do on or off Lineup. Nothing in these
        terms takes away rights you have under the law.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        If we change these terms, we will update the date at the top, and for changes that matter we
        will tell you by e-mail or on Lineup before they take effect. If you keep using Lineup after
        that, the new terms apply.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        Questions about these terms, or something on Lineup you want us to look at: write to{" "}
        <ContactLink />.
      </p>
    ),
  },
];

/** /terms: the terms of use (issue 21), linked from the footer and the privacy policy. */
export function TermsOfUse() {
  return (
    <LegalPage
      title="Terms of Use"
      summary={
        <>
          <p className="font-semibold text-zinc-950">In short</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            <li>You must be 13 or older; under 18, with a parent or guardian.</li>
            <li>Be yourself, be truthful, and treat athletes, above all minors, with care.</li>
            <li>Your content stays yours; athletes&apos; minimum prices stay private.</li>
            <li>Deals are between athletes and buyers. You can leave at any time.</li>
          </ul>
        </>
      }
      sections={SECTIONS}
    />
  );
}
