/** A kind of upload: its file types, and the name extensions that stand for them. */
export interface UploadKind {
  extensions: readonly string[];
  types: readonly string[];
}

/**
 * The images the API accepts, sniffed from their bytes, and re-encodes (docs/decisions/0056):
 * spec §5's jpg, jpeg, png, apng, gif, webp, heic, heif and svg, plus AVIF (re-encoded as JPEG).
 * The web app checks a chosen file against the same list before uploading.
 */
export const IMAGE_UPLOADS: UploadKind = {
  extensions: ["jpg", "jpeg", "png", "apng", "gif", "webp", "heic", "heif", "avif", "svg"],
  types: [
    "image/jpeg",
    "image/png",
    "image/apng",
    "image/gif",
    "image/webp",
    "image/heic",
    "image/heif",
    "image/heic-sequence",
    "image/heif-sequence",
    "image/avif",
    "image/svg+xml",
  ],
};

/** The videos the API keeps (docs/decisions/0007): MP4, MOV, WebM. */
export const VIDEO_UPLOADS: UploadKind = {
  extensions: ["mp4", "m4v", "mov", "webm"],
  types: ["video/mp4", "video/quicktime", "video/webm"],
};
