import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { isApiRequestError } from "@web/lib/api-client";

/**
 * Puts the API's messages under the fields they name (the first one focused); answers whether any
 * field of the form was named. Anything else is the caller's to show.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
): boolean {
  if (!isApiRequestError(error) || !error.fields) return false;
  const named = Object.entries(error.fields).filter(([field]) => known.includes(field));
  named.forEach(([field, message], index) =>
    setError(field as Path<T>, { message }, { shouldFocus: index === 0 }),
  );
  return named.length > 0;
}
