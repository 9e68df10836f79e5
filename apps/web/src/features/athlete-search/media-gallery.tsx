import type { PublicAthleteProfile } from "@lineup/shared";
import { useRef, useState, type MouseEvent } from "react";
import { deferredModule } from "@web/lib/deferred-module";
import { mediaItems } from "./media-items";

// The viewer (Ariakit's Dialog) is fetched at the person's first press or key, or when a
// thumbnail is opened: none of it is in the profile's first load (DESIGN.md budgets, 0078).
const viewer = deferredModule(() => import("./media-viewer"));

type MediaGalleryProps = Pick<PublicAthleteProfile, "name" | "photos" | "videos">;

/**
 * The profile's photos and videos as a grid of thumbnails, each opening the full-screen viewer
 * at that item. Each thumbnail is also a link to the file itself, which is where it leads when
 * the viewer cannot be downloaded (offline).
 */
export function MediaGallery({ name, photos, videos }: MediaGalleryProps) {
  const items = mediaItems(photos, videos);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const indexRef = useRef(index);
  const go = (at: number) => {
    indexRef.current = at;
    setIndex(at);
  };
  const loaded = viewer.useModule();
  // Read when the viewer closes: the thumbnail of the item it showed last.
  const [finalFocus] = useState(() => ({
    get current() {
      return thumbnails.current[indexRef.current] ?? null;
    },
  }));

  const show = (event: MouseEvent<HTMLAnchorElement>, at: number) => {
    // A modified click (new tab, download) keeps the browser's meaning.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const href = event.currentTarget.href;
    go(at);
    setOpen(true);
    viewer.load().catch(() => {
      setOpen(false);
      window.location.assign(href);
    });
  };

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {items.map((item, at) => (
          <li key={item.id}>
            <a
              ref={(element) => {
                thumbnails.current[at] = element;
              }}
              href={item.url}
              onClick={(event) => show(event, at)}
              className="group relative block overflow-hidden rounded-xl bg-zinc-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-600"
            >
              {item.kind === "photo" ? (
                <img
                  src={item.url}
                  alt={`${item.label} of ${name}`}
                  loading="lazy"
                  decoding="async"
                  className="aspect-square w-full object-cover transition-transform group-hover:scale-105"
                />
              ) : (
                <>
                  <video
                    preload="metadata"
                    muted
                    aria-label={`${item.label} of ${name}`}
                    className="aspect-square w-full bg-zinc-900 object-cover"
                  >
                    <source src={item.url} type={item.contentType} />
                  </video>
                  <PlayBadge />
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
      {loaded && (
        <loaded.MediaViewer
          open={open}
          items={items}
          index={index}
          name={name}
          onIndex={go}
          onClose={() => setOpen(false)}
          finalFocus={finalFocus}
        />
      )}
    </>
  );
}

function PlayBadge() {
  return (
    <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-950/70 text-white">
        <svg viewBox="0 0 24 24" width={22} height={22} aria-hidden="true" fill="currentColor">
          <path d="M8 5.5v13l11-6.5z" />
        </svg>
      </span>
    </span>
  );
}
