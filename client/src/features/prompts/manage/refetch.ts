import type { ApolloCache } from '@apollo/client';

/**
 * What a topic or prompt change shows up in: the management list, the prompt groups on the page and the
 * sidebar's topics (refetched by operation name, so only the ones on screen are asked again).
 */
export const MANAGE_REFETCH = ['ManagePrompts', 'PromptsRoute', 'DashboardRoute'];

/**
 * The overview and topic pages are not on screen but their cached figures (prompt counts, the topic
 * breakdown, an archived topic's page) are now stale: drop them so those pages load afresh when opened.
 */
function forgetOffScreenFigures(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'overview' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'topic' });
  cache.gc();
}

/** Options for every topic and prompt mutation. */
export const MANAGE_MUTATION_OPTIONS = { refetchQueries: MANAGE_REFETCH, update: forgetOffScreenFigures };

/** The server's own words for a refused change (Apollo joins the GraphQL error messages). */
export const errorMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
