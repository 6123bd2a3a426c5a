/**
 * The active brand in the address: `?brand=<id>` beside the page filter's params. Without it the server
 * opens the person's default brand (the oldest brand of their oldest membership); once a brand is chosen
 * (the switcher, a new brand, an accepted invitation) every in-app link and redirect keeps it (ApolloLayout
 * puts it back on an address that lost it), and every request sends it as the X-Sightline-Brand header.
 */
import { createContext, use } from 'react';

export const BRAND_PARAM = 'brand';
export const BRAND_HEADER = 'X-Sightline-Brand';

/** The brand id a search string names, or null. */
export function brandInSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(BRAND_PARAM)?.trim();
  return value ? value : null;
}

/**
 * `to` (a dashboard path, maybe with its own query and hash) naming `brand`, unless it names one already
 * or leaves the dashboard.
 */
export function withBrand(to: string, brand: string | null): string {
  if (!brand || !to.startsWith('/dashboard')) return to;
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');
  if (params.has(BRAND_PARAM)) return to;
  params.set(BRAND_PARAM, brand);
  return `${path}?${params.toString()}${hash}`;
}

/** A search string with `brand` set (replacing any other). */
export function searchWithBrand(search: string, brand: string): string {
  const params = new URLSearchParams(search);
  params.set(BRAND_PARAM, brand);
  return `?${params.toString()}`;
}

/** The brand the signed-in area acts on: the one the address names, or null for the default brand. */
export const ActiveBrandContext = createContext<string | null>(null);

export const useActiveBrandId = (): string | null => use(ActiveBrandContext);
