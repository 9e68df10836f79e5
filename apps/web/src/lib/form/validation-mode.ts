import type { Mode } from "./types";

type Check = { isSubmitted: boolean; isTouched: boolean; event: "change" | "blur" };

/**
 * Whether a change or blur validates its field, by react-hook-form's rules: before the first
 * submit `mode` decides (default onSubmit: never), after it `reValidateMode` (default onChange).
 */
export function shouldValidate(
  mode: Mode = "onSubmit",
  reValidateMode: Mode = "onChange",
  { isSubmitted, isTouched, event }: Check,
): boolean {
  const blur = event === "blur";
  if (mode === "all") return true;
  if (!isSubmitted && mode === "onTouched") return isTouched || blur;
  const rule = isSubmitted ? reValidateMode : mode;
  if (rule === "onBlur") return blur;
  if (rule === "onChange") return !blur;
  return false;
}
