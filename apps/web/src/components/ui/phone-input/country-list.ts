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
