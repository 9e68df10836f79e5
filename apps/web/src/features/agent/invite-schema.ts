/** The invite form's shared schema, loaded only through `import()` (lib/lazy-resolver). */
export { inviteAthleteBodySchema } from "@lineup/shared";
