export { searchRoutes } from "./search-routes";
export { minorsHiddenFrom, type Viewer } from "./search-repository";
