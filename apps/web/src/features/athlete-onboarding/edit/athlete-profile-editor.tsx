import { ROUTES, type AthleteProfile, type MyProfile } from "@lineup/shared";
import { savedBirthOf } from "@web/lib/minor-age";
import { EditorSection } from "@web/components/layout/editor-section";
import { CreateProfileForm } from "../create-profile/create-profile-form";
import { GetStartedForm } from "../get-started/get-started-form";
import { SocialsForm } from "../socials/socials-form";

/**
 * Everything an athlete entered in onboarding, in the onboarding's own forms filled with the saved
 * answers (decision 0076): each part saves on its own through PATCH and returns to /home.
 */
export function AthleteProfileEditor({ profile, my }: { profile: AthleteProfile; my: MyProfile }) {
  return (
    <>
      <EditorSection title="Your game" intro="Your sport, level, team, hometown and interests.">
        <GetStartedForm
          invitedBy={null}
          saved={profile}
          savedBirth={savedBirthOf(my)}
          next={ROUTES.myHome}
          submitLabel="Save answers"
        />
      </EditorSection>
      <EditorSection later title="Socials" intro="Where fans and brands already follow you.">
        <SocialsForm saved={profile.socials} editing />
      </EditorSection>
      <EditorSection
        later
        title="Photos, bio and services"
        intro="Your prices stay private: buyers never see them."
      >
        <CreateProfileForm profile={profile} editing />
      </EditorSection>
    </>
  );
}
