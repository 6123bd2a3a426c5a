import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import type { AuthClient } from './supabase';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Overview and Metrics have no id: merge them so the windowed fields (topSources(window),
      // competitorRankings(window)) are cached side by side instead of replacing each other.
      Overview: { merge: true },
      Metrics: { merge: true },
      Viewer: { merge: true },
      // A rule is one per kind and account; the settings are one object.
      AlertRule: { keyFields: ['kind'] },
      AlertSettings: { keyFields: [] },
      CollectionSettings: { keyFields: [] },
      Query: { fields: { topic: { keyArgs: ['slug'] } } },
    },
  });
}

/** Apollo Client whose requests carry the supabase-js session's access token. */
export function createApolloClient(auth: AuthClient): ApolloClient {
  const authLink = new SetContextLink(async (prevContext) => {
    const { data } = await auth.getSession();
    const token = data.session?.access_token;
    return {
      headers: { ...prevContext.headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    };
  });
  return new ApolloClient({
    link: authLink.concat(new HttpLink({ uri: '/graphql' })),
    cache: createCache(),
  });
}
