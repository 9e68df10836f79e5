import { IMAGE_UPLOADS, LIMITS, MESSAGES, VIDEO_UPLOADS, type UploadKind } from "@lineup/shared";

type FileKind = UploadKind;

/** What the API accepts and re-encodes, defined once in packages/shared. */
export const IMAGE_FILES: FileKind = IMAGE_UPLOADS;
export const VIDEO_FILES: FileKind = VIDEO_UPLOADS;

/** The file chooser's `accept`: extensions too, since some systems name HEIC with no type. */
export function acceptOf(kind: FileKind): string {
  return [...kind.types, ...kind.extensions.map((extension) => `.${extension}`)].join(",");
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot + 1).toLowerCase();
}

/**
 * A first check by declared type or by name, for a quick answer before uploading; the server
 * decides from the bytes. Either suffices: some systems give HEIC files no type, or a generic one.
 */
export function isFileOfKind(file: File, kind: FileKind): boolean {
  return (
    kind.types.includes(file.type.toLowerCase()) || kind.extensions.includes(extensionOf(file.name))
  );
}

export function isTooLarge(file: File): boolean {
  return file.size > LIMITS.uploadMaxBytes;
}

/** Spec §5 avatar rules: an image, at most 5 MB; the message to show, or null when fine. */
export function avatarProblem(file: File): string | null {
  if (!isFileOfKind(file, IMAGE_FILES)) return MESSAGES.notAnImage;
  if (isTooLarge(file)) return MESSAGES.fileTooLarge;
  return null;
}

/**
 * Spec §5 photo and video rules: a file of another type is left out (and, since decision 0074,
 * named in a quiet notice rather than dropped without a word); one over 5 MB is left out and the
 * too-large message shown.
 */
export function sortMediaFiles(files: readonly File[], kind: FileKind) {
  const ofKind = files.filter((file) => isFileOfKind(file, kind));
  return {
    accepted: ofKind.filter((file) => !isTooLarge(file)),
    tooLarge: ofKind.filter(isTooLarge),
    otherType: files.filter((file) => !isFileOfKind(file, kind)),
  };
}
