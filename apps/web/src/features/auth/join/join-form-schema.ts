/**
 * The join form's shared schema, loaded only through `import()` (useZodForm's loader): its phone
 * check brings libphonenumber's metadata, about 30 KiB gzip, which the join screens' first load
 * has no room for (docs/decisions/0051).
 */
export { joinFormSchema } from "@lineup/shared";
