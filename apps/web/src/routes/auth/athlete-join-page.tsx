import type { LoaderFunctionArgs } from "react-router";
import type { RouteHandle } from "@web/components/layout/document-title";
import { joinLoader } from "@web/features/auth/join/join-loader";
import { JoinScreen } from "@web/features/auth/join/join-screen";

export const handle: RouteHandle = { title: "Athlete sign-up" };

export const loader = (args: LoaderFunctionArgs) => joinLoader("athlete", args);

export function Component() {
  return <JoinScreen role="athlete" />;
}
