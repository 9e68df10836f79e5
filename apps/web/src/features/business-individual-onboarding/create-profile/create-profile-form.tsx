import { useId, useState } from "react";
import { AvatarField } from "@web/components/ui/avatar-field";
import { BackButton } from "@web/components/ui/back-button";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { BioField } from "@web/components/ui/bio-field";
import { useZodForm } from "@web/lib/use-zod-form";
import type { SavedProfile } from "../onboarding-loaders";
import { PROFILE_KINDS, type ProfileKind } from "../profile-kinds";
import { useSaveBioProfile } from "./use-save-bio-profile";

const loadSchema = async () => (await import("./bio-schema")).bioUpdateBodySchema;

const PLACEHOLDERS: Record<ProfileKind, string> = {
  business: "Who you are, what you sell and the kind of athletes you would like to work with.",
  individual: "A few words about you and what you would like to book athletes for.",
};

type CreateProfileFormProps = {
  kind: ProfileKind;
  profile: SavedProfile | null;
  /** The profile editor (decision 0076): Save returns to /home, and there is no Back. */
  editing?: boolean;
};

/**
 * Profile photo and bio (spec §2 "Business and individual create-profile", §5), with Back to
 * get-started; in the editor, Save returns home.
 */
export function CreateProfileForm({ kind, profile, editing = false }: CreateProfileFormProps) {
  const photoLabelId = useId();
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarUrl, setAvatarUrl] = useState(profile?.avatar?.url ?? null);
  const { save, progress, problem } = useSaveBioProfile({
    kind,
    editing,
    avatar: avatarFile,
    onAvatarSaved: (url) => {
      setAvatarUrl(url);
      setAvatarFile(null);
    },
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { bio: profile?.bio ?? "" } });

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
        className="flex flex-col gap-5"
      >
        <div role="group" aria-labelledby={photoLabelId}>
          <p id={photoLabelId} className="mb-1.5 text-sm font-semibold text-zinc-900">
            Profile photo <span className="font-normal text-zinc-600">(optional)</span>
          </p>
          <AvatarField
            savedUrl={avatarUrl}
            file={avatarFile}
            onFile={setAvatarFile}
            progress={progress}
            disabled={isSubmitting}
          />
        </div>
        <FormField
          control={control}
          name="bio"
          render={(field) => <BioField placeholder={PLACEHOLDERS[kind]} {...field} />}
        />
        <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row">
          {!editing && <BackButton to={PROFILE_KINDS[kind].getStarted} />}
          <Button type="submit" loading={isSubmitting} className="w-full sm:flex-1">
            {editing ? "Save photo and bio" : "Finish"}
          </Button>
        </div>
      </form>
      <ShownProblem problem={problem} />
    </>
  );
}
