/**
 * fact_issues (migration 0098): one row per wrong or outdated value of one of the brand's facts in
 * circulation, derived from the counted claims of answer_fact_claims, with the latest fix sent for it.
 */
import type { BrandFactKind } from '../../../graphql/shared/brand-facts';
import type { Queryable } from '../../db/db';
import type { Day } from '../../lib/dates';

export type FactIssueState = 'OPEN' | 'FIX_SENT' | 'RESOLVED' | 'REOPENED';
export type FactFixKind = 'OUTREACH' | 'OWN_PAGE';
export const FACT_FIX_KINDS: readonly FactFixKind[] = ['OUTREACH', 'OWN_PAGE'];
export const FACT_ISSUE_STATES: readonly FactIssueState[] = ['OPEN', 'FIX_SENT', 'RESOLVED', 'REOPENED'];

export interface FactFixRow {
  kind: FactFixKind;
  day: Day;
  url: string;
  note: string | null;
  outreachMessageId: string | null;
  changeId: string;
  sentBy: string | null;
  sentByEmail: string | null;
  sentAt: Date;
}

export interface FactIssueRow {
  id: string;
  fact: string;
  /** The normalised value its claims share (answer_fact_claims.value). */
  value: string;
  status: 'WRONG' | 'OUTDATED';
  state: FactIssueState;
  firstSeen: Day;
  lastSeen: Day;
  /** Kept while REOPENED too: the value came back after this day. */
  resolvedOn: Day | null;
  /** The value as its claims word it most often, and what the latest one was judged against. */
  stated: string;
  /** The fact's kind on the sheet (null once the fact is deleted). */
  kind: BrandFactKind | null;
  expected: string;
  /** Answers stating it, all time. */
  answers: number;
  fix: FactFixRow | null;
}

/** The brand's claims that make issues: counted wrong or outdated, with a value read. */
const ISSUE_CLAIMS = `c.status in ('WRONG', 'OUTDATED') and c.value <> ''`;

/**
 * Brings the brand's issues in line with its claims: a value newly stated wrongly is a new OPEN issue, an
 * issue's first and latest day and status follow its claims, and an issue none of whose claims counts any
 * more (a reviewer corrected them, a re-analysis read them otherwise) is gone.
 */
export async function syncIssuesWithClaims(tx: Queryable, brandId: string): Promise<void> {
  const grouped = `select c.fact_key, c.value,
      min(a.collected_on) as first_seen, max(a.collected_on) as last_seen,
      (array_agg(c.status order by a.collected_at desc, c.id desc))[1] as status
    from public.answer_fact_claims c join public.answers a on a.id = c.answer_id
    where c.user_id = $1::uuid and ${ISSUE_CLAIMS}
    group by c.fact_key, c.value`;
  await tx.query(
    `/* upsertFactIssues */
    insert into public.fact_issues as i (user_id, fact_key, value, status, first_seen, last_seen)
    select $1::uuid, g.fact_key, g.value, g.status, g.first_seen, g.last_seen from (${grouped}) g
    on conflict (user_id, fact_key, value) do update set
      status = excluded.status, first_seen = excluded.first_seen, last_seen = excluded.last_seen
    where (i.status, i.first_seen, i.last_seen)
      is distinct from (excluded.status, excluded.first_seen, excluded.last_seen)`,
    [brandId],
  );
  await tx.query(
    `/* deleteFactIssuesWithoutClaims */
    delete from public.fact_issues i
    where i.user_id = $1::uuid and not exists (select 1 from public.answer_fact_claims c
      where c.user_id = i.user_id and c.fact_key = i.fact_key and c.value = i.value and ${ISSUE_CLAIMS})`,
    [brandId],
  );
}

/** A resolved issue stated after the day it was resolved is reopened; one stated no more, resolved again. */
export async function reopenStatedAgain(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(
    `/* reopenFactIssues */
    update public.fact_issues
    set state = case when last_seen > resolved_on then 'REOPENED' else 'RESOLVED' end
    where user_id = $1::uuid and state in ('RESOLVED', 'REOPENED')
      and state <> case when last_seen > resolved_on then 'REOPENED' else 'RESOLVED' end`,
    [brandId],
  );
}

/** An issue waiting to be resolved: quiet since `quietFrom`, with the answers stating its fact since. */
export interface QuietIssueRow {
  id: string;
  quietFrom: Day;
  /** The brand's latest day with answers. */
  latestDay: Day;
  /** Answers stating the fact (any value, any status) on each day from quietFrom on that has any. */
  mentions: { day: Day; answers: number }[];
}

/**
 * The issues with a fix that may resolve (FIX_SENT, REOPENED): quiet from the day after both the fix's day
 * and the latest day an answer stated the value, up to the brand's latest day with answers.
 */
export function getQuietIssues(db: Queryable, brandId: string): Promise<QuietIssueRow[]> {
  return db.query<QuietIssueRow>(
    `/* getQuietFactIssues */
    with latest as (
      select max(collected_on) as day from public.answers where user_id = $1::uuid and status = 'ok'
    ), waiting as (
      select i.id, i.fact_key, greatest(i.fix_day, i.last_seen) + 1 as quiet_from
      from public.fact_issues i
      where i.user_id = $1::uuid and i.state in ('FIX_SENT', 'REOPENED')
    )
    select w.id, to_char(w.quiet_from, 'YYYY-MM-DD') as "quietFrom",
      to_char(l.day, 'YYYY-MM-DD') as "latestDay",
      coalesce((
        select json_agg(json_build_object('day', to_char(m.day, 'YYYY-MM-DD'), 'answers', m.answers)
          order by m.day)
        from (
          select a.collected_on as day, count(distinct a.id)::int as answers
          from public.answer_fact_claims c join public.answers a on a.id = c.answer_id
          where c.user_id = $1::uuid and c.fact_key = w.fact_key
            and a.collected_on between w.quiet_from and l.day
          group by a.collected_on
        ) m
      ), '[]'::json) as mentions
    from waiting w cross join latest l
    where l.day >= w.quiet_from`,
    [brandId],
  );
}

export async function markResolved(
  tx: Queryable,
  brandId: string,
  resolved: readonly { id: string; day: Day }[],
) {
  if (resolved.length === 0) return;
  await tx.query(
    `/* resolveFactIssues */
    update public.fact_issues i set state = 'RESOLVED', resolved_on = r.day
    from unnest($2::uuid[], $3::date[]) as r(id, day)
    where i.id = r.id and i.user_id = $1::uuid`,
    [brandId, resolved.map(({ id }) => id), resolved.map(({ day }) => day)],
  );
}

interface IssueSelection {
  states?: readonly FactIssueState[] | null;
  ids?: readonly string[] | null;
}

/**
 * The brand's issues, open and reopened first, then the most answers, each with the words its claims say it
 * in most often and the sheet's value its latest claim was judged against.
 */
export async function getIssues(
  db: Queryable,
  brandId: string,
  selection: IssueSelection,
): Promise<FactIssueRow[]> {
  const rows = await db.query<Omit<FactIssueRow, 'fix'> & FlatFix>(
    `/* getFactIssues */
    select i.id, i.fact_key as fact, i.value, i.status, i.state,
      to_char(i.first_seen, 'YYYY-MM-DD') as "firstSeen", to_char(i.last_seen, 'YYYY-MM-DD') as "lastSeen",
      to_char(i.resolved_on, 'YYYY-MM-DD') as "resolvedOn", s.stated, s.expected, s.answers,
      (select f.kind from public.brand_facts f where f.user_id = i.user_id and f.key = i.fact_key
        order by f.country nulls first limit 1) as kind,
      i.fix_kind as "fixKind", to_char(i.fix_day, 'YYYY-MM-DD') as "fixDay", i.fix_url as "fixUrl",
      i.fix_note as "fixNote", i.fix_outreach_message_id as "fixOutreachMessageId",
      i.fix_change_id as "fixChangeId", i.fix_sent_by as "fixSentBy", i.fix_sent_by_email as "fixSentByEmail",
      i.fix_sent_at as "fixSentAt"
    from public.fact_issues i
      cross join lateral (
        select count(distinct c.answer_id)::int as answers,
          mode() within group (order by c.stated) as stated,
          (array_agg(c.expected order by a.collected_at desc, c.id desc))[1] as expected
        from public.answer_fact_claims c join public.answers a on a.id = c.answer_id
        where c.user_id = i.user_id and c.fact_key = i.fact_key and c.value = i.value and ${ISSUE_CLAIMS}
      ) s
    where i.user_id = $1::uuid
      and ($2::text[] is null or i.state = any($2::text[]))
      and ($3::uuid[] is null or i.id = any($3::uuid[]))
      and s.answers > 0
    order by i.state in ('OPEN', 'REOPENED') desc, s.answers desc, i.last_seen desc, i.fact_key, i.value`,
    [brandId, selection.states ?? null, selection.ids ?? null],
  );
  return rows.map(
    ({
      fixKind,
      fixDay,
      fixUrl,
      fixNote,
      fixOutreachMessageId,
      fixChangeId,
      fixSentBy,
      fixSentByEmail,
      fixSentAt,
      ...row
    }) => ({
      ...row,
      fix:
        fixKind && fixDay && fixUrl && fixChangeId && fixSentAt
          ? {
              kind: fixKind,
              day: fixDay,
              url: fixUrl,
              note: fixNote,
              outreachMessageId: fixOutreachMessageId,
              changeId: fixChangeId,
              sentBy: fixSentBy,
              sentByEmail: fixSentByEmail,
              sentAt: fixSentAt,
            }
          : null,
    }),
  );
}

interface FlatFix {
  fixKind: FactFixKind | null;
  fixDay: Day | null;
  fixUrl: string | null;
  fixNote: string | null;
  fixOutreachMessageId: string | null;
  fixChangeId: string | null;
  fixSentBy: string | null;
  fixSentByEmail: string | null;
  fixSentAt: Date | null;
}

/**
 * Records a fix sent for an issue: it becomes FIX_SENT, whatever it was but resolved; false when the brand
 * has no such issue or it is resolved.
 */
export async function recordFix(
  tx: Queryable,
  brandId: string,
  issueId: string,
  fix: Omit<FactFixRow, 'sentAt'>,
): Promise<boolean> {
  const rows = await tx.query(
    `/* recordFactFix */
    update public.fact_issues set state = 'FIX_SENT', resolved_on = null, fix_kind = $3, fix_day = $4::date,
      fix_url = $5, fix_note = $6, fix_outreach_message_id = $7::uuid, fix_change_id = $8::uuid,
      fix_sent_by = $9::uuid, fix_sent_by_email = $10, fix_sent_at = now()
    where id = $2::uuid and user_id = $1::uuid and state <> 'RESOLVED'
    returning id`,
    [
      brandId,
      issueId,
      fix.kind,
      fix.day,
      fix.url,
      fix.note,
      fix.outreachMessageId,
      fix.changeId,
      fix.sentBy,
      fix.sentByEmail,
    ],
  );
  return rows.length > 0;
}

/** The brand's latest day with answers; null before any. */
export async function getLatestAnswerDay(db: Queryable, brandId: string): Promise<Day | null> {
  const [row] = await db.query<{ day: Day | null }>(
    `/* getLatestAnswerDay */
    select to_char(max(collected_on), 'YYYY-MM-DD') as day from public.answers
    where user_id = $1::uuid and status = 'ok'`,
    [brandId],
  );
  return row?.day ?? null;
}

/** The fact's claims (any value and status) in two day ranges, and of them those carrying the wrong value. */
export async function getValueShares(
  db: Queryable,
  brandId: string,
  issue: { fact: string; value: string },
  before: { from: Day; to: Day },
  after: { from: Day; to: Day },
) {
  const [row] = await db.query<{
    claimsBefore: number;
    carryingBefore: number;
    claimsAfter: number;
    carryingAfter: number;
  }>(
    `/* getFactValueShares */
    with claims as (
      select a.collected_on as day, c.value = $3 and ${ISSUE_CLAIMS} as carrying
      from public.answer_fact_claims c join public.answers a on a.id = c.answer_id
      where c.user_id = $1::uuid and c.fact_key = $2 and a.collected_on between $4::date and $7::date
    )
    select count(*) filter (where day between $4::date and $5::date)::int as "claimsBefore",
      count(*) filter (where day between $4::date and $5::date and carrying)::int as "carryingBefore",
      count(*) filter (where day between $6::date and $7::date)::int as "claimsAfter",
      count(*) filter (where day between $6::date and $7::date and carrying)::int as "carryingAfter"
    from claims`,
    [brandId, issue.fact, issue.value, before.from, before.to, after.from, after.to],
  );
  return row!;
}
