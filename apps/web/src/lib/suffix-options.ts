import { SUFFIXES } from "@lineup/shared";

/** The name suffix choices of the join form and Settings: none, or one of spec §3's suffixes. */
export const SUFFIX_OPTIONS = [
  { value: "", label: "None" },
  ...SUFFIXES.map((suffix) => ({ value: suffix, label: suffix })),
];
