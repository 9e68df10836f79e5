import { FindAthleteScreen } from "../../features/agent/find-athlete-screen";

export function AgentFindAthletePage() {
  return <FindAthleteScreen />;
}
