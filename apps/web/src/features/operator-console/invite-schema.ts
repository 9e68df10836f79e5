/** The invitation form's schema, loaded only through `import()` (useZodForm; decision 0051). */
export { operatorInviteBodySchema } from "@lineup/shared";
