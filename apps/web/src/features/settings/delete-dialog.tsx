import type { AccountSettings } from "@lineup/shared";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { FormAlert } from "@web/components/ui/form-alert";
import { FormField } from "@web/components/ui/form-field";
import { Modal } from "@web/components/ui/modal";
import { CurrentPasswordField } from "@web/components/ui/password-field";
import { problemFrom } from "@web/lib/problem";
import { useZodForm } from "@web/lib/use-zod-form";
import { applyFieldErrors } from "@web/lib/field-errors";
import { FreshSignIn, needsFreshSignIn } from "./fresh-sign-in";
import { settingsApi } from "./settings-api";

const loadSchema = async () => (await import("./settings-schemas")).deleteAccountFormSchema;

type DeleteDialogProps = {
  account: AccountSettings;
  open: boolean;
  onClose: () => void;
  onDeleted: () => Promise<void>;
};

type ConfirmProps = Pick<DeleteDialogProps, "onClose" | "onDeleted"> & {
  onProblem: (error: unknown) => void;
};

/** "Delete your account?": asks for the password (or a fresh provider sign-in) once more. */
export function DeleteDialog({ account, open, onClose, onDeleted }: DeleteDialogProps) {
  // Shown inside the dialog: a second dialog on top of this one would hide what it is about.
  const [problem, setProblem] = useState("");
  const onProblem = (error: unknown) => setProblem(problemFrom(error).message);
  const close = () => {
    setProblem("");
    onClose();
  };
  return (
    <Modal open={open} onClose={close} title="Delete your account?">
      <div className="mt-3 flex flex-col gap-5 text-left">
        <p className="text-pretty text-zinc-700">
          Your profile, services, photos and videos, sessions and sign-in links are deleted for
          good. This cannot be undone. We send one last e-mail to{" "}
          <strong className="break-all">{account.email}</strong>.
        </p>
        <FormAlert message={problem} />
        {account.hasPassword ? (
          <PasswordConfirm onClose={close} onDeleted={onDeleted} onProblem={onProblem} />
        ) : needsFreshSignIn(account) ? (
          <FreshSignIn account={account} purpose="delete your account" onProblem={onProblem} />
        ) : (
          <PlainConfirm onClose={close} onDeleted={onDeleted} onProblem={onProblem} />
        )}
      </div>
    </Modal>
  );
}

function Actions({
  busy,
  onClose,
  onDelete,
}: {
  busy: boolean;
  onClose: () => void;
  onDelete?: () => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="danger"
        type={onDelete ? "button" : "submit"}
        loading={busy}
        {...(onDelete ? { onClick: onDelete } : {})}
      >
        Delete my account for good
      </Button>
      <Button variant="secondary" onClick={onClose}>
        Keep my account
      </Button>
    </div>
  );
}

function PasswordConfirm({ onClose, onDeleted, onProblem }: ConfirmProps) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useZodForm(loadSchema, { defaultValues: { password: "" } });

  async function confirm({ password }: { password: string }) {
    try {
      await settingsApi.deleteAccount({ password });
      await onDeleted();
    } catch (error) {
      if (!applyFieldErrors(error, setError, ["password"])) onProblem(error);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(confirm)(event)}
      className="flex flex-col gap-5"
    >
      <FormField
        control={control}
        name="password"
        render={(field) => <CurrentPasswordField label="Your password" {...field} />}
      />
      <Actions busy={isSubmitting} onClose={onClose} />
    </form>
  );
}

function PlainConfirm({ onClose, onDeleted, onProblem }: ConfirmProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await settingsApi.deleteAccount({});
      await onDeleted();
    } catch (error) {
      setBusy(false);
      onProblem(error);
    }
  }
  return <Actions busy={busy} onClose={onClose} onDelete={() => void confirm()} />;
}
