import { isValidPhoneNumber, parsePhoneNumberFromString } from "libphonenumber-js";
import * as MESSAGES from "../messages";
import { singleLineText } from "./text-rules";

/** Phone fields live apart so screens without a phone do not download the phone metadata. */

/** A phone number as typed (US by default), stored in E.164 form. */
export const phoneField = singleLineText({ error: MESSAGES.phoneRequired })
  .trim()
  .min(1, MESSAGES.phoneRequired)
  .max(250, MESSAGES.invalidPhone)
  .refine((value) => isValidPhoneNumber(value, "US"), MESSAGES.invalidPhone)
  .transform((value) => parsePhoneNumberFromString(value, "US")!.number);

/** Optional phone: blank means absent. */
export const optionalPhoneField = singleLineText()
  .trim()
  .max(250, MESSAGES.invalidPhone)
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isValidPhoneNumber(value, "US"), MESSAGES.invalidPhone)
  .transform((value) => (value ? parsePhoneNumberFromString(value, "US")!.number : undefined));
