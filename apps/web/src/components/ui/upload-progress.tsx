import { useId } from "react";

type UploadProgressProps = {
  label: string;
  /** The share sent so far, 0 to 1. */
  value: number;
};

/**
 * A labelled upload progress bar (DESIGN.md "progress bars on uploads"). A native <progress>
 * carries the progressbar role and its value to assistive technology.
 */
export function UploadProgress({ label, value }: UploadProgressProps) {
  const id = useId();
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="mt-3">
      <div className="mb-1.5 flex items-center justify-between text-sm text-zinc-700">
        <span id={id}>{label}</span>
        <span aria-hidden="true" className="font-semibold tabular-nums">
          {percent}%
        </span>
      </div>
      <progress
        aria-labelledby={id}
        value={percent}
        max={100}
        className="block h-2 w-full appearance-none overflow-hidden rounded-full bg-zinc-200 [&::-moz-progress-bar]:bg-accent-600 [&::-webkit-progress-bar]:bg-zinc-200 [&::-webkit-progress-value]:bg-accent-600 [&::-webkit-progress-value]:transition-all"
      />
    </div>
  );
}
