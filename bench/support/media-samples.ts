// Upload samples made on the spot: real images of noise (which JPEG cannot shrink, so the file
// is as big as asked) and MP4 files built from boxes as phones write them.
import sharp from "sharp";

/** A JPEG of random pixels, as close under `maxBytes` as a square side allows. */
export async function noiseJpeg(maxBytes: number): Promise<Buffer> {
  const make = (side: number) =>
    sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 64 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  // JPEG of noise grows with the pixel count: scale the side by the square root of the gap.
  let side = 512;
  let file = await make(side);
  for (let i = 0; i < 6; i++) {
    const next = Math.floor(side * Math.sqrt((maxBytes * 0.985) / file.length));
    const candidate = await make(next);
    if (candidate.length > maxBytes) break;
    side = next;
    file = candidate;
  }
  return file;
}

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}

/** An MP4 (ftyp, moov, mdat of random bytes) of exactly `bytes` bytes. */
export function mp4(bytes: number): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom\u0000\u0000\u0002\u0000isomiso2mp41", "latin1"));
  const moov = box("moov", box("mvhd", Buffer.alloc(100)));
  const payload = Buffer.alloc(bytes - ftyp.length - moov.length - 8);
  for (let i = 0; i < payload.length; i += 4)
    payload.writeUInt32LE((Math.random() * 2 ** 32) >>> 0, i);
  return Buffer.concat([ftyp, moov, box("mdat", payload)]);
}

export function form(field: string, name: string, type: string, body: Buffer): FormData {
  const data = new FormData();
  data.append(field, new Blob([body], { type }), name);
  return data;
}
