/**
 * "Cited, not named": the answers behind a figure that cite a page of the brand's own site without naming
 * the brand. Brand Visibility counts answers naming it; an answer citing its pages is a presence of its own
 * kind, counted apart (and listed by answers(filter: { citesBrandSite: true, visible: false })).
 */
import { cachedRead } from '../../lib/cache';
import { scopeFilter, type MetricsScope } from '../metrics';
import { brandDomainOf } from './answers.service';
import { countCitedNotNamed } from './answers.store';

export async function citedNotNamed(metrics: MetricsScope): Promise<number> {
  const { account: scope, topic } = metrics;
  const filter = scopeFilter(metrics);
  // The scope's topic is the account's own already (the overview's, or topic(slug)'s): not looked up again.
  const topicId = topic.isAggregate ? null : topic.id;
  return cachedRead(scope, `cited-not-named:${filter.key}:${topicId ?? 'all'}`, async () =>
    countCitedNotNamed(scope.db, {
      brandId: scope.brandId,
      topicId,
      from: filter.range.from,
      to: filter.range.to,
      platforms: filter.platforms,
      kind: filter.kind,
      brandDomain: await brandDomainOf(scope),
    }),
  );
}
