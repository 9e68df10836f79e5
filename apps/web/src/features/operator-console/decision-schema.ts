/** The decision form's schema, loaded only through `import()` (useZodForm; decision 0051). */
export { operatorDecisionBodySchema } from "@lineup/shared";
