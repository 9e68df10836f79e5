import { ROUTES, type BusinessProfile, type IndividualProfile } from "@lineup/shared";
import { EditorSection } from "@web/components/layout/editor-section";
import { CreateProfileForm } from "../create-profile/create-profile-form";
import { BusinessGetStartedForm } from "../get-started/business-get-started-form";
import { IndividualGetStartedForm } from "../get-started/individual-get-started-form";

/**
 * Everything a business or an individual entered in onboarding, in the onboarding's own forms
 * filled with the saved answers (decision 0076): each part saves through PATCH and returns home.
 */
export function BusinessIndividualProfileEditor({
  profile,
}: {
  profile: BusinessProfile | IndividualProfile;
}) {
  return (
    <>
      <EditorSection title={profile.type === "Business" ? "Your business" : "Where you are"}>
        {profile.type === "Business" ? (
          <BusinessGetStartedForm saved={profile} next={ROUTES.myHome} submitLabel="Save answers" />
        ) : (
          <IndividualGetStartedForm
            saved={profile}
            next={ROUTES.myHome}
            submitLabel="Save answers"
          />
        )}
      </EditorSection>
      <EditorSection later title="Photo and bio">
        <CreateProfileForm
          kind={profile.type === "Business" ? "business" : "individual"}
          profile={profile}
          editing
        />
      </EditorSection>
    </>
  );
}
