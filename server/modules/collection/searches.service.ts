/**
 * "What the engines searched": the web searches the engines reported running before they answered (their
 * query fan-out), ranked by the answers that ran them, with how many of those answers cited the brand's own
 * site: the searches the brand does not win are those run often and rarely answered from its pages.
 */
import { cachedRead } from '../../lib/cache';
import { badInput } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { type BrandScope } from '../../scope';
import type { PageFilter } from '../metrics';
import { getManagedTopic } from '../topics';
import { brandDomainOf } from '../brands';
import { getSearchQueryRows } from './searches.store';

/** The searches listed at most (the most run). */
export const SEARCH_QUERIES_LIMIT = 200;

export async function searchQueries(scope: BrandScope, filter: PageFilter, topicId?: string | null) {
  let topic: string | null = null;
  if (topicId != null) {
    if (!isUuid(topicId)) throw badInput('topicId is not a valid id.');
    const found = await getManagedTopic(scope.db, scope.brandId, topicId);
    if (!found) throw badInput('No such topic in this account.');
    topic = found.isAggregate ? null : found.id;
  }
  const query = {
    brandId: scope.brandId,
    from: filter.range.from,
    to: filter.range.to ?? scope.today,
    platforms: filter.platforms,
    kind: filter.kind,
    topicId: topic,
    brandDomain: await brandDomainOf(scope),
    limit: SEARCH_QUERIES_LIMIT,
  };
  // Read from the period's answers (there is no rollup of searches yet), once per account and filter until
  // the account's data changes.
  return cachedRead(scope, `search-queries:${JSON.stringify(query)}`, () =>
    getSearchQueryRows(scope.db, query),
  );
}
