export { LookupCatalog } from "./lookup-catalog";
export { lookupRoutes } from "./lookup-routes";
