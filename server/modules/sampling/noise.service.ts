/**
 * Query.noiseBands and the alerts' extra variation: each platform's (and all of them together) day-to-day
 * visibility under the page filter, read from the dashboards' own daily history, turned into a band by
 * noise.ts.
 */
import { platformLabel, type PlatformId } from '../../../graphql/shared/platforms';
import type { Day } from '../../lib/dates';
import type { BrandScope } from '../../scope';
import { impressionHistory, pageFilter, topPlatforms, type PageFilterArgs } from '../metrics';
import type { FigureRange } from '../metrics';
import { aggregateTopic, requireTopic } from '../topics';
import { noiseBand, type NoiseBand } from './noise';

export interface NoiseBandModel {
  /** Null for every chosen platform together. */
  platform: PlatformId | null;
  label: string;
  topicId: string;
  from: Day | null;
  to: Day;
  band: NoiseBand | null;
}

/** The band of one topic's days over a range (its platforms as the range chooses). */
export async function rangeNoiseBand(
  scope: BrandScope,
  topicId: string,
  range: FigureRange,
): Promise<NoiseBand | null> {
  const rows = await impressionHistory(scope, topicId, range);
  return noiseBand(rows.map((row) => ({ impressions: row.impressions, answers: row.answers })));
}

/**
 * The page filter's bands: every chosen platform together first, then each platform with answers in the
 * period, by visibility as the platforms card lists them. topicId narrows to one topic (every topic otherwise).
 */
export async function noiseBands(
  scope: BrandScope,
  args: PageFilterArgs & { topicId?: string | null },
): Promise<NoiseBandModel[]> {
  const filter = pageFilter(scope.today, args);
  const topic = args.topicId ? await requireTopic(scope, args.topicId) : await aggregateTopic(scope);
  if (!topic) return [];
  const aggregate = topic.isAggregate ? topic : await aggregateTopic(scope);
  const withAnswers = aggregate ? await topPlatforms(scope, aggregate.id, filter.range) : [];
  const platforms = withAnswers
    .map((row) => row.platform)
    .filter((platform) => !filter.platforms || filter.platforms.includes(platform));
  const base = { topicId: topic.id, from: filter.from, to: filter.to };
  const [all, ...each] = await Promise.all([
    rangeNoiseBand(scope, topic.id, filter.range),
    ...platforms.map((platform) =>
      rangeNoiseBand(scope, topic.id, { ...filter.range, platforms: [platform] }),
    ),
  ]);
  return [
    { ...base, platform: null, label: 'All platforms', band: all ?? null },
    ...platforms.map((platform, i) => ({
      ...base,
      platform,
      label: platformLabel(platform),
      band: each[i] ?? null,
    })),
  ];
}

/** A band as every API gives it: counts, and rates and deviations in percentage points (one decimal). */
export interface NoiseBandFigure {
  platform: PlatformId | null;
  label: string;
  topicId: string;
  from: Day | null;
  to: Day;
  days: number;
  answers: number;
  answersPerDay: number;
  visibility: number | null;
  samplingSd: number | null;
  observedSd: number | null;
  extraSd: number | null;
  dispersion: number | null;
  halfWidth: number | null;
  low: number | null;
  high: number | null;
}

const points = (rate: number) => Math.round(rate * 1000) / 10;

/** The page filter's bands (noiseBands) in points, as GraphQL, REST and MCP give them. */
export async function noiseBandFigures(
  scope: BrandScope,
  args: PageFilterArgs & { topicId?: string | null },
): Promise<NoiseBandFigure[]> {
  return (await noiseBands(scope, args)).map(({ band, ...row }) => ({
    ...row,
    days: band?.days ?? 0,
    answers: band?.answers ?? 0,
    answersPerDay: band ? Math.round(band.meanAnswersPerDay * 10) / 10 : 0,
    visibility: band ? points(band.rate) : null,
    samplingSd: band ? points(band.samplingSd) : null,
    observedSd: band?.observedSd == null ? null : points(band.observedSd),
    extraSd: band ? points(band.extraSd) : null,
    dispersion: band ? Math.round(band.dispersion * 1000) / 1000 : null,
    halfWidth: band ? points(band.halfWidth) : null,
    // The band's edges, kept inside 0–100 %.
    low: band ? points(Math.max(0, band.rate - band.halfWidth)) : null,
    high: band ? points(Math.min(1, band.rate + band.halfWidth)) : null,
  }));
}
