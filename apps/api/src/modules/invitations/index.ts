export { invitationRoutes } from "./invitation-routes";
export { acceptAgentInvitation, nameAgent, representationOf } from "./invitation-service";
