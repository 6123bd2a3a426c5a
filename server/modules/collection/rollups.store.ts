/** The account-wide rebuild of the daily rollups the dashboards read. */
import type { Queryable } from '../../db/db';

/**
 * What a topic_daily row sums over answers `a`, in its column order (answers, failures, impressions,
 * sentiment_sum, sentiment_count, position_sum, position_count): the rebuild and the collection's
 * incremental path count with these same expressions.
 */
export const TOPIC_DAILY_MEASURES = `count(*) filter (where a.status = 'ok'),
  count(*) filter (where a.status = 'failed'),
  count(*) filter (where a.status = 'ok' and a.visible),
  coalesce(sum(a.sentiment::float8) filter (where a.status = 'ok' and a.visible), 0),
  count(a.sentiment) filter (where a.status = 'ok' and a.visible),
  coalesce(sum(a.position) filter (where a.status = 'ok' and a.visible), 0),
  count(a.position) filter (where a.status = 'ok' and a.visible)`;

/**
 * Each answer counts for its own topic and for the account's aggregate topic: every answer row is
 * read once and fed twice to the grouping (v.agg false: its topic; true: the aggregate topic).
 */
const topicsOf = `cross join (values (false), (true)) as v(agg)`;
const rollupTopic = `case when v.agg then $2::uuid else a.topic_id end`;

/**
 * Rebuilds an account's daily rollups from its answers and child rows (set-based), for when stored answers
 * change after the fact (re-analysis, a prompt re-classified) and for the benchmark's generated data. The
 * same definitions as the incremental path in collection.store.ts: answers/failures/impressions counted by
 * status and visibility; sentiment and position summed over visible answers. Run it inside a transaction
 * so readers never see the rollups half built.
 */
export async function rebuildAccountRollups(db: Queryable, userId: string): Promise<void> {
  const aggregate = await db.query<{ id: string }>(
    '/* rebuildRollups.aggregateTopic */ select id from public.topics where user_id = $1 and is_aggregate',
    [userId],
  );
  const aggregateTopicId = aggregate[0]?.id;
  if (!aggregateTopicId) throw new Error('the account has no aggregate topic');
  for (const table of ['topic_daily', 'prompt_daily', 'competitor_daily', 'source_daily', 'source_totals']) {
    await db.query(`/* rebuildRollups.clear */ delete from public.${table} where user_id = $1`, [userId]);
  }
  await db.query(
    `/* rebuildRollups.topic_daily */
     insert into public.topic_daily (user_id, topic_id, platform, day, answers, failures, impressions,
       sentiment_sum, sentiment_count, position_sum, position_count)
     select $1, ${rollupTopic} as rt, a.platform, a.collected_on,
       ${TOPIC_DAILY_MEASURES}
     from public.answers a ${topicsOf}
     where a.user_id = $1
     group by rt, a.platform, a.collected_on`,
    [userId, aggregateTopicId],
  );
  await db.query(
    `/* rebuildRollups.prompt_daily */
     insert into public.prompt_daily (user_id, prompt_id, platform, day, answers, failures, impressions)
     select $1, a.prompt_id, a.platform, a.collected_on,
       count(*) filter (where a.status = 'ok'),
       count(*) filter (where a.status = 'failed'),
       count(*) filter (where a.status = 'ok' and a.visible)
     from public.answers a where a.user_id = $1
     group by a.prompt_id, a.platform, a.collected_on`,
    [userId],
  );
  await db.query(
    `/* rebuildRollups.competitor_daily */
     insert into public.competitor_daily (user_id, topic_id, platform, day, competitor_id, mentions, position_sum)
     select $1, ${rollupTopic} as rt, a.platform, a.collected_on, ac.competitor_id, count(*), sum(ac.position)
     from public.answers a join public.answer_competitors ac on ac.answer_id = a.id ${topicsOf}
     where a.user_id = $1
     group by rt, a.platform, a.collected_on, ac.competitor_id`,
    [userId, aggregateTopicId],
  );
  await db.query(
    `/* rebuildRollups.source_daily */
     insert into public.source_daily (user_id, topic_id, platform, day, url, domain, mentions)
     select $1, ${rollupTopic} as rt, a.platform, a.collected_on, s.url, min(s.domain), count(*)
     from public.answers a join public.answer_sources s on s.answer_id = a.id ${topicsOf}
     where a.user_id = $1
     group by rt, a.platform, a.collected_on, s.url`,
    [userId, aggregateTopicId],
  );
  await db.query(
    `/* rebuildRollups.source_totals */
     insert into public.source_totals (user_id, topic_id, platform, url, domain, mentions)
     select $1, topic_id, platform, url, min(domain), sum(mentions)::int from public.source_daily
     where user_id = $1 group by topic_id, platform, url`,
    [userId],
  );
}
