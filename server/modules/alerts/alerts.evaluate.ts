/**
 * Evaluates an account's alert rules once a collection run has finished (the evaluate-alerts job): reads
 * the figures through the metrics services (the dashboards' own numbers and test), decides what fires
 * (alerts.rules.ts) and, in one transaction, records the run as evaluated, stores what fired (each
 * occurrence once) and queues its delivery. A crash before the commit leaves nothing, and the retried job
 * evaluates again; after it, the retried job finds the run evaluated: a run never fires twice.
 */
import {
  OVERTAKE_WINDOW_DAYS,
  STATEMENT_WINDOW_DAYS,
  SURFACE_WINDOW_DAYS,
  VISIBILITY_BASELINE_DAYS,
  type AlertKindId,
} from '../../../graphql/shared/alert-rules';
import { ASPECT_LABELS, ASPECTS } from '../../../graphql/shared/aspects';
import { isPlatformId, platformLabel, type PlatformId } from '../../../graphql/shared/platforms';
import type { Config } from '../../config';
import type { Db } from '../../db/db';
import { addDays, proseDay, type Day } from '../../lib/dates';
import { jobScope, viewerBrand } from '../brands';
import { type BrandScope } from '../../scope';
import { getRun, type RunRow } from '../collection';
import type { JobQueue } from '../../core/jobs';
import { competitorRankings, periodSummary, topPlatforms, resolveFilter } from '../metrics';
import { ALL_ASPECTS, brandStatementGroups, type AnswerGroup } from '../narrative';
import { NOISE_WINDOW_DAYS, rangeNoiseBand } from '../sampling';
import { surfaceDivergence } from '../surfaces';
import { aggregateTopic, visibleTopics } from '../topics';
import { DELIVER_ALERT, queueDeliveries } from './alerts.queue';
import {
  budgetSpent,
  effectiveRules,
  isAheadBeyondNoise,
  isNewCompetitorSource,
  overtakeTest,
  negativeTheme,
  netSentimentDrop,
  runFailure,
  surfaceGap,
  visibilityDrop,
  type Proportion,
} from './alerts.rules';
import {
  getAlertSettings,
  getCompetitorSources,
  getNegativeAnswers,
  getNewWrongValues,
  hasAnswersBefore,
  insertEvents,
  insertNotification,
  isRunEvaluated,
  listStoredRules,
  listWebhooks,
  markDomainsRecordedThrough,
  markRunEvaluated,
  recordSourceDomains,
  type AlertEventRow,
  type NewAlertEvent,
} from './alerts.store';

export interface AlertDeps {
  db: Db;
  config: Config;
  jobs: JobQueue;
}

/** At most this many negative answers fire per run (the rest are in the answers the history links to). */
const NEGATIVE_ANSWERS_PER_RUN = 25;

const points = (value: number) => `${value.toFixed(1)} points`;
const percent = (value: number) => `${value.toFixed(1)} %`;
const answersOf = (part: Proportion) => `${part.successes} of ${part.trials} answers`;
const signed = (value: number, digits: number) =>
  `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(digits)}`;
/** Where a move sits against its noise band: "−12.0 points, outside the ±6.0-point band". */
const againstBand = (move: number, band: number, unit: string, digits = 1) =>
  `${signed(move, digits)} ${unit}s, ${Math.abs(move) > band ? 'outside' : 'inside'} the ±${band.toFixed(1)}-${unit} band`;

/**
 * Visibility on the run's day against the VISIBILITY_BASELINE_DAYS before it, per topic and per
 * platform, every kind of prompt counted. The test is widened by the engine's extra day-to-day variation
 * over the NOISE_WINDOW_DAYS before the run's day (the noise band, sampling/noise.ts).
 */
async function visibilityDrops(
  scope: BrandScope,
  day: Day,
  minDrop: number,
  brand: string,
): Promise<NewAlertEvent[]> {
  const current = resolveFilter(scope.today, { from: day, to: day }, null);
  const baseline = resolveFilter(
    scope.today,
    { from: addDays(day, -VISIBILITY_BASELINE_DAYS), to: addDays(day, -1) },
    null,
  );
  const history = resolveFilter(
    scope.today,
    { from: addDays(day, -NOISE_WINDOW_DAYS), to: addDays(day, -1) },
    null,
  );
  const extraVariance = async (topicId: string, platform: PlatformId | null) => {
    const band = await rangeNoiseBand(scope, topicId, {
      ...history.range,
      platforms: platform ? [platform] : null,
    });
    return band ? band.extraSd ** 2 : 0;
  };
  const event = (
    subject: string,
    occurrence: string,
    now: Proportion,
    before: Proportion,
    extra: number,
    answers: NewAlertEvent['answers'],
  ): NewAlertEvent[] => {
    const drop = visibilityDrop(now, before, minDrop, extra, VISIBILITY_BASELINE_DAYS);
    if (!drop) return [];
    const engine =
      extra > 0
        ? ` (the engine's own day-to-day variation of ${points(Math.sqrt(extra) * 100)} counted)`
        : '';
    return [
      {
        kind: 'visibility_drop',
        occurrence: `${occurrence}:${day}`,
        day,
        title: `Visibility on ${subject} fell from ${percent(drop.before)} to ${percent(drop.now)}`,
        detail: `${answersOf(now)} on ${proseDay(day)} mentioned ${brand}, against ${answersOf(before)} in the ${VISIBILITY_BASELINE_DAYS} days before: ${againstBand(-drop.drop, drop.band, 'point')}${engine} (95 % interval of the change ${points(-drop.high)} to ${points(-drop.low)} lower).`,
        answers,
      },
    ];
  };

  const events: NewAlertEvent[] = [];
  for (const topic of await visibleTopics(scope)) {
    const [now, before, extra] = await Promise.all([
      periodSummary(scope, topic.id, current),
      periodSummary(scope, topic.id, baseline),
      extraVariance(topic.id, null),
    ]);
    events.push(
      ...event(
        topic.name,
        `topic:${topic.id}`,
        { successes: now.impressions, trials: now.answers },
        { successes: before.impressions, trials: before.answers },
        extra,
        {
          topicId: topic.id,
          topicSlug: topic.slug,
          topicName: topic.name,
          from: day,
          to: day,
          visible: false,
        },
      ),
    );
  }
  const overall = await aggregateTopic(scope);
  if (!overall) return events;
  const [nowRows, beforeRows] = await Promise.all([
    topPlatforms(scope, overall.id, current.range),
    topPlatforms(scope, overall.id, baseline.range),
  ]);
  for (const now of nowRows) {
    const before = beforeRows.find((row) => row.platform === now.platform);
    if (!before) continue;
    events.push(
      ...event(
        now.label,
        `platform:${now.platform}`,
        { successes: now.impressions, trials: now.answers },
        { successes: before.impressions, trials: before.answers },
        await extraVariance(overall.id, now.platform),
        { platform: now.platform, from: day, to: day, visible: false },
      ),
    );
  }
  return events;
}

/**
 * Competitors ahead of the brand over the OVERTAKE_WINDOW_DAYS to the run's day beyond the overtake's
 * noise band (overtakeTest) that were not the day before.
 */
async function overtakes(
  scope: BrandScope,
  day: Day,
  minLead: number,
  brand: string,
): Promise<NewAlertEvent[]> {
  const overall = await aggregateTopic(scope);
  if (!overall) return [];
  const window = (last: Day) => ({
    from: addDays(last, -(OVERTAKE_WINDOW_DAYS - 1)),
    to: last,
    platforms: null,
    kind: null,
  });
  const [now, before] = await Promise.all([
    competitorRankings(scope, overall.id, window(day)),
    competitorRankings(scope, overall.id, window(addDays(day, -1))),
  ]);
  const standing = (rankings: typeof now) => ({
    mentions: rankings.brand?.mentions ?? 0,
    shareOfVoice: rankings.brand?.shareOfVoice ?? 0,
  });
  const brandNow = standing(now);
  const leadText = (competitorMentions: number) => {
    const test = overtakeTest(competitorMentions, brandNow.mentions);
    return againstBand(test.lead, test.band, 'answer', 0);
  };
  const brandBefore = standing(before);
  const { from } = window(day);
  return now.rankings
    .filter((competitor) => isAheadBeyondNoise(competitor, brandNow, minLead))
    .filter((competitor) => {
      const earlier = before.rankings.find((row) => row.id === competitor.id);
      return !earlier || !isAheadBeyondNoise(earlier, brandBefore, minLead);
    })
    .map((competitor) => ({
      kind: 'competitor_overtake' as const,
      occurrence: `competitor:${competitor.id}:${day}`,
      day,
      title: `${competitor.name} overtook ${brand}`,
      detail: `Over the ${OVERTAKE_WINDOW_DAYS} days to ${proseDay(day)}, ${competitor.mentions} answers named ${competitor.name} (${percent(competitor.shareOfVoice)} share of voice) and ${brandNow.mentions} named ${brand} (${percent(brandNow.shareOfVoice)}): a lead of ${leadText(competitor.mentions)} noise alone gives.`,
      answers: { competitorId: competitor.id, competitorName: competitor.name, from, to: day },
    }));
}

async function negativeAnswers(
  scope: BrandScope,
  day: Day,
  below: number,
  brand: string,
): Promise<NewAlertEvent[]> {
  const rows = await getNegativeAnswers(scope.db, scope.brandId, day, below, NEGATIVE_ANSWERS_PER_RUN);
  return rows.map((row) => ({
    kind: 'negative_answer',
    occurrence: `answer:${row.answerId}`,
    day,
    title: `A negative answer on ${platformLabel(row.platform)} names ${brand}`,
    detail: `Sentiment ${row.sentiment.toFixed(0)} out of 100 in the answer to “${row.question}” on ${proseDay(day)}.`,
    answers: {
      promptId: row.promptId,
      ...(isPlatformId(row.platform) && { platform: row.platform }),
      from: day,
      to: day,
      visible: true,
    },
  }));
}

async function newCompetitorSources(
  scope: BrandScope,
  day: Day,
  minAnswers: number,
  brand: string,
): Promise<NewAlertEvent[]> {
  const [sources, earlier] = await Promise.all([
    getCompetitorSources(scope.db, scope.brandId, day),
    hasAnswersBefore(scope.db, scope.brandId, day),
  ]);
  return sources
    .filter((source) => isNewCompetitorSource(source, minAnswers, earlier))
    .map((source) => ({
      kind: 'new_competitor_source',
      occurrence: `domain:${source.domain}`,
      day,
      title: `${source.domain} started citing competitors`,
      detail: `${source.answers} ${source.answers === 1 ? 'answer' : 'answers'} on ${proseDay(day)} cite it and name ${source.competitors.join(', ')} but not ${brand}; no answer naming ${brand} has cited it.`,
      answers: { sourceDomain: source.domain, from: day, to: day, visible: false },
    }));
}

const net = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : ''}${Math.abs(value).toFixed(0)}`;

/**
 * What answers say of the brand over the STATEMENT_WINDOW_DAYS to the run's day: each aspect whose net
 * sentiment turned negative beyond doubt (it was not over the window to the day before), and a significant
 * drop of the net sentiment of every statement against the window before (where there was none the day
 * before). Each fires once for its day.
 */
async function statementAlerts(
  scope: BrandScope,
  day: Day,
  rules: { negativeTheme: number | null; netSentimentDrop: number | null },
  brand: string,
): Promise<NewAlertEvent[]> {
  const window = (last: Day) => ({ from: addDays(last, -(STATEMENT_WINDOW_DAYS - 1)), to: last });
  const yesterday = addDays(day, -1);
  const [now, dayBefore, previous, previousOfDayBefore] = await Promise.all([
    brandStatementGroups(scope, window(day)),
    brandStatementGroups(scope, window(yesterday)),
    rules.netSentimentDrop === null
      ? null
      : brandStatementGroups(scope, window(addDays(day, -STATEMENT_WINDOW_DAYS))),
    rules.netSentimentDrop === null
      ? null
      : brandStatementGroups(scope, window(addDays(yesterday, -STATEMENT_WINDOW_DAYS))),
  ]);
  const { from } = window(day);
  const seed = (part: string, last: Day) => `${scope.brandId}:${part}:${last}`;
  const events: NewAlertEvent[] = [];
  const below = rules.negativeTheme;
  if (below !== null)
    for (const aspect of ASPECTS) {
      const theme = negativeTheme(now.get(aspect) ?? [], below, seed(aspect, day));
      if (!theme || negativeTheme(dayBefore.get(aspect) ?? [], below, seed(aspect, yesterday))) continue;
      const label = ASPECT_LABELS[aspect].toLowerCase();
      events.push({
        kind: 'negative_theme',
        occurrence: `theme:${aspect}:${day}`,
        day,
        title: `What answers say of ${brand}’s ${label} turned negative`,
        detail: `Over the ${STATEMENT_WINDOW_DAYS} days to ${proseDay(day)}, ${theme.statements} statements about ${brand}’s ${label} in ${theme.answers} answers have a net sentiment of ${net(theme.value)} (95 % interval ${net(theme.low)} to ${net(theme.high)}).`,
        answers: { from, to: day, statementAspect: aspect, statementPolarity: 'negative', visible: true },
      });
    }
  const minDrop = rules.netSentimentDrop;
  if (minDrop !== null && previous && previousOfDayBefore) {
    const all = (groups: Map<string, AnswerGroup[]>) => groups.get(ALL_ASPECTS) ?? [];
    const drop = netSentimentDrop(all(now), all(previous), minDrop, seed(ALL_ASPECTS, day));
    const earlier = netSentimentDrop(
      all(dayBefore),
      all(previousOfDayBefore),
      minDrop,
      seed(ALL_ASPECTS, yesterday),
    );
    if (drop && !earlier)
      events.push({
        kind: 'net_sentiment_drop',
        occurrence: `net-sentiment:${day}`,
        day,
        title: `What answers say of ${brand} turned more negative`,
        detail: `Net sentiment of the statements about ${brand} over the ${STATEMENT_WINDOW_DAYS} days to ${proseDay(day)} is ${net(drop.now)}, against ${net(drop.before)} the ${STATEMENT_WINDOW_DAYS} days before: ${drop.drop.toFixed(0)} points lower (95 % interval of the change ${net(drop.low)} to ${net(drop.high)}).`,
        answers: { from, to: day, statementPolarity: 'negative', visible: true },
      });
  }
  return events;
}

/** Values of the brand's facts that answers state wrongly (or out of date) often enough for the first time. */
async function wrongFacts(db: Db, brandId: string, day: Day, minAnswers: number, brand: string) {
  const values = await getNewWrongValues(db, brandId, day, minAnswers);
  return values.map((wrong): NewAlertEvent => ({
    kind: 'wrong_fact',
    occurrence: `fact:${wrong.fact}:${wrong.value}`,
    day,
    title: `Answers state ${wrong.status === 'WRONG' ? 'a wrong' : 'an out-of-date'} ${wrong.label.toLowerCase()} for ${brand}: “${wrong.stated}”`,
    detail: `On ${proseDay(day)}, ${wrong.answers === 1 ? 'an answer' : `${wrong.answers} answers`} stated ${brand}’s ${wrong.label.toLowerCase()} as “${wrong.stated}”; your fact sheet says ${wrong.expected}${wrong.status === 'OUTDATED' ? ' (what they state was true before)' : ''}. The Facts page shows where it likely comes from.`,
    answers: {
      from: day,
      to: day,
      claimFact: wrong.fact,
      claimStatus: wrong.status,
      claimValue: wrong.value,
    },
  }));
}

function failedRun(run: RunRow, minFailedPercent: number): NewAlertEvent[] {
  const failure = runFailure(run, minFailedPercent);
  if (!failure) return [];
  return [
    {
      kind: 'run_failed',
      occurrence: `run:${run.id}`,
      day: run.day,
      title: failure.stopped
        ? `The collection run for ${proseDay(run.day)} failed`
        : `${percent(failure.failedPercent)} of the collection run for ${proseDay(run.day)} failed`,
      detail: failure.stopped
        ? `It stopped after ${run.attempts} attempts${run.error ? `: ${run.error}` : ''}. What it collected before is kept.`
        : `${run.failures} of ${run.total} captures failed on every try. Failed captures are left out of every figure; a later run that day asks them again.`,
      answers: { from: run.day, to: run.day, failed: true },
    },
  ];
}

/** The month's sampling budget reached (as the run planned): once a month, whatever runs see it. */
function spentBudget(run: RunRow, minPercent: number): NewAlertEvent[] {
  const spent = budgetSpent(run, minPercent);
  if (!spent) return [];
  const dollars = (value: number | null) => `$${(value ?? 0).toFixed(2)}`;
  return [
    {
      kind: 'sampling_budget_spent',
      occurrence: `sampling-budget:${run.day.slice(0, 7)}`,
      day: run.day,
      title: `${percent(spent.spentPercent)} of the month’s sampling budget is spent`,
      detail: `By the collection run for ${proseDay(run.day)} the month’s requests had cost ${dollars(run.monthSpendUsd)} of the ${dollars(run.monthBudgetUsd)} budget (requests × prices from the pricing table).${run.budgetSpent ? ` Runs now ask every prompt the floor of samples until the month ends: ${run.planReason ?? ''}` : ''} Raise the budget in the Sampling panel of the Prompts page to plan more.`,
      answers: { from: run.day, to: run.day },
    },
  ];
}

/**
 * Platforms whose app answers apart from their API over the SURFACE_WINDOW_DAYS to the run's day (every kind
 * of prompt, surfaceDivergence's pairs) beyond chance, where they did not over the window to the day before.
 */
async function surfaceGaps(scope: BrandScope, day: Day, minGap: number, brand: string) {
  const window = (last: Day) => ({
    period: { from: addDays(last, -(SURFACE_WINDOW_DAYS - 1)), to: last },
    promptKind: 'ALL' as const,
  });
  const [now, before] = await Promise.all([
    surfaceDivergence(scope, window(day)),
    surfaceDivergence(scope, window(addDays(day, -1))),
  ]);
  const gapOf = (row: (typeof now)[number]) => {
    const count = (rate: { value: number | null }) => Math.round(((rate.value ?? 0) * row.pairs) / 100);
    return surfaceGap(
      row.pairs,
      count(row.apiVisibility),
      count(row.appVisibility),
      row.pairs - count(row.visibilityAgreement),
      minGap,
    );
  };
  const { from } = window(day).period;
  return now.flatMap((row): NewAlertEvent[] => {
    const gap = gapOf(row);
    const earlier = before.find((candidate) => candidate.platform === row.platform);
    if (!gap || (earlier && gapOf(earlier))) return [];
    const label = platformLabel(row.platform);
    return [
      {
        kind: 'surface_divergence',
        occurrence: `surface:${row.platform}:${day}`,
        day,
        title: `${label}’s app names ${brand} ${gap.gap < 0 ? 'less' : 'more'} often than its API`,
        detail: `Over the ${SURFACE_WINDOW_DAYS} days to ${proseDay(day)}, on ${row.pairs} prompts asked through both the same day, ${brand} was named in ${percent(row.appVisibility.value ?? 0)} of the app’s answers and ${percent(row.apiVisibility.value ?? 0)} of the API’s: ${againstBand(gap.gap, gap.band, 'point')} (McNemar’s test on the pairs that disagree).`,
        answers: { platform: row.platform, from, to: day },
      },
    ];
  });
}

/**
 * Records the cited domains of the days before `day` not recorded yet (all of them the first time), so
 * the day's sources are judged against the account's whole history.
 */
async function recordEarlierDomains(db: Db, brandId: string, day: Day, through: Day | null) {
  const last = addDays(day, -1);
  if (through !== null && through >= last) return;
  await db.transaction(async (tx) => {
    await recordSourceDomains(tx, brandId, through === null ? null : addDays(through, 1), last);
    await markDomainsRecordedThrough(tx, brandId, last);
  });
}

/**
 * Evaluates one finished run; returns what fired, or null when there was nothing to evaluate (unknown or
 * unfinished run, or evaluated already).
 */
export async function evaluateRunAlerts(deps: AlertDeps, runId: string): Promise<AlertEventRow[] | null> {
  const { db } = deps;
  const run = await getRun(db, runId);
  if (!run || (run.status !== 'completed' && run.status !== 'failed')) return null;
  if (await isRunEvaluated(db, runId)) return null;
  const { brandId, day } = run;
  const scope = await jobScope(deps, brandId);
  const [stored, settings, brandRow] = await Promise.all([
    listStoredRules(db, brandId),
    getAlertSettings(db, brandId),
    viewerBrand(scope),
  ]);
  const rules = effectiveRules(stored);
  const brand = brandRow?.name ?? 'your brand';
  await recordEarlierDomains(db, brandId, day, settings.domainsRecordedThrough);

  const candidates: NewAlertEvent[] = [];
  const on = (kind: AlertKindId) => rules[kind].enabled;
  if (on('visibility_drop'))
    candidates.push(...(await visibilityDrops(scope, day, rules.visibility_drop.threshold, brand)));
  if (on('competitor_overtake'))
    candidates.push(...(await overtakes(scope, day, rules.competitor_overtake.threshold, brand)));
  if (on('negative_answer'))
    candidates.push(...(await negativeAnswers(scope, day, rules.negative_answer.threshold, brand)));
  if (on('new_competitor_source'))
    candidates.push(
      ...(await newCompetitorSources(scope, day, rules.new_competitor_source.threshold, brand)),
    );
  if (on('run_failed')) candidates.push(...failedRun(run, rules.run_failed.threshold));
  if (on('sampling_budget_spent'))
    candidates.push(...spentBudget(run, rules.sampling_budget_spent.threshold));
  if (on('surface_divergence'))
    candidates.push(...(await surfaceGaps(scope, day, rules.surface_divergence.threshold, brand)));
  if (on('wrong_fact'))
    candidates.push(...(await wrongFacts(db, brandId, day, rules.wrong_fact.threshold, brand)));
  if (on('negative_theme') || on('net_sentiment_drop'))
    candidates.push(
      ...(await statementAlerts(
        scope,
        day,
        {
          negativeTheme: on('negative_theme') ? rules.negative_theme.threshold : null,
          netSentimentDrop: on('net_sentiment_drop') ? rules.net_sentiment_drop.threshold : null,
        },
        brand,
      )),
    );

  // Deliveries are queued inside the transaction: pg-boss must not start (or declare) in the middle of it.
  await deps.jobs.declare(DELIVER_ALERT);
  return db.transaction(async (tx) => {
    if (!(await markRunEvaluated(tx, run.id, brandId))) return [];
    await recordSourceDomains(tx, brandId, day, day);
    await markDomainsRecordedThrough(tx, brandId, day);
    const fired = await insertEvents(tx, brandId, run.id, candidates);
    if (fired.length === 0) return fired;
    const notification = await insertNotification(tx, brandId, {
      purpose: 'alerts',
      runId: run.id,
      eventIds: fired.map((event) => event.id),
    });
    const webhooks = await listWebhooks(tx, brandId);
    await queueDeliveries(tx, deps.jobs, deps.config, notification.id, [
      ...(settings.emailAlerts ? [{ channel: 'email' as const, webhookId: null }] : []),
      ...webhooks.map((webhook) => ({ channel: 'webhook' as const, webhookId: webhook.id })),
    ]);
    return fired;
  });
}
