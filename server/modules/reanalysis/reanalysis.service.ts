/**
 * When the history is read again: a change of what answers are read against (the brand's name, aliases,
 * website, "not this" list and own attributes, the competitors with theirs) queues the account's re-analysis in the
 * transaction that makes it, and so does the end of a collection run that read its answers against a
 * configuration that is no longer the account's; and its progress, as Settings shows it.
 */
import type { Queryable } from '../../db/db';
import { cachedRead } from '../../lib/cache';
import type { JobQueue } from '../../core/jobs';
import type { BrandScope } from '../../scope';
import { getCollectionTarget, type FinishedRun } from '../collection';
import { accountHasAnswers } from '../../core/rollups';
import { type AnalysisConfig, namesAffectedByChange } from '../../core/analysis';
import { readingConfigHash } from '../../core/judge';
import { queueReanalysis } from './reanalysis.jobs';
import { getReanalysis, requestReanalysisRow } from './reanalysis.store';

/** What the account's answers are read against, and its hash (readingConfigHash); null without a brand. */
async function analysisConfig(
  tx: Queryable,
  brandId: string,
): Promise<{ config: AnalysisConfig; hash: string } | null> {
  const { brand, competitors, factSheet } = await getCollectionTarget(tx, brandId);
  if (!brand) return null;
  const config: AnalysisConfig = { brand, competitors, ...(factSheet ? { factSheet } : {}) };
  return { config, hash: readingConfigHash(config) };
}

/**
 * Runs `change` in one transaction; when it changed what answers are read against and the account has
 * answers, a new re-analysis generation is queued in the same transaction (superseding one under way), and
 * its job is sent after the commit. It reads again the answers that name what the change touched (all of
 * them when there was no brand before).
 */
export async function reanalysingOnChange<T>(
  scope: BrandScope,
  change: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { result, requested } = await scope.db.transaction(async (tx) => {
    const before = await analysisConfig(tx, scope.brandId);
    const result = await change(tx);
    const after = await analysisConfig(tx, scope.brandId);
    const requested =
      after !== null && after.hash !== before?.hash && (await accountHasAnswers(tx, scope.brandId))
        ? await requestReanalysisRow(
            tx,
            scope.brandId,
            before ? namesAffectedByChange(before.config, after.config) : null,
          )
        : null;
    return { result, requested };
  });
  // A send that fails leaves the generation queued: the workers' sweep queues it.
  if (requested !== null) await queueReanalysis(scope.jobs, scope.brandId).catch(() => null);
  return result;
}

/**
 * The collection's onRunFinished: when a configuration the run's answers were read against is no longer the
 * account's, a re-analysis reads them again, queued in the transaction that ends the run (declare its kind
 * first). The change made while the run went on queued its own, which may have read the history before
 * the run stored them; this one starts after the run's last answer is stored. It reads what changed since
 * the run's configuration when every attempt read with this one, else every answer.
 */
export const reanalyseRunReadWithOldConfig =
  (queue: JobQueue) =>
  async (tx: Queryable, run: FinishedRun): Promise<void> => {
    if (run.readWith.length === 0) return;
    const current = await analysisConfig(tx, run.brandId);
    if (!current || run.readWith.every((hash) => hash === current.hash)) return;
    const scope =
      run.config && run.readWith.length === 1 ? namesAffectedByChange(run.config, current.config) : null;
    await requestReanalysisRow(tx, run.brandId, scope);
    await queueReanalysis(queue, run.brandId, tx);
  };

export interface ReanalysisModel {
  state: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  requestedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
}

/** The account's latest re-analysis, or null when its history was never re-analysed. */
export async function reanalysisProgress(scope: BrandScope): Promise<ReanalysisModel | null> {
  const row = await cachedRead(scope, 'reanalysis', () => getReanalysis(scope.db, scope.brandId));
  if (!row) return null;
  return {
    state: row.state,
    done: row.done,
    total: row.total ?? 0,
    requestedAt: row.requestedAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    // A failed attempt that a retry is resuming is no failure yet.
    error: row.state === 'failed' ? row.error : null,
  };
}
