import type { AnyProfile } from "@lineup/shared";
import { Panel } from "@web/components/ui/panel";

/**
 * The profile as others will see it: buyers see an athlete's, athletes a buyer's. Built only from what a buyer may see: services by name,
 * never their prices (DESIGN.md: an athlete's price is private), and no contact details.
 */
export function PublicPreview({ profile, name }: { profile: AnyProfile; name: string }) {
  const viewers = profile.type === "Athlete" ? "buyers" : "athletes";
  return (
    <Panel title={`How ${viewers} will see you`}>
      <article
        aria-label="Public profile preview"
        className="mt-4 rounded-2xl border border-dashed border-zinc-300 p-4"
      >
        <div className="flex items-center gap-3">
          {profile.avatar ? (
            <img src={profile.avatar.url} alt="" className="size-14 rounded-full object-cover" />
          ) : (
            <span aria-hidden="true" className="size-14 rounded-full bg-zinc-200" />
          )}
          <div className="min-w-0">
            <p className="truncate text-lg font-bold text-zinc-950">{name}</p>
            <p className="text-sm text-zinc-600">
              {profile.type === "Athlete"
                ? `${profile.sport.name} · ${profile.hometown.name}, ${profile.hometown.state}`
                : `${profile.location.name}, ${profile.location.state}`}
            </p>
          </div>
        </div>
        {profile.bio && (
          <p className="mt-3 text-pretty whitespace-pre-line text-zinc-700">{profile.bio}</p>
        )}
        {profile.type === "Athlete" && profile.services.length > 0 && (
          <ul aria-label="Services" className="mt-3 flex flex-wrap gap-2">
            {profile.services.map((service) => (
              <li
                key={service.id}
                className="rounded-full bg-zinc-100 px-3 py-1 text-sm text-zinc-800"
              >
                {service.name}
              </li>
            ))}
          </ul>
        )}
      </article>
    </Panel>
  );
}
