export { searchRoutes } from "./search-routes";
export { minorsHiddenFrom, type Viewer } from "./search-repository";
export { isVisibleAthlete } from "./shortlist-repository";
export { avatarUrl } from "./athlete-fields";
export { isClosedToMinors } from "./closed-category";
export { mayViewAthleteFiles } from "./athlete-file-access";
