import { crc32 } from "node:zlib";
import sharp from "sharp";

/** Files for upload tests, made on the spot: real images, and hostile ones. */

export async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: "#e4572e" } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: "Secret Owner", ImageDescription: "at home" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 26/1 46/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "79/1 58/1 56/1",
      },
    })
    .toBuffer();
}

export function png(width = 32, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: "#2e86ab" } })
    .png()
    .toBuffer();
}

export function avif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: "#f18f01" } })
    .avif()
    .toBuffer();
}

/** An AVIF whose container brand says HEIC: detected as image/heic by its magic bytes. */
export async function heicBranded(): Promise<Buffer> {
  const file = Buffer.from(await avif());
  const at = file.indexOf("avif", 4, "latin1");
  file.write("heic", at, "latin1");
  return file;
}

export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="alert(1)">
<script>alert(document.cookie)</script><rect width="40" height="40" fill="#c73e1d"/></svg>`,
);

export const shellScript = Buffer.from("#!/bin/sh\necho 'not an image'\n");

/** A valid PNG header that claims 50,000 × 50,000 pixels: a decompression bomb. */
export async function pngBomb(): Promise<Buffer> {
  const file = Buffer.from(await png(1, 1));
  // IHDR data starts at byte 16: width, height; its CRC covers type + data (bytes 12..29).
  file.writeUInt32BE(50_000, 16);
  file.writeUInt32BE(50_000, 20);
  file.writeUInt32BE(crc32(file.subarray(12, 29)), 29);
  return file;
}

/** The start of an MP4 (ftyp isom) followed by filler: enough for its magic bytes. */
export function mp4(size = 4096): Buffer {
  const file = Buffer.alloc(size);
  // size 0x18, "ftyp", brand "isom", version 0x200, compatible "isom" "iso2"
  Buffer.from("000000186674797069736f6d0000020069736f6d69736f32", "hex").copy(file);
  return file;
}

/** Random bytes one past the 5 MB limit, after a JPEG start. */
export function oversized(): Buffer {
  const file = Buffer.alloc(5_242_881, 7);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(file);
  return file;
}

/** A multipart body for app.inject from (field, name, bytes) triples and plain fields. */
export async function multipart(
  parts: (
    [field: string, filename: string, body: Buffer, type?: string] | [field: string, value: string]
  )[],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const part of parts) {
    if (part.length === 2) form.append(part[0], part[1]);
    else
      form.append(
        part[0],
        new Blob([part[2]], { type: part[3] ?? "application/octet-stream" }),
        part[1],
      );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type")! },
  };
}

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}

/** An MP4 whose metadata holds a GPS position, as phones write it (moov/udta/©xyz). */
export function mp4WithGps(): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom\u0000\u0000\u0002\u0000isomiso2", "latin1"));
  const moov = box(
    "moov",
    box("udta", box("\u00a9xyz", Buffer.from("+40.4462-079.9822/", "latin1"))),
  );
  return Buffer.concat([ftyp, moov, box("mdat", Buffer.alloc(50_000, 1))]);
}
