import { cachedRead } from '../../lib/cache';
import type { AccountScope } from '../accounts/accounts.service';
import { getPromptRecords, getPromptStats } from '../metrics/metrics.store';
import { rangeKey, type FigureFilter } from '../metrics/period';
import { groupKey, promptVisibilityStatus, roundTo } from '../metrics/rules';
import { visibleTopics } from '../topics/topics.service';

/**
 * Active prompts grouped by topic (groups sorted by name), each with its visibility over the period's
 * answers on the chosen platforms and its failed captures, which that visibility excludes.
 */
export async function promptGroups(scope: AccountScope, filter: FigureFilter) {
  const [topics, stats] = await Promise.all([
    visibleTopics(scope),
    cachedRead(scope, `prompt-stats:${rangeKey(filter.range)}`, () =>
      getPromptStats(scope.db, scope.userId, filter.range),
    ),
  ]);
  return topics
    .map((topic) => ({
      key: groupKey(topic.name),
      name: topic.name,
      topic,
      prompts: stats
        .filter((row) => row.topicId === topic.id)
        .map((row) => {
          const percentage = row.answers > 0 ? roundTo((row.impressions / row.answers) * 100, 1) : null;
          return {
            id: row.promptId,
            question: row.question,
            kind: row.kind,
            visibilityPercentage: percentage,
            visibilityStatus: percentage === null ? null : promptVisibilityStatus(percentage),
            answers: row.answers,
            impressions: row.impressions,
            failures: row.failures,
            lastCollectedOn: row.lastCollectedOn,
          };
        }),
    }))
    .filter((group) => group.prompts.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The REST prompt records: one per collected answer, as the original API returned them. */
export function promptRecords(scope: AccountScope) {
  return cachedRead(scope, 'prompt-records', () => getPromptRecords(scope.db, scope.userId));
}

export type PromptGroupModel = Awaited<ReturnType<typeof promptGroups>>[number];
