import type { Db, Queryable } from '../../db/db';
import { cachedRead } from '../../lib/cache';
import type { AccountScope } from '../accounts/accounts.service';
import { getBrand } from '../accounts/accounts.store';
import { getPromptRecords, getPromptStats } from '../metrics/metrics.store';
import { rangeKey, type FigureFilter } from '../metrics/period';
import { groupKey, promptVisibilityStatus, roundTo } from '../metrics/rules';
import { accountHasAnswers, rebuildAccountRollups } from '../rollups/rollups.store';
import { visibleTopics } from '../topics/topics.service';
import { PROMPT_KIND_CLASSIFIER, promptKindClassifier, type StoredPromptKind } from './prompt-kind';
import {
  getManagedPrompt,
  listAccountsToClassify,
  listPromptKinds,
  setClassifiedPromptKinds,
  setPromptKindByUser,
} from './prompts.store';

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
 * whose kind the account set itself, and moves the answers already collected to their prompts' new kinds in
 * the rollups; the number of prompts whose kind changed. Called inside the transaction of every write of a
 * prompt's question, a prompt's kind or the brand.
 */
export async function classifyPrompts(tx: Queryable, userId: string): Promise<number> {
  const [brand, prompts] = await Promise.all([getBrand(tx, userId), listPromptKinds(tx, userId)]);
  const kindOf = promptKindClassifier(brand);
  const kinds = prompts
    .filter((prompt) => !prompt.kindSetByUser)
    .map((prompt) => ({ id: prompt.id, kind: kindOf(prompt.question) }));
  const changed = await setClassifiedPromptKinds(tx, userId, kinds, PROMPT_KIND_CLASSIFIER);
  if (changed > 0 && (await accountHasAnswers(tx, userId))) await rebuildAccountRollups(tx, userId);
  return changed;
}

/**
 * Sets a prompt's kind as the account chose it (null hands it back to the classifier, which reads it again
 * at once) and moves its collected answers to the new kind in the rollups.
 */
export async function choosePromptKind(
  tx: Queryable,
  userId: string,
  promptId: string,
  kind: StoredPromptKind | null,
): Promise<void> {
  const before = await getManagedPrompt(tx, userId, promptId);
  const after = await setPromptKindByUser(tx, userId, promptId, kind);
  const reclassified = await classifyPrompts(tx, userId);
  if (
    reclassified === 0 &&
    before &&
    after &&
    before.kind !== after.kind &&
    (await accountHasAnswers(tx, userId))
  )
    await rebuildAccountRollups(tx, userId);
}

/** At start-up: classifies the prompts no classifier, or an older one, has read (new seeds, upgrades). */
export async function classifyUnclassifiedPrompts(db: Db): Promise<void> {
  for (const userId of await listAccountsToClassify(db, PROMPT_KIND_CLASSIFIER))
    await db.transaction((tx) => classifyPrompts(tx, userId));
}
