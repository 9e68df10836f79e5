import { ROUTES } from "@lineup/shared";
import type { ComponentType } from "react";
import type { LoaderFunction } from "react-router";
import {
  BusinessCreateProfileScreen,
  IndividualCreateProfileScreen,
} from "../../features/business-individual-onboarding/create-profile/create-profile-screens";
import {
  BusinessGetStartedScreen,
  IndividualGetStartedScreen,
} from "../../features/business-individual-onboarding/get-started/get-started-screens";
import {
  businessGetStartedLoader,
  createProfileLoader,
  individualGetStartedLoader,
} from "../../features/business-individual-onboarding/onboarding-loaders";

type RouteModule = { Component: ComponentType; loader: LoaderFunction };

/**
 * The four business and individual onboarding routes as one module: the screens share nearly all
 * their code, and one chunk keeps the router's preload list (part of every first load) short.
 * The router's lazy() takes the entry of its path as the route's properties.
 */
export const BUSINESS_INDIVIDUAL_ROUTES = {
  [ROUTES.businessGetStarted]: {
    Component: BusinessGetStartedScreen,
    loader: businessGetStartedLoader,
  },
  [ROUTES.businessCreateProfile]: {
    Component: BusinessCreateProfileScreen,
    loader: createProfileLoader("business"),
  },
  [ROUTES.individualGetStarted]: {
    Component: IndividualGetStartedScreen,
    loader: individualGetStartedLoader,
  },
  [ROUTES.individualCreateProfile]: {
    Component: IndividualCreateProfileScreen,
    loader: createProfileLoader("individual"),
  },
} satisfies Record<string, RouteModule>;

export type BusinessIndividualPath = keyof typeof BUSINESS_INDIVIDUAL_ROUTES;
