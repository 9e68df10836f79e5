import { createContext, useContext, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "./types";

const FormContext = createContext<UseFormReturn | null>(null);

/** Gives a form's methods to the field components below it (useFormContext). */
export function FormProvider<T extends FieldValues, C, O>({
  children,
  ...methods
}: UseFormReturn<T, C, O> & { children: ReactNode }) {
  return (
    <FormContext.Provider value={methods as unknown as UseFormReturn}>
      {children}
    </FormContext.Provider>
  );
}

export function useFormContext<T extends FieldValues>(): UseFormReturn<T> {
  const methods = useContext(FormContext);
  if (!methods) throw new Error("useFormContext needs a FormProvider above it");
  return methods as unknown as UseFormReturn<T>;
}
