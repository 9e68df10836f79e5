import { CONTACT_DETAILS_HIDDEN } from "@lineup/shared";

/**
 * Before an offer is accepted, e-mail addresses, phone numbers and outside links in what its
 * parties write are replaced by CONTACT_DETAILS_HIDDEN (issue 24), so nobody takes the booking
 * off Lineup before it is agreed. Masked when written: the stored text is the masked one
 * (docs/decisions/0084). Amounts ("$1,200") and dates ("2026-12-01") are left alone.
 */

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

/** "jo (at) x dot com", "jo [at] x.com", "jo at x dot com": spelled-out addresses. */
const SPELLED_EMAIL = new RegExp(
  String.raw`[\w.+-]+\s*(?:[([{]\s*at\s*[)\]}]|\s@\s)\s*[\w-]+(?:\s*(?:[([{]\s*dot\s*[)\]}]|\bdot\b|\.)\s*[\w-]+)+` +
    "|" +
    String.raw`[\w.+-]+\s+at\s+[\w-]+(?:\s*(?:[([{]\s*dot\s*[)\]}]|\bdot\b|\.)\s*[\w-]+)*\s*(?:[([{]\s*dot\s*[)\]}]|\bdot\b)\s*[a-z]{2,}\b`,
  "gi",
);

/** Top-level domains of the links people paste; a bare "x.com/abc" is a link too. */
const TLDS =
  "com|net|org|io|co|me|us|uk|ca|info|biz|app|dev|ly|gg|tv|link|xyz|site|page|shop|store|online|pro|ai|to|fm|be|de|fr|es|it|nl|au";
const LINK = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)[^\s<>"]+|\b(?:[a-z0-9-]+\.)+(?:${TLDS})\b(?:[/?#][^\s<>"]*)?`,
  "gi",
);

/**
 * Digits with the separators phone numbers are written with: "+1 512-555-0100", "(512) 555 0100".
 * A match starts with "+", "(" or a digit, ends with a digit and holds 7 to 15 digits.
 */
const PHONE_LIKE = /(?:\+\s?)?\(?\d(?:[ \t().-]{0,3}\d){6,14}/g;
/** A date inside a run of digits ("2026-12-01") is not a phone number. */
const DATE = /\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4}/;
const LOCAL_NUMBER = /^\d{3}[ .-]\d{4}$/;

function isPhone(candidate: string): boolean {
  if (DATE.test(candidate)) return false;
  const digits = candidate.replace(/\D/g, "").length;
  return (digits >= 10 && digits <= 15) || LOCAL_NUMBER.test(candidate);
}

/** A link's match without the sentence's closing punctuation, which stays in the text. */
function maskLink(match: string): string {
  const tail = /[.,;:!?)\]'"]+$/.exec(match)?.[0] ?? "";
  return CONTACT_DETAILS_HIDDEN + tail;
}

export function maskContactDetails(text: string): string {
  return text
    .replace(EMAIL, CONTACT_DETAILS_HIDDEN)
    .replace(SPELLED_EMAIL, CONTACT_DETAILS_HIDDEN)
    .replace(LINK, maskLink)
    .replace(PHONE_LIKE, (match) => (isPhone(match) ? CONTACT_DETAILS_HIDDEN : match));
}
