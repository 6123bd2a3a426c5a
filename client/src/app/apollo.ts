import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { BRAND_HEADER } from '../features/workspace/activeBrand';
import type { AuthClient } from './supabase';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Overview and Metrics have no id: merge them so the windowed fields (topSources(window),
      // competitorRankings(window)) are cached side by side instead of replacing each other.
      Overview: { merge: true },
      Metrics: { merge: true },
      Viewer: { merge: true },
      // A rule is one per kind and account; the settings (and the canary prompts) are one object.
      AlertRule: { keyFields: ['kind'] },
      AlertSettings: { keyFields: [] },
      CollectionSettings: { keyFields: [] },
      CanaryPrompts: { keyFields: [] },
      Query: { fields: { topic: { keyArgs: ['slug'] } } },
    },
  });
}

/**
 * Apollo Client whose requests carry the supabase-js session's access token and, when one is chosen, the
 * active brand (X-Sightline-Brand). One client per brand: its cache never holds another brand's data. An
 * operation may ask for no brand header (`context: { brand: null }`: the person's default brand), as the
 * refused page does to list the brands that still open.
 */
export function createApolloClient(auth: AuthClient, brandId: string | null = null): ApolloClient {
  const authLink = new SetContextLink(async (prevContext) => {
    const { data } = await auth.getSession();
    const token = data.session?.access_token;
    const brand = 'brand' in prevContext ? (prevContext.brand as string | null) : brandId;
    return {
      headers: {
        ...prevContext.headers,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(brand ? { [BRAND_HEADER]: brand } : {}),
      },
    };
  });
  return new ApolloClient({
    link: authLink.concat(new HttpLink({ uri: '/graphql' })),
    cache: createCache(),
  });
}
