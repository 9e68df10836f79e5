import type { OperatorProfile } from "@lineup/shared";
import { DetailCard } from "./detail-list";

const names = (items: { name: string }[]) => items.map((item) => item.name).join(", ");

/** The profile as the person entered it: every answer, then the photos and videos. */
export function ProfileDetails({ profile }: { profile: OperatorProfile }) {
  const { athlete, business } = profile;
  const place = profile.city ? `${profile.city.name}, ${profile.city.state}` : null;
  return (
    <>
      <DetailCard
        title={`${profile.type} profile`}
        rows={[
          [
            "Onboarding",
            profile.nextStep === "done" ? "Finished" : `Next step: ${profile.nextStep}`,
          ],
          [profile.type === "Athlete" ? "Hometown" : "Location", place],
          ["About", profile.bio],
          ["Website", profile.website],
          ...(athlete
            ? ([
                ["Sport", athlete.sport.name],
                ["Team", athlete.team],
                ["Positions", names(athlete.roles)],
                ["Activities", names(athlete.activities)],
                ["Level", athlete.education],
                ["Class", athlete.class ? String(athlete.class) : null],
                ["Gender", athlete.gender],
                ["Statistics", athlete.statistics],
                ["Agent's e-mail", athlete.agentEmail],
                [
                  "Social networks",
                  Object.entries(athlete.socials)
                    .map(([network, handle]) => `${network}: ${handle}`)
                    .join("\n"),
                ],
                ["Services", names(athlete.services)],
              ] as [string, string | null][])
            : []),
          ...(business
            ? ([
                ["Business type", business.businessType.name],
                ["Marketing tactics", names(business.marketingTactics)],
                ["Goals", names(business.goals)],
              ] as [string, string | null][])
            : []),
        ]}
      />
      <DetailCard title="Photos and videos">
        {!profile.avatar && profile.photos.length === 0 && profile.videos.length === 0 ? (
          <p className="mt-3 text-zinc-600">No photo or video yet.</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {profile.avatar && (
              <li>
                <img
                  src={profile.avatar.url}
                  alt="Profile photo"
                  loading="lazy"
                  className="aspect-square w-full rounded-xl bg-zinc-100 object-cover"
                />
              </li>
            )}
            {profile.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={`Photo ${index + 1} (opens in a new tab)`}
                    loading="lazy"
                    className="aspect-square w-full rounded-xl bg-zinc-100 object-cover"
                  />
                </a>
              </li>
            ))}
            {profile.videos.map((video, index) => (
              <li key={video.id}>
                <video
                  src={video.url}
                  controls
                  preload="metadata"
                  aria-label={`Video ${index + 1}`}
                  className="aspect-square w-full rounded-xl bg-zinc-900 object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </DetailCard>
    </>
  );
}
