import { MESSAGES } from "@lineup/shared";
import { useId, useRef, useState } from "react";
import { FieldError } from "@web/components/ui/field-parts";
import { FileDrop } from "@web/components/ui/file-drop";
import { MediaPreviewGrid } from "@web/components/ui/media-preview";
import { UploadProgress } from "@web/components/ui/upload-progress";
import { IMAGE_FILES, VIDEO_FILES, acceptOf, sortMediaFiles } from "@web/lib/upload-rules";
import type { MediaSelection } from "./use-media-selection";
import { useUploadError } from "@web/components/ui/use-upload-error";

const KINDS = {
  image: {
    files: IMAGE_FILES,
    noun: "Photo",
    plural: "photos",
    description: "JPG, PNG, GIF, WebP, HEIC or SVG, up to 5 MB each.",
    types: "JPG, PNG, GIF, WebP, HEIC or SVG",
  },
  video: {
    files: VIDEO_FILES,
    noun: "Video",
    plural: "videos",
    description: "MP4, MOV or WebM, up to 5 MB each.",
    types: "MP4, MOV or WebM",
  },
} as const;

type MediaFieldProps = {
  kind: keyof typeof KINDS;
  selection: MediaSelection;
  limit: number;
  /** Upload progress, 0 to 1, while saving. */
  progress: number | null;
  disabled: boolean;
};

/** Says which files of another type were left out, and what the field takes instead. */
export function skippedNotice(skipped: readonly File[], kind: keyof typeof KINDS): string {
  const { noun, plural, types } = KINDS[kind];
  const names = skipped.map((file) => file.name).join(", ");
  const what =
    skipped.length === 1 ? `it is not a ${noun.toLowerCase()}` : `they are not ${plural}`;
  return `Skipped ${names}: ${what} (${types}).`;
}

/**
 * Photos or videos (spec §2, §5): several files at once, each at most 5 MB. A file of another
 * type is left out and named in a quiet notice (decision 0074); one too large is left out with
 * the too-large message.
 * Previews show at once and can be removed before saving.
 */
export function MediaField({ kind, selection, limit, progress, disabled }: MediaFieldProps) {
  const { files, noun, plural, description } = KINDS[kind];
  const inputRef = useRef<HTMLInputElement>(null);
  const limitId = useId();
  const uploadError = useUploadError();
  const [overLimit, setOverLimit] = useState(false);
  const [skipped, setSkipped] = useState<string | null>(null);
  const full = selection.count >= limit;

  function choose(chosen: File[]) {
    const { accepted, tooLarge, otherType } = sortMediaFiles(chosen, files);
    setOverLimit(selection.add(accepted) > 0);
    setSkipped(otherType.length ? skippedNotice(otherType, kind) : null);
    if (tooLarge.length) uploadError.show(MESSAGES.fileTooLarge, () => inputRef.current?.click());
  }

  return (
    <div>
      <FileDrop
        label={`Add ${plural}`}
        accept={acceptOf(files)}
        multiple
        onFiles={choose}
        inputRef={inputRef}
        disabled={disabled || full}
        description={`${description} Up to ${limit}.`}
      />
      <p role="status" className="mt-2 text-sm text-zinc-700 empty:hidden">
        {skipped}
      </p>
      <FieldError
        id={limitId}
        alert
        message={overLimit ? `You can add up to ${limit} ${plural}.` : undefined}
      />
      <MediaPreviewGrid
        label={`${noun}s`}
        items={selection.previews(kind, noun)}
        onRemove={(key) => {
          selection.remove(key);
          setOverLimit(false);
        }}
        disabled={disabled}
      />
      {progress !== null && <UploadProgress label={`Uploading ${plural}`} value={progress} />}
      {uploadError.modal}
    </div>
  );
}
