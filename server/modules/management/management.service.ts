/**
 * Prompt and topic management (the prompts page's "Manage your custom prompts") and the account's
 * collection settings. Validation and authorisation live here, so GraphQL (and any later REST route)
 * cannot skip them. Archiving keeps history: archived topics and prompts are no longer asked or shown
 * on dashboards, but their answers and rollups stay.
 */
import type { Queryable } from '../../db/db';
import { announceDataChanged } from '../../db/data-changed';
import { isUuid } from '../../lib/ids';
import { parseOrRefuse } from '../../lib/input';
import { question, samplesPerPrompt, topicName } from '../../../graphql/shared/input-rules';
import { countryCode, languageCode } from '../../../graphql/shared/markets';
import { appSurfacePlatformsOf } from '../../../graphql/shared/surfaces';
import { brandAttributesInput, type BrandAttributeInput } from '../../../graphql/shared/brand-attributes';
import { AppError, badInput, notFound } from '../../lib/errors';
import {
  validBrand,
  type BrandInput,
  type BrandRow,
  getCollectionProfile,
  setBrandAttributes,
  updateCollectionProfile,
  upsertBrand,
  audited,
  recordAudit,
  setAccountAppPlatforms,
} from '../brands';
import { type BrandScope } from '../../scope';
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import {
  choosePromptKind,
  classifyPrompts,
  archivePromptRow,
  archiveTopicPrompts,
  countActivePrompts,
  findActivePrompt,
  getManagedPrompt,
  insertPrompt,
  listManagedPrompts,
  updatePrompt,
  type ManagedPromptRow,
} from '../prompts';
import { reanalysingOnChange } from '../reanalysis';
import { samplesPerPromptSet } from '../sampling';
import { isPlatformId, PLATFORM_IDS, type PlatformId } from '../../../graphql/shared/platforms';
import { livePlatforms, type EngineConfig } from '../../core/engines';
import {
  archiveTopicRow,
  findActiveTopicByName,
  getManagedTopic,
  insertTopic,
  listManagedTopics,
  slugsStartingWith,
  updateTopicName,
  type ManagedTopicRow,
} from '../topics';
import { requireRole } from '../../scope';

export const MAX_ACTIVE_TOPICS = 50;
export const MAX_ACTIVE_PROMPTS = 500;

const conflict = (message: string) => new AppError('CONFLICT', message);

function checkId(id: string, what: string): string {
  if (!isUuid(id)) throw notFound(`No such ${what} in this account.`);
  return id;
}

/** A valid topic name (cleaned), or a 400 naming the problem. */
export function validTopicName(raw: string): string {
  return parseOrRefuse(topicName, raw);
}

/** A valid prompt question (cleaned), or a 400 naming the problem. */
export function validQuestion(raw: string): string {
  return parseOrRefuse(question, raw);
}

export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'topic';
}

/** The topic's slug, numbered when the account has used it before (archived topics keep theirs). */
export async function freeTopicSlug(db: Queryable, brandId: string, name: string): Promise<string> {
  const base = slugify(name);
  const taken = await slugsStartingWith(db, brandId, base);
  let slug = base;
  for (let n = 2; taken.has(slug) || slug === 'aggregate'; n++) slug = `${base}-${n}`;
  return slug;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

async function activeTopic(scope: BrandScope, topicId: string, action: string): Promise<ManagedTopicRow> {
  const topic = await getManagedTopic(scope.db, scope.brandId, checkId(topicId, 'topic'));
  if (!topic) throw notFound('No such topic in this account.');
  if (topic.isAggregate) throw badInput(`The overview (aggregate) topic cannot ${action}.`);
  if (topic.archived) throw badInput(`The topic "${topic.name}" is archived.`);
  return topic;
}

export type ManagedTopicModel = ManagedTopicRow & { prompts: ManagedPromptRow[] };

/** Topics with their prompts (archived prompts included and flagged). */
async function withPrompts(scope: BrandScope, topics: ManagedTopicRow[]): Promise<ManagedTopicModel[]> {
  const prompts = await listManagedPrompts(
    scope.db,
    scope.brandId,
    topics.map((t) => t.id),
  );
  return topics.map((topic) => ({ ...topic, prompts: prompts.filter((p) => p.topicId === topic.id) }));
}

const oneWithPrompts = async (scope: BrandScope, topic: ManagedTopicRow) =>
  (await withPrompts(scope, [topic]))[0] as ManagedTopicModel;

export async function managedTopics(scope: BrandScope, includeArchived = false) {
  return withPrompts(scope, await listManagedTopics(scope.db, scope.brandId, includeArchived));
}

export async function createTopic(scope: BrandScope, rawName: string): Promise<ManagedTopicModel> {
  requireRole(scope, 'EDITOR', 'adding topics');
  const name = validTopicName(rawName);
  if (await findActiveTopicByName(scope.db, scope.brandId, name, null))
    throw conflict(`A topic named "${name}" already exists.`);
  const active = (await listManagedTopics(scope.db, scope.brandId, false)).filter((t) => !t.isAggregate);
  if (active.length >= MAX_ACTIVE_TOPICS)
    throw badInput(`An account has at most ${MAX_ACTIVE_TOPICS} topics.`);
  const slug = await freeTopicSlug(scope.db, scope.brandId, name);
  try {
    const topic = await audited(
      scope,
      'topic.added',
      () => name,
      (tx) => insertTopic(tx, scope.brandId, name, slug),
    );
    await announceDataChanged(scope);
    return oneWithPrompts(scope, topic);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A topic named "${name}" already exists.`);
    throw error;
  }
}

export async function renameTopic(scope: BrandScope, topicId: string, rawName: string) {
  requireRole(scope, 'EDITOR', 'renaming topics');
  const topic = await activeTopic(scope, topicId, 'be renamed');
  const name = validTopicName(rawName);
  if (await findActiveTopicByName(scope.db, scope.brandId, name, topic.id))
    throw conflict(`A topic named "${name}" already exists.`);
  const renamed = await audited(
    scope,
    'topic.renamed',
    () => `${topic.name} → ${name}`,
    (tx) => updateTopicName(tx, scope.brandId, topic.id, name),
  );
  await announceDataChanged(scope);
  return oneWithPrompts(scope, renamed as ManagedTopicRow);
}

export async function archiveTopic(scope: BrandScope, topicId: string) {
  requireRole(scope, 'EDITOR', 'archiving topics');
  const topic = await getManagedTopic(scope.db, scope.brandId, checkId(topicId, 'topic'));
  if (!topic) throw notFound('No such topic in this account.');
  if (topic.isAggregate) throw badInput('The overview (aggregate) topic cannot be archived.');
  const archived = await scope.db.transaction(async (tx) => {
    await archiveTopicPrompts(tx, scope.brandId, topic.id);
    await recordAudit(tx, scope, 'topic.archived', topic.name);
    return archiveTopicRow(tx, scope.brandId, topic.id);
  });
  await announceDataChanged(scope);
  return oneWithPrompts(scope, archived as ManagedTopicRow);
}

export async function addPrompt(scope: BrandScope, topicId: string, rawQuestion: string) {
  requireRole(scope, 'EDITOR', 'adding prompts');
  const topic = await activeTopic(scope, topicId, 'hold prompts; choose a topic');
  const text = validQuestion(rawQuestion);
  if (await findActivePrompt(scope.db, topic.id, text, null))
    throw conflict(`The topic "${topic.name}" already has the prompt "${text}".`);
  if ((await countActivePrompts(scope.db, scope.brandId)) >= MAX_ACTIVE_PROMPTS)
    throw badInput(`An account has at most ${MAX_ACTIVE_PROMPTS} active prompts; archive some first.`);
  try {
    const prompt = await scope.db.transaction(async (tx) => {
      const inserted = await insertPrompt(tx, scope.brandId, topic.id, text);
      await classifyPrompts(tx, scope.brandId);
      await recordAudit(tx, scope, 'prompt.added', `${text} (${topic.name})`);
      return getManagedPrompt(tx, scope.brandId, inserted.id);
    });
    await announceDataChanged(scope);
    return prompt as ManagedPromptRow;
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(`The topic "${topic.name}" already has the prompt "${text}".`);
    throw error;
  }
}

async function activePrompt(scope: BrandScope, promptId: string): Promise<ManagedPromptRow> {
  const prompt = await getManagedPrompt(scope.db, scope.brandId, checkId(promptId, 'prompt'));
  if (!prompt) throw notFound('No such prompt in this account.');
  if (prompt.archived) throw badInput('This prompt is archived.');
  return prompt;
}

/**
 * Rewords a prompt; it keeps its answers and history. Answers do not store the wording they were asked
 * with, so the answers connection shows earlier answers under the new wording.
 */
export async function editPrompt(scope: BrandScope, promptId: string, rawQuestion: string) {
  requireRole(scope, 'EDITOR', 'editing prompts');
  const prompt = await activePrompt(scope, promptId);
  const text = validQuestion(rawQuestion);
  if (await findActivePrompt(scope.db, prompt.topicId, text, prompt.id))
    throw conflict(`This topic already has the prompt "${text}".`);
  try {
    const edited = await scope.db.transaction(async (tx) => {
      await updatePrompt(tx, scope.brandId, prompt.id, { question: text });
      await classifyPrompts(tx, scope.brandId);
      await recordAudit(tx, scope, 'prompt.edited', `${prompt.question} → ${text}`);
      return getManagedPrompt(tx, scope.brandId, prompt.id);
    });
    await announceDataChanged(scope);
    return edited as ManagedPromptRow;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`This topic already has the prompt "${text}".`);
    throw error;
  }
}

/** Moves a prompt to another topic; its past answers stay counted under the topic they were collected for. */
export async function movePrompt(scope: BrandScope, promptId: string, topicId: string) {
  requireRole(scope, 'EDITOR', 'moving prompts');
  const prompt = await activePrompt(scope, promptId);
  const topic = await activeTopic(scope, topicId, 'hold prompts; choose a topic');
  if (topic.id === prompt.topicId) return prompt;
  if (await findActivePrompt(scope.db, topic.id, prompt.question, prompt.id))
    throw conflict(`The topic "${topic.name}" already has the prompt "${prompt.question}".`);
  try {
    const moved = await audited(
      scope,
      'prompt.moved',
      () => `${prompt.question} → ${topic.name}`,
      (tx) => updatePrompt(tx, scope.brandId, prompt.id, { topicId: topic.id }),
    );
    await announceDataChanged(scope);
    return moved as ManagedPromptRow;
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(`The topic "${topic.name}" already has the prompt "${prompt.question}".`);
    throw error;
  }
}

export async function archivePrompt(scope: BrandScope, promptId: string) {
  requireRole(scope, 'EDITOR', 'archiving prompts');
  const prompt = await getManagedPrompt(scope.db, scope.brandId, checkId(promptId, 'prompt'));
  if (!prompt) throw notFound('No such prompt in this account.');
  const archived = await audited(
    scope,
    'prompt.archived',
    () => prompt.question,
    (tx) => archivePromptRow(tx, scope.brandId, prompt.id),
  );
  await announceDataChanged(scope);
  return archived as ManagedPromptRow;
}

/**
 * Sets whether a prompt counts as branded or unbranded, overriding the classifier; null hands it back to
 * the classifier, which reads it again at once.
 */
export async function setPromptKind(scope: BrandScope, promptId: string, kind: PromptKind | null) {
  requireRole(scope, 'EDITOR', 'changing prompt kinds');
  const prompt = await activePrompt(scope, promptId);
  const updated = await scope.db.transaction(async (tx) => {
    await choosePromptKind(tx, scope.brandId, prompt.id, kind);
    await recordAudit(tx, scope, 'prompt.kind_set', `${prompt.question}: ${kind ?? 'automatic'}`);
    return getManagedPrompt(tx, scope.brandId, prompt.id);
  });
  await announceDataChanged(scope);
  return updated as ManagedPromptRow;
}

/**
 * Validates and stores the tracked brand, classifies the prompts again against its name, aliases and
 * website, and, when what answers are read against changed, queues the re-analysis of the history.
 */
export async function saveBrand(scope: BrandScope, input: BrandInput): Promise<BrandRow> {
  requireRole(scope, 'EDITOR', 'editing the brand');
  const valid = validBrand(input);
  const brand = await reanalysingOnChange(scope, async (tx) => {
    const stored = await upsertBrand(tx, scope.brandId, valid);
    await classifyPrompts(tx, scope.brandId);
    await recordAudit(tx, scope, 'brand.updated', stored.name);
    return stored;
  });
  await announceDataChanged(scope);
  return brand;
}

/**
 * Replaces the brand's own attributes, checked as a whole first (nothing is stored when one breaks a rule);
 * when that changes what its statements read, the answers holding their words are re-analysed.
 */
export async function saveBrandAttributes(
  scope: BrandScope,
  input: readonly BrandAttributeInput[],
): Promise<BrandRow> {
  requireRole(scope, 'EDITOR', "editing the brand's attributes");
  const attributes = parseOrRefuse(brandAttributesInput, input);
  const brand = await reanalysingOnChange(scope, async (tx) => {
    const stored = await setBrandAttributes(tx, scope.brandId, attributes);
    if (!stored) throw badInput('Set up the brand before its attributes.');
    const names = attributes.map(({ name }) => name).join(', ');
    await recordAudit(tx, scope, 'brand.attributes_set', `${stored.name}: ${names || 'none'}`);
    return stored;
  });
  await announceDataChanged(scope);
  return brand;
}

export interface CollectionSettingsModel {
  platforms: PlatformId[];
  samplesPerPrompt: number;
  realPlatforms: PlatformId[];
  dailyHourUtc: number;
  country: string;
  language: string;
}

export async function collectionSettings(scope: BrandScope): Promise<CollectionSettingsModel> {
  const profile = await getCollectionProfile(scope.db, scope.brandId);
  if (!profile) throw new AppError('UNAUTHENTICATED', 'This account no longer exists.');
  const platforms = profile.platforms.filter(isPlatformId);
  const config = scope.config as EngineConfig;
  return {
    platforms,
    samplesPerPrompt: profile.samplesPerPrompt,
    realPlatforms: livePlatforms(config),
    dailyHourUtc: scope.config.COLLECTION_HOUR_UTC,
    country: profile.country,
    language: profile.language,
  };
}

/**
 * Chooses the engines (platforms) an account is asked on, the samples per prompt, and the country and
 * language its answers are asked in (ISO 3166-1 alpha-2 and ISO 639-1 codes, any casing).
 */
export async function updateCollectionSettings(
  scope: BrandScope,
  input: {
    platforms?: readonly string[] | null;
    samplesPerPrompt?: number | null;
    country?: string | null;
    language?: string | null;
    /** The platforms also asked through their consumer app (issue 61); null keeps them. */
    appPlatforms?: readonly string[] | null;
  },
): Promise<CollectionSettingsModel> {
  requireRole(scope, 'ADMIN', 'changing collection settings');
  const changes: { platforms?: string[]; samplesPerPrompt?: number; country?: string; language?: string } =
    {};
  if (input.platforms !== null && input.platforms !== undefined) {
    const platforms = [...new Set(input.platforms)];
    if (platforms.length === 0) throw badInput('Choose at least one engine.');
    for (const platform of platforms)
      if (!isPlatformId(platform)) throw badInput(`Unknown engine: ${platform}.`);
    changes.platforms = PLATFORM_IDS.filter((p) => platforms.includes(p));
  }
  if (input.samplesPerPrompt !== null && input.samplesPerPrompt !== undefined) {
    changes.samplesPerPrompt = parseOrRefuse(samplesPerPrompt, input.samplesPerPrompt);
  }
  if (input.country !== null && input.country !== undefined)
    changes.country = parseOrRefuse(countryCode, input.country);
  if (input.language !== null && input.language !== undefined)
    changes.language = parseOrRefuse(languageCode, input.language);
  const appPlatforms = input.appPlatforms == null ? null : appSurfacePlatformsOf(input.appPlatforms);
  if (typeof appPlatforms === 'string') throw badInput(appPlatforms);
  const described = [
    changes.platforms ? `engines: ${changes.platforms.join(', ')}` : null,
    appPlatforms ? `app engines: ${appPlatforms.join(', ') || 'none'}` : null,
    changes.samplesPerPrompt !== undefined ? `samples per prompt: ${changes.samplesPerPrompt}` : null,
    changes.country ? `country: ${changes.country}` : null,
    changes.language ? `language: ${changes.language}` : null,
  ];
  await audited(
    scope,
    'settings.collection_changed',
    () => described.filter(Boolean).join('; ') || 'nothing',
    async (tx) => {
      await updateCollectionProfile(tx, scope.brandId, changes);
      // The deprecated samples per prompt sets the sampling settings' min = max (issue 62).
      if (changes.samplesPerPrompt !== undefined)
        await samplesPerPromptSet(tx, scope.brandId, changes.samplesPerPrompt);
      if (appPlatforms) await setAccountAppPlatforms(tx, scope.brandId, appPlatforms);
    },
  );
  await announceDataChanged(scope);
  return collectionSettings(scope);
}
