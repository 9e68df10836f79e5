/** flag-icons names a few territories under their parent (vite/flag-images.ts serves the files). */
const FILE_OF: Record<string, string> = { AC: "sh-ac", TA: "sh-ta" };

/**
 * A country's flag as an image that ships with the app (decision 0075): emoji flags render as
 * empty boxes where the system has no emoji font. Decorative: the country's name says it all.
 */
export function CountryFlag({ code }: { code: string }) {
  const file = FILE_OF[code] ?? code.toLowerCase();
  return (
    <img
      src={`/flags/${file}.svg`}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      decoding="async"
      className="h-[18px] w-6 shrink-0 rounded-[3px] object-cover ring-1 ring-zinc-950/10"
    />
  );
}
