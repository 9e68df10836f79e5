/**
 * A route module: the router's lazy() takes its exports as route properties, so the screen and
 * its loader arrive in one chunk and the loader never weighs on the first load.
 */
export { GetStartedScreen as Component } from "../../features/athlete-onboarding/get-started/get-started-screen";
export { getStartedLoader as loader } from "../../features/athlete-onboarding/onboarding-loaders";
