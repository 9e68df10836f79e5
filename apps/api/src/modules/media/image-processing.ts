import type sharpModule from "sharp";
import type { Sharp, SharpOptions } from "sharp";

type SharpConstructor = typeof sharpModule;
let loadingSharp: Promise<SharpConstructor> | undefined;

/** libvips loads with the first image, not at start, where it cost 0.15 s (decision 0044). */
function loadSharp(): Promise<SharpConstructor> {
  loadingSharp ??= import("sharp").then(({ default: sharp }) => {
    // libvips keeps recent operations and their pixels (up to 50 MB) in case the same image
    // comes again, and each of its threads keeps the memory it freed; every upload is a new
    // image, and one thread per image was as fast here (5 MB image: 2.3 s either way). Memory at
    // rest after the bench's uploads: 396 → 359 MiB (docs/decisions/0011).
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loadingSharp;
}

/** Images above this many pixels are refused before decoding (decompression bombs). */
export const MAX_IMAGE_PIXELS = 40_000_000;

export interface ProcessedImage {
  body: Buffer;
  contentType: string;
}

export class ImageRejected extends Error {
  override name = "ImageRejected";
  constructor(readonly reason: "not-an-image" | "too-complex") {
    super(reason);
  }
}

/**
 * Decodes and re-encodes an image so that only pixels survive: EXIF, GPS, XMP and comments are
 * dropped (sharp keeps no metadata unless asked), orientation is applied, SVG is rasterised (no
 * script or external reference survives), and HEIC/HEIF becomes JPEG.
 */
export async function reencodeImage(input: Buffer, mime: string): Promise<ProcessedImage> {
  const animated = mime === "image/gif" || mime === "image/webp";
  const decoder = await openDecoder(input, mime, animated);
  try {
    switch (mime) {
      case "image/png":
      case "image/apng":
      case "image/svg+xml":
        return { body: await decoder.png().toBuffer(), contentType: "image/png" };
      case "image/gif":
        return { body: await decoder.gif().toBuffer(), contentType: "image/gif" };
      case "image/webp":
        return { body: await decoder.webp({ quality: 85 }).toBuffer(), contentType: "image/webp" };
      default:
        return {
          body: await decoder.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
          contentType: "image/jpeg",
        };
    }
  } catch (error) {
    throw asRejection(error);
  }
}

async function openDecoder(input: Buffer, mime: string, animated: boolean): Promise<Sharp> {
  const options: SharpOptions = { limitInputPixels: MAX_IMAGE_PIXELS, animated, failOn: "error" };
  const sharp = await loadSharp();
  try {
    const image = sharp(input, options);
    const meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) > MAX_IMAGE_PIXELS) {
      throw new ImageRejected("too-complex");
    }
    return animated ? image : image.rotate();
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    // libvips here reads HEIF with AV1 but not HEVC (HEIC): decode that in WebAssembly instead.
    if (mime.startsWith("image/hei")) return decodeHeic(input);
    throw asRejection(error);
  }
}

async function decodeHeic(input: Buffer): Promise<Sharp> {
  // Loaded on the first HEIC only: the package instantiates libheif (WebAssembly) when imported,
  // which cost every start time and resident memory (decision 0010).
  const { default: decode } = await import("heic-decode");
  const images = await decode.all({ buffer: input }).catch(() => {
    throw new ImageRejected("not-an-image");
  });
  try {
    const first = images[0];
    if (!first) throw new ImageRejected("not-an-image");
    if (first.width * first.height > MAX_IMAGE_PIXELS) throw new ImageRejected("too-complex");
    const { width, height, data } = await first.decode();
    const sharp = await loadSharp();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width, height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

function asRejection(error: unknown): ImageRejected {
  if (error instanceof ImageRejected) return error;
  const message = error instanceof Error ? error.message : "";
  return new ImageRejected(
    /pixel limit|too large|exceeds/i.test(message) ? "too-complex" : "not-an-image",
  );
}
