import type { RouteHandle } from "@web/components/layout/document-title";

export const handle: RouteHandle = { title: "Audit log" };

export { AuditScreen as Component } from "@web/features/operator-console/audit-screen";
export { auditLoader as loader } from "@web/features/operator-console/audit-loader";
