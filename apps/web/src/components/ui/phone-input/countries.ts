import type { CountryCode } from "libphonenumber-js";

export type Country = {
  code: CountryCode;
  name: string;
  dialCode: string;
};

export const DEFAULT_COUNTRY: CountryCode = "US";
/** Known without the phone metadata, so the first render shows the default country. */
export const DEFAULT_DIAL_CODE = "+1";

let displayNames: Intl.DisplayNames | null | undefined;

function countryName(code: CountryCode): string {
  displayNames ??=
    typeof Intl.DisplayNames === "function"
      ? new Intl.DisplayNames(["en"], { type: "region", fallback: "code" })
      : null;
  return displayNames?.of(code) ?? code;
}

export function describeCountry(code: CountryCode, dialCode: string): Country {
  return { code, name: countryName(code), dialCode };
}

/** The default country, before the phone metadata (country-list.ts) has arrived. */
export function defaultCountry(): Country {
  return describeCountry(DEFAULT_COUNTRY, DEFAULT_DIAL_CODE);
}
