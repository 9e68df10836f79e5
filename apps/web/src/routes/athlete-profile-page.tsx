import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = {
  // The athlete's name once the profile is in; tabs and screen readers tell profiles apart.
  title: (data) =>
    typeof data === "object" && data !== null && "profile" in data
      ? (data as { profile: { name: string } }).profile.name
      : "Athlete profile",
};

export { ProfileScreen as Component } from "@web/features/athlete-search/profile-screen";
export { profileLoader as loader } from "@web/features/athlete-search/profile-loader";
