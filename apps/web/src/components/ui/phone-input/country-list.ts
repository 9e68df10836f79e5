import { getCountries, getCountryCallingCode, type CountryCode } from "libphonenumber-js";
import { describeCountry, type Country } from "./countries";

const describe = (code: CountryCode) => describeCountry(code, `+${getCountryCallingCode(code)}`);

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
