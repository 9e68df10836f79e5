/** The invite form's shared schema, loaded only through `import()` (lib/use-zod-form). */
export { inviteAthleteBodySchema } from "@lineup/shared";
