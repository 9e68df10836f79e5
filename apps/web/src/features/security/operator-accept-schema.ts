/** The acceptance form's shared schema, loaded on demand so zod stays off the first load. */
export { operatorAcceptFormSchema } from "@lineup/shared";
