// The corpus of hostile uploads: each a multipart body for an upload route, and what a safe
// answer is — refused (a 4xx), ignored (named in `ignored`), or stored only after re-encoding
// (the stored bytes no longer carry the payload).
import { deflateRawSync, gzipSync } from "node:zlib";
import {
  jpegWithGps,
  mp4,
  oversized,
  png,
  pngBomb,
  shellScript,
  svgWithScript,
} from "../../apps/api/test/media-fixtures";

export type Expect = "refused" | "refused-or-ignored" | "sanitised";

export interface HostileUpload {
  name: string;
  route: "avatar" | "photos" | "videos";
  parts: [field: string, filename: string, body: Buffer, type: string][];
  expect: Expect;
  /** bytes that must not survive in a stored copy */
  payload?: string;
  /** a raw request instead of a form: body and content type */
  raw?: { body: Buffer; contentType: string };
}

/** A minimal zip (one stored entry) whose deflated member expands to 200 MB of zeros. */
function zipBomb(): Buffer {
  const data = deflateRawSync(Buffer.alloc(200 * 1024 * 1024));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(8, 8); // deflate
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(200 * 1024 * 1024, 22);
  header.writeUInt16LE(5, 26);
  return Buffer.concat([header, Buffer.from("x.bin"), data]);
}

export async function hostileCorpus(canary: string): Promise<HostileUpload[]> {
  const image = await png();
  const jpeg = await jpegWithGps();
  const file = (body: Buffer, filename: string, type = "image/png") =>
    [["file", filename, body, type]] as HostileUpload["parts"];
  const photo = (body: Buffer, filename: string, type = "image/png") =>
    [["files", filename, body, type]] as HostileUpload["parts"];
  const externalSvg = Buffer.from(
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="40" height="40">
<image href="${canary}/href.png" width="10" height="10"/><image xlink:href="${canary}/xlink.png" width="10" height="10"/>
<image href="file:///etc/passwd" width="10" height="10"/><text>&xxe;</text>
<style>@import url(${canary}/style.css);</style><rect width="40" height="40" fill="#123"/></svg>`,
  );
  return [
    {
      name: "script renamed .png",
      route: "avatar",
      parts: file(shellScript, "x.png"),
      expect: "refused",
    },
    {
      name: "HTML renamed .jpg",
      route: "photos",
      parts: photo(Buffer.from("<html><script>alert(1)</script>"), "x.jpg", "image/jpeg"),
      expect: "refused-or-ignored",
    },
    {
      name: "GIF/JS polyglot",
      route: "avatar",
      parts: file(
        Buffer.from("GIF89a/*\x00\x00*/=1;alert(document.cookie)//"),
        "p.gif",
        "image/gif",
      ),
      expect: "refused",
    },
    {
      name: "PNG + zip polyglot",
      route: "avatar",
      parts: file(Buffer.concat([image, Buffer.from("PK\u0003\u0004polyglot-payload")]), "p.png"),
      expect: "sanitised",
      payload: "polyglot-payload",
    },
    {
      name: "JPEG + HTML polyglot",
      route: "photos",
      parts: photo(
        Buffer.concat([jpeg, Buffer.from("<script>polyglot-html</script>")]),
        "p.jpg",
        "image/jpeg",
      ),
      expect: "sanitised",
      payload: "polyglot-html",
    },
    {
      name: "SVG with script",
      route: "avatar",
      parts: file(svgWithScript, "s.svg", "image/svg+xml"),
      expect: "sanitised",
      payload: "<script",
    },
    {
      name: "SVG with external refs",
      route: "photos",
      parts: photo(externalSvg, "e.svg", "image/svg+xml"),
      expect: "sanitised",
      payload: "root:",
    },
    {
      name: "zip bomb",
      route: "avatar",
      parts: file(zipBomb(), "bomb.zip", "application/zip"),
      expect: "refused",
    },
    {
      name: "gzip bomb",
      route: "photos",
      parts: photo(gzipSync(Buffer.alloc(100 * 1024 * 1024)), "bomb.png.gz"),
      expect: "refused-or-ignored",
    },
    {
      name: "pixel bomb",
      route: "avatar",
      parts: file(await pngBomb(), "big.png"),
      expect: "refused",
    },
    {
      name: "pixel bomb photo",
      route: "photos",
      parts: photo(await pngBomb(), "big.png"),
      expect: "refused-or-ignored",
    },
    {
      name: "truncated JPEG",
      route: "avatar",
      parts: file(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "t.jpg", "image/jpeg"),
      expect: "refused",
    },
    {
      name: "zero-byte",
      route: "avatar",
      parts: file(Buffer.alloc(0), "empty.png"),
      expect: "refused",
    },
    {
      name: "zero-byte video",
      route: "videos",
      parts: [["files", "empty.mp4", Buffer.alloc(0), "video/mp4"]],
      expect: "refused-or-ignored",
    },
    {
      name: "PNG as a video",
      route: "videos",
      parts: [["files", "x.mp4", image, "video/mp4"]],
      expect: "refused-or-ignored",
    },
    {
      name: "wrong Content-Type part",
      route: "avatar",
      parts: file(image, "x.png", "text/html"),
      expect: "sanitised",
    },
    {
      name: "JSON to an upload route",
      route: "avatar",
      parts: [],
      expect: "refused",
      raw: { body: Buffer.from('{"file":"x"}'), contentType: "application/json" },
    },
    {
      name: "multipart without boundary",
      route: "avatar",
      parts: [],
      expect: "refused",
      raw: { body: image, contentType: "multipart/form-data" },
    },
    {
      name: "text/plain body",
      route: "photos",
      parts: [],
      expect: "refused",
      raw: { body: image, contentType: "text/plain" },
    },
    {
      name: "huge filename",
      route: "avatar",
      parts: file(image, `${"a".repeat(20_000)}.png`),
      expect: "sanitised",
    },
    {
      name: "path traversal filename",
      route: "avatar",
      parts: file(image, "../../../../etc/passwd"),
      expect: "sanitised",
    },
    {
      name: "backslash traversal filename",
      route: "photos",
      parts: photo(image, "..\\..\\..\\evil.png"),
      expect: "sanitised",
    },
    {
      name: "NUL in filename",
      route: "photos",
      parts: photo(image, "a\u0000.png"),
      expect: "sanitised",
    },
    {
      name: "many parts",
      route: "photos",
      parts: Array.from(
        { length: 60 },
        (_, i) => ["files", `${i}.png`, image, "image/png"] as HostileUpload["parts"][number],
      ),
      expect: "refused",
    },
    {
      name: "wrong field name",
      route: "avatar",
      parts: [["avatar", "x.png", image, "image/png"]],
      expect: "refused",
    },
    {
      name: "over the size limit",
      route: "avatar",
      parts: file(oversized(), "big.jpg", "image/jpeg"),
      expect: "refused",
    },
    {
      name: "over the size limit video",
      route: "videos",
      parts: [
        ["files", "big.mp4", Buffer.concat([mp4(), Buffer.alloc(5_300_000, 1)]), "video/mp4"],
      ],
      expect: "refused",
    },
  ];
}
