/** The code forms' shared schema, loaded on demand so zod stays off the first load. */
export { totpCodeBodySchema } from "@lineup/shared";
