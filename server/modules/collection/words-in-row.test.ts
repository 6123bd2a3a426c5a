/**
 * The pattern a phrase's candidates must match before their words are read (wordsInRowPattern): it may let
 * through answers that do not hold the phrase, never drop one that does. Each case is checked against text
 * search itself, on the store the suite runs on (PGlite's and the Postgres server's stemmers differ in
 * version): wherever an answer's words hold the phrase, its text matches the pattern.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { readLines, TUNED_SETS } from '../../../tools/eval/sets';
import { createTestDb } from '../../test/harness';
import { SEARCH_CONFIG_NAMES, wordsInRowPattern } from './answer-search';
import { getSearchWords } from './answers.store';

let db: Db;
let drop: () => Promise<void>;

beforeAll(async () => ({ db, drop } = await createTestDb()));
afterAll(async () => drop());

/** Whether the text's words, read under config, hold the search; and whether its text matches the pattern. */
async function check(config: string, text: string, search: string) {
  const { tsquery } = (await getSearchWords(db, search))!;
  const pattern = wordsInRowPattern(tsquery);
  const [row] = await db.query<{ holds: boolean; matches: boolean | null }>(
    `select to_tsvector($1::regconfig, $2::text) @@ $3::tsquery as holds, $2::text ~* $4::text as matches`,
    [config, text, tsquery, pattern],
  );
  return { pattern, ...row! };
}

describe('an answer holding the phrase matches the pattern', () => {
  test.each([
    ['punctuation between the words', 'english', 'Zorblat, pricing and more.', '"zorblat pricing"'],
    ['a line break and Markdown', 'english', '**Zorblat**\n\n_Pricing_ is clear.', '"zorblat pricing"'],
    ['a hyphenated word', 'english', 'The zorblat-pricing page.', '"zorblat pricing"'],
    ['an HTML tag', 'english', 'Zorblat <b class="x>y">pricing</b> wins.', '"zorblat pricing"'],
    ['an entity', 'english', 'Zorblat&nbsp;pricing wins.', '"zorblat pricing"'],
    ['a protocol', 'english', 'Zorblat https://pricing wins.', '"zorblat pricing"'],
    ['a word too long to index', 'english', `Zorblat ${'x1'.repeat(1100)} pricing.`, '"zorblat pricing"'],
    ['an English stem rewritten', 'english', 'Skies darkened as young ponies were dying.', '"sky darken"'],
    ['"lying" read as "lie"', 'english', 'Lying low for now.', '"lie low"'],
    ['"cries" read as "cri"', 'english', 'Loud cries overnight.', '"cry overnight"'],
    ['a French stem rewritten', 'french', 'La fabrication française est chère.', '"fabriquer français"'],
    ['a French accent dropped', 'french', 'Une offre sèchement refusée.', '"sechement refusée"'],
    ['a Spanish accent dropped', 'spanish', 'Un éxito rotundo en España.', '"exito rotundo"'],
    ['a German ß', 'german', 'Das Großstadtleben lockt.', '"Grossstadtleben lockt"'],
    ['a Dutch diaeresis', 'dutch', 'Wij beëindigen contracten.', '"beeindigen contracten"'],
    ['an uppercase accented letter', 'spanish', 'ÉXITO ROTUNDO.', '"exito rotundo"'],
    [
      'three words, the last of no ASCII letter',
      'simple',
      'Zorblat API 代理店です',
      '"zorblat api 代理店です"',
    ],
    ['numbers', 'english', 'Zorblat 365: pricing.', '"365 pricing"'],
    ['beside other words of the search', 'english', 'Cheap: zorblat; pricing.', '"zorblat pricing" cheap'],
  ])('%s', async (_, config, text, search) => {
    const { holds, matches, pattern } = await check(config, text, search);
    expect(holds).toBe(true);
    expect(pattern).not.toBeNull();
    expect(matches).toBe(true);
  });

  // German written out (ae, oe, ue) is read as umlauts from Postgres 18's stemmer on (PGlite's), not before.
  test.each([
    ['German umlauts written out', 'Der Duesenantrieb glaenzt heute.', '"Düsenantrieb glänzt"'],
    ['German umlauts for written-out ones', 'Der Düsenantrieb glänzt heute.', '"Duesenantrieb glaenzt"'],
  ])('%s', async (_, text, search) => {
    const [version] = await db.query<{ stemmerFolds: boolean }>(
      `select current_setting('server_version_num')::int >= 180000 as "stemmerFolds"`,
    );
    const { holds, matches } = await check('german', text, search);
    expect(holds).toBe(version!.stemmerFolds);
    expect(holds && !matches).toBe(false);
  });

  // Slow: every word of the labelled sets through each text search configuration. Guards phrase search.
  test(
    'every word of the labelled sets that a configuration reads as a stem it does not start with',
    { tags: ['slow'] },
    async () => {
      // Words starting with their stem match its start whatever the folds: the others are the ones at risk.
      const texts = TUNED_SETS.flatMap((file) => readLines(file)).map(
        (line) => (line as { text: string }).text,
      );
      const words = await db.query<{ config: string; word: string; lexeme: string }>(
        `select distinct c.config::text as config, w.word, l.lexeme
      from (select distinct word from unnest($1::text[]) as t(text),
          regexp_split_to_table(t.text, '[^[:alnum:]]+') as word) w,
        unnest($2::regconfig[]) as c(config), unnest(to_tsvector(c.config, w.word)) as l
      where not starts_with(lower(w.word), l.lexeme)`,
        [texts, SEARCH_CONFIG_NAMES],
      );
      const quote = (lexeme: string) => `'${lexeme.replaceAll("'", "''")}'`;
      const checked = words.flatMap((word) => {
        const tsquery = `${quote(word.lexeme)} <-> ${quote(word.lexeme)}`;
        const pattern = wordsInRowPattern(tsquery);
        return pattern ? [{ ...word, tsquery, pattern }] : [];
      });
      expect(checked.length).toBeGreaterThan(5_000);
      // The word twice in a row, as a phrase of its lexeme twice.
      const missed = await db.query<{ config: string; word: string; lexeme: string }>(
        `select c.config, c.word, c.lexeme
      from unnest($1::regconfig[], $2::text[], $3::text[], $4::tsquery[], $5::text[])
        as c(config, word, lexeme, tsquery, pattern)
      where to_tsvector(c.config, c.word || ' ' || c.word) @@ c.tsquery
        and not (c.word || ' ' || c.word) ~* c.pattern`,
        (['config', 'word', 'lexeme', 'tsquery', 'pattern'] as const).map((key) =>
          checked.map((word) => word[key]),
        ),
      );
      expect(missed).toEqual([]);
    },
  );
});

describe('where it cannot tell, there is no pattern: every candidate is read', () => {
  test.each([
    ['a stop word inside the phrase', 'english', 'The choice is zorblat.', '"choice is zorblat"'],
    ['Japanese', 'simple', 'ゾルブラット 代理店', '"ゾルブラット 代理店"'],
    ['a hyphenated word in the phrase', 'english', 'A sign-up form.', '"sign-up form"'],
    ['or a word alone', 'english', 'Zorblat has pricing.', '"zorblat pricing" or cheap'],
  ])('%s', async (_, config, text, search) => {
    const { pattern } = await check(config, text, search);
    expect(pattern).toBeNull();
  });
});

test('an answer holding the words apart does not match the pattern', async () => {
  const { holds, matches } = await check('english', 'Zorblat has clear pricing.', '"zorblat pricing"');
  expect(holds).toBe(false);
  expect(matches).toBe(false);
});
