import type { UserRole } from "@lineup/shared";

/** Headings and pitches of the four join screens. */
export const JOIN_COPY: Record<UserRole, { title: string; intro: string }> = {
  athlete: {
    title: "Join as an athlete",
    intro: "Create your account, then tell us about your sport and the services you offer.",
  },
  business: {
    title: "Join as a business",
    intro: "Create your business account and start finding athletes for your next campaign.",
  },
  individual: {
    title: "Join as an individual",
    intro: "Create your account to book athletes for lessons, appearances and events.",
  },
  agent: {
    title: "Join as an agent",
    intro: "Create your account, then invite the athletes you represent.",
  },
};

export const PROVIDER_NAMES = { google: "Google", facebook: "Facebook" } as const;
