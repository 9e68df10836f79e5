import { useRef } from "react";
import { FileDrop } from "./file-drop";
import { useObjectUrlRef } from "./media-preview";
import { UploadProgress } from "./upload-progress";
import { IMAGE_FILES, acceptOf, avatarProblem } from "@web/lib/upload-rules";
import { useUploadError } from "./use-upload-error";

type AvatarFieldProps = {
  /** The saved avatar's address, if any. */
  savedUrl: string | null;
  /** The photo chosen to replace it, not uploaded yet. */
  file: File | null;
  onFile: (file: File) => void;
  /** Upload progress, 0 to 1, while saving. */
  progress: number | null;
  disabled: boolean;
};

function PersonIcon() {
  return (
    <svg viewBox="0 0 24 24" width="36" height="36" fill="none" aria-hidden="true">
      <circle cx="12" cy="8.5" r="4" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

function AvatarImage({ savedUrl, file }: Pick<AvatarFieldProps, "savedUrl" | "file">) {
  const className = "size-16 shrink-0 rounded-full object-cover shadow-sm";
  if (file) return <FilePreview file={file} className={className} />;
  if (savedUrl) return <img src={savedUrl} alt="Your profile photo" className={className} />;
  return (
    <span className="grid size-16 shrink-0 place-items-center rounded-full bg-zinc-200 text-zinc-500">
      <PersonIcon />
    </span>
  );
}

/** An image preview of a chosen file through an object URL revoked when it goes away. */
function FilePreview({ file, className }: { file: File; className: string }) {
  const ref = useObjectUrlRef(file);
  return <img ref={ref} alt="Your new profile photo" className={className} />;
}

/** Profile photo: one image, at most 5 MB, previewed before saving (spec §2, §5). */
export function AvatarField({ savedUrl, file, onFile, progress, disabled }: AvatarFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadError = useUploadError();

  function choose(files: File[]) {
    const chosen = files[0];
    if (!chosen) return;
    const problem = avatarProblem(chosen);
    if (problem) uploadError.show(problem, () => inputRef.current?.click());
    else onFile(chosen);
  }

  return (
    <div>
      <FileDrop
        label={file || savedUrl ? "Change profile photo" : "Choose a profile photo"}
        accept={acceptOf(IMAGE_FILES)}
        onFiles={choose}
        inputRef={inputRef}
        disabled={disabled}
        description="JPG, PNG, GIF, WebP, HEIC or SVG, up to 5 MB."
        media={<AvatarImage savedUrl={savedUrl} file={file} />}
      />
      {progress !== null && <UploadProgress label="Uploading profile photo" value={progress} />}
      {uploadError.modal}
    </div>
  );
}
