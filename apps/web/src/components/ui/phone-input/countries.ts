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

let displayNames: Intl.DisplayNames | null | undefined;

function countryName(code: CountryCode): string {
  displayNames ??=
    typeof Intl.DisplayNames === "function"
      ? new Intl.DisplayNames(["en"], { type: "region", fallback: "code" })
      : null;
  return displayNames?.of(code) ?? code;
}

function describe(code: CountryCode): Country {
  return {
    code,
    name: countryName(code),
    dialCode: `+${getCountryCallingCode(code)}`,
    flag: flagOf(code),
  };
}

let cache: Country[] | undefined;

/**
 * Every country libphonenumber knows, named in English, sorted by name. Built when the list is
 * first opened: naming and sorting some 245 countries is main-thread work a join screen's first
 * paint does not need (docs/decisions/0022).
 */
export function allCountries(): Country[] {
  cache ??= getCountries()
    .map(describe)
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
  return cache;
}

/** One country, without building the whole list (the phone field's button shows only this). */
export function countryOf(code: CountryCode): Country {
  if (!getCountries().includes(code)) throw new Error(`unknown country ${code}`);
  return cache?.find((country) => country.code === code) ?? describe(code);
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
