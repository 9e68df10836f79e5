import { deferredModule } from "@web/lib/deferred-module";
import type * as PhoneMetadata from "./phone-metadata";

export type PhoneLibrary = typeof PhoneMetadata;

/**
 * The phone metadata: every phone field re-renders when it arrives. Its download starts at the
 * person's first press or key on the page (or at once on focus, preloadPhoneLibrary, or when a
 * field is given a saved number to show), so the join screen's first load does without it and
 * the field shows the default country meanwhile.
 */
const phoneLibrary = deferredModule<PhoneLibrary>(() => import("./phone-metadata"));

/** Fetches the phone metadata once; a failed download (offline for a moment) is tried again. */
export const loadPhoneLibrary = phoneLibrary.load;
/** Starts the download and swallows its failure: the field works unformatted meanwhile. */
export const preloadPhoneLibrary = phoneLibrary.preload;
export const usePhoneLibrary = phoneLibrary.useModule;
