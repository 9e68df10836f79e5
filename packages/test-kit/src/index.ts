export * from "./accounts";
export * from "./lookups";
export * from "./mail-inbox";
export * from "./oauth-provider";
export * from "./server";
export * from "./sign-up";
export * from "./stats";
export * from "./totp";
