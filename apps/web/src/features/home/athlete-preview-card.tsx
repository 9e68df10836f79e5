const SERVICES = ["Shooting clinic", "Camp appearance", "Brand shoot"];

function LockIcon() {
  return (
    <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="currentColor">
      <path d="M6 8V6a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 16 9.5v7a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 4 16.5v-7A1.5 1.5 0 0 1 5.5 8H6Zm2 0h4V6a2 2 0 1 0-4 0v2Z" />
    </svg>
  );
}

/**
 * An illustration of what an athlete's profile looks like to a business, drawn in markup rather
 * than as an image so it is crisp, weighs almost nothing and reserves its size up front. It is
 * decorative: the hero text already says everything it shows.
 */
export function AthletePreviewCard() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:mr-0">
      <div className="rotate-[-2deg] rounded-3xl bg-white p-6 pb-12 text-zinc-900 shadow-2xl shadow-black/40">
        <div className="flex items-center gap-4">
          <div className="grid size-14 shrink-0 place-items-center rounded-2xl bg-accent-600 text-xl font-black text-white">
            JM
          </div>
          <div className="min-w-0">
            <p className="truncate text-lg font-extrabold">Jordan Mitchell</p>
            <p className="truncate text-sm text-zinc-600">Basketball · College · Austin, TX</p>
          </div>
        </div>
        <p className="mt-5 text-xs font-bold tracking-wider text-zinc-500 uppercase">Services</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {SERVICES.map((service) => (
            <li key={service} className="rounded-full bg-zinc-100 px-3 py-1 text-sm font-medium">
              {service}
            </li>
          ))}
        </ul>
        <div className="mt-5 flex items-center justify-between rounded-2xl border border-zinc-200 px-4 py-3 text-sm">
          <span className="font-semibold">Minimum price</span>
          <span className="inline-flex items-center gap-1.5 font-semibold text-zinc-600">
            <LockIcon />
            Private
          </span>
        </div>
      </div>
      <div className="absolute -bottom-6 left-4 flex rotate-[1.5deg] items-center gap-3 rounded-2xl bg-zinc-900 px-4 py-3 text-sm text-white shadow-xl ring-1 ring-white/10 sm:left-auto sm:-right-2">
        <span className="size-2.5 rounded-full bg-accent-500" />
        <span>
          <span className="font-semibold">New booking request</span>
          <span className="block text-zinc-400">Summit Sports · Summer campaign</span>
        </span>
      </div>
    </div>
  );
}
