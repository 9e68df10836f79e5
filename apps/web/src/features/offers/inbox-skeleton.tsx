/** Grey cards where the offers will be, while a page of them loads. */
export function InboxSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-3">
      {[0, 1, 2].map((key) => (
        <li
          key={key}
          className="flex animate-pulse gap-4 rounded-2xl border border-zinc-200 bg-white p-5"
        >
          <span className="size-12 shrink-0 rounded-full bg-zinc-200" />
          <span className="flex flex-1 flex-col gap-2">
            <span className="h-5 w-2/5 rounded bg-zinc-200" />
            <span className="h-4 w-3/5 rounded bg-zinc-100" />
            <span className="h-4 w-1/4 rounded bg-zinc-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}
