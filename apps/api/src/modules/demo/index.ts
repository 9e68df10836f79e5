export { demoSignInBlock, ensureDemoMarketplace, type DemoOutcome } from "./demo-marketplace";
export { DEMO_DOMAIN, DEMO_PASSWORD } from "./demo-people";
export {
  planAthletes,
  type PlanCatalog,
  type PlannedAthlete,
  type PlanOptions,
} from "./athlete-plan";
export { generateAthletes, insertAthletes, loadPlanCatalog } from "./generated-athletes";
