import type { Queryable } from '../../db/db';

export interface TopicRow {
  id: string;
  userId: string;
  name: string;
  slug: string;
  isAggregate: boolean;
  promptCount: number;
}

const topicColumns = `t.id, t.user_id as "userId", t.name, t.slug, t.is_aggregate as "isAggregate",
  (select count(*) from public.prompts p where p.topic_id = t.id and p.archived_at is null)::int as "promptCount"`;

/* listTopics: the account's active topics, aggregate included (callers filter), sorted by name */
export function listTopics(db: Queryable, userId: string): Promise<TopicRow[]> {
  return db.query<TopicRow>(
    `/* listTopics */ select ${topicColumns} from public.topics t
     where t.user_id = $1 and t.archived_at is null order by lower(t.name), t.slug`,
    [userId],
  );
}

export async function getTopicBySlug(db: Queryable, userId: string, slug: string): Promise<TopicRow | null> {
  const rows = await db.query<TopicRow>(
    `/* getTopicBySlug */ select ${topicColumns} from public.topics t
     where t.user_id = $1 and t.slug = $2 and t.archived_at is null`,
    [userId, slug],
  );
  return rows[0] ?? null;
}

export async function getAggregateTopic(db: Queryable, userId: string): Promise<TopicRow | null> {
  const rows = await db.query<TopicRow>(
    `/* getAggregateTopic */ select ${topicColumns} from public.topics t where t.user_id = $1 and t.is_aggregate`,
    [userId],
  );
  return rows[0] ?? null;
}
