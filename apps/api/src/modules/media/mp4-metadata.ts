/**
 * Blanks the metadata boxes of an MP4/MOV (udta, meta: where phones put the GPS position "©xyz",
 * the device and the author) by turning each into a `free` box of the same size filled with
 * zeros. Sizes stay, so every sample offset in the file stays valid. Changes `file` in place.
 */
const CONTAINERS = new Set([
  "moov",
  "trak",
  "mdia",
  "minf",
  "stbl",
  "edts",
  "dinf",
  "moof",
  "traf",
]);
const METADATA = new Set(["udta", "meta", "uuid", "XMP_"]);

export function scrubMp4Metadata(file: Buffer): number {
  return scrub(file, 0, file.length, 0);
}

function scrub(file: Buffer, start: number, end: number, depth: number): number {
  let blanked = 0;
  let at = start;
  while (at + 8 <= end && depth < 8) {
    let size = file.readUInt32BE(at);
    const type = file.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(file.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) break;
    if (METADATA.has(type) && depth > 0) {
      file.write("free", at + 4, "latin1");
      file.fill(0, at + header, at + size);
      blanked++;
    } else if (CONTAINERS.has(type)) {
      blanked += scrub(file, at + header, at + size, depth + 1);
    }
    at += size;
  }
  return blanked;
}
