/**
 * prompt_asks (migration 0111): the answers of one-off asks, read like a run's and kept apart from the
 * answers table, each with what its requests cost; the vendor's payload and the page gzip-compressed.
 */
import { gzipSync } from 'node:zlib';
import type { Queryable } from '../../db/db';
import type { ProductItem } from '../../core/engines';
import type { Surface } from '../../../graphql/shared/surfaces';
import type { AnswerCapture } from './answer-evidence.store';

/** One priced request line of an answer: what the pricing table called it, how many, at what price. */
export interface AskRequestLine {
  request: string;
  count: number;
  unitUsd: number | null;
  usd: number;
}

export interface PromptAskRowInput {
  id: string;
  askId: string;
  promptId: string;
  askedBy: string;
  question: string;
  platform: string;
  surface: Surface;
  status: 'ok' | 'failed' | 'refused' | 'no_answer';
  error: string | null;
  engine: string;
  model: string | null;
  simulated: boolean;
  text: string | null;
  analyzer: string | null;
  visible: boolean | null;
  position: number | null;
  sentiment: number | null;
  competitors: readonly { competitorId: string; position: number }[];
  sources: readonly { url: string; domain: string }[];
  products: readonly ProductItem[];
  searchQueries: readonly string[];
  requests: readonly AskRequestLine[];
  costUsd: number;
  capture: AnswerCapture | null;
}

/** A stored ask's answer as read back: what was written, with when and the evidence's sizes, not the evidence. */
export interface PromptAskRow extends Omit<PromptAskRowInput, 'askedBy' | 'analyzer' | 'capture'> {
  askedAt: string;
  rawBytes: number;
  htmlBytes: number;
}

/** A payload or page larger than this is not kept (as for a run's answers); the answer still is. */
const MAX_EVIDENCE_BYTES = 5 * 1024 * 1024;

// Postgres text cannot hold NUL characters; an engine could return them.
const clean = (text: string | null) => (text === null ? null : text.replaceAll('\u0000', ''));

function packed(text: string | null): { gzip: Buffer | null; bytes: number } {
  if (text === null) return { gzip: null, bytes: 0 };
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_EVIDENCE_BYTES) return { gzip: null, bytes: 0 };
  return { gzip: gzipSync(text), bytes };
}

function rawJson(capture: AnswerCapture | null): string | null {
  if (!capture || capture.raw === undefined) return null;
  try {
    return JSON.stringify(capture.raw) ?? null;
  } catch {
    return null; // a body that does not serialise (a cycle) is not kept
  }
}

/** Stores one ask's answers (the prompt must be the brand's: another's stores nothing). */
export async function insertPromptAsks(
  db: Queryable,
  brandId: string,
  rows: readonly PromptAskRowInput[],
): Promise<void> {
  for (const row of rows) {
    const raw = packed(rawJson(row.capture));
    const html = packed(row.capture?.html ?? null);
    await db.query(
      `/* insertPromptAsk */
      insert into public.prompt_asks (id, ask_id, user_id, prompt_id, asked_by, question, platform, surface, status,
        error, engine, model, simulated, answer_text, analyzer, visible, position, sentiment, competitors, sources,
        products, search_queries, requests, cost_usd, raw_gzip, raw_bytes, html_gzip, html_bytes)
      select $1, $2, $3, p.id, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19::jsonb,
        $20::jsonb, $21::jsonb, $22::text[], $23::jsonb, $24, ($25::bytea[])[1], $26, ($27::bytea[])[1], $28
      from public.prompts p where p.id = $4 and p.user_id = $3`,
      [
        row.id,
        row.askId,
        brandId,
        row.promptId,
        row.askedBy,
        row.question,
        row.platform,
        row.surface,
        row.status,
        clean(row.error),
        row.engine,
        row.model,
        row.simulated,
        clean(row.text),
        row.analyzer,
        row.visible,
        row.position,
        row.sentiment,
        JSON.stringify(row.competitors),
        JSON.stringify(row.sources),
        JSON.stringify(row.products),
        row.searchQueries.map((query) => clean(query) ?? ''),
        JSON.stringify(row.requests),
        row.costUsd,
        // Byte strings travel as one-element arrays (the driver's parameter types hold no bare Buffer).
        [raw.gzip],
        raw.bytes,
        [html.gzip],
        html.bytes,
      ],
    );
  }
}

const ASK_COLUMNS = `id, ask_id as "askId", prompt_id as "promptId", asked_at as "askedAt", question, platform,
  surface, status, error, engine, model, simulated, answer_text as text, visible, position, sentiment, competitors,
  sources, products, search_queries as "searchQueries", requests, cost_usd::float8 as "costUsd",
  raw_bytes as "rawBytes", html_bytes as "htmlBytes"`;

/** The answers of the prompt's latest `asks` one-off asks, newest ask first (the brand's prompt only). */
export function getPromptAsks(
  db: Queryable,
  brandId: string,
  promptId: string,
  asks: number,
): Promise<PromptAskRow[]> {
  return db.query<PromptAskRow>(
    `/* getPromptAsks */
    with latest as (
      select ask_id as latest_ask, max(asked_at) as latest_at from public.prompt_asks
      where user_id = $1 and prompt_id = $2 group by ask_id order by max(asked_at) desc, ask_id limit $3
    )
    select ${ASK_COLUMNS} from public.prompt_asks join latest on latest_ask = ask_id
    where user_id = $1
    order by latest_at desc, ask_id, platform, surface`,
    [brandId, promptId, asks],
  );
}

/** The answers of one ask (the brand's only). */
export function getPromptAsk(db: Queryable, brandId: string, askId: string): Promise<PromptAskRow[]> {
  return db.query<PromptAskRow>(
    `/* getPromptAsk */ select ${ASK_COLUMNS} from public.prompt_asks
    where user_id = $1 and ask_id = $2 order by platform, surface`,
    [brandId, askId],
  );
}

/** What the brand's one-off asks of the days from–to cost, in US dollars. */
export async function getPromptAsksCost(
  db: Queryable,
  brandId: string,
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db.query<{ usd: number }>(
    `/* getPromptAsksCost */ select coalesce(sum(cost_usd), 0)::float8 as usd from public.prompt_asks
    where user_id = $1 and asked_at >= $2::date and asked_at < $3::date + 1`,
    [brandId, from, to],
  );
  return row?.usd ?? 0;
}

/**
 * Drops the payloads and pages of one-off asks older than `cutoff` (the evidence retention, as for a run's
 * answers), at most `limit` at a time; the answers themselves are kept. Answers how many lost theirs.
 */
export async function clearPromptAskEvidenceBefore(
  db: Queryable,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `/* clearPromptAskEvidenceBefore */
    update public.prompt_asks set raw_gzip = null, raw_bytes = 0, html_gzip = null, html_bytes = 0
    where id in (
      select id from public.prompt_asks
      where asked_at < $1 and (raw_gzip is not null or html_gzip is not null)
      order by asked_at limit $2
    ) returning id`,
    [cutoff, limit],
  );
  return rows.length;
}
