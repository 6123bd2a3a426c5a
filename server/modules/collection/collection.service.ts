import type { Db } from '../../db/db';
import { createAnalyzer } from '../analysis/analysis';
import type { AnswerEngine } from '../engines/engine.types';
import {
  collectedKey,
  getCollectedKeys,
  getCollectionTarget,
  storeAnswers,
  type StoredAnswerInput,
} from './collection.store';

export interface CollectionDeps {
  db: Db;
}

export interface CollectDayInput {
  userId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  engines: readonly AnswerEngine[];
  /** Engine calls in flight at once (default 8). */
  concurrency?: number;
  /** An engine call taking longer than this is stored as a failed answer (default 120 s). */
  timeoutMs?: number;
  /** collected_at for the stored answers (default: when each answer arrived). */
  collectedAt?: (day: string) => Date;
}

export interface CollectionCounts {
  /** Engine calls made. */
  asked: number;
  /** Answers newly stored (ok or failed). */
  stored: number;
  /** Engine calls that failed, stored as failed answers. */
  failed: number;
  /** (prompt, platform, day) triples already stored before this run. */
  skipped: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Asks every active prompt of the account on every engine for one day, analyses and stores the answers. */
export function collectDay(deps: CollectionDeps, input: CollectDayInput): Promise<CollectionCounts> {
  const { day, ...rest } = input;
  return collectDays(deps, { ...rest, days: [day] });
}

/**
 * collectDay for several days in one go (one load of the account, one store transaction): the path the
 * demo seed uses to backfill history quickly. Days, prompts and engines already stored are skipped.
 */
export async function collectDays(
  deps: CollectionDeps,
  input: Omit<CollectDayInput, 'day'> & { days: readonly string[] },
): Promise<CollectionCounts> {
  const { db } = deps;
  const { userId, days, engines } = input;
  for (const day of days) if (!DAY.test(day)) throw new Error(`Invalid day: ${day}`);
  const counts: CollectionCounts = { asked: 0, stored: 0, failed: 0, skipped: 0 };
  if (days.length === 0 || engines.length === 0) return counts;

  const target = await getCollectionTarget(db, userId);
  if (!target.brand || target.prompts.length === 0) return counts;
  const brand = target.brand;
  const done = await getCollectedKeys(db, userId, days);
  const analyzer = createAnalyzer(brand, target.competitors);
  const competitors = target.competitors.map(({ id, name, aliases, website }) => ({
    id,
    name,
    aliases,
    website,
  }));

  const tasks: { day: string; promptId: string; question: string; engine: AnswerEngine }[] = [];
  for (const day of days) {
    for (const prompt of target.prompts) {
      for (const engine of engines) {
        if (done.has(collectedKey(prompt.id, engine.platform, day))) counts.skipped++;
        else tasks.push({ day, promptId: prompt.id, question: prompt.question, engine });
      }
    }
  }

  const answers: StoredAnswerInput[] = new Array(tasks.length);
  await runWithConcurrency(tasks.length, input.concurrency ?? 8, async (index) => {
    const task = tasks[index] as (typeof tasks)[number];
    const base = {
      promptId: task.promptId,
      platform: task.engine.platform,
      day: task.day,
      sample: 1,
      engine: task.engine.engine,
      simulated: task.engine.simulated,
    };
    try {
      const reply = await withTimeout(
        task.engine.ask({ prompt: task.question, brand, competitors, day: task.day, sample: 1 }),
        input.timeoutMs ?? 120_000,
      );
      const analysis = analyzer.analyze(reply.text, reply.citations);
      answers[index] = {
        ...base,
        collectedAt: input.collectedAt?.(task.day) ?? new Date(),
        status: 'ok',
        model: reply.model,
        text: reply.text,
        visible: analysis.visible,
        position: analysis.position,
        sentiment: analysis.sentiment,
        competitors: analysis.competitors.flatMap((c) =>
          c.id ? [{ competitorId: c.id, position: c.position }] : [],
        ),
        sources: analysis.sources,
      };
    } catch (error) {
      counts.failed++;
      answers[index] = {
        ...base,
        collectedAt: input.collectedAt?.(task.day) ?? new Date(),
        status: 'failed',
        model: task.engine.model,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  });
  counts.asked = tasks.length;
  const result = await storeAnswers(db, userId, answers);
  counts.stored = result.inserted;
  return counts;
}

/** Runs worker(i) for i in [0, total) with at most `limit` in flight. */
async function runWithConcurrency(total: number, limit: number, worker: (index: number) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, total)) }, async () => {
    while (next < total) await worker(next++);
  });
  await Promise.all(lanes);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
