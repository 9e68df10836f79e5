import { IMAGE_UPLOADS, VIDEO_UPLOADS } from "@lineup/shared";

export type MediaKind = "image" | "video";

export interface Sniffed {
  kind: MediaKind;
  /** What the bytes are, whatever the name or the declared type said. */
  mime: string;
}

// SVG is not among them: it is text, recognised by looksLikeSvg below.
const IMAGE_TYPES = new Set(IMAGE_UPLOADS.types.filter((type) => type !== "image/svg+xml"));
const VIDEO_TYPES = new Set(VIDEO_UPLOADS.types);

/** SVG is text, so magic bytes do not name it: an XML or <svg> start with an <svg> element. */
function looksLikeSvg(head: Buffer): boolean {
  const text = head
    .toString("utf8", 0, Math.min(head.length, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text);
}

/** The type of an upload from its first bytes; null when it is none Lineup accepts. */
export async function sniff(head: Buffer): Promise<Sniffed | null> {
  // Loaded with the first upload, not at start (decision 0044).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(head);
  if (detected && IMAGE_TYPES.has(detected.mime)) return { kind: "image", mime: detected.mime };
  if (detected && VIDEO_TYPES.has(detected.mime)) return { kind: "video", mime: detected.mime };
  const textual =
    !detected || detected.mime === "application/xml" || detected.mime === "image/svg+xml";
  if (textual && looksLikeSvg(head)) return { kind: "image", mime: "image/svg+xml" };
  return null;
}
