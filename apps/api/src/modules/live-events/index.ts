export { type LiveEvents, LocalLiveEvents } from "./live-events";
export { createLiveEvents } from "./create-live-events";
export { eventsRoutes, HEARTBEAT_MS, type EventsRouteOptions } from "./events-routes";
export { MAX_STREAMS_PER_USER } from "./open-streams";
export { DEFAULT_LIVE_PREFIX, encodeRelay, liveChannel } from "./redis-relay";
