import { MESSAGES, ROUTES } from "@lineup/shared";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import { primaryButton } from "@web/components/ui/button-styles";
import { Spinner } from "@web/components/ui/spinner";
import { problemFrom } from "@web/lib/problem";
import { useSignedIn } from "@web/stores/signed-in-store";
import { settingsApi } from "./settings-api";

type State =
  { kind: "working" } | { kind: "done"; email: string } | { kind: "failed"; message: string };

/** /settings/confirm-email?token=…: the link sent to a new address moves the account there. */
export function ConfirmEmailChange() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [state, setState] = useState<State>(() =>
    token ? { kind: "working" } : { kind: "failed", message: MESSAGES.invalidEmailChangeLink },
  );
  const signedIn = useSignedIn();
  // The token is single-use: a second run (React's development double effects) must not spend it.
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    settingsApi
      .confirmEmailChange(token)
      .then(({ email }) => setState({ kind: "done", email }))
      .catch((error: unknown) => setState({ kind: "failed", message: problemFrom(error).message }));
  }, [token]);

  const next = signedIn
    ? { to: ROUTES.settings, label: "Back to Settings" }
    : { to: ROUTES.login, label: "Log in" };
  return (
    <ScreenCard title={state.kind === "failed" ? "This link did not work" : "Your new e-mail"}>
      {state.kind === "working" && (
        <div className="flex min-h-24 items-center gap-3 text-zinc-700">
          <Spinner className="size-6 text-accent-600" />
          <p role="status">Confirming your new address…</p>
        </div>
      )}
      {state.kind === "done" && (
        <p role="status" className="text-zinc-800">
          {MESSAGES.emailChanged} You now sign in with{" "}
          <strong className="break-all">{state.email}</strong>.
        </p>
      )}
      {state.kind === "failed" && (
        <p role="alert" className="text-zinc-800">
          {state.message}
        </p>
      )}
      {state.kind !== "working" && (
        <Link to={next.to} className={`${primaryButton} mt-6 w-full`}>
          {next.label}
        </Link>
      )}
    </ScreenCard>
  );
}
