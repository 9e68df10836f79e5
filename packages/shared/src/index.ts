export * from "./routes";
export * from "./roles";
export * from "./storage-keys";
export * from "./limits";
export * from "./messages";
export * from "./lookups";
export * from "./api-error";
export * from "./text-search";
