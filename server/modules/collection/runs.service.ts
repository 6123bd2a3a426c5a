/**
 * Collection runs as the API shows them, scoped to the signed-in account, and "Run now". The worker that
 * processes a run is runs.worker.ts.
 */
import { isPlatformId } from '../../../graphql/shared/platforms';
import { announceDataChanged } from '../../db/data-changed';
import { todayUtc } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { BrandScope } from '../../scope';
import { getBrand } from '../brands';
import { startRun } from './collection.jobs';
import { getAccountRun, getRecentRuns, getRunPlatformCounts, type RunRow } from './runs.store';
import { requireRole } from '../../scope';

export async function runView(scope: BrandScope, run: RunRow) {
  const counts = await getRunPlatformCounts(scope.db, run);
  const byPlatform = new Map(counts.map((c) => [c.platform, c]));
  const settled = run.answered + run.failures + run.refusals + run.noAnswers;
  const byEngine = run.platforms.filter(isPlatformId).map((platform) => ({
    platform,
    answered: byPlatform.get(platform)?.answered ?? 0,
    failures: byPlatform.get(platform)?.failures ?? 0,
    simulatedFailures: byPlatform.get(platform)?.simulatedFailures ?? 0,
    refusals: byPlatform.get(platform)?.refusals ?? 0,
    noAnswers: byPlatform.get(platform)?.noAnswers ?? 0,
  }));
  return {
    id: run.id,
    day: run.day,
    trigger: run.trigger,
    status: run.status,
    total: run.total,
    answered: run.answered,
    failures: run.failures,
    simulatedFailures: byEngine.reduce((sum, engine) => sum + engine.simulatedFailures, 0),
    refusals: run.refusals,
    noAnswers: run.noAnswers,
    settled,
    percent:
      run.total > 0 ? Math.round((settled / run.total) * 1000) / 10 : run.status === 'completed' ? 100 : 0,
    byEngine,
    error: run.error,
    judgeCalls: run.judgeCalls,
    judgeTokens: run.judgeTokens,
    judgeCapReached: run.judgeCapReached,
    plannedSamples: run.plannedSamples,
    planReason: run.planReason,
    budgetSpent: run.budgetSpent,
    monthSpend: run.monthSpendUsd === null ? null : Math.round(run.monthSpendUsd * 100) / 100,
    monthBudget: run.monthBudgetUsd,
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
  };
}

export type RunModel = Awaited<ReturnType<typeof runView>>;

export async function collectionRun(scope: BrandScope, runId: string): Promise<RunModel | null> {
  if (!isUuid(runId)) return null;
  const run = await getAccountRun(scope.db, scope.brandId, runId);
  return run ? runView(scope, run) : null;
}

export async function collectionRuns(scope: BrandScope, first = 10): Promise<RunModel[]> {
  if (!Number.isInteger(first) || first < 1 || first > 100)
    throw badInput('first must be between 1 and 100.');
  const runs = await getRecentRuns(scope.db, scope.brandId, first);
  return Promise.all(runs.map((run) => runView(scope, run)));
}

export async function latestCollectionRun(scope: BrandScope): Promise<RunModel | null> {
  const [run] = await getRecentRuns(scope.db, scope.brandId, 1);
  return run ? runView(scope, run) : null;
}

/** Run now: starts today's run for the account, or returns the one already queued or running. */
export async function startCollectionRunNow(scope: BrandScope, trigger: 'manual' | 'onboarding' = 'manual') {
  requireRole(scope, 'EDITOR', 'starting a collection run');
  if (!(await getBrand(scope.db, scope.brandId)))
    throw badInput('Set up your brand before collecting answers.');
  const { run, created } = await startRun(scope.db, scope.jobs, scope.brandId, trigger, todayUtc());
  if (created) await announceDataChanged(scope);
  const view = await collectionRun(scope, run.id);
  if (!view) throw notFound('The run could not be read back.');
  return { run: view, created };
}
