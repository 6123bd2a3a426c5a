/**
 * The front-end issue's script budgets, on the build the e2e project made: what a route loads before it can
 * draw (its static imports; lazy chunks load beside the page). `npm run bench` prints the same sizes.
 */
import { expect, test } from 'vitest';
import { routeSizes, SCRIPT_BUDGET_KB } from './bundle-sizes';

test('the sign-in page and the overview load no more script than their budgets, gzipped', () => {
  const sizes = routeSizes();
  expect(sizes['sign-in (/auth)'], 'sign-in KB').toBeLessThanOrEqual(SCRIPT_BUDGET_KB.signIn);
  expect(sizes['overview (/dashboard)'], 'overview KB').toBeLessThanOrEqual(SCRIPT_BUDGET_KB.overview);
});
