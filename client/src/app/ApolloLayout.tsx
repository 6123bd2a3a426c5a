import { ApolloProvider } from '@apollo/client/react';
import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuthClient, useSession } from '../features/auth/session';
import { createApolloClient } from './apollo';

/**
 * Provides Apollo Client to the signed-in area only, so the sign-in page loads no GraphQL code. One client
 * per signed-in user: a sign-out unmounts it (and its cache), another user gets a fresh one.
 */
export default function ApolloLayout() {
  const auth = useAuthClient();
  const userId = useSession().session?.user.id;
  const client = useMemo(() => (userId ? createApolloClient(auth) : null), [auth, userId]);
  if (!client) return null;
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
