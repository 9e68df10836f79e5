export * from "./schema/lookups";
export * from "./schema/meta";
export * from "./schema/accounts";
export * from "./schema/profiles";
export * from "./schema/business";
export * from "./schema/invitations";
export * from "./schema/second-factor";
export * from "./schema/operator-audit";
