/* The API's error codes and their HTTP statuses, apart from the zod schemas (api-error.ts). */

export const ERROR_CODES = {
  validation: "VALIDATION_ERROR",
  notFound: "NOT_FOUND",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  conflict: "CONFLICT",
  rateLimited: "RATE_LIMITED",
  payloadTooLarge: "PAYLOAD_TOO_LARGE",
  storageFull: "INSUFFICIENT_STORAGE",
  unavailable: "SERVICE_UNAVAILABLE",
  internal: "INTERNAL_ERROR",
  badOrigin: "BAD_ORIGIN",
  invalidToken: "INVALID_TOKEN",
  invalidCredentials: "INVALID_CREDENTIALS",
  emailNotConfirmed: "EMAIL_NOT_CONFIRMED",
  emailAlreadyConfirmed: "EMAIL_ALREADY_CONFIRMED",
  /** An offer or counter below the service's private minimum (never says by how much). */
  belowMinimum: "BELOW_MINIMUM",
  /** Three below-minimum submissions to one athlete in 30 days. */
  offerLimit: "OFFER_LIMIT",
  /** A business of a category closed to minors offering to a minor (issue 25). */
  categoryNotAllowed: "CATEGORY_NOT_ALLOWED",
  /** An athlete under 13 (issue 25): the account is erased, the answer says so kindly. */
  tooYoung: "TOO_YOUNG",
  /** A minor's move that needs a guardian's consent first (issue 25). */
  guardianConsentRequired: "GUARDIAN_CONSENT_REQUIRED",
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** The HTTP status of each code: a code decides its status here, once (docs/decisions/0056). */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  NOT_FOUND: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  INSUFFICIENT_STORAGE: 507,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  BAD_ORIGIN: 403,
  INVALID_TOKEN: 400,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  EMAIL_ALREADY_CONFIRMED: 409,
  BELOW_MINIMUM: 422,
  OFFER_LIMIT: 429,
  CATEGORY_NOT_ALLOWED: 403,
  TOO_YOUNG: 403,
  GUARDIAN_CONSENT_REQUIRED: 403,
} as const satisfies Record<ErrorCode, number>;
