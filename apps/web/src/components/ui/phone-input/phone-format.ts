import {
  AsYouType,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js";
import { digitsOf } from "./phone-digits";

/** What the input shows: the national format as typed, "2015550123" → "(201) 555-0123". */
export function formatNational(digits: string, country: CountryCode): string {
  return digits ? new AsYouType(country).input(digits) : "";
}

/** What the form receives: the international form, "+1 201 555 0123"; blank stays blank. */
export function toInternational(digits: string, country: CountryCode): string {
  if (!digits) return "";
  return new AsYouType().input(`+${getCountryCallingCode(country)}${digits}`);
}

/**
 * Reads a full number ("+44 20 7946 0958", pasted or given as the field's value) back into a
 * country and its national digits; null when it carries no recognisable country.
 */
export function splitInternational(text: string): { country: CountryCode; digits: string } | null {
  if (!text.trim().startsWith("+")) return null;
  const parsed = parsePhoneNumberFromString(text);
  if (parsed?.country) return { country: parsed.country, digits: digitsOf(parsed.nationalNumber) };
  const typing = new AsYouType();
  typing.input(text);
  const country = typing.getCountry();
  const national = typing.getNationalNumber();
  return country ? { country, digits: digitsOf(national) } : null;
}
