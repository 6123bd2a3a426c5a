import { ApolloClient, HttpLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { createCache } from '../../app/apollo';

/** Apollo Client for the public pages (wizard, report): no session, no token - their fields are public. */
export function PublicApolloProvider({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new ApolloClient({ link: new HttpLink({ uri: '/graphql' }), cache: createCache() }),
  );
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
