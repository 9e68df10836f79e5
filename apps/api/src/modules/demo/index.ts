export { demoSignInBlock, ensureDemoMarketplace, type DemoOutcome } from "./demo-marketplace";
export { DEMO_DOMAIN, DEMO_PASSWORD } from "./demo-people";
