import { randomUUID } from 'node:crypto';
import { trustReferencesOnEmbeddedStore, type Db, type Queryable, type SqlParam } from '../../db/db';
import type { FactSheetEntry } from '../../../graphql/shared/brand-facts';
import type { FactSheet } from '../../core/analysis';
import type { AnswerEvidence, StoredClaim, StoredStatement } from '../../core/judge';
import { writeAnswerClaims } from './answer-claims.store';
import { writeAnswerStatements } from './answer-statements.store';
import { writeAnswerEvidence, type AnswerCapture } from './answer-evidence.store';
import { writeAnswerProducts } from './answer-products.store';
import { defaultSurface, type Surface } from '../../../graphql/shared/surfaces';
import type { ProductItem } from '../../core/engines';
import type { StoredWhy } from '../../core/analysis';
import type { StoredBrandAttribute } from '../../../graphql/shared/brand-attributes';
import { searchConfigOf } from './answer-search';
import { announceDataChanged } from '../../db/data-changed';
import { latestDay } from '../../lib/dates';
import {
  addCitedNotNamed,
  addToPromptCumulative,
  answersNamingBrands,
  blockStart,
  lockAccountRollups,
  PROMPT_WINDOW_SPANS,
  ROLLUP_WINDOW_SPANS,
  SOURCE_BLOCK_DAYS,
  TOPIC_DAILY_MEASURES,
  TOPIC_SUMS,
  TOPIC_WINDOW_SPANS,
  unnamedAnswers,
} from '../../core/rollups';

/** One collected answer, analysed, ready to store. The topic comes from the prompt. */
export interface StoredAnswerInput {
  promptId: string;
  platform: string;
  /** Collection day, YYYY-MM-DD (UTC). */
  day: string;
  /** 1-based sample number (default 1). */
  sample?: number;
  /** When the answer was collected (default: now). */
  collectedAt?: Date | string;
  /**
   * ok: an answer, analysed; failed: no answer after every try; refused: the engine declined to answer
   * (kept out of the denominators like a failure, but final: not asked again); no_answer: the platform
   * showed no answer for the query (Google without an AI Overview), final and out of the denominators too.
   */
  status: 'ok' | 'failed' | 'refused' | 'no_answer';
  /** Why the capture failed (status 'failed'). */
  error?: string | null;
  engine: string;
  model?: string | null;
  simulated: boolean;
  text?: string | null;
  /** The analyzer and version that read the text (status 'ok'). */
  analyzer?: string | null;
  visible?: boolean | null;
  position?: number | null;
  sentiment?: number | null;
  /** The LLM judge's quotes for the mention and the sentiment; null when the rules analyzer read it. */
  evidence?: AnswerEvidence | null;
  /** Why the analyzer read it so (analysis/why.ts; status 'ok'). */
  why?: StoredWhy | null;
  competitors?: readonly { competitorId: string; position: number }[];
  sources?: readonly { url: string; domain: string }[];
  /** What it says of the brand and each tracked competitor (status 'ok'). */
  statements?: readonly StoredStatement[];
  /** The values it states for the brand's facts, judged against its fact sheet (status 'ok'). */
  claims?: readonly StoredClaim[];
  /** The web searches the engine reports having run before answering (empty when it reports none). */
  searchQueries?: readonly string[];
  /** Where it was read: the platform's API or its app's page (default: the platform's usual surface). */
  surface?: Surface;
  /** The product cards its page showed (status 'ok'). */
  products?: readonly ProductItem[];
  /** The vendor's raw payload and the page's HTML, kept as the answer's evidence (not for failures). */
  capture?: AnswerCapture;
}

export interface StoreAnswersResult {
  /** Answers newly stored (and counted in the rollups). */
  inserted: number;
  /** Answers already stored for the same (prompt, platform, day, sample), or for a prompt not in the account. */
  skipped: number;
}

// Postgres text cannot hold NUL characters; an engine could return them.
const clean = (text: string | null | undefined) => (text == null ? null : text.replaceAll('\u0000', ''));

/** The searches as stored: trimmed, whitespace collapsed, blanks and repeats dropped, at most 20 of 500 chars. */
function cleanSearches(searches: readonly string[] | undefined): string[] {
  const kept = new Set<string>();
  for (const search of searches ?? []) {
    const text = (clean(search) ?? '').replace(/\s+/g, ' ').trim().slice(0, 500);
    if (text) kept.add(text);
  }
  return [...kept].slice(0, 20);
}

/**
 * Stores answers and their competitor and source rows, and increments the daily rollups for exactly the
 * answers that were new, in one transaction. Re-running with the same answers changes nothing. After
 * commit, every process is told (NOTIFY) that the account's data changed. With `rollupsLater` the rollups
 * are left alone: the caller rebuilds them (rebuildAccountRollups) once it has stored everything.
 */
export async function storeAnswers(
  db: Db,
  brandId: string,
  answers: readonly StoredAnswerInput[],
  { rollupsLater = false }: { rollupsLater?: boolean } = {},
): Promise<StoreAnswersResult> {
  if (answers.length === 0) return { inserted: 0, skipped: 0 };
  const rows = answers.map((answer) => ({ ...answer, id: randomUUID() }));
  const inserted = await db.transaction((tx) => insertAnswersAndRollups(db, tx, brandId, rows, rollupsLater));
  if (inserted > 0) await announceDataChanged({ db, brandId });
  return { inserted, skipped: answers.length - inserted };
}

async function insertAnswersAndRollups(
  db: Db,
  tx: Queryable,
  brandId: string,
  rows: readonly (StoredAnswerInput & { id: string })[],
  rollupsLater: boolean,
): Promise<number> {
  const answerJson = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      prompt_id: row.promptId,
      platform: row.platform,
      sample: row.sample ?? 1,
      surface: row.surface ?? defaultSurface(row.platform),
      collected_on: row.day,
      collected_at:
        row.collectedAt instanceof Date ? row.collectedAt.toISOString() : (row.collectedAt ?? null),
      status: row.status,
      error: row.status === 'failed' ? (clean(row.error) ?? 'unknown error') : null,
      engine: row.engine,
      model: row.model ?? null,
      simulated: row.simulated,
      answer_text: clean(row.text),
      search_config: searchConfigOf(row.text),
      analyzer: row.status === 'ok' ? (row.analyzer ?? null) : null,
      visible: row.status === 'ok' ? (row.visible ?? false) : null,
      position: row.status === 'ok' && row.visible ? (row.position ?? null) : null,
      sentiment: row.status === 'ok' && row.visible ? (row.sentiment ?? null) : null,
      evidence: row.status === 'ok' && row.visible ? (row.evidence ?? null) : null,
      why: row.status === 'ok' ? (row.why ?? null) : null,
      search_queries: cleanSearches(row.searchQueries),
    })),
  );
  await lockAccountRollups(tx, brandId);
  // The keys alone: the database would otherwise parse every answer's text again to find them.
  const keysJson = JSON.stringify(
    rows.map((row) => ({
      prompt_id: row.promptId,
      platform: row.platform,
      sample: row.sample ?? 1,
      surface: row.surface ?? defaultSurface(row.platform),
      collected_on: row.day,
    })),
  );
  await replaceEarlierFailures(tx, brandId, keysJson);
  // Every reference written from here on is read in this transaction: the answers join the account's
  // prompts (their topics too), the competitors are the account's, the child rows name answers just
  // inserted. The embedded store then skips its per-row foreign-key checks (after the delete above, whose
  // cascades are triggers too).
  await trustReferencesOnEmbeddedStore(db, tx);
  const insertedRows = await tx.query<{ id: string }>(
    `/* insertAnswers */ 
    insert into public.answers (id, user_id, prompt_id, topic_id, question, platform, sample, surface, collected_on,
      collected_at, status, error, engine, model, simulated, answer_text, search_config, analyzer, visible, position,
      sentiment, evidence, why, search_queries)
    select t.id, $1::uuid, t.prompt_id, p.topic_id, p.question, t.platform, t.sample, t.surface, t.collected_on,
      coalesce(t.collected_at, now()), t.status, t.error, t.engine, t.model, t.simulated, t.answer_text,
      t.search_config, t.analyzer, t.visible, t.position, t.sentiment, t.evidence, t.why,
      array(select json_array_elements_text(t.search_queries))
    from json_to_recordset($2::json) as t(id uuid, prompt_id uuid, platform text, sample smallint, surface text, collected_on date,
      collected_at timestamptz, status text, error text, engine text, model text, simulated boolean, answer_text text,
      search_config regconfig, analyzer text, visible boolean, position integer, sentiment real, evidence jsonb,
      why jsonb, search_queries json)
    join public.prompts p on p.id = t.prompt_id and p.user_id = $1::uuid
    on conflict (prompt_id, platform, collected_on, sample, surface) do nothing
    returning id`,
    [brandId, answerJson],
  );
  if (insertedRows.length === 0) return 0;
  const insertedIds = insertedRows.map((row) => row.id);
  const isNew = new Set(insertedIds);
  // Child rows only for answers this call inserted (a conflicting answer keeps the children it has).
  const fresh = rows.filter((row) => isNew.has(row.id) && row.status === 'ok');

  const named = { answerIds: [] as string[], competitorIds: [] as string[], positions: [] as number[] };
  const cited = { answerIds: [] as string[], urls: [] as string[], domains: [] as string[] };
  for (const row of fresh) {
    for (const competitor of row.competitors ?? []) {
      named.answerIds.push(row.id);
      named.competitorIds.push(competitor.competitorId);
      named.positions.push(competitor.position);
    }
    for (const source of row.sources ?? []) {
      cited.answerIds.push(row.id);
      cited.urls.push(source.url);
      cited.domains.push(source.domain);
    }
  }
  if (named.answerIds.length > 0) {
    await tx.query(
      `/* insertAnswerCompetitors */ 
      insert into public.answer_competitors (answer_id, competitor_id, user_id, position)
      select t.answer_id, t.competitor_id, $1::uuid, min(t.position)
      from unnest($2::uuid[], $3::uuid[], $4::int[]) as t(answer_id, competitor_id, position)
      where t.competitor_id in (select id from public.competitors where user_id = $1::uuid)
      group by t.answer_id, t.competitor_id`,
      [brandId, named.answerIds, named.competitorIds, named.positions],
    );
  }
  // Before the statements: their rollups count the pages the answers cite.
  if (cited.answerIds.length > 0) {
    await internSourceUrls(tx, brandId, {
      sql: 'select * from unnest($2::text[], $3::text[]) as t(url, domain)',
      params: [cited.urls, cited.domains],
    });
    await tx.query(
      `/* insertAnswerSources */
      insert into public.answer_sources (answer_id, user_id, url_id)
      select distinct t.answer_id, $1::uuid, u.id
      from unnest($2::uuid[], $3::text[]) as t(answer_id, url)
        join public.source_urls u on u.user_id = $1::uuid and u.url = t.url`,
      [brandId, cited.answerIds, cited.urls],
    );
  }
  await writeAnswerStatements(
    tx,
    brandId,
    fresh.flatMap((row) =>
      row.statements && row.statements.length > 0 ? [{ answerId: row.id, statements: row.statements }] : [],
    ),
    { fresh: true },
  );
  await writeAnswerClaims(
    tx,
    brandId,
    fresh.flatMap((row) =>
      row.claims && row.claims.length > 0 ? [{ answerId: row.id, claims: row.claims }] : [],
    ),
  );
  await writeAnswerEvidence(
    tx,
    brandId,
    rows.flatMap((row) =>
      isNew.has(row.id) && row.capture && row.status !== 'failed'
        ? [{ answerId: row.id, capture: row.capture }]
        : [],
    ),
  );
  await writeAnswerProducts(
    tx,
    brandId,
    fresh.flatMap((row) =>
      row.products && row.products.length > 0 ? [{ answerId: row.id, products: row.products }] : [],
    ),
  );

  if (rollupsLater) return insertedIds.length;
  // Rollups are incremented from the rows just stored: each new answer counts under its own topic and
  // under the account's aggregate topic ($3, when the account has one).
  const [aggregate] = await tx.query<{ id: string }>(
    '/* getAggregateTopicId */ select id from public.topics where user_id = $1 and is_aggregate',
    [brandId],
  );
  const params = [brandId, insertedIds, aggregate?.id ?? null];
  const rollupTopics = `join public.prompts p on p.id = a.prompt_id cross join lateral unnest(
      case when $3::uuid is null or a.topic_id = $3::uuid then array[a.topic_id] else array[a.topic_id, $3::uuid] end
    ) as rt(topic_id)`;

  // The windows count the answers of the days they cover (as of their own last day); later days are
  // counted in when the windows move on.
  const windowed = `join public.rollup_window_state st on st.user_id = $1::uuid
      cross join unnest($4::int[]) as w(span)`;
  const inWindow = `a.collected_on <= st.as_of and a.collected_on > st.as_of - w.span`;
  const windowParams = [...params, [...ROLLUP_WINDOW_SPANS]];

  // The topic's daily rows, all-time totals and windows count the same answers with the same measures.
  for (const { rollup, column, value, join, where, conflict, values } of [
    {
      rollup: 'topic_daily',
      column: 'day',
      value: 'a.collected_on',
      join: '',
      where: '',
      conflict: '(topic_id, day, platform, prompt_kind)',
      values: params,
    },
    {
      rollup: 'topic_totals',
      column: null,
      value: null,
      join: '',
      where: '',
      conflict: '(topic_id, platform, prompt_kind)',
      values: params,
    },
    {
      rollup: 'topic_window',
      column: 'span',
      value: 'w.span',
      join: windowed,
      where: `and ${inWindow}`,
      conflict: '(topic_id, span, platform, prompt_kind)',
      values: [...params, [...TOPIC_WINDOW_SPANS]],
    },
  ]) {
    await tx.query(
      `/* increment ${rollup} */
      insert into public.${rollup} as d (user_id, topic_id, platform, prompt_kind, ${column ? `${column}, ` : ''}${TOPIC_SUMS.join(', ')})
      select $1::uuid, rt.topic_id, a.platform, p.kind, ${value ? `${value}, ` : ''}
        ${TOPIC_DAILY_MEASURES}
      from public.answers a ${rollupTopics} ${join}
      where a.id = any($2::uuid[]) ${where}
      group by rt.topic_id, a.platform, p.kind${value ? `, ${value}` : ''}
      on conflict ${conflict} do update set
        ${TOPIC_SUMS.map((sum) => `${sum} = d.${sum} + excluded.${sum}`).join(', ')}`,
      values,
    );
  }

  await tx.query(
    `/* incrementPromptDaily */ 
    insert into public.prompt_daily as d (user_id, prompt_id, platform, day, ${TOPIC_SUMS.join(', ')})
    select $1::uuid, a.prompt_id, a.platform, a.collected_on,
      ${TOPIC_DAILY_MEASURES}
    from public.answers a
    where a.id = any($2::uuid[])
    group by a.prompt_id, a.platform, a.collected_on
    on conflict (prompt_id, day, platform) do update set
      ${TOPIC_SUMS.map((sum) => `${sum} = d.${sum} + excluded.${sum}`).join(', ')}`,
    params.slice(0, 2),
  );
  await addToPromptCumulative(tx, brandId, {
    sql: `select a.prompt_id, a.platform, a.collected_on, ${TOPIC_DAILY_MEASURES}
      from public.answers a where a.id = any($2::uuid[])
      group by a.prompt_id, a.platform, a.collected_on`,
    params: [insertedIds],
    newestDay: latestDay(rows.filter((row) => isNew.has(row.id)).map((row) => row.day)),
  });
  await tx.query(
    `/* incrementPromptWindow */
    insert into public.prompt_window as d (user_id, prompt_id, platform, span, ${TOPIC_SUMS.join(', ')})
    select $1::uuid, a.prompt_id, a.platform, w.span,
      ${TOPIC_DAILY_MEASURES}
    from public.answers a join public.rollup_window_state st on st.user_id = $1::uuid
      cross join unnest($3::int[]) as w(span)
    where a.id = any($2::uuid[]) and ${inWindow}
    group by a.prompt_id, a.platform, w.span
    on conflict (prompt_id, span, platform) do update set
      ${TOPIC_SUMS.map((sum) => `${sum} = d.${sum} + excluded.${sum}`).join(', ')}`,
    [brandId, insertedIds, [...PROMPT_WINDOW_SPANS]],
  );

  // Which tracked brands each new answer named, per prompt: by day and for all time.
  const newAnswersNamingBrands = answersNamingBrands('a.id = any($2::uuid[])');
  await tx.query(
    `/* incrementPromptMentionsDaily */
    insert into public.prompt_mentions_daily as d (user_id, prompt_id, platform, day, brand_named, competitor_ids,
      answers)
    select $1::uuid, n.prompt_id, n.platform, n.day, n.brand_named, n.competitor_ids, count(*)
    from ${newAnswersNamingBrands}
    group by n.prompt_id, n.platform, n.day, n.brand_named, n.competitor_ids
    on conflict (prompt_id, day, platform, brand_named, competitor_ids) do update set
      answers = d.answers + excluded.answers`,
    params.slice(0, 2),
  );
  await tx.query(
    `/* incrementPromptMentionsTotals */
    insert into public.prompt_mentions_totals as d (user_id, prompt_id, platform, brand_named, competitor_ids, answers)
    select $1::uuid, n.prompt_id, n.platform, n.brand_named, n.competitor_ids, count(*)
    from ${newAnswersNamingBrands}
    group by n.prompt_id, n.platform, n.brand_named, n.competitor_ids
    on conflict (prompt_id, platform, brand_named, competitor_ids) do update set
      answers = d.answers + excluded.answers`,
    params.slice(0, 2),
  );

  if (named.answerIds.length > 0) {
    const naming = `from public.answers a join public.answer_competitors ac on ac.answer_id = a.id ${rollupTopics}`;
    await tx.query(
      `/* incrementCompetitorDaily */
      insert into public.competitor_daily as d (user_id, topic_id, platform, prompt_kind, day, competitor_id,
        mentions, position_sum)
      select $1::uuid, rt.topic_id, a.platform, p.kind, a.collected_on, ac.competitor_id, count(*), sum(ac.position)
      ${naming}
      where a.id = any($2::uuid[])
      group by rt.topic_id, a.platform, p.kind, a.collected_on, ac.competitor_id
      on conflict (topic_id, day, competitor_id, platform, prompt_kind) do update set
        mentions = d.mentions + excluded.mentions,
        position_sum = d.position_sum + excluded.position_sum`,
      params,
    );
    await tx.query(
      `/* incrementCompetitorTotals */
      insert into public.competitor_totals as d (user_id, topic_id, platform, prompt_kind, competitor_id, mentions,
        position_sum)
      select $1::uuid, rt.topic_id, a.platform, p.kind, ac.competitor_id, count(*), sum(ac.position)
      ${naming}
      where a.id = any($2::uuid[])
      group by rt.topic_id, a.platform, p.kind, ac.competitor_id
      on conflict (topic_id, competitor_id, platform, prompt_kind) do update set
        mentions = d.mentions + excluded.mentions,
        position_sum = d.position_sum + excluded.position_sum`,
      params,
    );
    await tx.query(
      `/* incrementCompetitorWindows */
      insert into public.competitor_window as d (user_id, topic_id, span, platform, prompt_kind, competitor_id,
        mentions, position_sum)
      select $1::uuid, rt.topic_id, w.span, a.platform, p.kind, ac.competitor_id, count(*), sum(ac.position)
      ${naming} ${windowed}
      where a.id = any($2::uuid[]) and ${inWindow}
      group by rt.topic_id, w.span, a.platform, p.kind, ac.competitor_id
      on conflict (topic_id, span, competitor_id, platform, prompt_kind) do update set
        mentions = d.mentions + excluded.mentions,
        position_sum = d.position_sum + excluded.position_sum`,
      windowParams,
    );
  }

  if (cited.answerIds.length > 0) {
    const citing = `from public.answers a join public.answer_sources s on s.answer_id = a.id ${rollupTopics}`;
    await tx.query(
      `/* incrementSourceDaily */
      insert into public.source_daily as d (user_id, topic_id, platform, prompt_kind, day, url_id, mentions)
      select $1::uuid, rt.topic_id, a.platform, p.kind, a.collected_on, s.url_id, count(*)
      ${citing}
      where a.id = any($2::uuid[])
      group by rt.topic_id, a.platform, p.kind, a.collected_on, s.url_id
      on conflict (topic_id, day, prompt_kind, platform, url_id) do update set
        mentions = d.mentions + excluded.mentions`,
      params,
    );
    await tx.query(
      `/* incrementSourceBlocks */
      insert into public.source_block as d (user_id, topic_id, days, start_day, platform, prompt_kind, url_id,
        mentions)
      select $1::uuid, rt.topic_id, b.days, ${blockStart('a.collected_on')}, a.platform, p.kind, s.url_id, count(*)
      ${citing} cross join unnest($4::int[]) as b(days)
      where a.id = any($2::uuid[])
      group by rt.topic_id, b.days, ${blockStart('a.collected_on')}, a.platform, p.kind, s.url_id
      on conflict (topic_id, days, start_day, prompt_kind, platform, url_id) do update set
        mentions = d.mentions + excluded.mentions`,
      [...params, [...SOURCE_BLOCK_DAYS]],
    );
    await tx.query(
      `/* incrementSourceTotals */
      insert into public.source_totals as d (user_id, topic_id, platform, prompt_kind, url_id, mentions)
      select $1::uuid, rt.topic_id, a.platform, p.kind, s.url_id, count(*)
      ${citing}
      where a.id = any($2::uuid[])
      group by rt.topic_id, a.platform, p.kind, s.url_id
      on conflict (topic_id, prompt_kind, platform, url_id) do update set
        mentions = d.mentions + excluded.mentions`,
      params,
    );
    await tx.query(
      `/* incrementSourceWindows */
      insert into public.source_window as d (user_id, topic_id, span, platform, prompt_kind, url_id, mentions)
      select $1::uuid, rt.topic_id, w.span, a.platform, p.kind, s.url_id, count(*)
      ${citing} ${windowed}
      where a.id = any($2::uuid[]) and ${inWindow}
      group by rt.topic_id, w.span, a.platform, p.kind, s.url_id
      on conflict (topic_id, span, prompt_kind, platform, url_id) do update set
        mentions = d.mentions + excluded.mentions`,
      windowParams,
    );
    await addCitedNotNamed(tx, brandId, {
      sql: unnamedAnswers('a.id = any($2::uuid[])'),
      params: [insertedIds],
    });
  }
  return insertedRows.length;
}

/**
 * Adds to the account's source_urls the URLs it lacks among `cited`, a query of rows (url, domain) whose own
 * parameters follow the account's id ($1): the answers' sources and the source rollups name a URL by its id
 * there. The URLs it has keep their ids; those are filtered out first so that they use up no identity
 * values. Runs under the account's rollup lock, so no other statement adds the same URL meanwhile.
 */
export async function internSourceUrls(
  tx: Queryable,
  brandId: string,
  cited: { sql: string; params: readonly SqlParam[] },
): Promise<void> {
  await tx.query(
    `/* internSourceUrls */
     insert into public.source_urls (user_id, url, domain)
     select $1::uuid, c.url, min(c.domain) from (${cited.sql}) c
     where not exists (select 1 from public.source_urls u where u.user_id = $1::uuid and u.url = c.url)
     group by c.url`,
    [brandId, ...cited.params],
  );
}

/**
 * A failure is not final: when a later run asks the same (prompt, platform, day, sample) again, the new
 * capture takes the failure's place. The failure rows are deleted and their counts taken off the rollups
 * (under the topic the prompt had then, and the aggregate), so the insert that follows counts afresh.
 */
async function replaceEarlierFailures(tx: Queryable, brandId: string, keysJson: string) {
  const replaced = await tx.query<{
    topicId: string;
    promptId: string;
    kind: string;
    platform: string;
    day: string;
  }>(
    `/* deleteReplacedFailures */
    delete from public.answers a
    using json_to_recordset($2::json) as t(prompt_id uuid, platform text, sample smallint, surface text,
      collected_on date), public.prompts p
    where a.user_id = $1::uuid and a.status = 'failed' and a.prompt_id = t.prompt_id and a.platform = t.platform
      and a.collected_on = t.collected_on and a.sample = t.sample and a.surface = t.surface and p.id = a.prompt_id
    returning a.topic_id as "topicId", a.prompt_id as "promptId", p.kind, a.platform,
      to_char(a.collected_on, 'YYYY-MM-DD') as day`,
    [brandId, keysJson],
  );
  if (replaced.length === 0) return;
  const json = JSON.stringify(replaced);
  const gone = `with gone as (
      select r."topicId" as topic_id, r.kind, r.platform, r.day
      from json_to_recordset($2::json) as r("topicId" uuid, kind text, platform text, day date)
      union all
      select g.id, r.kind, r.platform, r.day
      from json_to_recordset($2::json) as r("topicId" uuid, kind text, platform text, day date)
      join public.topics g on g.user_id = $1::uuid and g.is_aggregate and g.id <> r."topicId"
    )`;
  await tx.query(
    `/* decrementTopicDailyFailures */ ${gone},
    counted as (select topic_id, kind, platform, day, count(*)::int as n from gone group by 1, 2, 3, 4)
    update public.topic_daily d set failures = d.failures - c.n
    from counted c where d.user_id = $1::uuid and d.topic_id = c.topic_id and d.platform = c.platform
      and d.prompt_kind = c.kind and d.day = c.day`,
    [brandId, json],
  );
  await tx.query(
    `/* decrementTopicWindowFailures */ ${gone},
    counted as (
      select g.topic_id, g.kind, g.platform, w.span, count(*)::int as n
      from gone g join public.rollup_window_state st on st.user_id = $1::uuid
      cross join unnest($3::int[]) as w(span)
      where g.day <= st.as_of and g.day > st.as_of - w.span
      group by 1, 2, 3, 4
    )
    update public.topic_window d set failures = d.failures - c.n
    from counted c where d.user_id = $1::uuid and d.topic_id = c.topic_id and d.platform = c.platform
      and d.prompt_kind = c.kind and d.span = c.span`,
    [brandId, json, [...TOPIC_WINDOW_SPANS]],
  );
  await tx.query(
    `/* decrementTopicTotalsFailures */ ${gone},
    counted as (select topic_id, kind, platform, count(*)::int as n from gone group by 1, 2, 3)
    update public.topic_totals d set failures = d.failures - c.n
    from counted c where d.user_id = $1::uuid and d.topic_id = c.topic_id and d.platform = c.platform
      and d.prompt_kind = c.kind`,
    [brandId, json],
  );
  await tx.query(
    `/* decrementPromptDailyFailures */ 
    with counted as (
      select r."promptId" as prompt_id, r.platform, r.day, count(*)::int as n
      from json_to_recordset($2::json) as r("promptId" uuid, platform text, day date) group by 1, 2, 3
    )
    update public.prompt_daily d set failures = d.failures - c.n
    from counted c where d.user_id = $1::uuid and d.prompt_id = c.prompt_id and d.platform = c.platform
      and d.day = c.day`,
    [brandId, json],
  );
  await tx.query(
    `/* decrementPromptWindowFailures */
    with counted as (
      select r."promptId" as prompt_id, r.platform, w.span, count(*)::int as n
      from json_to_recordset($2::json) as r("promptId" uuid, platform text, day date)
      join public.rollup_window_state st on st.user_id = $1::uuid
      cross join unnest($3::int[]) as w(span)
      where r.day <= st.as_of and r.day > st.as_of - w.span
      group by 1, 2, 3
    )
    update public.prompt_window d set failures = d.failures - c.n
    from counted c where d.user_id = $1::uuid and d.prompt_id = c.prompt_id and d.platform = c.platform
      and d.span = c.span`,
    [brandId, json, [...PROMPT_WINDOW_SPANS]],
  );
  await addToPromptCumulative(tx, brandId, {
    sql: `select r."promptId", r.platform, r.day, 0, -count(*)::int, 0, 0::float8, 0, 0, 0, 0, 0
      from json_to_recordset($2::json) as r("promptId" uuid, platform text, day date) group by 1, 2, 3`,
    params: [json],
    newestDay: latestDay(replaced.map((row) => row.day)),
  });
  // A rollup row left with nothing in it (the prompt has moved topic since) is dropped, as if never made.
  const days = [...new Set(replaced.map((row) => row.day))];
  for (const table of ['topic_daily', 'prompt_daily'] as const)
    await tx.query(
      `/* dropEmptyRollups */ delete from public.${table} where user_id = $1 and day = any($2::date[])
      and answers = 0 and failures = 0 and refusals = 0 and no_answers = 0`,
      [brandId, days],
    );
  await tx.query(
    `/* dropEmptyTopicTotals */ delete from public.topic_totals where user_id = $1
    and answers = 0 and failures = 0 and refusals = 0 and no_answers = 0`,
    [brandId],
  );
}

/**
 * The (prompt, platform, sample) triples already stored for an account on each of the given days. With
 * `retryFailuresBefore`, failures recorded before that moment don't count as stored: a later run asks
 * them again, while a resumed run keeps the failures it recorded itself.
 */
export async function getCollectedKeys(
  db: Queryable,
  brandId: string,
  days: readonly string[],
  retryFailuresBefore: string | null = null,
): Promise<Set<string>> {
  const rows = await db.query<{
    prompt_id: string;
    platform: string;
    collected_on: string;
    sample: number;
    surface: Surface;
  }>(
    `/* getCollectedKeys */ 
    select prompt_id, platform, to_char(collected_on, 'YYYY-MM-DD') as collected_on, sample, surface
    from public.answers
    where user_id = $1 and collected_on = any($2::date[])
      and not ($3::timestamptz is not null and status = 'failed' and collected_at < $3::timestamptz)`,
    [brandId, [...days], retryFailuresBefore],
  );
  return new Set(
    rows.map((row) => collectedKey(row.prompt_id, row.platform, row.collected_on, row.sample, row.surface)),
  );
}

/** An answer's key; the surface is named only when it is not the platform's usual one. */
export const collectedKey = (
  promptId: string,
  platform: string,
  day: string,
  sample = 1,
  surface: Surface = defaultSurface(platform),
) => `${promptId}|${platform}|${day}|${sample}${surface === defaultSurface(platform) ? '' : `|${surface}`}`;

export interface CollectionTarget {
  /** The brand, with its "not this" list as the analyzer's exclusions, and its own attributes. */
  brand: ReadingBrand | null;
  competitors: { id: string; name: string; aliases: string[]; website: string | null }[];
  /** Each with its topic's name, which the engines see. */
  prompts: { id: string; topicId: string; topic: string; question: string }[];
  /** The country (ISO 3166-1 alpha-2) and language (ISO 639-1) the answers are asked in. */
  market?: { country: string; language: string };
  /** The brand's confirmed facts for that market, when it has any: answers' claims are judged against them. */
  factSheet?: FactSheet;
}

/** The brand as its answers are read: names, "not this" lines and its own attributes. */
interface ReadingBrand {
  name: string;
  aliases: string[];
  website: string | null;
  exclusions: string[];
  attributes: StoredBrandAttribute[];
}

/** What every answer of an account is read against: its brand and competitors. */
export async function getReadingTarget(db: Queryable, brandId: string) {
  const [brands, competitors] = await Promise.all([
    db.query<ReadingBrand>(
      `/* getCollectionBrand */ select name, aliases, website, not_this as exclusions, attributes
      from public.brands where user_id = $1`,
      [brandId],
    ),
    db.query<{ id: string; name: string; aliases: string[]; website: string | null }>(
      `/* getCollectionCompetitors */ select id, name, aliases, website from public.competitors
      where user_id = $1 order by created_at, name`,
      [brandId],
    ),
  ]);
  return { brand: brands[0] ?? null, competitors };
}

/**
 * The brand's confirmed facts that hold in the market (its own and those for everywhere), in a stable order:
 * what answers' claims are judged against. A suggestion nobody confirmed does not count.
 */
function getFactSheet(db: Queryable, brandId: string, market: string | null): Promise<FactSheetEntry[]> {
  return db.query<FactSheetEntry>(
    `/* getFactSheet */
    select key, label, kind, value, unit, currency, country, aliases, previous_values as "previousValues"
    from public.brand_facts
    where user_id = $1 and status = 'CONFIRMED' and (country is null or country = $2)
    order by key, country nulls first`,
    [brandId, market],
  );
}

/**
 * What a collection run for an account asks about: its brand, competitors and active prompts. Its brand and
 * competitors are also what every answer is read against (collection and re-analysis).
 */
export async function getCollectionTarget(db: Queryable, brandId: string): Promise<CollectionTarget> {
  const [{ brand, competitors }, prompts, markets] = await Promise.all([
    getReadingTarget(db, brandId),
    db.query<{ id: string; topic_id: string; topic: string; question: string }>(
      `/* getCollectionPrompts */
      select p.id, p.topic_id, t.name as topic, p.question
      from public.prompts p join public.topics t on t.id = p.topic_id
      where p.user_id = $1 and p.archived_at is null and t.archived_at is null
      order by p.created_at, p.id`,
      [brandId],
    ),
    db.query<{ country: string; language: string }>(
      `/* getCollectionMarket */ select country, language from public.profiles where id = $1`,
      [brandId],
    ),
  ]);
  const facts = await getFactSheet(db, brandId, markets[0]?.country ?? null);
  return {
    brand,
    competitors,
    ...(markets[0] ? { market: markets[0] } : {}),
    ...(facts.length > 0 ? { factSheet: { facts, market: markets[0]?.country ?? null } } : {}),
    prompts: prompts.map((p) => ({
      id: p.id,
      topicId: p.topic_id,
      topic: p.topic,
      question: p.question,
    })),
  };
}
