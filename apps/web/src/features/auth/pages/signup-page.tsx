import { AuthCardPage } from './signin-page';

export function SignUpPage() {
  return <AuthCardPage initialView="signup" />;
}
