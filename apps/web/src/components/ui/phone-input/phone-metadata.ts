/**
 * Everything of the phone field that needs libphonenumber's metadata (about 40 KB gzip), loaded
 * only through phone-library.ts, never on a join screen's first load (docs/decisions/0030).
 */
export { formatNational, splitInternational, toInternational } from "./phone-format";
export { allCountries, countryOf } from "./country-list";
