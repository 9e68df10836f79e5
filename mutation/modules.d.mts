export interface MutationModule {
  /** As in mutation/stryker.<name>.config.mjs and mutation/incremental/<name>.json. */
  name: string;
  /** Product files to mutate (globs from the repository root); tests are never mutated. */
  mutate: string[];
  /** The module's own test files (globs): the only tests its mutation runs load. */
  tests: string[];
  /** Leave out mutants of values computed at import (each reruns all the module's tests). */
  ignoreStatic: boolean;
}

export declare const MODULES: MutationModule[];
export declare function mutationModule(name: string): MutationModule;
