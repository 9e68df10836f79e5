export { type LiveEvents, LocalLiveEvents } from "./live-events";
