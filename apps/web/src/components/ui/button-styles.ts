/**
 * Class lists shared by links and buttons that look like buttons. min-h-11 keeps every tap target
 * at 44 px or more (DESIGN.md, Look and feel).
 */
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-5 text-base font-semibold " +
  "transition-colors";

/** The one filled accent action on a screen. */
export const primaryButton = `${base} bg-accent-600 text-white shadow-sm hover:bg-accent-700`;

/** An action that cannot be undone, such as deleting an account. */
export const dangerButton = `${base} bg-red-700 text-white shadow-sm hover:bg-red-800`;

/** A quieter action on light surfaces. */
export const secondaryButton = `${base} border border-zinc-300 bg-white text-zinc-900 hover:border-zinc-400 hover:bg-zinc-100`;

/** A quieter action on the dark header and hero. */
export const secondaryButtonOnDark = `${base} border border-zinc-700 text-white hover:border-zinc-500 hover:bg-zinc-900`;

/** Inline text links: underlined so they never rely on colour alone. */
export const textLink =
  "font-semibold text-accent-700 underline decoration-2 underline-offset-4 hover:text-accent-800";
