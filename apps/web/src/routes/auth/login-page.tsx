import { LoginScreen } from "../../features/auth/login/login-screen";

export function LoginPage() {
  return <LoginScreen />;
}
