import type { Linter } from "eslint";

/** The import-boundary rules of eslint/boundaries.js, for its test. */
export declare const boundaries: Linter.Config[];
