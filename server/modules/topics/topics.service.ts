import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { BrandScope } from '../../scope';
import { activeTopicsRead, getTopicBySlug, type TopicRow } from './topics.store';
import { asRows, readAlone, type SharedRead } from '../../db/reads';

export const MAX_SLUG_LENGTH = 120;

/** All topics of the account, aggregate included, cached with the account's other reads. */
export const topicsRead: SharedRead<TopicRow[]> = {
  key: 'topics',
  read: activeTopicsRead,
  decode: asRows<TopicRow>(),
};

export function allTopics(scope: BrandScope): Promise<TopicRow[]> {
  return readAlone(scope, topicsRead);
}

/** The topics a user sees: sorted by name, the aggregate (overview) topic never listed. */
export async function visibleTopics(scope: BrandScope): Promise<TopicRow[]> {
  return (await allTopics(scope)).filter((topic) => !topic.isAggregate);
}

export async function topicBySlug(scope: BrandScope, slug: string): Promise<TopicRow | null> {
  if (slug.length > MAX_SLUG_LENGTH) throw badInput(`A topic slug is at most ${MAX_SLUG_LENGTH} characters.`);
  const topic = await getTopicBySlug(scope.db, scope.brandId, slug);
  return topic && !topic.isAggregate ? topic : null;
}

/**
 * The account's overview topic; created with the account, so its absence means no data yet. Read with the
 * other topics: a page that needs both asks the database once.
 */
export async function aggregateTopic(scope: BrandScope): Promise<TopicRow | null> {
  return (await allTopics(scope)).find((topic) => topic.isAggregate) ?? null;
}

/** Topics by id for the REST lookup: unknown ids and the aggregate topic are left out. */
export async function topicsByIds(scope: BrandScope, ids: readonly string[]): Promise<TopicRow[]> {
  const invalid = ids.find((id) => !isUuid(id));
  if (invalid !== undefined) throw badInput(`"${invalid.slice(0, 60)}" is not a topic id.`);
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  return (await visibleTopics(scope)).filter((topic) => wanted.has(topic.id));
}

/** A topic id given by a client (the aggregate topic included): malformed is 400, not the caller's is 404. */
export async function requireTopic(scope: BrandScope, topicId: string): Promise<TopicRow> {
  if (!isUuid(topicId)) throw badInput('topic_id must be a topic id (a UUID).');
  const topic = (await allTopics(scope)).find((candidate) => candidate.id === topicId.toLowerCase());
  if (!topic) throw notFound('Unknown topic.');
  return topic;
}
