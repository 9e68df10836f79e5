import { HeroSection } from "../features/home/hero-section";
import { HowItWorks } from "../features/home/how-it-works";
import { RoleCards } from "../features/home/role-cards";

/** The marketing front door: what Lineup is, who it serves, and a way in for each of them. */
export function Component() {
  return (
    <>
      <HeroSection />
      <RoleCards />
      <HowItWorks />
    </>
  );
}
