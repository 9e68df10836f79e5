import type { MediaItem } from "@lineup/shared";
import { useRef, useState } from "react";
import type { PreviewItem } from "@web/components/ui/media-preview";

type Added = { key: string; file: File };

type Selection = {
  saved: MediaItem[];
  added: Added[];
  /** Ids of saved items to delete on the next save. */
  removed: string[];
};

/**
 * Photos or videos being edited: what is saved, what was chosen since, and what was removed,
 * until a save sends the difference (multipart `files` and `removed`) and the answer becomes the
 * new saved list. At most `limit` in all, the server's own cap.
 */
export function useMediaSelection(initial: readonly MediaItem[], limit: number) {
  const [selection, setSelection] = useState<Selection>({
    saved: [...initial],
    added: [],
    removed: [],
  });
  const nextKey = useRef(0);
  const count = selection.saved.length + selection.added.length;

  /** Adds what fits under the limit; answers how many did not. */
  function add(files: readonly File[]): number {
    const room = Math.max(0, limit - count);
    const taken = files.slice(0, room).map((file) => ({ key: `new-${nextKey.current++}`, file }));
    if (taken.length) setSelection((prev) => ({ ...prev, added: [...prev.added, ...taken] }));
    return files.length - taken.length;
  }

  function remove(key: string) {
    setSelection((prev) => {
      const saved = prev.saved.find((item) => item.id === key);
      return saved
        ? {
            ...prev,
            saved: prev.saved.filter((item) => item !== saved),
            removed: [...prev.removed, saved.id],
          }
        : { ...prev, added: prev.added.filter((item) => item.key !== key) };
    });
  }

  function markSaved(saved: readonly MediaItem[]) {
    setSelection({ saved: [...saved], added: [], removed: [] });
  }

  function previews(kind: PreviewItem["kind"], noun: string): PreviewItem[] {
    return [
      ...selection.saved.map((item, index) => ({
        key: item.id,
        kind,
        source: item.url,
        name: `${noun} ${index + 1}`,
      })),
      ...selection.added.map((item) => ({
        key: item.key,
        kind,
        source: item.file,
        name: item.file.name,
        pending: true,
      })),
    ];
  }

  return {
    count,
    files: selection.added.map((item) => item.file),
    removed: selection.removed,
    dirty: selection.added.length > 0 || selection.removed.length > 0,
    add,
    remove,
    markSaved,
    previews,
  };
}

export type MediaSelection = ReturnType<typeof useMediaSelection>;
