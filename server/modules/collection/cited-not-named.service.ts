/**
 * "Cited, not named": the answers behind a figure that cite a page of the brand's own site without naming
 * the brand. Brand Visibility counts answers naming it; an answer citing its pages is a presence of its own
 * kind, counted apart (and listed by answers(filter: { citesBrandSite: true, visible: false })).
 */
import { cachedRead } from '../../lib/cache';
import { scopeFilter, type MetricsScope } from '../metrics';
import { toAnswersQuery } from './answers.service';
import { getAnswerCounts } from './answers.store';

export async function citedNotNamed(metrics: MetricsScope): Promise<number> {
  const { account: scope, topic } = metrics;
  const filter = scopeFilter(metrics);
  const query = await toAnswersQuery(scope, {
    from: filter.range.from,
    to: filter.range.to,
    platforms: filter.platforms,
    promptKind: filter.kind ?? 'ALL',
    topicId: topic.id,
    status: 'ok',
    visible: false,
    citesBrandSite: true,
  });
  return cachedRead(scope, `cited-not-named:${filter.key}:${query.topicId ?? 'all'}`, async () => {
    const counts = await getAnswerCounts(scope.db, query);
    return counts.okCount;
  });
}
