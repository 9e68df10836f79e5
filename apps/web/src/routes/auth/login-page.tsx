import { LoginScreen } from "../../features/auth/login/login-screen";

export function LoginPage() {
  return <LoginScreen />;
}

/** The route module's parts (router.tsx, screenWithLoader). */
export { LoginPage as Component };
export { providersLoader as loader } from "../../features/auth/auth-loaders";
