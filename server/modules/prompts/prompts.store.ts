import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import type { Queryable } from '../../db/db';
import { promptKindOf, storedPromptKind, type StoredPromptKind } from '../../db/prompt-kinds';

export interface ManagedPromptRow {
  id: string;
  topicId: string;
  question: string;
  /** The stored word (the deprecated ManagedPrompt.kind shows it), and the kind as everything reads it. */
  kind: StoredPromptKind;
  promptKind: PromptKind;
  kindSetByUser: boolean;
  archived: boolean;
  createdAt: string;
}

const PROMPT = `id, topic_id as "topicId", question, kind, ${promptKindOf('kind')} as "promptKind",
  kind_set_by_user as "kindSetByUser",
  archived_at is not null as archived, created_at as "createdAt"`;

/** The prompts (archived ones included) of the given topics, oldest first. */
export function listManagedPrompts(db: Queryable, brandId: string, topicIds: readonly string[]) {
  return db.query<ManagedPromptRow>(
    `/* listManagedPrompts */ select ${PROMPT} from public.prompts
    where user_id = $1 and topic_id = any($2::uuid[])
    order by created_at, id`,
    [brandId, [...topicIds]],
  );
}

export async function getManagedPrompt(db: Queryable, brandId: string, promptId: string) {
  const [row] = await db.query<ManagedPromptRow>(
    `/* getManagedPrompt */ select ${PROMPT} from public.prompts where id = $1 and user_id = $2`,
    [promptId, brandId],
  );
  return row ?? null;
}

/** An active prompt with this question (case-insensitive) in the topic, other than `exceptId`. */
export async function findActivePrompt(
  db: Queryable,
  topicId: string,
  question: string,
  exceptId: string | null,
) {
  const [row] = await db.query<{ id: string }>(
    `/* findActivePrompt */ select id from public.prompts
    where topic_id = $1 and archived_at is null and lower(question) = lower($2) and ($3::uuid is null or id <> $3::uuid)`,
    [topicId, question, exceptId],
  );
  return row ?? null;
}

export async function countActivePrompts(db: Queryable, brandId: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `/* countActivePrompts */ select count(*)::int as n from public.prompts p join public.topics t on t.id = p.topic_id
    where p.user_id = $1 and p.archived_at is null and t.archived_at is null`,
    [brandId],
  );
  return row?.n ?? 0;
}

export async function insertPrompt(db: Queryable, brandId: string, topicId: string, question: string) {
  const [row] = await db.query<ManagedPromptRow>(
    `/* insertPrompt */ insert into public.prompts (user_id, topic_id, question) values ($1, $2, $3) returning ${PROMPT}`,
    [brandId, topicId, question],
  );
  return row as ManagedPromptRow;
}

export async function updatePrompt(
  db: Queryable,
  brandId: string,
  promptId: string,
  changes: { question?: string; topicId?: string },
) {
  // A new wording first freezes the old one onto the answers that were asked with it.
  const [row] = await db.query<ManagedPromptRow>(
    `/* updatePrompt */ with frozen as (
      update public.answers a set question = p.question from public.prompts p
      where $3::text is not null and p.id = $1 and p.user_id = $2 and a.prompt_id = p.id and a.question is null
    )
    update public.prompts set question = coalesce($3, question), topic_id = coalesce($4::uuid, topic_id),
      question_changed_on = case when $3::text is not null and $3::text <> question
        then (now() at time zone 'UTC')::date else question_changed_on end
    where id = $1 and user_id = $2 returning ${PROMPT}`,
    [promptId, brandId, changes.question ?? null, changes.topicId ?? null],
  );
  return row ?? null;
}

export async function archivePromptRow(db: Queryable, brandId: string, promptId: string) {
  const [row] = await db.query<ManagedPromptRow>(
    `/* archivePrompt */ update public.prompts set archived_at = coalesce(archived_at, now())
    where id = $1 and user_id = $2 returning ${PROMPT}`,
    [promptId, brandId],
  );
  return row ?? null;
}

/** Archives a topic's active prompts (with the topic, in the caller's transaction). */
export async function archiveTopicPrompts(db: Queryable, brandId: string, topicId: string): Promise<void> {
  await db.query(
    `/* archiveTopicPrompts */ update public.prompts set archived_at = now()
    where topic_id = $1 and user_id = $2 and archived_at is null`,
    [topicId, brandId],
  );
}

/** Adds a topic's starter prompts in one statement; created_at follows the list's order (one transaction shares now()). */
export async function insertStarterPrompts(
  db: Queryable,
  brandId: string,
  topicId: string,
  questions: readonly string[],
) {
  await db.query(
    `/* insertStarterPrompts */ insert into public.prompts (user_id, topic_id, question, created_at)
    select $1, $2, q.question, now() + q.n * interval '1 microsecond'
    from unnest($3::text[]) with ordinality as q(question, n)
    where not exists (select 1 from public.prompts p
      where p.topic_id = $2 and p.archived_at is null and lower(p.question) = lower(q.question))`,
    [brandId, topicId, [...questions]],
  );
}

/** Adds prompts with their kinds, in order (created_at follows it), skipping ones the topic already has. */
export async function insertPromptsWithKinds(
  db: Queryable,
  brandId: string,
  topicId: string,
  prompts: readonly { question: string; kind: PromptKind }[],
): Promise<void> {
  await db.query(
    `/* insertPromptsWithKinds */ 
    insert into public.prompts (user_id, topic_id, question, kind, created_at)
    select $1, $2, p.question, p.kind, now() + make_interval(secs => p.ord / 1000.0)
    from jsonb_to_recordset($3::jsonb) as p(question text, kind text, ord int)
    on conflict do nothing`,
    [
      brandId,
      topicId,
      JSON.stringify(prompts.map((p, ord) => ({ ...p, kind: storedPromptKind(p.kind), ord }))),
    ],
  );
}

/** Every prompt of the account (archived ones included) with its kind and who set it. */
export function listPromptKinds(db: Queryable, brandId: string) {
  return db.query<{ id: string; question: string; kind: PromptKind; kindSetByUser: boolean }>(
    `/* listPromptKinds */ select id, question, ${promptKindOf('kind')} as kind, kind_set_by_user as "kindSetByUser"
    from public.prompts where user_id = $1`,
    [brandId],
  );
}

/**
 * Stores the classifier's kinds for prompts the account has not set itself; the number of prompts whose
 * kind changed.
 */
export async function setClassifiedPromptKinds(
  db: Queryable,
  brandId: string,
  kinds: readonly { id: string; kind: PromptKind }[],
  classifier: string,
): Promise<number> {
  if (kinds.length === 0) return 0;
  const changed = await db.query<{ id: string }>(
    `/* setClassifiedPromptKinds */ with given as (
      select * from jsonb_to_recordset($2::jsonb) as k(id uuid, kind text)
    ), before as (
      select p.id, p.kind from public.prompts p join given g on g.id = p.id
      where p.user_id = $1 and not p.kind_set_by_user
    ), updated as (
      update public.prompts p set kind = g.kind, kind_classifier = $3
      from given g where p.id = g.id and p.user_id = $1 and not p.kind_set_by_user
        and (p.kind <> g.kind or p.kind_classifier is distinct from $3)
      returning p.id
    )
    select b.id from before b join given g on g.id = b.id where b.kind <> g.kind`,
    [
      brandId,
      JSON.stringify(kinds.map(({ id, kind }) => ({ id, kind: storedPromptKind(kind) }))),
      classifier,
    ],
  );
  return changed.length;
}

/** Sets a prompt's kind as the account chose it, or with null hands it back to the classifier. */
export async function setPromptKindByUser(
  db: Queryable,
  brandId: string,
  promptId: string,
  kind: PromptKind | null,
) {
  const [row] = await db.query<ManagedPromptRow>(
    `/* setPromptKindByUser */ update public.prompts
    set kind = coalesce($3, kind), kind_set_by_user = $3::text is not null, kind_classifier = null
    where id = $1 and user_id = $2 returning ${PROMPT}`,
    [promptId, brandId, storedPromptKind(kind)],
  );
  return row ?? null;
}

/** Accounts with prompts whose automatic kind no classifier, or an older one, set. */
export async function listAccountsToClassify(db: Queryable, classifier: string) {
  const rows = await db.query<{ brandId: string }>(
    `/* listAccountsToClassify */ select distinct user_id as "brandId" from public.prompts
    where not kind_set_by_user and kind_classifier is distinct from $1`,
    [classifier],
  );
  return rows.map((row) => row.brandId);
}

/**
 * Per prompt, its answered answers of the days (on the platforms, all when null) whose page showed product
 * cards: what answers(filter: { promptId, status: OK, hasProducts: true }) counts under the same filter.
 * Read from the cards' side: only app answers carry cards, a small share of all answers.
 */
export function getProductCardAnswerCounts(
  db: Queryable,
  brandId: string,
  days: { from: string | null; to: string | null; platforms: readonly string[] | null },
) {
  return db.query<{ promptId: string; answers: number }>(
    `/* getProductCardAnswerCounts */
    select a.prompt_id as "promptId", count(distinct a.id)::int as answers
    from public.answer_products ap join public.answers a on a.id = ap.answer_id
    where ap.user_id = $1 and a.user_id = $1 and a.status = 'ok'
      and ($2::date is null or a.collected_on >= $2::date) and ($3::date is null or a.collected_on <= $3::date)
      and ($4::text[] is null or a.platform = any($4::text[]))
    group by a.prompt_id`,
    [brandId, days.from, days.to, days.platforms ? [...days.platforms] : null],
  );
}
