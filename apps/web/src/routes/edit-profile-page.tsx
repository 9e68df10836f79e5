import { ROUTES } from "@lineup/shared";
import { Link, useLoaderData } from "react-router";
import type { RouteHandle } from "@web/components/layout/document-title";
import { AthleteProfileEditor } from "@web/features/athlete-onboarding/edit/athlete-profile-editor";
import { BusinessIndividualProfileEditor } from "@web/features/business-individual-onboarding/edit/profile-editor";
import type { ProfileEditorData } from "@web/lib/profile-editor-loader";

export const handle: RouteHandle = { title: "Edit your profile" };

export { profileEditorLoader as loader } from "@web/lib/profile-editor-loader";

/** /home/profile: the onboarding's forms, filled in, each saving in place (decision 0076). */
export function Component() {
  const { my, profile } = useLoaderData<ProfileEditorData>();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <div>
        <Link to={ROUTES.myHome} className="font-semibold text-accent-700 underline">
          Back to home
        </Link>
        <h1 className="mt-3 text-3xl font-black tracking-tight text-zinc-950 sm:text-4xl">
          Edit your profile
        </h1>
        <p className="mt-2 text-zinc-700">
          Each part saves on its own and shows on your profile at once. Your name, phone and e-mail
          are in Settings.
        </p>
      </div>
      {profile.type === "Athlete" ? (
        <AthleteProfileEditor profile={profile} my={my} />
      ) : (
        <BusinessIndividualProfileEditor profile={profile} />
      )}
    </div>
  );
}
