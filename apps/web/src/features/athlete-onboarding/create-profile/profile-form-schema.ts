import { bioField, serviceSchema } from "@lineup/shared";
import { z } from "zod";
import { MAX_SERVICES } from "./profile-limits";

/**
 * The athlete create-profile form: bio and services, as the update body checks them.
 */
export const profileFormSchema = z.object({
  bio: bioField,
  services: z.array(serviceSchema).max(MAX_SERVICES),
});
