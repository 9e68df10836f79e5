export declare function serverEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function lacksServerEnvironment(env?: NodeJS.ProcessEnv): boolean;
