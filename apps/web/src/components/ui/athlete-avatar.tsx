import { useState } from "react";

type AthleteAvatarProps = {
  name: string;
  url: string | null;
  size: "small" | "card" | "profile";
};

const BOX = {
  small: "size-12 text-base",
  card: "size-16 text-lg",
  profile: "size-24 text-2xl sm:size-28",
};

/** Up to two initials of a name, for an athlete without a photo. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");

/**
 * The athlete's photo, or their initials without one (or when it fails to load). The name is
 * always written beside it, so the picture is decorative (empty alt).
 */
export function AthleteAvatar({ name, url, size }: AthleteAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const circle = `inline-flex shrink-0 items-center justify-center rounded-full ${BOX[size]}`;
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt=""
        decoding="async"
        loading="lazy"
        onError={() => setFailed(url)}
        className={`${circle} bg-zinc-200 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${circle} bg-accent-100 font-black text-accent-800`}>
      {initialsOf(name)}
    </span>
  );
}
