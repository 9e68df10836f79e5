import { useCallback } from "react";

export type PreviewItem = {
  key: string;
  kind: "image" | "video";
  /** A chosen file (not uploaded yet) or the address of a saved one. */
  source: File | string;
  name: string;
  /** Chosen but not saved yet. */
  pending?: boolean;
};

/**
 * Points a media element at a chosen file through an object URL, created when the element
 * mounts and revoked when it unmounts or the file changes (a React 19 ref cleanup), so previews
 * never leak memory and never show a revoked address.
 */
export function useObjectUrlRef(source: File | string, kind: PreviewItem["kind"] = "image") {
  return useCallback(
    (node: HTMLImageElement | HTMLVideoElement | null) => {
      if (!node || typeof source === "string") return;
      const url = URL.createObjectURL(source);
      // A media fragment makes the browser paint the first frame as the video's poster.
      node.src = kind === "video" ? `${url}#t=0.1` : url;
      return () => URL.revokeObjectURL(url);
    },
    [source, kind],
  );
}

function Preview({ item }: { item: PreviewItem }) {
  const ref = useObjectUrlRef(item.source, item.kind);
  const src = typeof item.source === "string" ? item.source : undefined;
  const className = "size-full object-cover";
  if (item.kind === "video") {
    return (
      <>
        <video
          ref={ref}
          src={src}
          muted
          playsInline
          preload="metadata"
          aria-label={item.name}
          className={className}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 grid place-items-center"
        >
          <span className="grid size-10 place-items-center rounded-full bg-zinc-950/60 text-white">
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
              <path d="M8 5.5v13l10-6.5z" />
            </svg>
          </span>
        </span>
      </>
    );
  }
  return <img ref={ref} src={src} alt={item.name} className={className} />;
}

type MediaPreviewGridProps = {
  /** Names the list for screen readers, e.g. "Photos". */
  label: string;
  items: readonly PreviewItem[];
  onRemove: (key: string) => void;
  disabled?: boolean;
};

/** Thumbnails of chosen and saved media, each with a remove button (DESIGN.md "image previews"). */
export function MediaPreviewGrid({ label, items, onRemove, disabled }: MediaPreviewGridProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.key}
          className="relative aspect-square overflow-hidden rounded-xl bg-zinc-100 ring-1 ring-zinc-200"
        >
          <Preview item={item} />
          {item.pending && (
            <span className="absolute bottom-2 left-2 rounded-full bg-zinc-950/60 px-2 text-xs font-semibold text-white">
              New
            </span>
          )}
          <button
            type="button"
            disabled={disabled}
            aria-label={`Remove ${item.name}`}
            onClick={() => onRemove(item.key)}
            className="absolute top-0 right-0 inline-flex size-11 items-center justify-center"
          >
            <span className="grid size-8 place-items-center rounded-full bg-zinc-950/60 text-white shadow-sm hover:bg-zinc-950">
              <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true">
                <path
                  d="M5 5l10 10M15 5 5 15"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
