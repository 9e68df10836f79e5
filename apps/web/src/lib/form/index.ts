/** Our form state (docs/decisions/0031): the part of react-hook-form's API the app uses. */
export { Controller } from "./controller";
export { FormProvider, useFormContext } from "./form-context";
export { useForm } from "./use-form";
export { useWatch } from "./use-watch";
export type * from "./types";
