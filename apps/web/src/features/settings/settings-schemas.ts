/**
 * The settings forms' shared schemas, loaded only through `import()` (useZodForm's loader): the
 * details schema's phone check brings libphonenumber's metadata, which no first load has room for
 * (docs/decisions/0051).
 */
export {
  accountDetailsSchema,
  changePasswordFormSchema,
  deleteAccountFormSchema,
  emailChangeFormSchema,
} from "@lineup/shared";
