import { guardianNameField } from "@lineup/shared";
import { z } from "zod";

/**
 * The consent form: the name typed as a signature, by the shared body's rule (the POST sends it
 * as `guardianName`). Loaded only through `import()` (lib/use-zod-form), so zod is not part of
 * the page's first load.
 */
export const consentFormSchema = z.object({ guardianName: guardianNameField });
export type ConsentFormValues = z.infer<typeof consentFormSchema>;
