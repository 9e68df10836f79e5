import { mutationVitestConfig } from "./vitest-base";

export default mutationVitestConfig("offer-deals");
