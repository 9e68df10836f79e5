import { useId, useState, type DragEvent, type ReactNode, type Ref } from "react";
import { describedBy } from "./field-parts";

type FileDropProps = {
  /** The action, e.g. "Add photos"; also the file input's accessible name. */
  label: string;
  /** The `accept` attribute: a hint to the file chooser. Callers still check every file. */
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** A line under the label, e.g. the allowed types and size. */
  description?: ReactNode;
  /** Lets a caller reopen the chooser, e.g. from a "Try Again" button. */
  inputRef?: Ref<HTMLInputElement>;
  /** A picture beside the label, e.g. the current avatar. */
  media?: ReactNode;
  disabled?: boolean;
};

function UploadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" fill="none" aria-hidden="true">
      <path
        d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3.5A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5V15"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A file chooser that is also a drop zone. The real <input type="file"> stays in the tab order
 * (visually hidden), so Enter or Space opens the chooser; its label is the large tap target.
 * Dropped files bypass `accept`, which is why callers validate what they get.
 */
export function FileDrop({
  label,
  accept,
  multiple = false,
  onFiles,
  description,
  inputRef,
  media,
  disabled = false,
}: FileDropProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const [dragging, setDragging] = useState(false);

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-describedby={describedBy(description !== undefined && descriptionId)}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Choosing the same file again must fire change again.
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`flex cursor-pointer items-center gap-4 rounded-2xl border-2 border-dashed px-4 py-3 transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 ${
          dragging
            ? "border-accent-600 bg-accent-50"
            : "border-zinc-300 bg-white hover:border-zinc-400"
        }`}
      >
        {media ?? (
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white text-accent-700 shadow-xs">
            <UploadIcon />
          </span>
        )}
        <span className="min-w-0">
          <span className="block font-semibold text-zinc-950">{label}</span>
          <span className="block text-sm text-zinc-600">
            <span className="hidden sm:inline">or drag and drop here. </span>
            {description !== undefined && <span id={descriptionId}>{description}</span>}
          </span>
        </span>
      </label>
    </div>
  );
}
