import { MESSAGES } from "@lineup/shared";
import { useCallback, useState } from "react";
import { useLoaderData, useSearchParams } from "react-router";
import { ScreenCard } from "@web/components/layout/screen-card";
import type { ProvidersLoaderData } from "../auth-loaders";
import { oauthParamsOf } from "../oauth-params";
import { LoginForm } from "./login-form";
import { OAuthSignIn } from "./oauth-sign-in";
import { SecondFactorForm } from "./second-factor-form";
import { useLoginProblem } from "./use-login-problem";

/** /auth/login: e-mail and password, a provider, or finishing a provider's round trip. */
export function LoginScreen() {
  const { providers } = useLoaderData<ProvidersLoaderData>();
  const [search] = useSearchParams();
  const oauth = oauthParamsOf(search);
  const problem = useLoginProblem(search.get("oauthError") ? MESSAGES.oauthFailed : null);
  // After a right password (or provider) on an account with two-step verification.
  const [secondStep, setSecondStep] = useState(false);
  const askCode = useCallback(() => setSecondStep(true), []);

  return (
    <ScreenCard title="Welcome back" intro="Log in to your Lineup account.">
      {secondStep ? (
        <SecondFactorForm onProblem={problem.show} onRestart={() => setSecondStep(false)} />
      ) : oauth ? (
        <OAuthSignIn oauth={oauth} onProblem={problem.show} onSecondFactor={askCode} />
      ) : (
        <LoginForm providers={providers} onProblem={problem.show} onSecondFactor={askCode} />
      )}
      {problem.dialog}
    </ScreenCard>
  );
}
