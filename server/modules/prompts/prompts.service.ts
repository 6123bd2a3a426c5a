import { PLATFORM_IDS, type PlatformId } from '../../../graphql/shared/platforms';
import type { Db, Queryable } from '../../db/db';
import { cachedRead } from '../../lib/cache';
import { addDays, type Day } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { BrandScope } from '../../scope';
import { getBrand } from '../brands';
import {
  meanOrNull,
  percentOneDecimal,
  promptWindow,
  countOwnPrompts,
  getPromptDays,
  getPromptPlatformSums,
  getPromptRecords,
  getPromptStats,
  listGridPrompts,
  type PromptPlatformSumsRow,
  rangeKey,
  type PageFilter,
  groupKey,
  promptVisibilityStatus,
  roundTo,
  wilsonInterval,
} from '../metrics';
import { requireTopic, visibleTopics } from '../topics';
import { accountHasAnswers, rebuildAccountRollups } from '../../core/rollups';
import { PROMPT_KIND_CLASSIFIER, promptKindClassifier } from './prompt-kind';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { storedPromptKind } from '../../db/prompt-kinds';
import {
  getManagedPrompt,
  getProductCardAnswerCounts,
  listAccountsToClassify,
  listPromptKinds,
  setClassifiedPromptKinds,
  setPromptKindByUser,
} from './prompts.store';

/**
 * Active prompts grouped by topic (groups sorted by name), each with its visibility over the period's
 * answers on the chosen platforms and its failed captures, which that visibility excludes.
 */
export async function promptGroups(scope: BrandScope, filter: PageFilter) {
  const [topics, stats] = await Promise.all([
    visibleTopics(scope),
    cachedRead(scope, `prompt-stats:${rangeKey(filter.range)}`, () =>
      getPromptStats(scope.db, scope.brandId, filter.range),
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
            kind: storedPromptKind(row.kind),
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

/** impressions / answers as a percentage to one decimal, as every visibility is shown; null without answers. */
const visibilityOf = (impressions: number, answers: number) =>
  answers > 0 ? roundTo((impressions / answers) * 100, 1) : null;

/** How many days the prompts grid's sparklines cover, ending on the period's last day. */
export const SPARKLINE_DAYS = 30;
/** Prompts one promptSparklines call may ask for: a page of the grid's rows. */
export const MAX_SPARKLINE_PROMPTS = 100;
const MAX_GRID_SEARCH_LENGTH = 500;

export type PromptGridColumn =
  'PROMPT' | 'TOPIC' | 'KIND' | 'VISIBILITY' | 'POSITION' | 'SENTIMENT' | 'PLATFORM_VISIBILITY';

export interface PromptGridOptions {
  topicId?: string | null;
  search?: string | null;
  sort?: { column: PromptGridColumn; platform?: string | null; descending?: boolean | null } | null;
}

/** Sums of one prompt's rollup rows, every platform of the filter together. */
function sumRows(rows: readonly PromptPlatformSumsRow[]) {
  const total = {
    answers: 0,
    failures: 0,
    impressions: 0,
    sentimentSum: 0,
    sentimentCount: 0,
    positionSum: 0,
    positionCount: 0,
  };
  for (const row of rows)
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += row[key];
  return total;
}

/**
 * The prompts grid: every active prompt (of the filter's kind) with its figures over the filter's period
 * and platforms, read from the per-prompt daily rollup (the same sums the overview's topic rollups hold),
 * then narrowed by topic and search and sorted. The rollup reads are cached per filter; narrowing and
 * sorting run on the cached rows.
 */
export async function promptGrid(scope: BrandScope, filter: PageFilter, options: PromptGridOptions = {}) {
  const search = options.search?.trim().toLowerCase() ?? '';
  if (search.length > MAX_GRID_SEARCH_LENGTH)
    throw badInput(`A search is at most ${MAX_GRID_SEARCH_LENGTH} characters.`, 'search');
  if (options.sort?.column === 'PLATFORM_VISIBILITY' && !options.sort.platform)
    throw badInput("Sorting by a platform's visibility needs the platform.", 'sort');
  // The account's aggregate topic stands for all of them, as it does in the answers filter.
  const topic = options.topicId ? await requireTopic(scope, options.topicId) : null;
  const topicId = topic && !topic.isAggregate ? topic.id : null;
  const { from: sparklineFrom, to: sparklineTo } = sparklineDays(filter);
  const rows = await cachedRead(scope, `prompt-grid:${rangeKey(filter.range)}`, async () => {
    // A preset period and all time are read from their windows (moved on to today first), any other from the days.
    const window = await promptWindow(scope, filter.range);
    const [prompts, sums, productCards] = await Promise.all([
      listGridPrompts(scope.db, scope.brandId, filter.kind),
      getPromptPlatformSums(scope.db, scope.brandId, filter.range, window),
      getProductCardAnswerCounts(scope.db, scope.brandId, {
        from: filter.range.from,
        to: filter.range.to,
        platforms: filter.platforms,
      }),
    ]);
    return gridRows(prompts, sums, filter.platforms, productCards);
  });
  const narrowed = rows.rows.filter(
    (row) =>
      (!topicId || row.topicId === topicId) && (!search || row.question.toLowerCase().includes(search)),
  );
  // The sparklines are read only when a row's is asked for, then once for every prompt of the account.
  let sparklines: Promise<Map<string, SparklinePoints>> | undefined;
  const sparklinesOfAll = () => (sparklines ??= readSparklines(scope, filter, null));
  return {
    platforms: rows.platforms,
    sparklineFrom,
    sparklineTo,
    totalCount: rows.rows.length,
    rows: (options.sort ? sortGridRows(narrowed, options.sort) : narrowed).map((row) => ({
      ...row,
      readSparkline: async () => lineOf(await sparklinesOfAll(), row.id),
    })),
  };
}

/** Visibility (0–100, one decimal) on each sparkline day, null on a day without answers. */
type SparklinePoints = (number | null)[];

/** The days a filter's sparklines cover: the 30 ending on its period's last day. */
function sparklineDays(filter: PageFilter) {
  const to: Day = filter.to;
  return { from: addDays(to, -(SPARKLINE_DAYS - 1)), to };
}

const lineOf = (lines: ReadonlyMap<string, SparklinePoints>, promptId: string): SparklinePoints =>
  lines.get(promptId) ?? Array<number | null>(SPARKLINE_DAYS).fill(null);

/** The sparklines of the account's prompts (or of promptIds) under the filter's platforms, by prompt. */
function readSparklines(scope: BrandScope, filter: PageFilter, promptIds: readonly string[] | null) {
  const { from, to } = sparklineDays(filter);
  const which = promptIds ? [...promptIds].sort().join(',') : 'all';
  return cachedRead(
    scope,
    `prompt-sparklines:${from}:${to}:${filter.platforms?.join(',') ?? ''}:${which}`,
    async () => {
      const days = await getPromptDays(scope.db, scope.brandId, {
        from,
        to,
        platforms: filter.platforms,
        promptIds,
      });
      const lines = new Map<string, SparklinePoints>();
      for (const prompt of days) {
        const line = Array<number | null>(SPARKLINE_DAYS).fill(null);
        prompt.offsets.forEach((offset, i) => {
          line[offset] = visibilityOf(prompt.impressions[i]!, prompt.answers[i]!);
        });
        lines.set(prompt.promptId, line);
      }
      return lines;
    },
  );
}

/**
 * Some prompts' sparklines (a page of the prompts grid's rows, up to MAX_SPARKLINE_PROMPTS): visibility on
 * each of the 30 days ending on the period's last day, on the filter's platforms. Another account's prompt
 * is refused.
 */
export async function promptSparklines(scope: BrandScope, filter: PageFilter, promptIds: readonly string[]) {
  const ids = [...new Set(promptIds)];
  if (ids.length === 0) throw badInput('Ask for the sparklines of at least one prompt.', 'promptIds');
  if (ids.length > MAX_SPARKLINE_PROMPTS)
    throw badInput(
      `Ask for the sparklines of at most ${MAX_SPARKLINE_PROMPTS} prompts at once.`,
      'promptIds',
    );
  if (!ids.every(isUuid)) throw badInput('promptIds holds a value that is not a valid id.', 'promptIds');
  if ((await countOwnPrompts(scope.db, scope.brandId, ids)) !== ids.length)
    throw badInput('No such prompt in this account.', 'promptIds');
  const lines = await readSparklines(scope, filter, ids);
  return {
    ...sparklineDays(filter),
    rows: ids.map((promptId) => ({ promptId, points: lineOf(lines, promptId) })),
  };
}

function gridRows(
  prompts: Awaited<ReturnType<typeof listGridPrompts>>,
  sums: readonly PromptPlatformSumsRow[],
  chosenPlatforms: readonly PlatformId[] | null,
  productCards: readonly { promptId: string; answers: number }[],
) {
  const productCardAnswers = new Map(productCards.map((row) => [row.promptId, row.answers]));
  const sumsByPrompt = new Map<string, PromptPlatformSumsRow[]>();
  for (const row of sums) sumsByPrompt.set(row.promptId, [...(sumsByPrompt.get(row.promptId) ?? []), row]);
  const platforms = [
    ...(chosenPlatforms ?? PLATFORM_IDS.filter((id) => sums.some((row) => row.platform === id))),
  ];
  return {
    platforms,
    rows: prompts.map((prompt) => {
      const own = sumsByPrompt.get(prompt.promptId) ?? [];
      const total = sumRows(own);
      const interval = wilsonInterval(total.impressions, total.answers);
      return {
        id: prompt.promptId,
        question: prompt.question,
        topicId: prompt.topicId,
        topicName: prompt.topicName,
        promptKind: prompt.kind,
        kindSetByUser: prompt.kindSetByUser,
        answers: total.answers,
        impressions: total.impressions,
        failures: total.failures,
        visibilityPercentage: visibilityOf(total.impressions, total.answers),
        visibilityLow: percentOneDecimal(interval?.low),
        visibilityHigh: percentOneDecimal(interval?.high),
        averagePosition: meanOrNull(total.positionSum, total.positionCount),
        sentimentScore: meanOrNull(total.sentimentSum, total.sentimentCount),
        sentimentMentions: total.sentimentCount,
        productCardAnswers: productCardAnswers.get(prompt.promptId) ?? 0,
        platforms: platforms.map((platform) => {
          const row = own.find((candidate) => candidate.platform === platform);
          return {
            platform,
            answers: row?.answers ?? 0,
            impressions: row?.impressions ?? 0,
            visibilityPercentage: row ? visibilityOf(row.impressions, row.answers) : null,
          };
        }),
      };
    }),
  };
}

type GridRow = ReturnType<typeof gridRows>['rows'][number];
/** A grid row as the resolvers get it: its sparkline is read when asked for. */
export type PromptGridRowModel = GridRow & { readSparkline: () => Promise<SparklinePoints> };

/** The rows in the sort's order; a row without the sorted figure goes last either way (stable sort). */
function sortGridRows(rows: readonly GridRow[], sort: NonNullable<PromptGridOptions['sort']>) {
  const valueOf = (row: GridRow): string | number | null => {
    switch (sort.column) {
      case 'PROMPT':
        return row.question;
      case 'TOPIC':
        return row.topicName;
      case 'KIND':
        return row.promptKind;
      case 'VISIBILITY':
        return row.visibilityPercentage;
      case 'POSITION':
        return row.averagePosition;
      case 'SENTIMENT':
        return row.sentimentScore;
      case 'PLATFORM_VISIBILITY':
        return row.platforms.find((p) => p.platform === sort.platform)?.visibilityPercentage ?? null;
    }
  };
  const direction = sort.descending ? -1 : 1;
  return rows
    .map((row) => ({ row, value: valueOf(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
      const order =
        typeof a.value === 'string' ? a.value.localeCompare(String(b.value)) : a.value - (b.value as number);
      return order * direction;
    })
    .map(({ row }) => row);
}

/** The REST prompt records: one per collected answer, as the original API returned them. */
export function promptRecords(scope: BrandScope) {
  return cachedRead(scope, 'prompt-records', () => getPromptRecords(scope.db, scope.brandId));
}

export type PromptGroupModel = Awaited<ReturnType<typeof promptGroups>>[number];

/**
 * Classifies the account's prompts (branded or unbranded) against its brand as it is now, except those
 * whose kind the account set itself, and moves the answers already collected to their prompts' new kinds in
 * the rollups; the number of prompts whose kind changed. Called inside the transaction of every write of a
 * prompt's question, a prompt's kind or the brand.
 */
export async function classifyPrompts(tx: Queryable, brandId: string): Promise<number> {
  const [brand, prompts] = await Promise.all([getBrand(tx, brandId), listPromptKinds(tx, brandId)]);
  const kindOf = promptKindClassifier(brand);
  const kinds = prompts
    .filter((prompt) => !prompt.kindSetByUser)
    .map((prompt) => ({ id: prompt.id, kind: kindOf(prompt.question) }));
  const changed = await setClassifiedPromptKinds(tx, brandId, kinds, PROMPT_KIND_CLASSIFIER);
  if (changed > 0 && (await accountHasAnswers(tx, brandId))) await rebuildAccountRollups(tx, brandId);
  return changed;
}

/**
 * Sets a prompt's kind as the account chose it (null hands it back to the classifier, which reads it again
 * at once) and moves its collected answers to the new kind in the rollups.
 */
export async function choosePromptKind(
  tx: Queryable,
  brandId: string,
  promptId: string,
  kind: PromptKind | null,
): Promise<void> {
  const before = await getManagedPrompt(tx, brandId, promptId);
  const after = await setPromptKindByUser(tx, brandId, promptId, kind);
  const reclassified = await classifyPrompts(tx, brandId);
  if (
    reclassified === 0 &&
    before &&
    after &&
    before.promptKind !== after.promptKind &&
    (await accountHasAnswers(tx, brandId))
  )
    await rebuildAccountRollups(tx, brandId);
}

/** At start-up: classifies the prompts no classifier, or an older one, has read (new seeds, upgrades). */
export async function classifyUnclassifiedPrompts(db: Db): Promise<void> {
  for (const brandId of await listAccountsToClassify(db, PROMPT_KIND_CLASSIFIER))
    await db.transaction((tx) => classifyPrompts(tx, brandId));
}
