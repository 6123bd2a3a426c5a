import type { Queryable } from '../../db/db';
import { cachedRead } from '../../lib/cache';
import type { AccountScope } from '../accounts/accounts.service';
import { getBrand } from '../accounts/accounts.store';
import { getPromptRecords, getPromptStats } from '../metrics/metrics.store';
import { rangeKey, type FigureFilter } from '../metrics/period';
import { groupKey, promptVisibilityStatus, roundTo } from '../metrics/rules';
import { visibleTopics } from '../topics/topics.service';
import { PROMPT_KIND_CLASSIFIER, promptKindClassifier } from './prompt-kind';
import { listAccountsToClassify, listPromptKinds, setClassifiedPromptKinds } from './prompts.store';

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
            promptKind: row.kind,
            kindSetByUser: row.kindSetByUser,
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

/**
 * Classifies the account's prompts (branded or unbranded) against its brand as it is now, except those
 * whose kind the account set itself; the number whose kind changed. Called after every write of a prompt's
 * question or of the brand, inside the writer's transaction where it has one.
 */
export async function classifyPrompts(db: Queryable, userId: string): Promise<number> {
  const [brand, prompts] = await Promise.all([getBrand(db, userId), listPromptKinds(db, userId)]);
  const kindOf = promptKindClassifier(brand);
  const kinds = prompts
    .filter((prompt) => !prompt.kindSetByUser)
    .map((prompt) => ({ id: prompt.id, kind: kindOf(prompt.question) }));
  return setClassifiedPromptKinds(db, userId, kinds, PROMPT_KIND_CLASSIFIER);
}

/** At start-up: classifies the prompts no classifier, or an older one, has read (new seeds, upgrades). */
export async function classifyUnclassifiedPrompts(db: Queryable): Promise<void> {
  for (const userId of await listAccountsToClassify(db, PROMPT_KIND_CLASSIFIER))
    await classifyPrompts(db, userId);
}
