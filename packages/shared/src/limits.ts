/** Business constants and limits of spec §9. */
export const LIMITS = {
  uploadMaxBytes: 5_242_880,
  resendCountdownSeconds: 59,
  nameMinLength: 3,
  passwordMinLength: 8,
  passwordMaxLength: 128,
  listPageSize: 10,
  searchDebounceMs: 500,
  countrySearchDebounceMs: 250,
  modalCloseDelayMs: 400,
  /** A profile's bio, in characters. */
  bioMaxLength: 2000,
  classYearsFrom: 2025,
  classYearsCount: 9,
  phoneMaxDigits: 15,
  searchInputMaxLength: 10,
  lookupMaxAmount: 50,
  lookupMaxStrLength: 100,
} as const;

export const FAILED_CALL_STATUS = 500;
