export { athleteRoutes } from "./athlete-routes";
export { toCents } from "./athlete-service";
export { businessIndividualRoutes } from "./business-individual-routes";
export { myProfileRoutes } from "./my-profile-routes";
export { lockProfilesOf, ownProfile, profileOfUser, type Profile } from "./own-profile";
export { privateProfileRoutes } from "./private-profile-routes";
export { profileView } from "./profile-view";
