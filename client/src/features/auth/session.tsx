import type { Session } from '@supabase/supabase-js';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthClient } from '../../app/supabase';

export const AuthClientContext = createContext<AuthClient | null>(null);

interface SessionState {
  session: Session | null;
  loading: boolean;
}
const SessionContext = createContext<SessionState>({ session: null, loading: true });

/** The supabase-js auth client (sign-in, sign-up, sign-out). */
export function useAuthClient(): AuthClient {
  const auth = use(AuthClientContext);
  if (!auth) throw new Error('useAuthClient needs an AuthClientContext provider');
  return auth;
}

export const useSession = (): SessionState => use(SessionContext);

/**
 * Follows supabase-js's auth events (INITIAL_SESSION first, then SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, …).
 * A sign-out while on a /dashboard path goes to /auth (which also drops the Apollo client and its cache,
 * see ApolloLayout).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuthClient();
  const navigate = useNavigate();
  const [state, setState] = useState<SessionState>({ session: null, loading: true });

  useEffect(() => {
    const { data } = auth.onAuthStateChange((event, session) => {
      setState({ session, loading: false });
      if (event === 'SIGNED_OUT' && window.location.pathname.startsWith('/dashboard')) {
        navigate('/auth', { replace: true });
      }
    });
    return () => data.subscription.unsubscribe();
  }, [auth, navigate]);

  return <SessionContext value={state}>{children}</SessionContext>;
}

/** The `amr` methods of a session begun by a mailed link, as GoTrue counts them (Session.IsRecovery). */
const LINK_METHODS = new Set(['recovery', 'otp', 'magiclink']);

/**
 * Whether a recovery link began this session (the `amr` claim of its access token): such a session may set
 * a new password without the current one, for a short while after the link was opened.
 */
export function startedByRecoveryLink(session: Session): boolean {
  try {
    const payload = session.access_token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
      amr?: { method?: string }[];
    };
    return claims.amr?.some((entry) => LINK_METHODS.has(entry.method ?? '')) ?? false;
  } catch {
    return false;
  }
}
