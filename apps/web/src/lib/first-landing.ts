/**
 * Whether the screen being loaded is the first one since the page loaded (an address typed, a
 * bookmark, a reload, a link from an e-mail) rather than a navigation inside the app (a link, a
 * Back button, the browser's Back). Get-started forwards a person who already has a profile to
 * the step they owe only on a landing; inside the app it shows their answers (decision 0076).
 */
let landed = false;

export function isFirstLanding(): boolean {
  return !landed;
}

/** Called once the first screen has rendered (the layout's first effect). */
export function markLanded(): void {
  landed = true;
}

/** Tests mount a fresh app each time: that app's first screen is a landing again. */
export function resetLanding(): void {
  landed = false;
}
