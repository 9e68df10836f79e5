/** The name-your-agent form's shared schema, loaded only through `import()` (lib/use-zod-form). */
export { nameAgentBodySchema } from "@lineup/shared";
