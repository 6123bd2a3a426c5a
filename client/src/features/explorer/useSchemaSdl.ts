import { useEffect, useState } from 'react';

/** Where the server publishes the schema as SDL (server/app.ts). */
export const SCHEMA_SDL_URL = '/graphql/schema.graphql';

type State = { sdl: string; error: null } | { sdl: null; error: string | null };

/**
 * The API's schema as SDL, read from the server once per mount. Documentation rather than product data,
 * so it is a plain GET (the same text codegen reads), not a GraphQL operation.
 */
export function useSchemaSdl(): State & { loading: boolean } {
  const [state, setState] = useState<State>({ sdl: null, error: null });
  useEffect(() => {
    let live = true;
    fetch(SCHEMA_SDL_URL, { headers: { accept: 'text/plain' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Could not load the schema (HTTP ${response.status}).`);
        const sdl = await response.text();
        if (live) setState({ sdl, error: null });
      })
      .catch((error: unknown) => {
        if (live) setState({ sdl: null, error: error instanceof Error ? error.message : String(error) });
      });
    return () => {
      live = false;
    };
  }, []);
  return { ...state, loading: state.sdl === null && state.error === null };
}
