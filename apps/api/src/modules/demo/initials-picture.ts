import { crc32, deflateSync } from "node:zlib";

/**
 * A profile picture drawn at start: initials in white on a coloured gradient, written as a PNG
 * with node:zlib alone (no font, no image library, no network), so the demo marketplace needs
 * nothing the start does not already have (docs/decisions/0080).
 */

// 5 × 7 capitals; "#" is ink.
const GLYPHS: Record<string, string> = {
  A: ".###.#...##...#######...##...##...#",
  B: "####.#...##...#####.#...##...#####.",
  C: ".###.#...##....#....#....#...#.###.",
  D: "####.#...##...##...##...##...#####.",
  E: "######....#....####.#....#....#####",
  F: "######....#....####.#....#....#....",
  G: ".###.#...##....#.####...##...#.####",
  H: "#...##...##...#######...##...##...#",
  I: ".###...#....#....#....#....#...###.",
  J: "..###...#....#....#....#.#..#..##..",
  K: "#...##..#.#.#..##...#.#..#..#.#...#",
  L: "#....#....#....#....#....#....#####",
  M: "#...###.###.#.##.#.##...##...##...#",
  N: "#...##...###..##.#.##..###...##...#",
  O: ".###.#...##...##...##...##...#.###.",
  P: "####.#...##...#####.#....#....#....",
  Q: ".###.#...##...##...##.#.##..#..##.#",
  R: "####.#...##...#####.#.#..#..#.#...#",
  S: ".#####....#.....###.....#....#####.",
  T: "#####..#....#....#....#....#....#..",
  U: "#...##...##...##...##...##...#.###.",
  V: "#...##...##...##...##...#.#.#...#..",
  W: "#...##...##...##.#.##.#.##.#.#.#.#.",
  X: "#...##...#.#.#...#...#.#.#...##...#",
  Y: "#...##...#.#.#...#....#....#....#..",
  Z: "#####....#...#...#...#...#....#####",
};
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;

export type Rgb = readonly [number, number, number];

/** Up to two capitals from a name ("Maya Ortiz" → "MO"), accents dropped. */
export function initialsOf(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[^A-Za-z\s]/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .filter((letter) => letter in GLYPHS)
    .slice(0, 2)
    .join("");
}

/** `#rrggbb` as three bytes. */
export function rgbOf(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/** A square PNG of `size` pixels: the colour darkening downwards, the initials centred in white. */
export function initialsPicture(initials: string, colour: Rgb, size = 256): Buffer {
  const pixels = Buffer.alloc(size * size * 3);
  const shade = (value: number, y: number) => Math.round(value * (1 - (0.35 * y) / size));
  // Each row is one colour: draw the first pixel, then double it across the row.
  const rowBytes = size * 3;
  for (let y = 0; y < size; y++) {
    const start = y * rowBytes;
    pixels.set(
      colour.map((value) => shade(value, y)),
      start,
    );
    for (let filled = 3; filled < rowBytes; filled *= 2) {
      pixels.copy(pixels, start + filled, start, start + Math.min(filled, rowBytes - filled));
    }
  }
  const letters = [...initials].filter((letter) => letter in GLYPHS);
  const unit = Math.max(1, Math.floor(size / 18));
  const width = (letters.length * (GLYPH_WIDTH + 1) - 1) * unit;
  const left = Math.floor((size - width) / 2);
  const top = Math.floor((size - GLYPH_HEIGHT * unit) / 2);
  const plot = (x0: number, y0: number, rgb: Rgb) => {
    // Clipped to the picture: a tiny size has no room for the letters.
    for (let y = Math.max(0, y0); y < y0 + unit && y < size; y++) {
      for (let x = Math.max(0, x0); x < x0 + unit && x < size; x++) {
        pixels.set(rgb, (y * size + x) * 3);
      }
    }
  };
  const shadow: Rgb = [colour[0] * 0.45, colour[1] * 0.45, colour[2] * 0.45].map(Math.round) as [
    number,
    number,
    number,
  ];
  const drop = Math.max(1, Math.floor(unit / 3));
  for (const [ink, offset] of [
    [shadow, drop],
    [[255, 255, 255] as Rgb, 0],
  ] as const) {
    letters.forEach((letter, index) => {
      const glyph = GLYPHS[letter]!;
      for (let cell = 0; cell < glyph.length; cell++) {
        if (glyph[cell] !== "#") continue;
        const column = (cell % GLYPH_WIDTH) + index * (GLYPH_WIDTH + 1);
        const row = Math.floor(cell / GLYPH_WIDTH);
        plot(left + column * unit + offset, top + row * unit + offset, ink);
      }
    });
  }
  return encodePng(pixels, size, size);
}

/** An 8-bit RGB PNG of these pixels (rows top to bottom, no filter). */
export function encodePng(rgb: Buffer, width: number, height: number): Buffer {
  const rowBytes = width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type: 0, none.
    rgb.copy(raw, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type 2 (RGB), deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
