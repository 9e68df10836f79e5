import { useState } from "react";
import { Button } from "./button";
import { Modal } from "./modal";
import { StatusIcon } from "./status-icon";

type UploadError = { open: boolean; message: string; retry: (() => void) | null };

/**
 * Why a chosen file cannot be used, in the spec's words ("File is too large! Maximum size is
 * 5MB.", "Please upload an image file."), with 'Try Again', which reopens the file chooser. The
 * message outlives `open`, so it stays put while the modal fades out.
 */
export function useUploadError() {
  const [error, setError] = useState<UploadError>({ open: false, message: "", retry: null });
  const close = () => setError((prev) => ({ ...prev, open: false }));

  const modal = (
    <Modal
      open={error.open}
      onClose={close}
      title={error.message}
      icon={<StatusIcon tone="error" />}
    >
      <p className="mt-3 text-zinc-700">Please choose another file.</p>
      <Button
        className="mt-6 w-full"
        onClick={() => {
          close();
          // Still inside the press, so the browser lets the chooser open.
          error.retry?.();
        }}
      >
        Try Again
      </Button>
    </Modal>
  );

  function show(message: string, retry: () => void) {
    setError({ open: true, message, retry });
  }

  return { show, modal };
}
