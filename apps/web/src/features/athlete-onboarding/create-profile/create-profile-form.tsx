import { ROUTES, type AthleteProfile, type ServiceItem } from "@lineup/shared";
import { useId, useState, type ReactNode } from "react";
import { BackButton } from "@web/components/ui/back-button";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { BioField } from "@web/components/ui/bio-field";
import { useZodForm } from "@web/lib/use-zod-form";
import { AvatarField } from "@web/components/ui/avatar-field";
import { MediaField } from "./media-field";
import { MAX_PHOTOS, MAX_SERVICES, MAX_VIDEOS } from "./profile-limits";
import { ServicesField } from "./services-field";
import { useMediaSelection } from "./use-media-selection";
import { useSaveProfile } from "./use-save-profile";

const loadSchema = async () => (await import("./profile-form-schema")).profileFormSchema;

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-zinc-200 pt-5">
      <h2 id={id} className="text-lg font-bold text-zinc-950">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-zinc-600">{intro}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** The saved services with their ids, which the PATCH sends back so each edit keeps them. */
function servicesOf(profile: AthleteProfile | null): ServiceItem[] {
  return (profile?.services ?? []).map(({ id, name, price }) => ({ id, name, price }));
}

type CreateProfileFormProps = {
  profile: AthleteProfile | null;
  /** The profile editor (decision 0076): Save returns to /home, and there is no Back. */
  editing?: boolean;
};

/**
 * Profile photo, photos, videos, bio and services (spec §2 "Athlete create-profile"), with Back
 * to the socials; in the editor, Save returns home.
 */
export function CreateProfileForm({ profile, editing = false }: CreateProfileFormProps) {
  const [avatarFile, setAvatarFile] = useState<File | null>(null);
  const [avatarUrl, setAvatarUrl] = useState(profile?.avatar?.url ?? null);
  const photos = useMediaSelection(profile?.photos ?? [], MAX_PHOTOS);
  const videos = useMediaSelection(profile?.videos ?? [], MAX_VIDEOS);
  const { save, progress, problem } = useSaveProfile({
    editing,
    avatar: {
      file: avatarFile,
      markSaved: (url) => {
        setAvatarUrl(url);
        setAvatarFile(null);
      },
    },
    photos,
    videos,
  });
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, {
    defaultValues: { bio: profile?.bio ?? "", services: servicesOf(profile) },
  });

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
        className="flex flex-col gap-5"
      >
        <Section title="Profile photo">
          <AvatarField
            savedUrl={avatarUrl}
            file={avatarFile}
            onFile={setAvatarFile}
            progress={progress("avatar")}
            disabled={isSubmitting}
          />
        </Section>
        <Section title="Photos" intro="Action shots, team photos, podium moments.">
          <MediaField
            kind="image"
            selection={photos}
            limit={MAX_PHOTOS}
            progress={progress("photos")}
            disabled={isSubmitting}
          />
        </Section>
        <Section title="Videos" intro="Short highlights work best.">
          <MediaField
            kind="video"
            selection={videos}
            limit={MAX_VIDEOS}
            progress={progress("videos")}
            disabled={isSubmitting}
          />
        </Section>
        <Section title="About you">
          <FormField
            control={control}
            name="bio"
            render={(field) => (
              <BioField
                placeholder={"Your story, your achievements, what drives you."}
                {...field}
              />
            )}
          />
        </Section>
        <Section
          title="Services"
          intro="What businesses can book you for, with the lowest price you would accept."
        >
          <FormField
            control={control}
            name="services"
            render={({ value, onChange }) => (
              <ServicesField
                value={value}
                onChange={onChange}
                limit={MAX_SERVICES}
                disabled={isSubmitting}
              />
            )}
          />
        </Section>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {!editing && <BackButton to={ROUTES.athleteAddSocials} />}
          <Button type="submit" loading={isSubmitting} className="w-full sm:flex-1">
            {editing ? "Save profile" : "Save"}
          </Button>
        </div>
      </form>
      <ShownProblem problem={problem} />
    </>
  );
}
