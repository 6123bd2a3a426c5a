/**
 * The change log: what a team did, on which day, to which topics or prompts, and what it did to their
 * visibility (change-impact.ts measures it). Reads and writes are the active brand's only; logging needs
 * EDITOR and leaves an audit entry.
 */
import { logChangeInput } from '../../../graphql/shared/change-rules';
import { announceDataChanged } from '../../db/data-changed';
import { addDays } from '../../lib/dates';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseBody } from '../../lib/input';
import type { BrandScope } from '../../scope';
import { audited } from '../brands';
import { requireRole } from '../../scope';
import { countOwnPrompts, getPromptDays, resolveFilter } from '../metrics';
import type { PeriodInput } from '../../../graphql/shared/period-rules';
import { allTopics, requireTopic } from '../topics';
import { cachedRead } from '../../lib/cache';
import { getReanalysis } from '../reanalysis';
import { engineDrifts } from '../sampling';
import { annotationsFor, deriveAnnotations, MODEL_HOLD_DAYS, type Annotation } from './annotations';
import { getAnswerSourceDays, getPromptLives } from './annotations.store';
import {
  estimateChangeImpact,
  MAX_SIDE_DAYS,
  type ChangeImpactResult,
  type PromptDay,
} from './change-impact';
import {
  getLoggedChange,
  getPromptDaySpan,
  insertLoggedChange,
  listLoggedChanges,
  listPromptsActiveOn,
  type LoggedChangeRow,
} from './changes.store';

export type LoggedChangeModel = LoggedChangeRow;

/** Logs a change; its topics and prompts must be the active brand's. */
export async function logChange(scope: BrandScope, input: unknown): Promise<{ change: LoggedChangeModel }> {
  requireRole(scope, 'EDITOR', 'logging a change');
  const fields = parseBody(logChangeInput, input);
  if (fields.day > scope.today) throw badInput('Day must be today or earlier.', 'day');
  const topicIds = fields.topicIds.map((id) => id.toLowerCase());
  const promptIds = fields.promptIds.map((id) => id.toLowerCase());
  if ([...topicIds, ...promptIds].some((id) => !isUuid(id)))
    throw badInput('Topic and prompt ids are UUIDs.');
  const topics = new Set((await allTopics(scope)).filter((t) => !t.isAggregate).map((t) => t.id));
  if (topicIds.some((id) => !topics.has(id))) throw notFound('Unknown topic.');
  if (
    promptIds.length > 0 &&
    (await countOwnPrompts(scope.db, scope.brandId, promptIds)) !== promptIds.length
  )
    throw notFound('Unknown prompt.');
  const change = await audited(
    scope,
    'change.logged',
    (row: LoggedChangeRow) => `${row.day}: ${row.title}`,
    (tx) =>
      insertLoggedChange(tx, scope.brandId, {
        ...fields,
        topicIds,
        promptIds,
        createdBy: scope.memberId,
        createdByEmail: scope.memberEmail,
      }),
  );
  await announceDataChanged(scope);
  return { change };
}

/** The active brand's changes in the period (all of them without one), newest first. */
export async function changes(scope: BrandScope, period: PeriodInput | null | undefined) {
  const filter = resolveFilter(scope.today, period, null);
  return listLoggedChanges(scope.db, scope.brandId, filter.from, filter.from === null ? null : filter.to);
}

export async function change(scope: BrandScope, id: string) {
  if (!isUuid(id)) return null;
  return getLoggedChange(scope.db, scope.brandId, id.toLowerCase());
}

export type ChangeImpactModel = ChangeImpactResult & { method: string };

export const CHANGE_IMPACT_METHOD =
  'Difference in differences of pooled visibility; 95 % interval from a seeded cluster bootstrap over prompts (2,000 replicates, t quantile).';

/** What the change did: its prompts against every other prompt active on its day (change-impact.ts). */
export async function changeImpact(scope: BrandScope, id: string): Promise<ChangeImpactModel | null> {
  const logged = await change(scope, id);
  return logged ? impactOf(scope, logged) : null;
}

export async function impactOf(scope: BrandScope, logged: LoggedChangeRow): Promise<ChangeImpactModel> {
  const active = await listPromptsActiveOn(scope.db, scope.brandId, logged.day);
  const topics = new Set(logged.topicIds);
  const named = new Set(logged.promptIds);
  const treated = new Set(
    active.filter((prompt) => topics.has(prompt.topicId) || named.has(prompt.id)).map((p) => p.id),
  );
  const span = await getPromptDaySpan(scope.db, scope.brandId);
  const from = addDays(logged.day, -MAX_SIDE_DAYS);
  const rows =
    active.length === 0
      ? []
      : await getPromptDays(scope.db, scope.brandId, {
          from,
          to: addDays(logged.day, MAX_SIDE_DAYS),
          platforms: null,
          promptIds: active.map((prompt) => prompt.id),
        });
  const figures: PromptDay[] = rows.flatMap((row) =>
    row.offsets.map((offset, i) => ({
      promptId: row.promptId,
      day: addDays(from, offset),
      answers: row.answers[i] ?? 0,
      impressions: row.impressions[i] ?? 0,
    })),
  );
  const result = estimateChangeImpact({
    day: logged.day,
    treated,
    active: active.map((prompt) => prompt.id),
    figures,
    firstDay: span.first,
    lastDay: span.last,
    seed: logged.id,
  });
  return { ...result, method: CHANGE_IMPACT_METHOD };
}

/**
 * Days read before a period for what was in use as it began (a model or analyzer change on its first day
 * is told from the days before), and after it for a model change's days held.
 */
const SOURCE_DAYS_BEFORE = 14;

/**
 * The chart annotations of the period (all time without one) on a topic's chart (the overview's without
 * one) and the chosen platforms (annotations.ts says what each kind comes from). The records are read once
 * a day per account and period (and again after any change of its data); the answers' models and analyzers
 * only on the period's days and a margin around them, so a long history costs a chart nothing more.
 */
export async function annotations(
  scope: BrandScope,
  args: { period?: PeriodInput | null; topicId?: string | null; platforms?: readonly string[] | null },
): Promise<Annotation[]> {
  const filter = resolveFilter(scope.today, args.period, args.platforms);
  const topic = args.topicId ? await requireTopic(scope, args.topicId) : null;
  const sourcesFrom = filter.from && addDays(filter.from, -SOURCE_DAYS_BEFORE);
  const sourcesTo = filter.to && filter.to < scope.today ? addDays(filter.to, MODEL_HOLD_DAYS) : null;
  const key = `annotations:${scope.today}:${sourcesFrom ?? ''}:${sourcesTo ?? ''}`;
  const all = await cachedRead(scope, key, async () => {
    const [answerDays, prompts, topics, reanalysis, logged, drifts] = await Promise.all([
      getAnswerSourceDays(scope.db, scope.brandId, sourcesFrom, sourcesTo),
      getPromptLives(scope.db, scope.brandId),
      allTopics(scope),
      getReanalysis(scope.db, scope.brandId),
      listLoggedChanges(scope.db, scope.brandId, null, null),
      engineDrifts(scope.db, scope.brandId),
    ]);
    return deriveAnnotations({
      answerDays,
      prompts,
      topicNames: new Map(topics.map((t) => [t.id, t.name])),
      reanalysis: reanalysis && {
        state: reanalysis.state,
        requestedOn: new Date(reanalysis.requestedAt).toISOString().slice(0, 10),
        scoped: reanalysis.scope !== null,
      },
      changes: logged,
      engineDrifts: drifts,
    });
  });
  return annotationsFor(all, {
    from: filter.from,
    to: filter.to,
    topicId: topic && !topic.isAggregate ? topic.id : null,
    platforms: filter.platforms,
  });
}
