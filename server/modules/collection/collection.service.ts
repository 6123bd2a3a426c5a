import type { FactSheetEntry } from '../../../graphql/shared/brand-facts';
import { isCalendarDay, notACalendarDay } from '../../../graphql/shared/period-rules';
import type { Db } from '../../db/db';
import { marketFacts } from '../../core/analysis';
import {
  type AnalyzeAnswer,
  type AnswerAnalysisDeps,
  answerAnalysisFor,
  type JudgeConfig,
  type RunBudget,
  storedReading,
} from '../../core/judge';
import {
  type AnswerEngine,
  type BrandInfo,
  type CompetitorInfo,
  type EngineAnswer,
  isRefusal,
  SimulatedFailure,
} from '../../core/engines';
import { defaultSurface, type Surface } from '../../../graphql/shared/surfaces';
import type { AnswerCapture } from './answer-evidence.store';
import {
  collectedKey,
  getCollectedKeys,
  getCollectionTarget,
  storeAnswers,
  type CollectionTarget,
  type StoredAnswerInput,
} from './collection.store';

export interface CollectionDeps {
  db: Db;
}

export interface AnswerOptions {
  /** Engine calls in flight at once (default 8). */
  concurrency?: number;
  /** An engine call taking longer than this counts as a failed try (default 120 s). */
  timeoutMs?: number;
  /** Tries per answer before it is stored as failed (default 1). */
  attempts?: number;
  /** First wait between tries; doubles per try, with full jitter (default 500 ms). */
  retryDelayMs?: number;
  /** Times each prompt is asked per engine and day (default 1). */
  samples?: number;
  /** collected_at for the stored answers (default: when each answer arrived). */
  collectedAt?: (day: string) => Date;
  /** The LLM judge's settings (the config); without them the rules analyzer reads every answer. */
  judge?: JudgeConfig;
}

export interface CollectDayInput extends AnswerOptions {
  brandId: string;
  /** YYYY-MM-DD (UTC). */
  day: string;
  engines: readonly AnswerEngine[];
}

export interface CollectionCounts {
  /** Engine calls made (answers attempted; a retried answer counts once). */
  asked: number;
  /** Answers newly stored (ok or failed). */
  stored: number;
  /** Answers that failed on every try, stored as failed answers. */
  failed: number;
  /** Answers the engines declined to give, stored as refusals. */
  refused: number;
  /** Queries the platform showed no answer for (Google without an AI Overview), stored as no answers. */
  noAnswers: number;
  /** (prompt, platform, day, sample) already stored before this run. */
  skipped: number;
}

/** Asks every active prompt of the account on every engine for one day, analyses and stores the answers. */
export function collectDay(deps: CollectionDeps, input: CollectDayInput): Promise<CollectionCounts> {
  const { day, ...rest } = input;
  return collectDays(deps, { ...rest, days: [day] });
}

/** One answer to collect. */
export interface CollectionTask {
  day: string;
  promptId: string;
  question: string;
  /** The prompt's topic's name. */
  topic: string;
  engine: AnswerEngine;
  sample: number;
}

/** The surface an engine answers on: its own (an app engine's), else the platform's usual one. */
export const surfaceOf = (engine: AnswerEngine): Surface => engine.surface ?? defaultSurface(engine.platform);

/**
 * The tasks for the days, prompts, engines and samples not stored yet. `samples` is every prompt's, or each
 * prompt's on a platform (a run's adaptive plan; an app surface asks what its platform's API does).
 */
export function planTasks(
  target: CollectionTarget,
  engines: readonly AnswerEngine[],
  days: readonly string[],
  samples: number | ((promptId: string, platform: string) => number),
  done: Set<string>,
): { tasks: CollectionTask[]; skipped: number; total: number } {
  const tasks: CollectionTask[] = [];
  const samplesOf = typeof samples === 'number' ? () => samples : samples;
  let skipped = 0;
  for (const day of days)
    for (const prompt of target.prompts)
      for (const engine of engines)
        for (let sample = 1, n = samplesOf(prompt.id, engine.platform); sample <= n; sample++) {
          if (done.has(collectedKey(prompt.id, engine.platform, day, sample, surfaceOf(engine)))) skipped++;
          else
            tasks.push({
              day,
              promptId: prompt.id,
              question: prompt.question,
              topic: prompt.topic,
              engine,
              sample,
            });
        }
  return { tasks, skipped, total: tasks.length + skipped };
}

/** What answering needs about the account: its analysis, brand and competitors as the engines see them. */
export interface AnswerContext {
  analyze: AnalyzeAnswer;
  brand: BrandInfo;
  competitors: CompetitorInfo[];
  /** The country and language the answers are asked in (the brand's collection settings). */
  market?: { country: string; language: string };
  /** The brand's confirmed facts for that market, one entry per fact: the simulated engine states them. */
  facts?: readonly FactSheetEntry[];
}

/** The account's answer context; `budget` is the run's cap on the LLM judge (answer-analysis.service.ts). */
export function answerContext(
  target: CollectionTarget & { brand: BrandInfo },
  analysis: AnswerAnalysisDeps,
  budget?: RunBudget,
): AnswerContext {
  return {
    analyze: answerAnalysisFor(analysis, target, budget),
    brand: target.brand,
    competitors: target.competitors.map(({ id, name, aliases, website }) => ({ id, name, aliases, website })),
    ...(target.market ? { market: target.market } : {}),
    ...(target.factSheet ? { facts: marketFacts(target.factSheet) } : {}),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks one task, retrying a failed try (error, timeout, empty text) up to `attempts` times with jittered
 * back-off; returns the analysed answer, or a failed answer after the last try. Never throws.
 */
export async function answerTask(
  task: CollectionTask,
  context: AnswerContext,
  options: AnswerOptions,
): Promise<StoredAnswerInput> {
  const attempts = Math.max(1, options.attempts ?? 1);
  const base = {
    promptId: task.promptId,
    platform: task.engine.platform,
    day: task.day,
    sample: task.sample,
    engine: task.engine.engine,
    simulated: task.engine.simulated,
    surface: surfaceOf(task.engine),
  };
  let lastError = 'unknown error';
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let reply: EngineAnswer;
    try {
      reply = await withTimeout(
        task.engine.ask({
          prompt: task.question,
          topic: task.topic,
          brand: context.brand,
          competitors: context.competitors,
          day: task.day,
          sample: task.sample,
          ...(context.market ? { market: context.market } : {}),
          ...(context.facts ? { facts: context.facts } : {}),
        }),
        options.timeoutMs ?? 120_000,
      );
      // A refusal may come without words (a blocked prompt), and no answer has none; any other empty reply is
      // a failed try.
      if (!reply.refused && !reply.noAnswer && !reply.text.trim()) throw new Error('Empty answer');
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
      // The simulated engine's made-up failure called nothing: asking again fails the same way.
      if (error instanceof SimulatedFailure) return failedAnswer(base, task, options, lastError);
      if (attempt < attempts) await sleep(Math.random() * (options.retryDelayMs ?? 500) * 2 ** (attempt - 1));
      continue;
    }
    // The platform showed no answer for the query (Google without an AI Overview): final, like a refusal.
    if (reply.noAnswer)
      return {
        ...base,
        collectedAt: options.collectedAt?.(task.day) ?? new Date(),
        status: 'no_answer',
        model: reply.model,
        text: null,
        searchQueries: reply.searchQueries ?? [],
        ...capturedOf(reply),
      };
    if (isRefusal(reply, context.brand, context.competitors))
      return {
        ...base,
        collectedAt: options.collectedAt?.(task.day) ?? new Date(),
        status: 'refused',
        model: reply.model,
        text: reply.text.trim() ? reply.text : null,
        searchQueries: reply.searchQueries ?? [],
        ...capturedOf(reply),
      };
    // Reading the answer never throws (the rules analyzer answers when the judge cannot), and is outside
    // the tries: an answer in hand is never asked again.
    const analysis = await context.analyze(reply);
    return {
      ...base,
      collectedAt: options.collectedAt?.(task.day) ?? new Date(),
      status: 'ok',
      model: reply.model,
      text: reply.text,
      ...storedReading(analysis, reply.text),
      sources: analysis.sources,
      searchQueries: reply.searchQueries ?? [],
      ...(reply.products?.length ? { products: reply.products } : {}),
      ...capturedOf(reply),
    };
  }
  return failedAnswer(
    base,
    task,
    options,
    attempts > 1 ? `${lastError} (after ${attempts} tries)` : lastError,
  );
}

/**
 * What is kept as the answer's evidence (issue 61): the vendor's body and the page's HTML, when the engine
 * gives them (the vendor adapters and the simulated app do; the simulated API engines have no vendor).
 */
function capturedOf(reply: EngineAnswer): { capture?: AnswerCapture } {
  const { evidence } = reply;
  if (!evidence || (evidence.raw === undefined && evidence.html === undefined)) return {};
  return { capture: { raw: evidence.raw, html: evidence.html ?? null } };
}

/** A task's failed answer: stored apart, out of every figure. */
function failedAnswer(
  base: Pick<
    StoredAnswerInput,
    'promptId' | 'platform' | 'day' | 'sample' | 'engine' | 'simulated' | 'surface'
  >,
  task: CollectionTask,
  options: AnswerOptions,
  error: string,
): StoredAnswerInput {
  return {
    ...base,
    collectedAt: options.collectedAt?.(task.day) ?? new Date(),
    status: 'failed',
    model: task.engine.model,
    error,
  };
}

export interface CollectDaysInput extends Omit<CollectDayInput, 'day'> {
  days: readonly string[];
  /** Days stored per transaction (default: all of them in one). */
  daysPerStore?: number;
  /**
   * Leaves the rollups alone: the caller rebuilds the account's rollups once every day is stored (the demo
   * seed, where one rebuild costs less than counting each store's answers in).
   */
  rollupsLater?: boolean;
  /** Called after each store transaction, with the days it covered (oldest first). */
  onStored?: (days: readonly string[]) => void;
}

/**
 * collectDay for several days in one go (one load of the account): the path the demo seed uses to
 * backfill history quickly. Days, prompts and engines already stored are skipped. The days are stored in
 * groups of `daysPerStore`, each in one transaction, and the next group is asked and analysed while the
 * previous one is being stored (the database works on its own thread or server).
 */
export async function collectDays(deps: CollectionDeps, input: CollectDaysInput): Promise<CollectionCounts> {
  const { db } = deps;
  const { brandId, days, engines } = input;
  for (const day of days) if (!isCalendarDay(day)) throw new Error(`${notACalendarDay('day')} Got ${day}.`);
  const counts: CollectionCounts = {
    asked: 0,
    stored: 0,
    failed: 0,
    refused: 0,
    noAnswers: 0,
    skipped: 0,
  };
  if (days.length === 0 || engines.length === 0) return counts;

  const target = await getCollectionTarget(db, brandId);
  if (!target.brand || target.prompts.length === 0) return counts;
  const context = answerContext(
    { ...target, brand: target.brand },
    { config: input.judge, cache: { db, brandId } },
  );
  const done = await getCollectedKeys(db, brandId, days);
  const perStore = Math.max(1, input.daysPerStore ?? days.length);

  // The store under way; a failure surfaces when the next group waits for it (or at the end).
  let storing: Promise<void> = Promise.resolve();
  storing.catch(() => undefined);
  for (let first = 0; first < days.length; first += perStore) {
    const group = days.slice(first, first + perStore);
    const { tasks, skipped } = planTasks(target, engines, group, input.samples ?? 1, done);
    counts.skipped += skipped;
    const answers: StoredAnswerInput[] = new Array(tasks.length);
    await runWithConcurrency(tasks.length, input.concurrency ?? 8, async (index) => {
      const answer = await answerTask(tasks[index] as CollectionTask, context, input);
      if (answer.status === 'failed') counts.failed++;
      if (answer.status === 'refused') counts.refused++;
      if (answer.status === 'no_answer') counts.noAnswers++;
      answers[index] = answer;
    });
    counts.asked += tasks.length;
    await storing;
    storing = storeAnswers(db, brandId, answers, { rollupsLater: input.rollupsLater }).then((result) => {
      counts.stored += result.inserted;
      input.onStored?.(group);
    });
    storing.catch(() => undefined);
  }
  await storing;
  return counts;
}

/** Runs worker(i) for i in [0, total) with at most `limit` in flight. */
export async function runWithConcurrency(
  total: number,
  limit: number,
  worker: (index: number) => Promise<void>,
) {
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
