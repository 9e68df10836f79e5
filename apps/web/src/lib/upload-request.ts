import { FAILED_CALL_STATUS, MESSAGES } from "@lineup/shared";
import { ApiRequestError, errorFrom, parseJson } from "./api-client";

export type UploadOptions = {
  method?: "POST" | "PATCH" | "PUT";
  /** Called with the share sent so far, 0 to 1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload, answered and failing exactly like apiRequest (spec §7, §8). It uses
 * XMLHttpRequest rather than fetch because only XMLHttpRequest reports upload progress, which
 * drives the progress bars DESIGN.md asks for. The browser sets the multipart Content-Type with
 * its boundary; same-origin cookies go along by default.
 */
export function uploadRequest<T>(
  path: string,
  form: FormData,
  { method = "PATCH", onProgress, signal }: UploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFrom(xhr.status, text));
        return;
      }
      onProgress?.(1);
      const json = parseJson(text);
      resolve((json === undefined ? text : json) as T);
    };
    // The browser tells no reason for a network failure; spec §8 falls back to 'Unknown error'.
    xhr.onerror = () => reject(new ApiRequestError(FAILED_CALL_STATUS, MESSAGES.unknownError));
    xhr.onabort = () => reject(new DOMException("The upload was aborted.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
