import type { LoaderFunctionArgs } from "react-router";
import type { RouteHandle } from "@web/components/layout/document-title";
import { joinLoader } from "@web/features/auth/join/join-loader";
import { JoinScreen } from "@web/features/auth/join/join-screen";

export const handle: RouteHandle = { title: "Agent sign-up" };

export const loader = (args: LoaderFunctionArgs) => joinLoader("agent", args);

export function Component() {
  return <JoinScreen role="agent" />;
}
