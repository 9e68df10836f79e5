import type { AnyProfile } from "@lineup/shared";

/** One thing a buyer looks for, and whether the profile has it. */
export type CompletionItem = { label: string; done: boolean };

/** What a finished-looking profile has, per type: the meter names each missing one. */
export function completionOf(profile: AnyProfile): CompletionItem[] {
  const common = [
    { label: "A profile photo", done: profile.avatar !== null },
    { label: "A bio", done: Boolean(profile.bio?.trim()) },
  ];
  if (profile.type === "Athlete") {
    return [
      ...common,
      { label: "At least one service", done: profile.services.length > 0 },
      { label: "Photos or videos", done: profile.photos.length + profile.videos.length > 0 },
      { label: "A social network link", done: Object.keys(profile.socials).length > 0 },
    ];
  }
  return [...common, { label: "A website", done: Boolean(profile.website) }];
}
