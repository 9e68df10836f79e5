import type { Socials } from "@lineup/shared";

/** The add-socials form's defaults and saved body, apart from its zod schema (loaded lazily). */

type SocialsText = Record<keyof Socials, string>;

/** Only the links given (spec §3 "only non-empty ones"). */
export function nonEmptySocials(socials: Socials): Socials {
  return Object.fromEntries(
    Object.entries(socials).filter(([, link]) => typeof link === "string" && link !== ""),
  );
}

export const EMPTY_SOCIALS: SocialsText = {
  instagram: "",
  youtube: "",
  x: "",
  tiktok: "",
  facebook: "",
};

/** What was saved before, for a person coming back. */
export function socialsDefaults(saved: Record<string, string> | undefined): SocialsText {
  const values = { ...EMPTY_SOCIALS };
  for (const key of Object.keys(values) as (keyof Socials)[]) {
    const link = saved?.[key];
    if (typeof link === "string") values[key] = link;
  }
  return values;
}
