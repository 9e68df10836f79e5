import { mutationVitestConfig } from "./vitest-base";

export default mutationVitestConfig("operator-decisions");
