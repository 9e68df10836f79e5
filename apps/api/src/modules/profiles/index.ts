export { athleteRoutes, type EraseAccount } from "./athlete-routes";
export { createAthleteProfile, toCents, updateAthleteProfile } from "./athlete-service";
export { businessIndividualRoutes } from "./business-individual-routes";
export {
  createBusinessProfile,
  createIndividualProfile,
  updateBusinessProfile,
  updateIndividualProfile,
} from "./business-individual-service";
export { myProfileRoutes } from "./my-profile-routes";
export { lockProfilesOf, ownProfile, profileOfUser, type Profile } from "./own-profile";
export { privateProfileRoutes } from "./private-profile-routes";
export { profileView } from "./profile-view";
export { minorDetails, minorDetailsOf } from "./minor-details";
