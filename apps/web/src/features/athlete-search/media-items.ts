import type { PublicAthleteProfile } from "@lineup/shared";

type Media = PublicAthleteProfile["photos"][number];

/** One picture or film of the profile, with what a screen reader calls it ("Photo 2 of 5"). */
export type MediaItem = Media & { kind: "photo" | "video"; label: string };

/** The photos, then the videos: the order of the grid and of the viewer's Previous and Next. */
export function mediaItems(photos: Media[], videos: Media[]): MediaItem[] {
  const labelled = (list: Media[], kind: MediaItem["kind"], word: string) =>
    list.map((media, index) => ({
      ...media,
      kind,
      label: `${word} ${index + 1} of ${list.length}`,
    }));
  return [...labelled(photos, "photo", "Photo"), ...labelled(videos, "video", "Video")];
}
