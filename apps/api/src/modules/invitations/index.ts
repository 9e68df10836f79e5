export { invitationRoutes } from "./invitation-routes";
export { attachInvitation, nameAgent } from "./invitation-service";
export { representationRoutes } from "./representation-routes";
export { forgetInvitee, invitationsSentBy } from "./invitation-repository";
export { representationOf, representationOverview } from "./representation-view";
export { link as linkRepresentation } from "./representation-repository";
