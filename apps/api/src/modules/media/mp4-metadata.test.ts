import { describe, expect, it } from "vitest";
import { scrubMp4Metadata } from "./mp4-metadata";

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, "latin1");
  return Buffer.concat([head, body]);
}

describe("scrubMp4Metadata", () => {
  it("blanks udta and meta inside moov and tracks, keeping every size and the media data", () => {
    const location = Buffer.from("\u00a9xyz+40.4462-079.9822/", "latin1");
    const file = Buffer.concat([
      box("ftyp", Buffer.from("isom0000isomiso2", "latin1")),
      box(
        "moov",
        box("mvhd", Buffer.alloc(20)),
        box("udta", box("\u00a9xyz", location)),
        box(
          "trak",
          box("tkhd", Buffer.alloc(12)),
          box("meta", Buffer.from("Apple iPhone 15", "latin1")),
        ),
      ),
      box("mdat", Buffer.from("frames-frames-frames", "latin1")),
    ]);
    const length = file.length;
    expect(scrubMp4Metadata(file)).toBe(2);
    expect(file.length).toBe(length);
    expect(file.includes(Buffer.from("+40.4462", "latin1"))).toBe(false);
    expect(file.includes(Buffer.from("iPhone", "latin1"))).toBe(false);
    expect(file.includes(Buffer.from("frames-frames-frames", "latin1"))).toBe(true);
    expect(file.includes(Buffer.from("mvhd", "latin1"))).toBe(true);
  });

  it("stops quietly at a malformed box", () => {
    const broken = Buffer.from("0000ffffmoovxxxx", "latin1");
    expect(scrubMp4Metadata(broken)).toBe(0);
  });
});
