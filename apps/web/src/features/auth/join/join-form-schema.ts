/**
 * The join form's shared schema, loaded only through `import()` (lib/lazy-resolver): with zod it
 * brings the phone validation's metadata, which the join screens must not wait for.
 */
export { joinFormSchema } from "@lineup/shared";
