/**
 * One-off asks (issue 61): one prompt asked once, now, on the brand's platforms and surfaces (or those
 * chosen), read like a run's answers and kept apart from them (prompt_asks), each with what it cost.
 *
 * The consumer apps are asked live: DataForSEO answers at once (live/advanced for the answer, live/html
 * for the page kept as evidence, two requests priced as two); Oxylabs takes jobs only, so its ask is a job
 * polled as a run's. Daily runs keep the queued tasks (runs.worker.ts). Without a provider the simulated
 * app answers, as in runs. An ask is refused when it would take the month past the sampling budget, and
 * each brand has an hourly allowance of asks (they call paid vendors at once, outside any run).
 */
import { randomUUID } from 'node:crypto';
import { isPlatformId, platformLabel, type PlatformId } from '../../../graphql/shared/platforms';
import type { Surface } from '../../../graphql/shared/surfaces';
import {
  appEnginesFor,
  enginesFor,
  scraperRequestsOf,
  type AnswerEngine,
  type EngineConfig,
} from '../../core/engines';
import { isJudgeAnalyzer } from '../../core/judge';
import { announceDataChanged } from '../../db/data-changed';
import { claimAttempt } from '../../db/rate-limits';
import { AppError, badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requireRole, type BrandScope } from '../../scope';
import { audited, getAccountAppPlatforms, getAccountPlatforms } from '../brands';
import {
  monthSpendUsd,
  monthStart,
  priceRequests,
  requestName,
  samplingSettings,
  type PricedRequest,
  type PricedRequests,
} from '../sampling';
import { answerContext, answerTask, surfaceOf, type CollectionTask } from './collection.service';
import { getCollectionTarget, type StoredAnswerInput } from './collection.store';
import {
  getPromptAsk,
  getPromptAsks,
  insertPromptAsks,
  type AskRequestLine,
  type PromptAskRow,
  type PromptAskRowInput,
} from './prompt-asks.store';
import { getPaidRequests } from './runs.store';

/** One-off asks a brand may make in an hour: each calls the vendors at once, outside the budgeted runs. */
export const PROMPT_ASKS_PER_HOUR = 20;

export interface AskPromptNowInput {
  promptId: string;
  /** Platforms to ask (the brand's, API or app); absent: every platform the brand asks. */
  platforms?: readonly PlatformId[] | null;
  /** Surfaces to ask them on; absent: both (the app only for the platforms the brand asks through it). */
  surfaces?: readonly Surface[] | null;
}

type JudgeSettings = NonNullable<BrandScope['config']['analysisJudge']>;

/**
 * The billed requests one answer of an engine makes, by the pricing table's names (pure): none for a
 * simulated engine; a scraper's task, or its live answer and page; else the engine's own request.
 */
export function answerRequests(engine: AnswerEngine): PricedRequest[] {
  if (engine.simulated) return [];
  const scraped = scraperRequestsOf(engine);
  if (scraped)
    return scraped.requests.map((request): PricedRequest =>
      scraped.scraper === 'oxylabs'
        ? { kind: 'scraper', vendor: 'oxylabs', request: 'task' }
        : { kind: 'scraper', vendor: 'dataforseo_llm_scraper', request },
    );
  if (!isPlatformId(engine.platform)) return [];
  return [{ kind: 'engine', platform: engine.platform, model: engine.model }];
}

const judgeRequest = (judge: JudgeSettings): PricedRequest => ({
  kind: 'judge',
  provider: judge.provider,
  model: judge.model,
});

/** Priced lines as stored and shown: each request's name, count, price and cost. */
const linesOf = (priced: PricedRequests): AskRequestLine[] =>
  priced.lines.map((line) => ({
    request: requestName(line.request),
    count: line.count,
    unitUsd: line.unitUsd,
    usd: line.usd,
  }));

/** What an answer's requests cost: nothing when it failed (a failed call is not billed); else its engine's and its reading's. */
function answerCost(engine: AnswerEngine, answer: StoredAnswerInput, judge: JudgeSettings | null) {
  if (answer.status === 'failed') return priceRequests([]);
  const requests = answerRequests(engine).map((request) => ({ request, count: 1 }));
  if (judge && isJudgeAnalyzer(answer.analyzer ?? null))
    requests.push({ request: judgeRequest(judge), count: 1 });
  return priceRequests(requests);
}

const dollars = (usd: number) => `$${usd < 1 ? usd.toFixed(4) : usd.toFixed(2)}`;

/** The engines to ask: the chosen platforms on the chosen surfaces, apps live; refused when none is left. */
async function enginesToAsk(scope: BrandScope, input: AskPromptNowInput) {
  const config = scope.config as EngineConfig;
  const [platforms, appPlatforms] = await Promise.all([
    getAccountPlatforms(scope.db, scope.brandId),
    getAccountAppPlatforms(scope.db, scope.brandId),
  ]);
  const asked = new Set([...platforms, ...appPlatforms]);
  for (const platform of input.platforms ?? [])
    if (!asked.has(platform))
      throw badInput(
        `${platformLabel(platform)} is not one of the brand's platforms: choose it in Settings → Collection first.`,
        'platforms',
      );
  const chosen = (list: readonly string[]) =>
    input.platforms ? list.filter((p) => input.platforms!.includes(p as PlatformId)) : list;
  const surfaces = new Set<Surface>(input.surfaces?.length ? input.surfaces : ['API', 'APP']);
  const engines = [
    ...enginesFor(chosen(platforms), config),
    ...appEnginesFor(chosen(appPlatforms), config, { mode: 'live' }),
  ].filter((engine) => surfaces.has(surfaceOf(engine)));
  if (engines.length === 0)
    throw badInput(
      'Nothing to ask: none of the chosen platforms is asked on the chosen surfaces. The app surface needs the platform among the platforms asked through their app (Settings → Collection).',
      'surfaces',
    );
  return { engines, platforms };
}

/** Refuses an ask that would take the month's spend past the brand's sampling budget, saying by how much. */
async function checkBudget(scope: BrandScope, platforms: readonly string[], estimateUsd: number) {
  const { monthlyBudgetUsd } = await samplingSettings(scope);
  if (monthlyBudgetUsd === null) return;
  const paid = await getPaidRequests(scope.db, scope.brandId, monthStart(scope.today), scope.today);
  const runEngines = enginesFor(platforms, scope.config as EngineConfig).flatMap((engine) =>
    isPlatformId(engine.platform)
      ? [{ platform: engine.platform, model: engine.simulated ? null : engine.model }]
      : [],
  );
  const judge = scope.config.analysisJudge;
  const spent = monthSpendUsd(paid, runEngines, judge ? judgeRequest(judge) : null);
  if (spent + estimateUsd <= monthlyBudgetUsd) return;
  const left = Math.max(0, monthlyBudgetUsd - spent);
  throw new AppError(
    'CONFLICT',
    `Asking now would cost about ${dollars(estimateUsd)}, but this month's sampling budget of ${dollars(monthlyBudgetUsd)} has ${dollars(left)} left (${dollars(spent)} spent). Raise the budget in Settings → Sampling, or ask fewer platforms.`,
  );
}

/** Counts the ask against the brand's hourly allowance, or refuses it saying when to try again. */
async function claimAsk(scope: BrandScope) {
  const claim = await claimAttempt(scope.db, `prompt-ask:brand:${scope.brandId}`, {
    free: PROMPT_ASKS_PER_HOUR,
    baseDelaySeconds: 3600,
    windowSeconds: 3600,
  });
  if (!claim.allowed)
    throw new AppError(
      'RATE_LIMITED',
      `At most ${PROMPT_ASKS_PER_HOUR} one-off asks an hour for one brand. Try again in ${Math.ceil(claim.retryAfterSeconds / 60)} minutes.`,
      claim.retryAfterSeconds,
    );
}

/** One ask as the API shows it: its answers, what it was estimated to cost and what it cost. */
export function promptAskView(rows: readonly PromptAskRow[], estimatedCostUsd: number | null = null) {
  const first = rows[0]!;
  const lines = new Map<string, AskRequestLine>();
  for (const line of rows.flatMap((row) => row.requests)) {
    const seen = lines.get(line.request);
    lines.set(
      line.request,
      seen ? { ...seen, count: seen.count + line.count, usd: seen.usd + line.usd } : { ...line },
    );
  }
  return {
    id: first.askId,
    promptId: first.promptId,
    question: first.question,
    askedAt: first.askedAt,
    cost: rows.reduce((sum, row) => sum + row.costUsd, 0),
    estimatedCost: estimatedCostUsd,
    costLines: [...lines.values()].map((line) => ({
      request: line.request,
      requests: line.count,
      unitPrice: line.unitUsd,
      cost: line.usd,
    })),
    answers: rows.map((row) => ({
      id: row.id,
      platform: row.platform as PlatformId,
      surface: row.surface,
      status: row.status,
      error: row.error,
      model: row.model,
      simulated: row.simulated,
      text: row.text,
      visible: row.visible,
      position: row.position,
      sentiment: row.sentiment,
      competitorIds: row.competitors.map((competitor) => competitor.competitorId),
      sources: row.sources.map((source) => source.url),
      searchQueries: row.searchQueries,
      products: row.products,
      cost: row.costUsd,
      payloadKept: row.rawBytes > 0,
      pageKept: row.htmlBytes > 0,
    })),
  };
}

export type PromptAskModel = ReturnType<typeof promptAskView>;
export type PromptAskAnswerModel = PromptAskModel['answers'][number];

/**
 * Asks one of the brand's prompts once, now, on each chosen platform and surface (EDITOR or higher): checks
 * the budget and the hourly allowance, asks every engine at once, reads and prices each answer, stores
 * them with an audit entry, and returns them.
 */
export async function askPromptNow(scope: BrandScope, input: AskPromptNowInput): Promise<PromptAskModel> {
  requireRole(scope, 'EDITOR', 'asking a prompt now');
  if (!isUuid(input.promptId)) throw badInput('promptId must be the id of one of your prompts.', 'promptId');
  const target = await getCollectionTarget(scope.db, scope.brandId);
  if (!target.brand) throw badInput('Set up your brand before asking a prompt.');
  const prompt = target.prompts.find((p) => p.id === input.promptId);
  if (!prompt)
    throw notFound('No active prompt of this brand has that id (an archived prompt is not asked).');

  const { engines, platforms } = await enginesToAsk(scope, input);
  const judge = scope.config.analysisJudge;
  const estimate = priceRequests(
    engines.flatMap((engine) => [
      ...answerRequests(engine).map((request) => ({ request, count: 1 })),
      ...(judge ? [{ request: judgeRequest(judge), count: 1 }] : []),
    ]),
  );
  await checkBudget(scope, platforms, estimate.totalUsd);
  await claimAsk(scope);

  const context = answerContext(
    { ...target, brand: target.brand },
    { config: scope.config, cache: { db: scope.db, brandId: scope.brandId } },
  );
  const options = {
    attempts: scope.config.COLLECTION_ANSWER_ATTEMPTS,
    retryDelayMs: 500,
    timeoutMs: scope.config.ENGINE_TIMEOUT_MS * (scope.config.ENGINE_MAX_RETRIES + 1) + 5_000,
    judge: scope.config,
  };
  const answers = await Promise.all(
    engines.map((engine) => {
      const task: CollectionTask = {
        day: scope.today,
        promptId: prompt.id,
        question: prompt.question,
        topic: prompt.topic,
        engine,
        sample: 1,
      };
      return answerTask(task, context, options);
    }),
  );

  const askId = randomUUID();
  const rows = answers.map((answer, index): PromptAskRowInput => {
    const engine = engines[index]!;
    const cost = answerCost(engine, answer, judge);
    return {
      id: randomUUID(),
      askId,
      promptId: prompt.id,
      askedBy: scope.memberEmail ?? scope.memberId,
      question: prompt.question,
      platform: engine.platform,
      surface: surfaceOf(engine),
      status: answer.status,
      error: answer.error ?? null,
      engine: answer.engine,
      model: answer.model ?? null,
      simulated: answer.simulated,
      text: answer.text ?? null,
      analyzer: answer.analyzer ?? null,
      visible: answer.status === 'ok' ? (answer.visible ?? false) : null,
      position: answer.status === 'ok' && answer.visible ? (answer.position ?? null) : null,
      sentiment: answer.status === 'ok' && answer.visible ? (answer.sentiment ?? null) : null,
      competitors: answer.competitors ?? [],
      sources: answer.sources ?? [],
      products: answer.products ?? [],
      searchQueries: answer.searchQueries ?? [],
      requests: linesOf(cost),
      costUsd: cost.totalUsd,
      capture: answer.capture ?? null,
    };
  });
  const total = rows.reduce((sum, row) => sum + row.costUsd, 0);
  await audited(
    scope,
    'prompt.asked_now',
    () => `${prompt.question} (${rows.length} answer${rows.length === 1 ? '' : 's'}, ${dollars(total)})`,
    (tx) => insertPromptAsks(tx, scope.brandId, rows),
  );
  await announceDataChanged(scope);
  const stored = await getPromptAsk(scope.db, scope.brandId, askId);
  return promptAskView(stored, estimate.totalUsd);
}

/** The prompt's latest one-off asks, newest first (the brand's prompt only; none for another's). */
export async function promptAsks(scope: BrandScope, promptId: string, first = 5): Promise<PromptAskModel[]> {
  if (!Number.isInteger(first) || first < 1 || first > 20) throw badInput('first must be between 1 and 20.');
  if (!isUuid(promptId)) return [];
  const rows = await getPromptAsks(scope.db, scope.brandId, promptId, first);
  const byAsk = new Map<string, PromptAskRow[]>();
  for (const row of rows) byAsk.set(row.askId, [...(byAsk.get(row.askId) ?? []), row]);
  return [...byAsk.values()].map((ask) => promptAskView(ask));
}
