/**
 * A route module: the router's lazy() takes its exports as route properties, so the screen and
 * its loader arrive in one chunk and the loader never weighs on the first load.
 */
export { SocialsScreen as Component } from "../../features/athlete-onboarding/socials/socials-screen";
export { savedProfileLoader as loader } from "../../features/athlete-onboarding/onboarding-loaders";
