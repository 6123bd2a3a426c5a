/** The account's tracked competitors as the figures and filters read them. */
import { cachedRead } from '../../lib/cache';
import { badInput } from '../../lib/errors';
import type { BrandScope } from '../../scope';
import { listCompetitorNames } from './competitors.store';

/** The tracked competitors' ids and names, oldest first; read once per request and cache lifetime. */
export function trackedCompetitors(scope: BrandScope) {
  return cachedRead(scope, 'tracked-competitors', () => listCompetitorNames(scope.db, scope.brandId));
}

/** Refuses a competitor id that is not one of the account's (another account's, or none at all). */
export async function requireOwnCompetitor(scope: BrandScope, id: string, field: string): Promise<void> {
  if (!(await trackedCompetitors(scope)).some((competitor) => competitor.id === id.toLowerCase()))
    throw badInput(`${field} is not a competitor tracked by this account.`);
}
