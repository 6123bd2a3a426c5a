/**
 * Code chunks that fail to load. Every screen is a chunk loaded on first visit; when the network drops or
 * the server restarts, that load fails. A few quick retries cover a blip; after them React Router keeps the
 * failure for that route until the page reloads, so the error screen (RouteErrorScreen) takes over.
 */
import type { RouteObject } from 'react-router-dom';
import { reloadPage } from '../lib/reload';

/** The pauses before each new try of a chunk; a browser coming back online cuts a pause short. */
const RETRY_PAUSES_MS = [500, 1500, 3000];

/** The browsers' words for a script chunk that did not load, and Vite's for a chunk's stylesheet. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): error is Error =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

/** Resolves after `ms`, or as soon as the browser says it is online again. */
function pauseUnlessOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** `load`, tried again after each pause while it fails to fetch its chunk; any other failure stands. */
export function retryingChunk<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    for (const pause of RETRY_PAUSES_MS) {
      try {
        return await load();
      } catch (error) {
        if (!isChunkLoadError(error)) throw error;
      }
      await pauseUnlessOnline(pause);
    }
    return load();
  };
}

/** The routes with every `lazy` loader retrying its chunk (retryingChunk), at any depth. */
export function withChunkRetries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const lazy = typeof route.lazy === 'function' ? retryingChunk(route.lazy) : route.lazy;
    return route.children
      ? { ...route, lazy, children: withChunkRetries(route.children) }
      : ({ ...route, lazy } as RouteObject);
  });
}

/** Where a tab notes the chunk failure it reloaded for, so the same failure never reloads it twice. */
const RELOADED_FOR_KEY = 'sightline:reloaded-for-chunk';

/**
 * Reloads the page for a chunk that fails while the server answers: after an upgrade the old chunk names
 * are gone, and a reload fetches the new ones. Returns false, without reloading, when this tab has already
 * reloaded for the same failure (the chunk is missing for good) or cannot remember that it did.
 */
export function reloadOnceFor(failure: Error): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_FOR_KEY) === failure.message) return false;
    sessionStorage.setItem(RELOADED_FOR_KEY, failure.message);
  } catch {
    return false;
  }
  reloadPage();
  return true;
}
