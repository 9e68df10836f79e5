export { listMedia, mediaOfProfiles, removeMediaOf, toMediaItem } from "./media-repository";
export { mediaRoutes, type FindOwnProfile, type GuardianMayViewFile } from "./media-routes";
export { storeAvatarBytes } from "./store-bytes";
