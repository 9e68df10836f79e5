export { invitationRoutes } from "./invitation-routes";
export { attachInvitation, nameAgent } from "./invitation-service";
export { representationRoutes } from "./representation-routes";
export { representationOf } from "./representation-view";
