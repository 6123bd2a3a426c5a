/**
 * Answer search on 1,000,000 answers of one account, on each store apart: answers(filter: { search })
 * with first: 20 through the service (page, counts and snippets, as GraphQL asks them), for a rare word, a
 * common word and a quoted phrase; median and p95 against the target.
 *
 * The texts are varied and generated set-based in SQL: a pool of sentences in English, German, French,
 * Spanish and Japanese, each of a language frame and six words drawn from 20,000 made-up words with a
 * Zipf-like skew (a few words in many answers, most in few), and each answer four sentences of one
 * language, stored under that language's text search configuration as the collection path stores them;
 * the rare word is in no sentence and added to 40 answers.
 *
 * Also here, run on the demo by bench/contention.ts: fifty mixed searches (DEMO_SEARCHES) sent one after the
 * other as the answers drawer sends them, p50, p95 and max against the target.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { AnswersDrawerDocument } from '../../client/src/__generated__/graphql';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPgliteThread } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { todayUtc } from '../../server/lib/dates';
import type { BrandScope } from '../../server/scope';
import { answersConnection } from '../../server/modules/collection';
import { percentile } from './load';
import { insertCrmPrompts } from './generate';
import { scratchDatabase } from './scratch-database';

export const SEARCH_TARGET_P95_MS = 50;

const PROMPTS = 100;
const PLATFORMS = ['chatgpt', 'perplexity', 'gemini'];
const VOCABULARY = 20_000;
const SENTENCES_PER_LANGUAGE = 4_000;
/** Days of answers each insert writes (300 answers a day): each statement stays well inside the timeout. */
const DAYS_PER_STATEMENT = 100;
const SYLLABLES = 'ka lo mi ne ru ta vi zo pe su da fo gi ho ju ke la mo ni po ri se tu ba'.split(' ');
const KANA = 'カ ロ ミ ネ ル タ ヴィ ゾ ペ ス ダ フォ ギ ホ ジュ ケ ラ モ ニ ポ リ セ ツ バ'.split(' ');
/** Made-up word n: four syllables, the number's digits in base 24 (katakana for the Japanese answers). */
const WORD_SQL = (syllables: string) =>
  [1, 24, 576, 13824].map((base) => `(${syllables})[1 + n / ${base} % 24]`).join(' || ');
const wordOf = (n: number) =>
  [1, 24, 576, 13824].map((base) => SYLLABLES[Math.floor(n / base) % 24]).join('');
/** A word no sentence holds (past the vocabulary), added to RARE_ANSWERS answers. */
const RARE_WORD = wordOf(VOCABULARY + 7);
const RARE_ANSWERS = 40;

/** Each language's sentence frame (its words around the drawn ones) and its text search configuration. */
const LANGUAGES = [
  {
    config: 'english',
    share: 0.6,
    frame: ['For small teams the best choice is', 'because it offers', 'and'],
  },
  { config: 'german', share: 0.15, frame: ['Für kleine Teams ist die beste Wahl', 'weil es', 'und'] },
  {
    config: 'french',
    share: 0.1,
    frame: ['Pour les petites équipes le meilleur choix est', 'car il offre', 'et'],
  },
  {
    config: 'spanish',
    share: 0.1,
    frame: ['Para equipos pequeños la mejor opción es', 'porque ofrece', 'y'],
  },
  { config: 'simple', share: 0.05, frame: ['小さなチームには', 'が最適です。', 'と'] },
] as const;

interface SearchCase {
  label: string;
  search: string;
}

export interface SearchTiming extends SearchCase {
  store: string;
  /** The count the search gives: "1,000+" past the newest matches it ranks. */
  matches: string;
  p50: number;
  p95: number;
}

/**
 * One account's answers: PROMPTS prompts × PLATFORMS × as many days as `answers` takes (rounded up to
 * whole days). Returns the account's id, the answers written and the generation's seconds.
 */
export async function generateSearchHistory(db: Db, answers: number) {
  const started = performance.now();
  const brandId = randomUUID();
  await db.query(`insert into profiles (id, username, platforms) values ($1, 'benchsearch', $2)`, [
    brandId,
    PLATFORMS,
  ]);
  const days = Math.ceil(answers / (PROMPTS * PLATFORMS.length));
  await db.transaction(async (tx) => {
    await tx.query(`select setseed(0.42)`);
    const topicId = await insertCrmPrompts(tx, brandId, PROMPTS);
    // Made-up words of four syllables (Latin letters; katakana for Japanese), one per number.
    await tx.query(`create temp table bench_word (n int primary key, latin text, kana text) on commit drop`);
    await tx.query(
      `insert into bench_word select n, ${WORD_SQL('$2::text[]')}, ${WORD_SQL('$3::text[]')}
       from generate_series(0, $1::int - 1) as n`,
      [VOCABULARY, SYLLABLES, KANA],
    );
    // Sentences: the frame around six drawn words; word n is drawn with probability falling as n grows.
    await tx.query(
      `create temp table bench_sentence (language int, n int, text text, primary key (language, n)) on commit drop`,
    );
    await tx.query(
      `insert into bench_sentence
       select l.language, s.n,
         case when l.language = $4 then
           l.frame[1] || w[1] || w[2] || l.frame[3] || w[3] || l.frame[2] || w[4] || w[5] || w[6] || '。'
         else
           l.frame[1] || ' ' || w[1] || ' ' || w[2] || ' ' || l.frame[2] || ' ' || w[3] || ' ' || w[4] || ' '
             || l.frame[3] || ' ' || w[5] || ' ' || w[6] || '.'
         end
       from unnest($1::text[], $2::text[], $3::text[]) with ordinality as f(frame1, frame2, frame3, language)
       cross join lateral (select f.language::int as language, array[f.frame1, f.frame2, f.frame3] as frame) l
       cross join generate_series(1, $5::int) as s(n)
       cross join lateral (
         select array_agg(case when l.language = $4 then bw.kana else bw.latin end order by pick.i) as w
         from (select d.i, floor($6::int * power(random(), 3))::int as n from generate_series(1, 6) as d(i)
           where s.n > 0) pick
         join bench_word bw on bw.n = pick.n
       ) words`,
      [
        LANGUAGES.map((l) => l.frame[0]),
        LANGUAGES.map((l) => l.frame[1]),
        LANGUAGES.map((l) => l.frame[2]),
        LANGUAGES.length,
        SENTENCES_PER_LANGUAGE,
        VOCABULARY,
      ],
    );
    // Answers: four sentences of one language each, the language by its share. The search indexes are
    // built once after (as their migration builds them on an existing history), not grown row by row.
    const searchIndexes = await tx.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = 'public' and tablename = 'answers' and indexname like 'answers_search_%'`,
    );
    for (const index of searchIndexes) await tx.query(`drop index public.${index.name}`);
    const bounds = LANGUAGES.map((_, i) => LANGUAGES.slice(0, i + 1).reduce((sum, l) => sum + l.share, 0));
    for (let fromDay = 0; fromDay < days; fromDay += DAYS_PER_STATEMENT)
      await tx.query(
        `insert into answers (user_id, prompt_id, topic_id, platform, sample, collected_on, collected_at, status,
           engine, simulated, answer_text, search_config, visible)
         select $1, x.prompt_id, $2, x.platform, 1, x.day, x.day + interval '6 hours', 'ok', 'simulated', true,
           (select string_agg(bs.text, ' ' order by pick.i)
             from (select k.i, 1 + floor(random() * $8::int)::int as n from generate_series(1, 4) as k(i)
               where x.language > 0) pick
             join bench_sentence bs on bs.language = x.language and bs.n = pick.n),
           ($7::regconfig[])[x.language], x.r < 0.4
         from (
           select y.*, 1 + (select count(*)::int from unnest($6::float8[]) as b where b < y.r_language) as language
           from (
             select p.id as prompt_id, pl.platform, d.day, random() as r, random() as r_language
             from (select id from prompts where user_id = $1) p
             cross join unnest($3::text[]) as pl(platform)
             cross join (select ($4::date - i) as day from generate_series($5::int, $9::int - 1) as i) d
           ) y
         ) x`,
        [
          brandId,
          topicId,
          PLATFORMS,
          todayUtc(),
          fromDay,
          bounds.slice(0, -1),
          LANGUAGES.map((l) => l.config),
          SENTENCES_PER_LANGUAGE,
          Math.min(days, fromDay + DAYS_PER_STATEMENT),
        ],
      );
    // The rare word: one no sentence has, added to a few English answers.
    await tx.query(
      `update answers set answer_text = answer_text || ' ' || $2 || '.'
       where id in (select id from answers where user_id = $1 and search_config = 'english'::regconfig
         order by random() limit $3)`,
      [brandId, RARE_WORD, RARE_ANSWERS],
    );
    await tx.query(`set local maintenance_work_mem = '256MB'`);
    for (const index of searchIndexes) await tx.query(index.definition);
  });
  await db.query('analyze answers');
  return {
    brandId,
    answers: days * PROMPTS * PLATFORMS.length,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The searches timed: words picked from the generated English sentences by how many answers hold them. */
async function searchCases(db: Db, brandId: string): Promise<SearchCase[]> {
  // Two drawn words side by side in an English answer, as someone would quote them from it.
  const [phrase] = await db.query<{ words: string }>(
    `select substring(answer_text from 'best choice is (\\S+ \\S+) because') as words
     from answers where user_id = $1 and search_config = 'english'::regconfig
     order by collected_at desc limit 1`,
    [brandId],
  );
  return [
    { label: 'rare word', search: RARE_WORD },
    { label: 'common word', search: wordOf(40) },
    { label: 'phrase', search: `"${phrase!.words}"` },
  ];
}

async function timeSearches(db: Db, store: string, brandId: string, runs: number): Promise<SearchTiming[]> {
  const scope = { db, brandId, today: todayUtc() } as BrandScope;
  const timings: SearchTiming[] = [];
  for (const searchCase of await searchCases(db, brandId)) {
    const filter = { search: searchCase.search };
    const { totalCount, totalCountIsLowerBound } = await answersConnection(scope, filter, 20);
    const ms: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      await answersConnection(scope, filter, 20);
      ms.push(performance.now() - started);
    }
    ms.sort((a, b) => a - b);
    timings.push({
      ...searchCase,
      store,
      matches: `${totalCount.toLocaleString('en')}${totalCountIsLowerBound ? '+' : ''}`,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
    });
  }
  return timings;
}

/**
 * What the generated history depends on: a kept history (keep in printSearchBench) is reused only while
 * this is unchanged, so an edit to the generator regenerates it.
 */
const GENERATOR_KEY = createHash('sha256')
  .update([generateSearchHistory, insertCrmPrompts, WORD_SQL, wordOf].map(String).join('\n'))
  .update(
    JSON.stringify({
      PROMPTS,
      PLATFORMS,
      VOCABULARY,
      SENTENCES_PER_LANGUAGE,
      SYLLABLES,
      KANA,
      LANGUAGES,
      RARE_ANSWERS,
    }),
  )
  .digest('hex')
  .slice(0, 12);

/** The account of a history kept by an earlier run of this generator at this size; null when there is none. */
async function keptHistory(db: Db, answers: number): Promise<string | null> {
  const [marker] = await db.query<{ exists: boolean }>(
    `select to_regclass('public.bench_search_history') is not null as exists`,
  );
  if (!marker!.exists) return null;
  const [kept] = await db.query<{ brandId: string }>(
    `select user_id as "brandId" from public.bench_search_history where generator = $1 and answers = $2`,
    [GENERATOR_KEY, answers],
  );
  return kept?.brandId ?? null;
}

/** Marks a finished generation as reusable (written last: an interrupted one is never reused). */
async function markKept(db: Db, brandId: string, answers: number) {
  await db.query(
    `create table public.bench_search_history (user_id uuid primary key, generator text not null, answers int not null)`,
  );
  await db.query(`insert into public.bench_search_history values ($1, $2, $3)`, [
    brandId,
    GENERATOR_KEY,
    answers,
  ]);
}

interface SearchStore {
  name: string;
  /** Opens the store, empty, or as an earlier run left it when kept. */
  open(): Promise<Db>;
  /** Makes it empty: after close, before open. */
  clear(): Promise<void>;
  /** Removes it unless kept: after close. */
  done(): Promise<void>;
}

async function measure(
  store: SearchStore,
  answers: number,
  runs: number,
  keep: boolean,
  log: (line: string) => void,
) {
  let db = await store.open();
  try {
    const kept = keep ? await keptHistory(db, answers) : null;
    if (keep && !kept) {
      // Another generator's or an unfinished history: start from an empty store.
      await db.close();
      await store.clear();
      db = await store.open();
    }
    // A kept history gets the migrations added since it was generated, as a deployed store would.
    await migrate(db);
    let brandId = kept;
    if (brandId) log(`  ${store.name}: reusing the history generated before (generator ${GENERATOR_KEY})`);
    else {
      const generated = await generateSearchHistory(db, answers);
      brandId = generated.brandId;
      log(
        `  ${store.name}: ${generated.answers.toLocaleString('en')} answers generated and indexed in ${generated.seconds.toFixed(1)} s`,
      );
      if (keep) await markKept(db, brandId, answers);
    }
    return await timeSearches(db, store.name, brandId, runs);
  } finally {
    await db.close();
    await store.done();
  }
}

function printTimings(log: (line: string) => void, timings: SearchTiming[]) {
  for (const t of timings)
    log(
      `  ${t.store.padEnd(8)}  ${t.label.padEnd(11)}  ${t.search.padEnd(22)}  ${t.matches.padStart(7)} matches` +
        `  p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms` +
        `  ${t.p95 <= SEARCH_TARGET_P95_MS ? 'PASS' : 'FAIL'} (p95 <= ${SEARCH_TARGET_P95_MS} ms)`,
    );
}

function pgliteStore(keep: boolean): SearchStore {
  // A kept history lives in one folder for every run; a fresh one in a folder of its own.
  const dir = keep
    ? path.join(os.tmpdir(), 'sightline-bench-search-kept')
    : fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-bench-search-'));
  const remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  return {
    name: 'PGlite',
    open: () => openPgliteThread(path.join(dir, 'pglite')),
    clear: remove,
    done: keep ? async () => {} : remove,
  };
}

function postgresStore(postgresUrl: string, keep: boolean): SearchStore {
  const database = scratchDatabase(
    postgresUrl,
    keep ? 'sightline_bench_search_kept' : 'sightline_bench_search',
  );
  let created = false;
  return {
    name: 'Postgres',
    async open() {
      if (!created) await (keep ? database.createIfMissing() : database.create());
      created = true;
      // Building the indexes over the generated history takes minutes, past the server's statement limit.
      return openPostgres(database.url, 4, { statementSeconds: 3600, longStatementSeconds: 3600 });
    },
    clear: () => database.create(),
    done: keep ? async () => {} : database.drop,
  };
}

/**
 * Prints the search section: on PGlite, and on Postgres when a server is given. Each store's history is
 * generated for the run and removed after it, or with keep generated once into a store kept between runs
 * (a PGlite folder in the temporary directory, a Postgres database sightline_bench_search_kept) and reused
 * while the generator and the size are unchanged.
 */
export async function printSearchBench(
  log: (line: string) => void,
  {
    answers,
    runs,
    pglite,
    postgresUrl,
    keep,
  }: { answers: number; runs: number; pglite: boolean; postgresUrl?: string; keep: boolean },
) {
  log(
    `=== Answer search (answers(filter: { search }) first: 20, through the service; ${runs} runs each) ===`,
  );
  if (pglite) printTimings(log, await measure(pgliteStore(keep), answers, runs, keep, log));
  if (postgresUrl)
    printTimings(log, await measure(postgresStore(postgresUrl, keep), answers, runs, keep, log));
  else log('  Postgres: skipped (set DATABASE_URL or TEST_DATABASE_URL to include it)');
}

// ---------- the demo's mixed searches ----------

/** The demo's mixed searches: p95 of the drawer's search request, sequentially, on the seeded demo account. */
export const DEMO_SEARCH_TARGET_P95_MS = 300;

/**
 * Fifty distinct searches as people type them in the answers drawer: common and rare words, names,
 * phrases, `or` and `-word`, parts of words and punctuation (read as a stretch of text), words text search
 * ignores, and other languages and scripts.
 */
export const DEMO_SEARCHES: readonly { kind: string; search: string }[] = [
  ...['recommended', 'reviews', 'price', 'customer service', 'options', 'reliable', 'value', 'budget'].map(
    (search) => ({ kind: 'common word', search }),
  ),
  ...['kubernetes', 'sandbox', 'compliance', 'webhooks', 'latency', 'onboarding', 'zeppelin'].map(
    (search) => ({
      kind: 'rare word',
      search,
    }),
  ),
  ...['Postman', 'Kong', 'Apigee', 'Quillstack', 'Productboard', 'ReadMe', 'Stoplight'].map((search) => ({
    kind: 'name',
    search,
  })),
  ...[
    '"customer service"',
    '"bottom line"',
    '"lives up to its promises"',
    '"API gateway"',
    '"well-known name"',
    '"independent reviews"',
  ].map((search) => ({ kind: 'phrase', search })),
  ...['Kong or Apigee', 'Postman -Kong', 'reviews -expensive', 'cheap or free'].map((search) => ({
    kind: 'operators',
    search,
  })),
  ...['stack', 'recommend', 'quill', 'ostma', 'trusted qual'].map((search) => ({
    kind: 'part of a word',
    search,
  })),
  ...['%', '|', '**', '?', '---'].map((search) => ({ kind: 'punctuation', search })),
  ...['the', 'is on the', 'it'].map((search) => ({ kind: 'ignored words', search })),
  ...['Preise und Bewertungen', 'meilleur choix', 'mejor opción', 'API管理ツール', '最佳选择'].map(
    (search) => ({
      kind: 'other language',
      search,
    }),
  ),
];

export interface DemoSearchTiming {
  kind: string;
  search: string;
  ms: number;
  /** Its HTTP status ('errors' for a 200 with errors). */
  status: string;
  /** The matches it counted, with "+" past the newest it ranks. */
  matches: string;
}

/**
 * Each of DEMO_SEARCHES once, one after the other, as the answers drawer asks for it (the client's own
 * document, opened on every answer of every kind, the search in its list): its time to the whole response.
 */
export async function timeDemoSearches(
  url: string,
  token: string,
  searches = DEMO_SEARCHES,
): Promise<DemoSearchTiming[]> {
  const query = print(AnswersDrawerDocument);
  const figure = { period: { preset: 'ALL_TIME' }, promptKind: 'ALL' };
  const timings: DemoSearchTiming[] = [];
  for (const { kind, search } of searches) {
    const started = performance.now();
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables: { figure, list: { ...figure, search }, first: 20 } }),
    });
    const body = (await response.json()) as {
      data?: { list?: { totalCount: number; totalCountIsLowerBound: boolean } } | null;
      errors?: unknown[];
    };
    const ms = performance.now() - started;
    const list = body.data?.list;
    timings.push({
      kind,
      search,
      ms,
      status: response.status === 200 && body.errors ? 'errors' : String(response.status),
      matches: list
        ? `${list.totalCount.toLocaleString('en')}${list.totalCountIsLowerBound ? '+' : ''}`
        : '-',
    });
  }
  return timings;
}

/** The demo searches' p50, p95 and max against the target, the slowest five, and any not answered 200. */
export function printDemoSearches(log: (line: string) => void, timings: DemoSearchTiming[]) {
  const ms = timings.map((t) => t.ms).sort((a, b) => a - b);
  const p95 = percentile(ms, 95);
  const fmt = (value: number) => `${value.toFixed(0)} ms`;
  log(
    `  ${timings.length} searches: p50 ${fmt(percentile(ms, 50))}, p95 ${fmt(p95)}, max ${fmt(ms.at(-1) ?? NaN)}` +
      ` — target p95 <= ${DEMO_SEARCH_TARGET_P95_MS} ms: ${p95 <= DEMO_SEARCH_TARGET_P95_MS ? 'PASS' : 'FAIL'}`,
  );
  const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5);
  log(
    `  slowest: ${slowest.map((t) => `${JSON.stringify(t.search)} (${t.kind}, ${t.matches}) ${fmt(t.ms)}`).join('; ')}`,
  );
  const failed = timings.filter((t) => t.status !== '200');
  if (failed.length > 0)
    log(`  not answered: ${failed.map((t) => `${JSON.stringify(t.search)} ${t.status}`).join('; ')}`);
}
