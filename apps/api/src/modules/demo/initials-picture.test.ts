import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodePng, initialsOf, initialsPicture, rgbOf } from "./initials-picture";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The RGB bytes of the pixel at (x, y) of a decoded image. */
async function pixelsOf(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at: (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3),
    ],
  };
}

describe("initialsPicture", () => {
  it("writes a PNG that starts with the signature and an IHDR of its size", () => {
    const png = initialsPicture("MO", [20, 90, 200], 128);
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(png.toString("ascii", 12, 16)).toBe("IHDR");
    expect(png.readUInt32BE(16)).toBe(128);
    expect(png.readUInt32BE(20)).toBe(128);
    expect(png.toString("ascii", png.length - 8, png.length - 4)).toBe("IEND");
  });

  it("decodes to an RGB square of the asked size: the colour at the top, white initials in the middle", async () => {
    const png = initialsPicture("LH", [200, 40, 60], 180);
    const { info, at } = await pixelsOf(png);
    expect(info).toMatchObject({ width: 180, height: 180, channels: 3, format: "raw" });
    expect(at(0, 0)).toEqual([200, 40, 60]);
    // Darker towards the bottom.
    expect(at(0, 179)[0]).toBeLessThan(200);
    // L's upright stroke starts at the left edge of the centred text: 11 units of 10 px wide.
    const unit = Math.floor(180 / 18);
    const left = Math.floor((180 - 11 * unit) / 2);
    const top = Math.floor((180 - 7 * unit) / 2);
    expect(at(left + 1, top + 1)).toEqual([255, 255, 255]);
    // Between the letters is background.
    expect(at(left + 5 * unit + 2, top + 1)).not.toEqual([255, 255, 255]);
  });

  it("draws different pictures for different initials and colours", () => {
    const one = initialsPicture("AB", [10, 10, 10], 64);
    expect(initialsPicture("AC", [10, 10, 10], 64).equals(one)).toBe(false);
    expect(initialsPicture("AB", [10, 10, 11], 64).equals(one)).toBe(false);
    expect(initialsPicture("AB", [10, 10, 10], 64).equals(one)).toBe(true);
  });

  it("is accepted by the image decoder the uploads use, at any size", async () => {
    for (const size of [1, 17, 256]) {
      const meta = await sharp(initialsPicture("Z", [0, 0, 0], size)).metadata();
      expect(meta).toMatchObject({ format: "png", width: size, height: size });
    }
    const meta = await sharp(encodePng(Buffer.alloc(3 * 4 * 2, 255), 4, 2)).metadata();
    expect(meta).toMatchObject({ width: 4, height: 2 });
  });
});

describe("initialsOf and rgbOf", () => {
  it("takes the first capitals of a name, accents dropped, at most two", () => {
    expect(initialsOf("Maya Ortiz")).toBe("MO");
    expect(initialsOf("Élodie  de la Cruz")).toBe("ED");
    expect(initialsOf("summit")).toBe("S");
    expect(initialsOf("")).toBe("");
  });

  it("reads #rrggbb and refuses anything else", () => {
    expect(rgbOf("#0a80FF")).toEqual([10, 128, 255]);
    expect(() => rgbOf("blue")).toThrow(/not a #rrggbb/);
  });
});
