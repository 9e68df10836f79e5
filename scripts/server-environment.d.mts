export declare const SERVER_ENVIRONMENT: { readonly MALLOC_ARENA_MAX: string };
export declare function serverEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function lacksServerEnvironment(env?: NodeJS.ProcessEnv): boolean;
