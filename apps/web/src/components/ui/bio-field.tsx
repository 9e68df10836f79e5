import { LIMITS } from "@lineup/shared";
import type { FieldProps } from "./form-field";
import { TextArea } from "./text-area";

/** A profile's bio: five rows, the shared length cap, and its count shown as a person types. */
export function BioField({ placeholder, ...field }: FieldProps<string> & { placeholder: string }) {
  return (
    <TextArea
      label="Bio"
      rows={5}
      maxLength={LIMITS.bioMaxLength}
      length={field.value.length}
      placeholder={placeholder}
      {...field}
    />
  );
}
