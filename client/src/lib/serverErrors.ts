import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** One error the server answered with: its message and `extensions.code`. */
export interface ServerRefusal {
  code: unknown;
  message: string;
}

/**
 * The errors the server itself answered with, read from an Apollo failure: GraphQL errors, or the same
 * errors in the body of a non-2xx reply sent as plain JSON (Apollo reads those as a ServerError). A failure
 * that never reached the server (offline, a dropped connection) has none.
 */
export function serverRefusals(error: unknown): ServerRefusal[] {
  if (CombinedGraphQLErrors.is(error))
    return error.errors.map((e) => ({ code: e.extensions?.code, message: e.message }));
  if (!ServerError.is(error)) return [];
  try {
    const body = JSON.parse(error.bodyText) as {
      errors?: { message?: unknown; extensions?: { code?: unknown } }[];
    };
    return (body.errors ?? []).flatMap((e) =>
      typeof e.message === 'string' ? [{ code: e.extensions?.code, message: e.message }] : [],
    );
  } catch {
    return []; // not JSON: a proxy's or the server's own failure page
  }
}
