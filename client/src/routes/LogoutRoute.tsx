import { useEffect } from 'react';
import { LoadingState } from '../components/StateViews';
import { useAuthClient } from '../features/auth/session';

/** /dashboard/logout: signs out; the session listener then moves to /auth. */
export default function LogoutRoute() {
  const auth = useAuthClient();
  useEffect(() => {
    auth.signOut().catch((error: unknown) => console.error('Sign-out failed', error));
  }, [auth]);
  return <LoadingState label="Signing out..." />;
}
