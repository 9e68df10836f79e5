import { ROUTES, SOCIAL_NETWORKS, type Socials, type SocialNetwork } from "@lineup/shared";
import { useState } from "react";
import { useNavigate } from "react-router";
import { BackButton } from "@web/components/ui/back-button";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { ShownProblem } from "@web/components/ui/problem-dialog";
import { TextField } from "@web/components/ui/text-field";
import { useProblem } from "@web/lib/use-problem";
import { athleteApi } from "../athlete-api";
import { useProfileIdOrLog } from "@web/lib/use-profile-id";
import { useZodForm } from "@web/lib/use-zod-form";
import { nonEmptySocials, socialsDefaults } from "./socials-values";

const loadSchema = async () => (await import("./socials-schema")).socialsFormSchema;

const PLACEHOLDERS: Record<SocialNetwork, string> = {
  instagram: "https://instagram.com/yourname",
  youtube: "https://youtube.com/@yourchannel",
  x: "https://x.com/yourname",
  tiktok: "https://tiktok.com/@yourname",
  facebook: "https://facebook.com/yourname",
};

const NETWORKS = Object.keys(SOCIAL_NETWORKS) as SocialNetwork[];

type SocialsFormProps = {
  saved: Record<string, string> | undefined;
  /** The profile editor (decision 0076): Save returns to /home, and there is no Skip or Back. */
  editing?: boolean;
};

/**
 * The athlete's social links (spec §2 "Athlete add-socials"): Continue saves them, Skip none, Back
 * returns to get-started. In the editor, Save changes them and returns home.
 */
export function SocialsForm({ saved, editing = false }: SocialsFormProps) {
  const navigate = useNavigate();
  const profileId = useProfileIdOrLog();
  const problem = useProblem();
  const [skipping, setSkipping] = useState(false);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: socialsDefaults(saved) });

  /** `{ socials: {} }` still records the step on the server (docs/decisions/0007). */
  async function save(socials: Socials) {
    const id = profileId();
    if (!id) return;
    try {
      await athleteApi.update(id, { socials: nonEmptySocials(socials) });
      await navigate(editing ? ROUTES.myHome : ROUTES.athleteCreateProfile);
    } catch (error) {
      problem.show(error);
    }
  }

  async function skip() {
    setSkipping(true);
    try {
      await save({});
    } finally {
      setSkipping(false);
    }
  }

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(save)(event)}
        className="flex flex-col gap-5"
      >
        {NETWORKS.map((network) => (
          <FormField
            key={network}
            control={control}
            name={network}
            render={(field) => (
              <TextField
                label={SOCIAL_NETWORKS[network].label}
                optional
                type="url"
                inputMode="url"
                autoComplete="url"
                spellCheck={false}
                placeholder={PLACEHOLDERS[network]}
                {...field}
              />
            )}
          />
        ))}
        <div className="mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {!editing && <BackButton to={ROUTES.athleteGetStarted} className="sm:mr-auto" />}
          {!editing && (
            <Button
              variant="secondary"
              loading={skipping}
              disabled={isSubmitting}
              onClick={() => void skip()}
              className="sm:min-w-32"
            >
              Skip
            </Button>
          )}
          <Button type="submit" loading={isSubmitting} disabled={skipping} className="sm:min-w-40">
            {editing ? "Save socials" : "Continue"}
          </Button>
        </div>
      </form>
      <ShownProblem problem={problem} />
    </>
  );
}
