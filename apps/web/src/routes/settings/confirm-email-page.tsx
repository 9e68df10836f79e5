import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Confirm your new e-mail" };

export { ConfirmEmailChange as Component } from "@web/features/settings/confirm-email-change";
