import { Dialog, DialogDismiss, DialogHeading } from "@ariakit/react";
import type { KeyboardEvent, RefObject } from "react";
import { CloseIcon } from "@web/components/ui/close-icon";
import type { MediaItem } from "./media-items";
import { useSwipe } from "./use-swipe";

export type MediaViewerProps = {
  open: boolean;
  items: MediaItem[];
  index: number;
  /** Whose pictures: part of each picture's description. */
  name: string;
  onIndex: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back on closing: the thumbnail of the item last shown. */
  finalFocus: RefObject<HTMLElement | null>;
};

// The focus ring sits inside the button, so the close button's is not cut off at the screen's edge.
const control =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full font-semibold " +
  "text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white";

/**
 * The profile's photos and videos one at a time, full screen (issue 23). Ariakit's modal Dialog
 * keeps focus inside, makes the page behind inert, locks its scroll, closes on Escape and gives
 * focus back (to the thumbnail of the item last shown). Arrow keys and sideways swipes go through
 * the items, wrapping at the ends so focus never lands on a disabled button; the heading says
 * "Photo 2 of 5" and is announced when it changes. Loaded only when a person opens it (or first
 * engages with the page), so the profile's first load carries none of it.
 */
export function MediaViewer(props: MediaViewerProps) {
  const { open, items, index, name, onIndex, onClose, finalFocus } = props;
  const item = items[index];
  const step = (by: number) => onIndex((index + by + items.length) % items.length);
  const swipe = useSwipe(
    () => step(1),
    () => step(-1),
  );
  if (!item) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    // A focused video's own controls seek with the arrow keys.
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === "ArrowRight") step(1);
    else if (event.key === "ArrowLeft") step(-1);
    else return;
    event.preventDefault();
  };

  const several = items.length > 1;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      finalFocus={finalFocus}
      onKeyDown={onKeyDown}
      backdrop={<div className="fixed inset-0 z-50 bg-zinc-950" />}
      className="fixed inset-0 z-50 flex flex-col text-white"
    >
      <div className="flex items-center justify-between gap-2 p-2 sm:p-4">
        <DialogHeading render={<h2 aria-live="polite" />} className="px-2 text-lg font-bold">
          {item.label}
        </DialogHeading>
        <DialogDismiss aria-label="Close" className={`${control} size-11`}>
          <CloseIcon size={24} />
        </DialogDismiss>
      </div>
      <div
        {...swipe}
        className="flex min-h-0 flex-1 touch-pan-y items-center justify-center px-2 select-none sm:px-16"
      >
        {item.kind === "photo" ? (
          <img
            key={item.id}
            src={item.url}
            alt={`${item.label} of ${name}`}
            draggable={false}
            className="max-h-full max-w-full rounded-lg object-contain"
          />
        ) : (
          <video
            key={item.id}
            controls
            preload="metadata"
            aria-label={`${item.label} of ${name}`}
            className="max-h-full max-w-full rounded-lg bg-black"
          >
            <source src={item.url} type={item.contentType} />
          </video>
        )}
      </div>
      {several && (
        <div className="flex items-center justify-center gap-4 p-3 sm:p-4">
          <button type="button" className={`${control} px-4`} onClick={() => step(-1)}>
            <Arrow direction="left" />
            Previous
          </button>
          <button type="button" className={`${control} px-4`} onClick={() => step(1)}>
            Next
            <Arrow direction="right" />
          </button>
        </div>
      )}
    </Dialog>
  );
}

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} fill="none" aria-hidden="true">
      <path
        d={direction === "left" ? "M15 5 8 12l7 7" : "M9 5l7 7-7 7"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
