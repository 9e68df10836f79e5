export { listMedia, toMediaItem } from "./media-repository";
export { mediaRoutes, type FindOwnProfile } from "./media-routes";
