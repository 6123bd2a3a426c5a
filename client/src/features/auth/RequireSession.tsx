import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PlainLoading } from '../../components/PlainStates';
import { useSession } from './session';

/** Renders its children for a signed-in user; anyone else goes to /auth. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  if (loading) return <PlainLoading />;
  if (!session) return <Navigate to="/auth" replace />;
  return children;
}
