export * from "./schema/lookups";
export * from "./schema/meta";
