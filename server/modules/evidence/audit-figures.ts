/**
 * The overview's figures as an audit pack states them, and their recomputation from the pack's answers alone
 * (npm run audit:verify). The recomputation sums the answers as the rollups do (TOPIC_DAILY_MEASURES: an
 * answer counts when its status is ok; an impression when it also names the brand; sentiment and position
 * over the impressions that have one) and reads the sums with the metrics module's own figuresOf, so the
 * dashboard and the verifier apply one formula.
 */
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { figuresOf, roundTo, visibilityPercent, type TopicSums } from '../metrics';

export interface KpiChange {
  current: number | null;
  previous: number | null;
  change: number | null;
}

export interface PlatformRow {
  platform: string;
  answers: number;
  impressions: number;
  refusals: number;
  noAnswers: number;
  visibility: number;
}

/** What the overview showed for the period (page filter: the period, every platform, the pack's kind). */
export interface OverviewFigures {
  visibility: number;
  visibilityBasis: 'POOLED' | 'PROMPT_MEAN';
  impressions: number;
  answers: number;
  sentiment: number | null;
  averagePosition: number | null;
  /** One row per platform that has answers in the period, by platform id. */
  platforms: PlatformRow[];
  change: {
    visibility: KpiChange;
    sentiment: KpiChange;
    position: KpiChange;
    impressions: KpiChange;
  };
}

/** The fields of a pack's answer the figures read. */
export interface FigureAnswer {
  day: string;
  platform: string;
  promptKind: PromptKind;
  status: string;
  visible: boolean | null;
  sentiment: number | null;
  position: number | null;
}

export interface DayRange {
  from: string;
  to: string;
}

const emptySums = (): TopicSums => ({
  topicId: '',
  answers: 0,
  failures: 0,
  impressions: 0,
  sentimentSum: 0,
  sentimentCount: 0,
  positionSum: 0,
  positionCount: 0,
  refusals: 0,
  noAnswers: 0,
});

/** The rollups' measures of some answers (collection.store's TOPIC_DAILY_MEASURES, one answer at a time). */
function addAnswer(sums: TopicSums, answer: FigureAnswer): void {
  if (answer.status === 'failed') sums.failures += 1;
  else if (answer.status === 'refused') sums.refusals += 1;
  else if (answer.status === 'no_answer') sums.noAnswers += 1;
  if (answer.status !== 'ok') return;
  sums.answers += 1;
  if (!answer.visible) return;
  sums.impressions += 1;
  if (answer.sentiment !== null) {
    sums.sentimentSum += answer.sentiment;
    sums.sentimentCount += 1;
  }
  if (answer.position !== null) {
    sums.positionSum += answer.position;
    sums.positionCount += 1;
  }
}

function sumsOf(answers: readonly FigureAnswer[], range: DayRange, kind: PromptKind | null) {
  const total = emptySums();
  const byPlatform = new Map<string, TopicSums>();
  for (const answer of answers) {
    if (answer.day < range.from || answer.day > range.to) continue;
    if (kind !== null && answer.promptKind !== kind) continue;
    addAnswer(total, answer);
    let platform = byPlatform.get(answer.platform);
    if (!platform) byPlatform.set(answer.platform, (platform = emptySums()));
    addAnswer(platform, answer);
  }
  return { total, byPlatform };
}

const difference = (current: number | null, previous: number | null, decimals: number) =>
  current === null || previous === null ? null : roundTo(current - previous, decimals);

/** The overview's figures of a period and its change against the previous period, from answers alone. */
export function overviewFromAnswers(
  answers: readonly FigureAnswer[],
  period: DayRange,
  previous: DayRange,
  kind: PromptKind | null,
): OverviewFigures {
  const now = sumsOf(answers, period, kind);
  const nowFigures = figuresOf(now.total);
  const before = figuresOf(sumsOf(answers, previous, kind).total);
  return assembleFigures(
    nowFigures,
    before,
    [...now.byPlatform].map(([platform, sums]) => ({
      platform,
      answers: sums.answers,
      impressions: sums.impressions,
      refusals: sums.refusals,
      noAnswers: sums.noAnswers,
      visibility: visibilityPercent(sums.impressions, sums.answers),
    })),
  );
}

type Figures = ReturnType<typeof figuresOf>;

/** The platform rows as the manifest lists them: those with any answer, by platform id, these fields only. */
export function platformRows(rows: readonly PlatformRow[]): PlatformRow[] {
  return rows
    .filter((row) => row.answers + row.refusals + row.noAnswers > 0)
    .map(({ platform, answers, impressions, refusals, noAnswers, visibility }) => ({
      platform,
      answers,
      impressions,
      refusals,
      noAnswers,
      visibility,
    }))
    .sort((a, b) => (a.platform < b.platform ? -1 : a.platform > b.platform ? 1 : 0));
}

/**
 * The overview's shape of a period's figures, the previous period's and the platform rows (the server
 * gives the dashboard's own, the verifier its recomputation); changes as the KPI cards show them.
 */
export function assembleFigures(
  now: Figures & { visibilityBasis: 'POOLED' | 'PROMPT_MEAN' },
  before: Figures,
  platforms: readonly PlatformRow[],
): OverviewFigures {
  const hasBefore = before.answers > 0;
  const visibilityNow = now.answers > 0 ? now.visibility : null;
  const visibilityBefore = hasBefore ? before.visibility : null;
  const sentimentBefore = hasBefore ? before.sentimentScore : null;
  const positionBefore = hasBefore ? before.averagePosition : null;
  return {
    visibility: now.visibility,
    visibilityBasis: now.visibilityBasis,
    impressions: now.impressions,
    answers: now.answers,
    sentiment: now.sentimentScore,
    averagePosition: now.averagePosition,
    platforms: platformRows(platforms),
    change: {
      visibility: {
        current: visibilityNow,
        previous: visibilityBefore,
        change: difference(visibilityNow, visibilityBefore, 1),
      },
      sentiment: {
        current: now.sentimentScore,
        previous: sentimentBefore,
        change: difference(now.sentimentScore, sentimentBefore, 2),
      },
      position: {
        current: now.averagePosition,
        previous: positionBefore,
        change: difference(now.averagePosition, positionBefore, 2),
      },
      impressions: {
        current: now.impressions,
        previous: before.impressions,
        change: now.impressions - before.impressions,
      },
    },
  };
}

/** Where two sets of figures differ, as "path: stated ≠ recomputed" lines (none when they agree). */
export function figureDifferences(stated: unknown, recomputed: unknown, path = 'figures'): string[] {
  if (Array.isArray(stated) || Array.isArray(recomputed)) {
    if (!Array.isArray(stated) || !Array.isArray(recomputed))
      return [`${path}: ${JSON.stringify(stated)} ≠ ${JSON.stringify(recomputed)}`];
    const lines: string[] = [];
    if (stated.length !== recomputed.length)
      lines.push(`${path}: ${stated.length} rows stated ≠ ${recomputed.length} recomputed`);
    for (let i = 0; i < Math.min(stated.length, recomputed.length); i++)
      lines.push(...figureDifferences(stated[i], recomputed[i], `${path}[${i}]`));
    return lines;
  }
  if (stated && recomputed && typeof stated === 'object' && typeof recomputed === 'object') {
    const keys = new Set([...Object.keys(stated), ...Object.keys(recomputed)]);
    return [...keys].flatMap((key) =>
      figureDifferences(
        (stated as Record<string, unknown>)[key],
        (recomputed as Record<string, unknown>)[key],
        `${path}.${key}`,
      ),
    );
  }
  return Object.is(stated, recomputed) || (stated === undefined && recomputed === null)
    ? []
    : [`${path}: ${JSON.stringify(stated)} ≠ ${JSON.stringify(recomputed)}`];
}
