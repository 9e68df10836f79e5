/**
 * The shared schemas of the login, forgot-password, set-new-password and e-mail confirmation
 * screens, loaded only through `import()` so zod stays off their first load (lib/use-zod-form).
 */
export {
  emailOnlyBodySchema,
  newPasswordFormSchema,
  signInBodySchema,
  totpCodeBodySchema,
} from "@lineup/shared";
