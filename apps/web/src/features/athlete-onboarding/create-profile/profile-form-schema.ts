import { bioField, serviceItemSchema } from "@lineup/shared";
import { z } from "zod";
import { MAX_SERVICES } from "./profile-limits";

/**
 * The athlete create-profile form: bio and services (a saved one with its id), as the update body
 * checks them. Loaded only through `import()` (lib/use-zod-form), so zod stays off the screen's
 * first load.
 */
export const profileFormSchema = z.object({
  bio: bioField,
  services: z.array(serviceItemSchema).max(MAX_SERVICES),
});
