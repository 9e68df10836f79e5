import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Settings" };

export { SettingsScreen as Component } from "@web/features/settings/settings-screen";
export { settingsLoader as loader } from "@web/features/settings/settings-loader";
