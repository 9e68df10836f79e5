/** The bio form's shared schema, loaded only through `import()` (lib/use-zod-form). */
export { bioUpdateBodySchema } from "@lineup/shared";
