/**
 * The page filter as the figures take it: a period (a preset ending today, or a from–to range) and a
 * subset of platforms, resolved once into the days and platforms every figure sums, and the previous
 * period of equal length that each KPI's change is measured against.
 */
import { DEFAULT_PROMPT_KIND, type PromptKind } from '../../../graphql/shared/prompt-kinds';
import {
  daysBetween,
  DEFAULT_PRESET,
  isPeriodPreset,
  periodProblem,
  presetDays,
  type PeriodInput,
  type PeriodPreset,
} from '../../../graphql/shared/period-rules';
import { isPlatformId, PLATFORM_IDS, type PlatformId } from '../../../graphql/shared/platforms';
import { addDays, type Day } from '../../lib/dates';
import { badInput } from '../../lib/errors';
import type { FigureRange } from './metrics.store';

/** The page filter resolved against today: the days, platforms and kind of prompt every figure counts. */
export interface PageFilter {
  preset: PeriodPreset | null;
  /** First day (null: all time) and last day shown; the last day of a preset is today. */
  from: Day | null;
  to: Day;
  /** Days covered; null for all time. */
  days: number | null;
  /** The chosen platforms, in the product's order; null for all. */
  platforms: PlatformId[] | null;
  /** The kind of prompt the figures count; null for both. */
  kind: PromptKind | null;
  /** The rows this period's figures sum (all time reads every day, so all-time rollups can serve it). */
  range: FigureRange;
  /** The period of equal length just before, for the change of each KPI; null for all time. */
  previous: FigureRange | null;
  /** Identifies the filter in cache keys. */
  key: string;
}

/** The platforms as a sorted subset; empty, absent or all of them mean every platform (null). */
export function parsePlatforms(platforms: readonly string[] | null | undefined): PlatformId[] | null {
  if (!platforms || platforms.length === 0) return null;
  for (const platform of platforms)
    if (!isPlatformId(platform)) throw badInput(`${platform} is not a platform Sightline collects from.`);
  const chosen = PLATFORM_IDS.filter((id) => platforms.includes(id));
  return chosen.length === PLATFORM_IDS.length ? null : chosen;
}

/** The dashboard's period and kind of prompt, which GraphQL's figures default to as well. */
export const DEFAULT_PERIOD = { preset: DEFAULT_PRESET } as const;

/** GraphQL's PromptKindFilter as the figures take it: ALL (or none) counts both kinds (null). */
export const promptKindChoice = (filter: PromptKind | 'ALL' | null | undefined): PromptKind | null =>
  filter === 'ALL' || filter == null ? null : filter;

/** Resolves the page filter against today; a missing period is all time, a missing kind both kinds. */
export function resolveFilter(
  today: Day,
  period: PeriodInput | null | undefined,
  platforms: readonly string[] | null | undefined,
  kind: PromptKind | null = null,
): PageFilter {
  const given = period ?? { preset: 'ALL_TIME' };
  const problem = periodProblem(given);
  if (problem) throw badInput(problem);
  const preset = isPeriodPreset(given.preset) ? given.preset : null;
  const chosen = parsePlatforms(platforms);
  let from: Day | null;
  let to: Day;
  if (preset) {
    const days = presetDays(preset);
    to = today;
    from = days === null ? null : addDays(today, -(days - 1));
  } else {
    from = given.from!;
    to = given.to!;
  }
  const days = from === null ? null : daysBetween(from, to);
  const range: FigureRange =
    from === null ? { from: null, to: null, platforms: chosen, kind } : { from, to, platforms: chosen, kind };
  const previous: FigureRange | null =
    from === null || days === null
      ? null
      : { from: addDays(from, -days), to: addDays(from, -1), platforms: chosen, kind };
  return {
    preset,
    from,
    to,
    days,
    platforms: chosen,
    kind,
    range,
    previous,
    key: `${from ?? 'all'}:${from === null ? 'all' : to}:${chosen?.join(',') ?? 'all'}:${kind ?? 'both'}`,
  };
}

/** The cache key part of a range. */
export const rangeKey = (range: FigureRange) =>
  `${range.from ?? '-'}:${range.to ?? '-'}:${range.platforms?.join(',') ?? 'all'}:${range.kind ?? 'both'}`;

/** The GraphQL Period a filter covers: its days and the previous period its changes compare with. */
export const periodOf = ({ preset, from, to, days, previous }: PageFilter) => ({
  preset,
  from,
  to,
  days,
  previousFrom: previous?.from ?? null,
  previousTo: previous?.to ?? null,
});

/** What a query may say of the page filter (GraphQL's period, platforms and promptKind arguments). */
export interface PageFilterArgs {
  period?: PeriodInput | null;
  platforms?: readonly string[] | null;
  promptKind?: PromptKind | 'ALL' | null;
}

/**
 * The page filter of a query's arguments, defaulting as the dashboard does: the last 30 days, every
 * platform, unbranded prompts. (Fields named latest* keep the latest collection day whatever the filter.)
 */
export function pageFilter(today: string, { period, platforms, promptKind }: PageFilterArgs): PageFilter {
  return resolveFilter(
    today,
    period ?? DEFAULT_PERIOD,
    platforms,
    promptKind == null ? DEFAULT_PROMPT_KIND : promptKindChoice(promptKind),
  );
}
