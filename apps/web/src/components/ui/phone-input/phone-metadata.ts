/**
 * Everything of the phone field that needs libphonenumber's metadata (about 40 KB gzip), loaded
 * only through phone-library.ts, never on a join screen's first load (docs/decisions/0030), and
 * the country list, which is only shown once the metadata is here (docs/decisions/0033).
 */
export { formatNational, splitInternational, toInternational } from "./phone-format";
export { allCountries, countryOf } from "./country-list";
export { CountryPopup } from "./country-popup";
