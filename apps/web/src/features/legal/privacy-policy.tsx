import { ROUTES } from "@lineup/shared";
import { Link } from "react-router";
import { textLink } from "@web/components/ui/button-styles";
import { Bullets, ContactLink, LegalPage, Subheading, type LegalSection } from "./legal-page";

const SECTIONS: LegalSection[] = [
  {
    id: "who-we-are",
    title: "Who we are and what this covers",
    body: (
      <>
        <p>
          Lineup is a marketplace in the United States where athletes, many of them high-school
          students, meet the businesses and individuals who want to work with them, and the agents
          who represent them. This policy explains what Lineup collects about you, who can see it,
          and the choices you have. It covers the Lineup website and the e-mails it sends.
        </p>
        <p>
          Using Lineup also means agreeing to our{" "}
          <Link to={ROUTES.terms} className={textLink}>
            Terms of Use
          </Link>
          .
        </p>
      </>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <p>We collect only what you give us and what it takes to keep your account safe.</p>
        <Subheading>When you create an account</Subheading>
        <Bullets>
          <li>
            Your name (first, last, and optionally middle name and suffix), or a business name.
          </li>
          <li>Your e-mail address and, if you give it, your phone number.</li>
          <li>
            Your password, which we never store as you typed it: we keep only a one-way hash of it.
          </li>
          <li>
            Whether you are an athlete, an agent, a business or an individual, and, if you signed up
            with Google or Facebook, that account&apos;s identifier and the e-mail address it gave
            us.
          </li>
        </Bullets>
        <Subheading>When you build a profile</Subheading>
        <Bullets>
          <li>
            Athletes: sport, competition level, class year (high school and college), team,
            hometown, position, interests, gender (or none, if you prefer not to say), a link to
            your statistics, links to your social accounts, a bio, a profile photo, photos and
            videos, and the services you offer with the minimum price you would accept for each.
          </li>
          <li>
            Businesses and individuals: location, website, business type, marketing tactics and
            goals, a bio and a profile photo.
          </li>
          <li>
            Agents: the athletes you invite or represent, and the e-mail addresses you send
            invitations to.
          </li>
        </Bullets>
        <p>
          We remove hidden location data (such as GPS positions) from the photos and videos you
          upload before we store them.
        </p>
        <Subheading>When you use Lineup</Subheading>
        <Bullets>
          <li>
            For each signed-in device: the kind of browser and system (for example &quot;Chrome on
            Android&quot;), a rough network area rather than your full IP address, and when it was
            last used, so you can see and end your sessions.
          </li>
          <li>
            If you turn on two-step verification, the secret your authenticator app shares with us
            and your one-time recovery codes (stored hashed).
          </li>
          <li>
            The e-mails we send you (confirmations, password resets, invitations, notices) and
            short-lived technical logs that help us keep the service running and stop abuse.
          </li>
        </Bullets>
        <p>
          Lineup does not ask for your date of birth. If we ever need one, for example to check
          someone&apos;s age, a minor&apos;s date of birth will never be shown to anyone.
        </p>
      </>
    ),
  },
  {
    id: "who-sees-what",
    title: "Who sees what",
    body: (
      <>
        <Bullets>
          <li>
            <strong>Your minimum prices are private.</strong> The price you set on a service is the
            lowest you would accept. Only you ever see it: not buyers, not other athletes, not the
            public. Buyers see the names of your services, never their prices.
          </li>
          <li>
            <strong>Your contact details are not shown to buyers.</strong> Your e-mail address and
            phone number are never part of your public profile.
          </li>
          <li>
            <strong>Your public profile</strong> is what approved buyers on Lineup see: your name,
            profile photo, sport, hometown, team and position, your bio, photos and videos, social
            links, and the names of your services. Your home page on Lineup shows you a preview of
            it exactly as a buyer will see it.
          </li>
          <li>
            <strong>Your agent.</strong> An agent and an athlete see each other&apos;s name and
            e-mail address only once both have agreed to work together (an athlete who joined from
            an agent&apos;s invitation, or an accepted request). Either side can end it at any time.
          </li>
          <li>
            <strong>Lineup&apos;s team</strong> reviews profiles before they join the marketplace
            and may see what you entered to do so, to answer your questions, or to keep Lineup safe.
          </li>
        </Bullets>
        <p>
          We do not sell your personal information, and we do not share it for advertising. We share
          it only with the services that help us run Lineup (our e-mail delivery and file storage
          providers, and Google or Facebook if you choose to sign in with them), under agreements
          that let them use it only for that, or when the law requires us to.
        </p>
      </>
    ),
  },
  {
    id: "minors-and-parents",
    title: "Minors, parents and guardians",
    body: (
      <>
        <p>
          Many athletes on Lineup are in high school. We take the extra care the law and common
          sense ask for.
        </p>
        <Bullets>
          <li>
            <strong>No one under 13.</strong> Lineup is not for children under 13, and we do not
            knowingly collect personal information from them, as the Children&apos;s Online Privacy
            Protection Act (COPPA) requires. If we learn that someone under 13 has an account, we
            delete it and everything in it.
          </li>
          <li>
            <strong>Ages 13 to 17: with a parent or guardian.</strong> A teenager may use Lineup
            only with the permission and involvement of a parent or legal guardian, who should help
            set up the account, review the profile and the services offered, and take part in any
            deal with a buyer.
          </li>
          <li>
            <strong>Parents and guardians</strong> may ask us at any time to see, correct, export or
            delete their child&apos;s information, or to close the account. Write to us at the
            address below from the account&apos;s e-mail or with enough detail for us to check that
            you are the parent or guardian.
          </li>
        </Bullets>
      </>
    ),
  },
  {
    id: "your-choices",
    title: "Your data: see it, change it, take it, delete it",
    body: (
      <>
        <p>
          Everything below is in{" "}
          <Link to={ROUTES.settings} className={textLink}>
            Settings
          </Link>{" "}
          once you are signed in.
        </p>
        <Bullets>
          <li>
            <strong>Change</strong> your name, phone number, e-mail address and password, and edit
            your profile, at any time.
          </li>
          <li>
            <strong>Export:</strong> under <em>Your data</em>, download everything Lineup holds
            about you as one file, with your photos and videos.
          </li>
          <li>
            <strong>Delete:</strong> under <em>Delete account</em>, delete your account. Your
            profile, services, photos and videos, sessions, sign-in links and invitations are
            removed together, at once; we send a last e-mail to confirm it, and your address can
            sign up again later.
          </li>
          <li>
            <strong>Sessions:</strong> under <em>Security</em>, see the devices signed in to your
            account and sign them out.
          </li>
        </Bullets>
        <p>
          Depending on where you live (for example California), you may have further rights, such as
          to know what we hold about you or to correct it. We honor these requests for everyone and
          never treat you differently for making one. Write to us and we will answer within the time
          the law sets.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: (
      <>
        <p>
          Lineup uses one cookie to keep you signed in: a session cookie that scripts cannot read
          and that only travels to Lineup. When you sign in with Google or Facebook, a second cookie
          lives for a few minutes to tie that sign-in to your browser. We use no advertising or
          tracking cookies and no third-party analytics.
        </p>
        <p>
          Your browser also keeps a few small notes for Lineup (your role, your profile&apos;s id,
          and your name and photo for the header) so the screens work when you come back. Logging
          out clears them.
        </p>
      </>
    ),
  },
  {
    id: "security-and-retention",
    title: "Security and how long we keep data",
    body: (
      <>
        <p>
          We protect your account with hashed passwords, optional two-step verification, sign-in
          links that work once and expire, and encrypted connections. No system is perfectly secure;
          if something goes wrong that affects your information, we will tell you as the law
          requires.
        </p>
        <p>
          We keep your information while your account exists. When you delete your account, it is
          deleted at once, except what the law requires us to keep for a time.
        </p>
      </>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If we change this policy, we will update the date at the top, and for changes that matter we
        will tell you by e-mail or on Lineup before they take effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <p>
        Questions, requests about your data or your child&apos;s, or concerns: write to{" "}
        <ContactLink />. We answer every message.
      </p>
    ),
  },
];

/** /privacy: the privacy policy (issue 21), linked from the join screens and the footer. */
export function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy Policy"
      summary={
        <>
          <p className="font-semibold text-zinc-950">In short</p>
          <ul className="mt-2 list-disc space-y-1 pl-6">
            <li>Your minimum prices are seen by you alone.</li>
            <li>Buyers never see your e-mail address or phone number.</li>
            <li>No one under 13; teenagers join with a parent or guardian.</li>
            <li>Download or delete everything, any time, in Settings.</li>
            <li>One cookie, to keep you signed in. Nothing is sold.</li>
          </ul>
        </>
      }
      sections={SECTIONS}
    />
  );
}
