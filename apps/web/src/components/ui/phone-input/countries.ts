import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js";

export type Country = {
  code: CountryCode;
  name: string;
  dialCode: string;
  flag: string;
};

export const DEFAULT_COUNTRY: CountryCode = "US";

/** "US" → 🇺🇸: each letter becomes its regional-indicator symbol; no flag images to download. */
export function flagOf(code: string): string {
  return String.fromCodePoint(
    ...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65),
  );
}

let cache: Country[] | undefined;

/** Every country libphonenumber knows, named in English, sorted by name. Built on first use. */
export function allCountries(): Country[] {
  if (cache) return cache;
  const names =
    typeof Intl.DisplayNames === "function"
      ? new Intl.DisplayNames(["en"], { type: "region", fallback: "code" })
      : null;
  cache = getCountries()
    .map((code) => ({
      code,
      name: names?.of(code) ?? code,
      dialCode: `+${getCountryCallingCode(code)}`,
      flag: flagOf(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return cache;
}

export function countryOf(code: CountryCode): Country {
  const found = allCountries().find((country) => country.code === code);
  if (!found) throw new Error(`unknown country ${code}`);
  return found;
}

/** Matches a name word start, the ISO code or the dial code: "ger", "de", "+49" and "49" all work. */
export function filterCountries(countries: Country[], query: string): Country[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return countries;
  const digits = needle.replace(/^\+/, "");
  return countries.filter(
    (country) =>
      country.name
        .toLowerCase()
        .split(/[\s(),.-]+/)
        .some((word) => word.startsWith(needle)) ||
      country.name.toLowerCase().startsWith(needle) ||
      country.code.toLowerCase() === needle ||
      (/^\d+$/.test(digits) && country.dialCode.slice(1).startsWith(digits)),
  );
}
