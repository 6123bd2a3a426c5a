/**
 * npm run collect -- --account <email> [--day YYYY-MM-DD]
 *
 * Runs one collection for the account now, in this process, and prints its progress: every active prompt
 * on every enabled engine (real adapters where a key is configured, else simulated), stored with its
 * rollups. Joins (and finishes) a run already queued for that day. With the embedded store, stop the
 * server first: PGlite's data directory can be open in one process only (a running server's folder is
 * refused, naming the server's process).
 */
import { parseArgs } from 'node:util';
import { config as loadConfig } from '../../server/config';
import { migrate } from '../../server/db/migrate';
import { isCalendarDay, notACalendarDay } from '../../graphql/shared/period-rules';
import { todayUtc } from '../../server/lib/dates';
import { openDatabase } from '../../server/db/open';
import { getAccountIdByEmail, getAccountPlatforms } from '../../server/modules/brands';
import { getDayPlatformCounts, type RunRow, collectRun, createRun } from '../../server/modules/collection';
import { enginesFor } from '../../server/core/engines';
import { createJobQueue } from '../../server/core/jobs';
import { RULES_ANALYZER } from '../../server/core/analysis';
import { judgeFor } from '../../server/core/judge';
import { runFinishedHook } from '../../server/jobs';

function bar(run: RunRow, width = 30): string {
  const settled = run.answered + run.failures + run.refusals + run.noAnswers;
  const share = run.total > 0 ? settled / run.total : 1;
  const filled = Math.round(share * width);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${settled}/${run.total} answered ${run.answered}, failed ${run.failures}, refused ${run.refusals}, no answer ${run.noAnswers}`;
}

async function main() {
  const { values } = parseArgs({
    options: { account: { type: 'string' }, day: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help || !values.account) {
    process.stderr.write('usage: npm run collect -- --account <email> [--day YYYY-MM-DD]\n');
    process.exit(values.help ? 0 : 2);
  }
  const day = values.day ?? todayUtc();
  if (!isCalendarDay(day)) throw new Error(`${notACalendarDay('--day')} Got ${day}.`);
  const config = loadConfig();
  const db = await openDatabase(config);
  // Sends only: what the run's end queues (its alert evaluation, a re-analysis) is for the next worker (or
  // server) to do.
  const queue = createJobQueue(db, { work: false, log: () => {} });
  try {
    await migrate(db);
    const onFinished = await runFinishedHook(queue, config);
    const accountId = await getAccountIdByEmail(db, values.account);
    if (!accountId) throw new Error(`No account with the e-mail ${values.account}`);
    const platforms = await getAccountPlatforms(db, accountId);
    const engines = enginesFor(platforms, config);
    console.log(
      `Collecting ${day} for ${values.account}: ${engines.map((e) => `${e.platform} (${e.simulated ? 'simulated' : `${e.engine} ${e.model}`})`).join(', ')}`,
    );
    const judge = judgeFor(config);
    console.log(
      judge
        ? `Answers read by the LLM judge ${judge.analyzer}, the rules analyzer ${RULES_ANALYZER} when it cannot (at most ${config.ANALYSIS_MAX_CALLS_PER_RUN || 'unlimited'} calls per run).`
        : `Answers read by the rules analyzer ${RULES_ANALYZER} (no LLM judge configured).`,
    );
    const { run, created } = await createRun(db, accountId, 'cli', day);
    if (!created) console.log(`Joining run ${run.id}, already ${run.status}.`);
    const started = Date.now();
    const interactive = process.stdout.isTTY;
    const result = await collectRun(db, run.id, {
      engines: () => engines,
      platforms: async () => platforms,
      attempts: config.COLLECTION_ANSWER_ATTEMPTS,
      timeoutMs: config.ENGINE_TIMEOUT_MS * (config.ENGINE_MAX_RETRIES + 1) + 5_000,
      concurrency: Math.max(8, config.ENGINE_CONCURRENCY * 4),
      judge: config,
      onFinished,
      onProgress: (progress) => {
        if (interactive) process.stdout.write(`\r${bar(progress)}`);
        else console.log(bar(progress));
      },
    });
    if (interactive) process.stdout.write('\n');
    if (result.outcome === 'skipped') {
      console.log(`Run ${run.id} is being processed by a worker (or finished); nothing to do here.`);
      return;
    }
    if (result.outcome === 'superseded') {
      console.log(`Run ${run.id} was taken over by a worker while this one stalled; it finishes the run.`);
      return;
    }
    for (const row of await getDayPlatformCounts(db, accountId, day))
      console.log(
        `  ${row.platform.padEnd(18)} ${row.ok} answered, ${row.failed} failed, ${row.refused} refused, ${row.noAnswer} no answer`,
      );
    if (judge)
      console.log(
        `LLM judge: ${result.run.judgeCalls} calls, ${result.run.judgeTokens} tokens${result.run.judgeCapReached ? '; its cap was reached, the rest was read by the rules analyzer' : ''}.`,
      );
    console.log(
      `Run ${result.run.id} completed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.run.answered}/${result.run.total} answered, ${result.run.failures} failed (failures are excluded from every denominator).`,
    );
  } finally {
    await queue.stop();
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
