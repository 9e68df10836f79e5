import { useLoaderData } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { StepIndicator } from "@web/components/ui/step-indicator";
import { ONBOARDING_STEP_COUNT } from "@web/lib/onboarding-steps";
import type { CreateProfileLoaderData } from "../onboarding-loaders";
import type { ProfileKind } from "../profile-kinds";
import { CreateProfileForm } from "./create-profile-form";

const COPY: Record<ProfileKind, { title: string; intro: string }> = {
  business: {
    title: "Put a face to your business",
    intro: "A logo or photo and a short bio let athletes know who they will work with.",
  },
  individual: {
    title: "Put a face to your name",
    intro: "A photo and a few words let athletes know who they will work with.",
  },
};

function CreateProfileScreen({ kind }: { kind: ProfileKind }) {
  const { profile } = useLoaderData<CreateProfileLoaderData>();
  const { title, intro } = COPY[kind];
  return (
    <ScreenCard
      width="wide"
      eyebrow={<StepIndicator step={3} total={ONBOARDING_STEP_COUNT[kind]} />}
      title={title}
      intro={intro}
    >
      <CreateProfileForm kind={kind} profile={profile} />
    </ScreenCard>
  );
}

/** /auth/sign-up/business-create-profile: step 3 of 3, then registration success. */
export function BusinessCreateProfileScreen() {
  return <CreateProfileScreen kind="business" />;
}

/** /auth/sign-up/individual-create-profile: step 3 of 3, then registration success. */
export function IndividualCreateProfileScreen() {
  return <CreateProfileScreen kind="individual" />;
}
