import { idleModule } from "@web/lib/idle-module";
import type * as PhoneMetadata from "./phone-metadata";

export type PhoneLibrary = typeof PhoneMetadata;

/**
 * The phone metadata: every phone field re-renders when it arrives. Its download starts when the
 * browser is idle after the field's first render (or at once on focus, preloadPhoneLibrary), so
 * the join screen's first load does without it and the field shows the default country meanwhile.
 */
const phoneLibrary = idleModule<PhoneLibrary>(() => import("./phone-metadata"));

/** Fetches the phone metadata once; a failed download (offline for a moment) is tried again. */
export const loadPhoneLibrary = phoneLibrary.load;
/** Starts the download and swallows its failure: the field works unformatted meanwhile. */
export const preloadPhoneLibrary = phoneLibrary.preload;
export const usePhoneLibrary = phoneLibrary.useModule;
