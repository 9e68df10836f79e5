import { encode } from "uqr";

/**
 * The otpauth:// address as a QR code, drawn as one SVG path (no canvas, nothing fetched). The
 * white quiet zone around it is part of the code: scanners need it.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { data, size } = encode(value, { border: 0 });
  const quiet = 4;
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + quiet} ${y + quiet}h1v1h-1z` : "")))
    .join("");
  const span = size + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${span} ${span}`}
      shapeRendering="crispEdges"
      className="size-48 rounded-lg border border-zinc-200 bg-white sm:size-56"
    >
      <rect width={span} height={span} fill="#fff" />
      <path d={path} fill="#09090b" />
    </svg>
  );
}
