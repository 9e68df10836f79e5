import type { GuardianAthletePreview } from "@lineup/shared";
import { useId } from "react";
import { AthleteAvatar } from "@web/components/ui/athlete-avatar";

/** "2010-05-14" as "May 14, 2010", in the calendar as given (no time zone can shift it). */
export function longDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}

/**
 * What businesses will see of the athlete once the guardian agrees (the public profile's parts,
 * no contact, no price), and the date of birth, which only the guardian sees here.
 */
export function AthletePreview({ athlete }: { athlete: GuardianAthletePreview }) {
  const titleId = useId();
  const name = `${athlete.firstName} ${athlete.lastName}`;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5"
    >
      <h2 id={titleId} className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
        The profile businesses would see
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <AthleteAvatar name={name} url={athlete.avatarUrl} size="card" />
        <div className="min-w-0">
          <p className="text-xl font-black break-words text-zinc-950">{name}</p>
          <p className="text-zinc-700">
            {athlete.sport} · {athlete.level}
            {athlete.team ? ` · ${athlete.team}` : ""}
          </p>
          <p className="text-zinc-700">
            {athlete.city.name}, {athlete.city.state}
          </p>
        </div>
      </div>
      <dl className="mt-4 grid gap-3 text-zinc-800">
        <div>
          <dt className="font-semibold">Date of birth</dt>
          <dd>
            {longDate(athlete.dateOfBirth)}{" "}
            <span className="text-zinc-600">(private: businesses never see it)</span>
          </dd>
        </div>
        {athlete.bio && (
          <div>
            <dt className="font-semibold">Bio</dt>
            <dd className="whitespace-pre-line">{athlete.bio}</dd>
          </div>
        )}
        <div>
          <dt className="font-semibold">Services offered</dt>
          <dd>
            {athlete.services.length > 0 ? (
              <ul className="list-disc pl-5">
                {athlete.services.map((service, index) => (
                  <li key={`${service.name}-${index}`}>{service.name}</li>
                ))}
              </ul>
            ) : (
              "None yet"
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
