import { CONTACT_DETAILS_HIDDEN } from "@lineup/shared";

/**
 * Before an offer is accepted, e-mail addresses, phone numbers and outside links in what its
 * parties write are replaced by CONTACT_DETAILS_HIDDEN (issue 24), so nobody takes the booking
 * off Lineup before it is agreed. Masked when written: the stored text is the masked one
 * (docs/decisions/0084). Amounts ("$1,200"), ranges ("300-1500"), dates ("2026-12-01"), times,
 * scores and years are left alone.
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
 * A match starts with "+", "(" or a digit, ends with a digit and holds 7 to 15 digits; numbers
 * next to a phone number join its match ("room 4 555-0100", "555-0100 24/7").
 */
const PHONE_LIKE = /(?:\+\s?)?\(?\d(?:[ \t().-]{0,3}\d){6,14}/g;
/** A whole date ("2026-12-01", "12.05.2026"), not three groups of "01.23.45.67.89". */
const DATE =
  /(?<![\d.-])(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[/.]\d{1,2}[/.]\d{2,4})(?![.-]?\d)/;
/** A range of round numbers ("300-1500", "10000 - 50000"); a phone number's groups rarely are. */
const RANGE = /^[1-9]\d*0 ?- ?[1-9]\d*0$/;
/** A local number, "555-0100" or spaced digit by digit, among other numbers of the match. */
const LOCAL_NUMBER = /(?<!\d)(?:\d{3}[ .-]\d{4}|\d(?: \d){6,})(?!\d)/g;

function maskPhones(match: string): string {
  if (RANGE.test(match)) return match;
  const digits = match.replace(/\D/g, "").length;
  if (digits >= 10 && digits <= 15 && !DATE.test(match)) return CONTACT_DETAILS_HIDDEN;
  return match.replace(LOCAL_NUMBER, CONTACT_DETAILS_HIDDEN);
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
    .replace(PHONE_LIKE, maskPhones);
}
