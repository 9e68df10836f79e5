import { useState } from "react";
import { initialsOf } from "./labels";

type AthleteAvatarProps = { name: string; url: string | null; size: "card" | "profile" };

/**
 * The athlete's photo, or their initials without one (or when it fails to load). The name is
 * always written beside it, so the picture is decorative (empty alt).
 */
export function AthleteAvatar({ name, url, size }: AthleteAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = size === "card" ? "size-16 text-lg" : "size-24 text-2xl sm:size-28";
  const circle = `inline-flex shrink-0 items-center justify-center rounded-full ${box}`;
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
