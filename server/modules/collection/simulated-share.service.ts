/**
 * The simulated share of a page filter's answers: how many of the answers behind its figures Sightline's
 * simulated engine wrote (no vendor API key for their platform). The overview's banner and every MCP tool
 * say it, so nobody takes illustrative figures for what the AI platforms answer.
 */
import { simulatedPercent, type SimulatedShareCounts } from '../../../graphql/shared/simulated-share';
import { cachedRead } from '../../lib/cache';
import type { BrandScope } from '../../scope';
import { pageFilter, type PageFilterArgs } from '../metrics';
import { toAnswersQuery } from './answers.service';
import { getSimulatedCounts } from './answers.store';

export interface SimulatedShare extends SimulatedShareCounts {
  /** simulated ÷ answers × 100, one decimal; 0 without answers. */
  percent: number;
}

/** The share of counted answers: the pure part. */
export const simulatedShareOf = (counts: SimulatedShareCounts): SimulatedShare => ({
  ...counts,
  percent: simulatedPercent(counts),
});

/**
 * The page filter's answered answers (those its figures count: failures, refusals and no answers left
 * out), in one topic or every topic, and how many of them are simulated. The page filter defaults as the
 * figures do (the last 30 days, every platform, unbranded prompts); a topic is checked as answers(filter)
 * checks it.
 */
export async function simulatedShare(
  scope: BrandScope,
  args: PageFilterArgs,
  topicId?: string | null,
): Promise<SimulatedShare> {
  const filter = pageFilter(scope.today, args);
  const query = await toAnswersQuery(scope, {
    from: filter.range.from,
    to: filter.range.to,
    platforms: filter.platforms,
    promptKind: filter.kind ?? 'ALL',
    topicId: topicId ?? null,
    status: 'ok',
  });
  // Read from the period's answers (no rollup keeps the engine), once per filter until the data changes.
  const counts = await cachedRead(scope, `simulated-share:${filter.key}:${query.topicId ?? 'all'}`, () =>
    getSimulatedCounts(scope.db, query),
  );
  return simulatedShareOf(counts);
}
