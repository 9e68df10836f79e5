// @ts-check
import { mutationModule } from "./modules.mjs";
import { strykerConfig } from "./stryker-base.mjs";

export default strykerConfig(mutationModule("offer-deals"));
