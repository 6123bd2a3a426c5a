import type { ExecutionResult } from 'graphql';
import type { DashboardVariant } from '../../__generated__/graphql';
import type { AuthClient } from '../../app/supabase';
import { BRAND_HEADER } from '../workspace/activeBrand';

/** What GraphiQL hands a fetcher: the operation, and the headers typed into its headers editor. */
export interface ExplorerRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

/**
 * The GraphiQL fetcher: POSTs to /graphql (Apollo Server's CSRF rule wants JSON, not GET) with the
 * signed-in user's current access token, read from supabase-js on every request so a refreshed token is
 * used. Headers typed into GraphiQL's headers editor win, so an analyst can try an API token instead.
 */
export function createExplorerFetcher(
  auth: Pick<AuthClient, 'getSession'>,
  fetchImpl: typeof fetch = fetch,
  /** The active brand (`?brand=`), sent as X-Sightline-Brand unless the headers editor names one. */
  brandId: string | null = null,
) {
  return async (
    request: ExplorerRequest,
    options?: { headers?: Record<string, unknown> },
  ): Promise<ExecutionResult> => {
    const { data } = await auth.getSession();
    const token = data.session?.access_token;
    const typed = Object.fromEntries(
      Object.entries(options?.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    const response = await fetchImpl('/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(brandId ? { [BRAND_HEADER]: brandId } : {}),
        ...typed,
      },
      body: JSON.stringify(request),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as ExecutionResult;
    } catch {
      return {
        errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 200)}` }],
      } as unknown as ExecutionResult;
    }
  };
}

/** The query the explorer opens with (when GraphiQL has no saved tab). */
export function defaultExplorerQuery(variant: DashboardVariant): string {
  return `# Runs as you, with your session's token.
# Run: Ctrl+Enter (Cmd+Enter on a Mac). Docs: every type.
query Explorer {
  viewer {
    profile { username email }
    brand { name }
    variant
  }
  overview {
    promptCount
    impressionsTotal
    metrics { visibility sentimentScore }
  }${
    variant === 'FUND'
      ? `
  fundPrompts {
    totalPrompts
    averageRank
    prompts { prompt category averageRank rankChange visibility topCompetitors }
  }`
      : ''
  }
}
`;
}
