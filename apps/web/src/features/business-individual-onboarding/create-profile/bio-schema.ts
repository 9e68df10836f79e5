/** The bio form's shared schema, loaded only through `import()` (lib/lazy-resolver). */
export { bioUpdateBodySchema } from "@lineup/shared";
