import { SOCIAL_NETWORKS, type PublicAthleteProfile } from "@lineup/shared";
import { useId, type ReactNode } from "react";
import { useSignedIn } from "@web/stores/signed-in-store";
import { Link, useLoaderData } from "react-router";
import { AthleteAvatar } from "@web/components/ui/athlete-avatar";
import { cityLine, levelLine } from "./labels";
import { MediaGallery } from "./media-gallery";
import type { ProfileData } from "./profile-loader";
import { isRefusal, type SearchRefusal } from "./search-access";
import { SearchClosed, SearchFrame } from "./search-frame";
import { MakeOfferButton } from "./make-offer-button";
import { ShortlistButton } from "./shortlist-button";

const backLink = "inline-flex min-h-11 items-center font-semibold text-accent-700 underline";

/** Only web addresses become links (never `javascript:` or the like). */
const isWebLink = (url: string) => /^https?:\/\//i.test(url);

const networkLabel = (network: string) =>
  network in SOCIAL_NETWORKS
    ? SOCIAL_NETWORKS[network as keyof typeof SOCIAL_NETWORKS].label
    : network;

/** /athletes/profile?id=…: an approved athlete's public profile. */
export function ProfileScreen() {
  const data = useLoaderData<ProfileData | SearchRefusal>();
  if (isRefusal(data)) {
    return (
      <SearchFrame title="Athlete profile">
        <SearchClosed message={data.refused} />
      </SearchFrame>
    );
  }
  const back = (
    <Link to={data.back} className={`${backLink} self-start`}>
      Back to the search
    </Link>
  );
  if ("missing" in data) {
    return (
      <SearchFrame title="Athlete profile">
        <p className="rounded-2xl border border-zinc-200 bg-white p-5 text-zinc-800">
          {data.missing}
        </p>
        {back}
      </SearchFrame>
    );
  }
  return <Profile profile={data.profile} back={back} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-xl font-black text-zinc-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

const chip = "rounded-full bg-zinc-100 px-3 py-1 text-sm font-medium text-zinc-800";

function Profile({ profile, back }: { profile: PublicAthleteProfile; back: ReactNode }) {
  const titleId = useId();
  const sport = [profile.sport.name, ...profile.positions.map((position) => position.name)];
  const socials = Object.entries(profile.socials).filter(([, url]) => isWebLink(url));
  const role = useSignedIn()?.role;
  const canOffer = role === "business" || role === "individual";
  return (
    <article
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-6 sm:px-6 sm:py-10"
    >
      {back}
      <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <AthleteAvatar name={profile.name} url={profile.avatarUrl} size="profile" />
        <div className="flex min-w-0 flex-col gap-1">
          <h1
            id={titleId}
            className="text-3xl font-black tracking-tight text-balance text-zinc-950"
          >
            {profile.name}
          </h1>
          <p className="font-semibold text-zinc-800">{sport.join(" · ")}</p>
          <p className="text-zinc-700">{levelLine(profile)}</p>
          {profile.team && <p className="text-zinc-700">{profile.team}</p>}
          <p className="text-zinc-700">{cityLine(profile.city)}</p>
          {profile.agent && (
            <p className="text-sm font-semibold text-accent-800">
              Represented by {profile.agent.name}
            </p>
          )}
        </div>
      </header>
      <ShortlistButton athleteId={profile.id} shortlisted={profile.shortlisted} />

      {profile.bio && (
        <Section title="About">
          <p className="text-pretty whitespace-pre-line text-zinc-800">{profile.bio}</p>
        </Section>
      )}

      <Section title="Services">
        {profile.services.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {profile.services.map((service) => (
              <li key={service.id} className={chip}>
                {service.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-zinc-700">No services listed yet.</p>
        )}
        {/* Only businesses and individuals offer; the profile answers only approved viewers. */}
        {canOffer && <MakeOfferButton athlete={profile} />}
      </Section>

      {profile.interests.length > 0 && (
        <Section title="Interests">
          <ul className="flex flex-wrap gap-2">
            {profile.interests.map((interest) => (
              <li key={interest.id} className={chip}>
                {interest.name}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {socials.length > 0 && (
        <Section title="Social media">
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {socials.map(([network, url]) => (
              <li key={network}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center font-semibold text-accent-700 underline"
                >
                  {networkLabel(network)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {(profile.photos.length > 0 || profile.videos.length > 0) && (
        <Section title="Photos and videos">
          <MediaGallery name={profile.name} photos={profile.photos} videos={profile.videos} />
        </Section>
      )}
    </article>
  );
}
