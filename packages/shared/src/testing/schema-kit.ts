import type { z } from "zod";

/*
 * Helpers of the schemas' unit tests: what a parse says, by field. Not part of the package's
 * exports; kept out of schemas/ so mutation testing does not mutate it.
 */

type Issue = { path: PropertyKey[]; message: string };
type Result = { success: boolean; error?: { issues: Issue[] } };

const key = (path: PropertyKey[]) => path.map(String).join(".");

/** Every message of a failed parse, by field path ("" for the body itself); {} when it passed. */
export function issuesOf(result: Result): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    (byPath[key(issue.path)] ??= []).push(issue.message);
  }
  return byPath;
}

/** The messages of `input` at one field path, [] when that field passed. */
export function messagesAt(schema: z.ZodType, input: unknown, path = ""): string[] {
  return issuesOf(schema.safeParse(input))[path] ?? [];
}

/** The parsed value; throws with the messages when the parse failed. */
export function parsed<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new Error(`expected a valid value, got ${JSON.stringify(issuesOf(result))}`);
  }
  return result.data;
}

/** Whether the parse passed. */
export const accepts = (schema: z.ZodType, input: unknown): boolean =>
  schema.safeParse(input).success;

/** The first message at one field path (the one a form shows), undefined when it passed. */
export const firstAt = (schema: z.ZodType, input: unknown, path = ""): string | undefined =>
  messagesAt(schema, input, path)[0];

/**
 * The issue codes at one field path. A rule of our own is a zod "custom" issue, which the web
 * forms' resolver and the API's 400 read as a field's message (not an unknown key).
 */
export function codesAt(schema: z.ZodType, input: unknown, path = ""): string[] {
  const issues = (schema.safeParse(input).error?.issues ?? []) as {
    path: PropertyKey[];
    code: string;
  }[];
  return issues.filter((issue) => key(issue.path) === path).map((issue) => issue.code);
}
