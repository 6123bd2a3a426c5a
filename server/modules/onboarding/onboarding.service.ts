/**
 * Onboarding a new account: the brand, its competitors, topics and starter prompts, stored in one
 * transaction, then the first collection run. An account needs onboarding while it has no brand or has never
 * tracked a prompt in a topic of its own; the seeded demo and fund accounts have both. Archiving every prompt
 * later does not send an account back to onboarding: its history stays on the dashboard.
 */
import { cachedRead } from '../../lib/cache';
import { announceDataChanged } from '../../db/data-changed';
import type { Queryable } from '../../db/db';
import { AppError, badInput } from '../../lib/errors';
import { parseOrRefuse } from '../../lib/input';
import { competitorNames, onboardingTopics } from '../../../graphql/shared/input-rules';
import { validBrand, type BrandInput, getBrand, upsertBrand, type BrandRow, recordAudit } from '../brands';
import { type BrandScope } from '../../scope';
import { classifyPrompts, insertStarterPrompts } from '../prompts';
import { startCollectionRunNow } from '../collection';
import { reanalysingOnChange } from '../reanalysis';
import { freeTopicSlug, MAX_ACTIVE_TOPICS } from '../management';
import { findActiveTopicByName, insertTopic, listManagedTopics } from '../topics';
import {
  deleteCompetitors,
  insertCompetitors,
  listCompetitors,
  renameCompetitor,
  type CompetitorRow,
} from '../competitors';
import {
  getOnboardingState,
  getSetupProgress,
  lockAccount,
  type OnboardingStateRow,
  type SetupProgressRow,
} from './onboarding.store';
import { requireRole } from '../../scope';

const conflict = (message: string) => new AppError('CONFLICT', message);

export interface OnboardingState {
  needed: boolean;
  hasBrand: boolean;
  activePrompts: number;
}

const toState = ({ hasBrand, activePrompts, hasTrackedPrompts }: OnboardingStateRow): OnboardingState => ({
  hasBrand,
  activePrompts,
  needed: !hasBrand || !hasTrackedPrompts,
});

export async function onboardingState(scope: BrandScope): Promise<OnboardingState> {
  return toState(await cachedRead(scope, 'onboarding', () => getOnboardingState(scope.db, scope.brandId)));
}

// ---- the overview's setup checklist ----

export type SetupStepKey = 'BRAND' | 'COMPETITORS' | 'PROMPTS' | 'FIRST_RUN' | 'API_TOKEN' | 'CRAWLER_LOG';

export interface SetupStep {
  key: SetupStepKey;
  done: boolean;
  /** Optional steps are listed but never keep the checklist open. */
  optional: boolean;
}

/** The checklist in order: the four steps a dashboard needs, then the two optional ones. */
export function setupSteps(progress: SetupProgressRow): SetupStep[] {
  return [
    { key: 'BRAND', done: progress.hasBrand && progress.hasWebsite, optional: false },
    { key: 'COMPETITORS', done: progress.competitors > 0, optional: false },
    { key: 'PROMPTS', done: progress.activePrompts > 0, optional: false },
    { key: 'FIRST_RUN', done: progress.collected, optional: false },
    { key: 'API_TOKEN', done: progress.apiTokens > 0, optional: true },
    { key: 'CRAWLER_LOG', done: progress.crawlerVisits, optional: true },
  ];
}

/** The setup checklist and whether every required step is done (then the overview hides it). */
export async function setupChecklist(scope: BrandScope) {
  const steps = setupSteps(
    await cachedRead(scope, 'setup-progress', () => getSetupProgress(scope.db, scope.brandId)),
  );
  return { steps, complete: steps.every((step) => step.optional || step.done) };
}

// ---- competitors ----

/** Cleaned names, blanks removed; too long, repeated, too many or the brand itself is a 400. */
export function validCompetitorNames(
  raw: readonly string[],
  brand: Pick<BrandRow, 'name' | 'aliases'> | null,
): string[] {
  return parseOrRefuse(competitorNames([brand?.name, ...(brand?.aliases ?? [])]), raw);
}

/**
 * Makes the tracked competitors exactly `names`: kept names (any casing) keep their rows, ids and history;
 * new ones are added; removing one already named in answers is refused, so no history is lost.
 */
async function replaceCompetitors(db: Queryable, brandId: string, names: readonly string[]) {
  const existing = await listCompetitors(db, brandId);
  const wanted = new Map(names.map((name) => [name.toLowerCase(), name]));
  const removed = existing.filter((row) => !wanted.has(row.name.toLowerCase()));
  const withHistory = removed.find((row) => row.mentions > 0);
  if (withHistory)
    throw conflict(
      `"${withHistory.name}" is named in ${withHistory.mentions} collected answer${withHistory.mentions === 1 ? '' : 's'}, ` +
        'so it cannot be removed without losing its history.',
    );
  await deleteCompetitors(
    db,
    brandId,
    removed.map((row) => row.id),
  );
  for (const row of existing) {
    const name = wanted.get(row.name.toLowerCase());
    if (name && name !== row.name) await renameCompetitor(db, brandId, row.id, name);
  }
  const known = new Set(existing.map((row) => row.name.toLowerCase()));
  await insertCompetitors(
    db,
    brandId,
    names.filter((name) => !known.has(name.toLowerCase())),
  );
}

export function competitors(scope: BrandScope): Promise<CompetitorRow[]> {
  return listCompetitors(scope.db, scope.brandId);
}

export async function setCompetitors(scope: BrandScope, rawNames: readonly string[]) {
  requireRole(scope, 'EDITOR', 'changing competitors');
  const names = validCompetitorNames(rawNames, await getBrand(scope.db, scope.brandId));
  await reanalysingOnChange(scope, async (tx) => {
    await replaceCompetitors(tx, scope.brandId, names);
    await recordAudit(tx, scope, 'competitors.set', names.join(', ') || 'none');
  });
  await announceDataChanged(scope);
  return competitors(scope);
}

// ---- completion ----

export interface OnboardingInput {
  brand: BrandInput;
  competitors: readonly string[];
  topics: readonly { name: string; prompts: readonly string[] }[];
}

interface ValidTopic {
  name: string;
  prompts: string[];
}

function validTopics(raw: OnboardingInput['topics']): ValidTopic[] {
  return parseOrRefuse(onboardingTopics, raw);
}

/** Adds the topics (joining an active topic of the same name) and their prompts, in the order given. */
async function storeTopics(db: Queryable, brandId: string, topics: readonly ValidTopic[]) {
  const active = (await listManagedTopics(db, brandId, false)).filter((topic) => !topic.isAggregate);
  const joined = topics.filter((topic) =>
    active.some((a) => a.name.toLowerCase() === topic.name.toLowerCase()),
  );
  if (active.length + topics.length - joined.length > MAX_ACTIVE_TOPICS)
    throw badInput(`An account has at most ${MAX_ACTIVE_TOPICS} topics.`);
  for (const topic of topics) {
    const topicId =
      (await findActiveTopicByName(db, brandId, topic.name, null))?.id ??
      (await insertTopic(db, brandId, topic.name, await freeTopicSlug(db, brandId, topic.name))).id;
    await insertStarterPrompts(db, brandId, topicId, topic.prompts);
  }
}

/**
 * Validates everything first, then stores the brand, competitors, topics and prompts in one transaction and
 * starts the first collection run. A second completion is refused: the account is then onboarded.
 */
export async function completeOnboarding(scope: BrandScope, input: OnboardingInput) {
  requireRole(scope, 'EDITOR', 'setting up the brand');
  const brand = validBrand(input.brand);
  const competitorNames = validCompetitorNames(input.competitors, brand);
  const topics = validTopics(input.topics);
  await scope.db.transaction(async (tx) => {
    await lockAccount(tx, scope.brandId);
    if (!toState(await getOnboardingState(tx, scope.brandId)).needed)
      throw conflict('This account is already set up. Manage its topics and prompts on the prompts page.');
    await upsertBrand(tx, scope.brandId, brand);
    await replaceCompetitors(tx, scope.brandId, competitorNames);
    await storeTopics(tx, scope.brandId, topics);
    await classifyPrompts(tx, scope.brandId);
    await recordAudit(tx, scope, 'brand.onboarded', brand.name);
  });
  await announceDataChanged(scope);
  const { run } = await startCollectionRunNow(scope, 'onboarding');
  return { run, viewer: scope };
}
