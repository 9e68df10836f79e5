import { useFormState, type Control, type FieldValues } from "react-hook-form";
import { Button, type ButtonProps } from "./button";

type SubmitButtonProps<Values extends FieldValues, Context, Output> = Omit<
  ButtonProps,
  "type" | "loading"
> & {
  control: Control<Values, Context, Output>;
};

/**
 * A form's submit button, busy while the form submits. It reads `isSubmitting` itself
 * (react-hook-form's useFormState), so a submit re-renders the button and the fields with news,
 * not the whole form: on a long form, two extra renders of every field would fall in the frame of
 * the press (INP, DESIGN.md "Budgets"; decision 0098).
 */
export function SubmitButton<Values extends FieldValues, Context, Output>({
  control,
  ...rest
}: SubmitButtonProps<Values, Context, Output>) {
  const { isSubmitting } = useFormState({ control });
  return <Button {...rest} type="submit" loading={isSubmitting} />;
}
