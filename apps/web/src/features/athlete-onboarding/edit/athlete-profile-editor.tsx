import { ROUTES, type AthleteProfile } from "@lineup/shared";
import { useId, type ReactNode } from "react";
import { CreateProfileForm } from "../create-profile/create-profile-form";
import { GetStartedForm } from "../get-started/get-started-form";
import { SocialsForm } from "../socials/socials-form";

export function EditorSection({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={id} className="text-xl font-black text-zinc-950">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-zinc-600">{intro}</p>
      {children}
    </section>
  );
}

/**
 * Everything an athlete entered in onboarding, in the onboarding's own forms filled with the saved
 * answers (decision 0076): each part saves on its own through PATCH and returns to /home.
 */
export function AthleteProfileEditor({ profile }: { profile: AthleteProfile }) {
  return (
    <>
      <EditorSection title="Your game" intro="Your sport, level, team, hometown and interests.">
        <GetStartedForm
          invitedBy={null}
          saved={profile}
          next={ROUTES.myHome}
          submitLabel="Save answers"
        />
      </EditorSection>
      <EditorSection title="Socials" intro="Where fans and brands already follow you.">
        <SocialsForm saved={profile.socials} editing />
      </EditorSection>
      <EditorSection
        title="Photos, bio and services"
        intro="Your prices stay private: buyers never see them."
      >
        <CreateProfileForm profile={profile} editing />
      </EditorSection>
    </>
  );
}
