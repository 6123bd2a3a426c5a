/**
 * The long-answer corpus (tools/eval/sets/long/): answers of 300–650 words shaped like real assistant
 * answers (headings, tables, pros and cons, a verdict), each about an invented brand with a fact sheet, and
 * labelled by hand for three uses: visibility, position and sentiment (the analyzer's structure reading);
 * statements about the brand and each rival with their polarity and aspects (the narrative); and claims of
 * the brand's facts with their status (the fact check). Written by authors who read neither the analyzer nor
 * earlier sets (tools/eval/sets/long/README.md says how).
 *
 * The blind part is scored once per use, when that use's reading is built, and never tuned on; the training
 * parts are for fitting and tuning.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ASPECTS } from '../../graphql/shared/aspects';
import { fromRepoRoot } from '../../server/code-location';

const polarity = z.enum(['pos', 'neu', 'neg']);
const wordsByLanguage = z.record(z.string(), z.array(z.string()));

const fact = z.strictObject({
  key: z.string().min(1),
  label: z.string().min(1),
  kind: z.enum(['NUMBER', 'MONEY', 'YEAR', 'DATE', 'BOOLEAN', 'TEXT', 'LIST']),
  value: z.string(),
  unit: z.string().nullable().optional(),
  currency: z.string().nullable().optional(),
  /** The market this value holds in; null: everywhere else. */
  country: z.string().nullable().optional(),
  /** What used to be true: a claim of one of these is outdated, not wrong. */
  previousValues: z.array(z.string()).optional(),
  aliases: wordsByLanguage,
  validFrom: z.string().nullable().optional(),
});

const factSheet = z.strictObject({
  brand: z.string().min(1),
  aliases: z.array(z.string()),
  website: z.string().nullable(),
  country: z.string(),
  attributes: z.array(z.strictObject({ name: z.string().min(1), words: wordsByLanguage })).optional(),
  facts: z.array(fact).min(4),
});
export type BrandFactSheet = z.infer<typeof factSheet>;

const row = z.strictObject({
  id: z.string().min(1),
  category: z.string().min(1),
  language: z.string().min(2),
  /** The market the question was asked in: the fact sheet's value for it is the right one. */
  country: z.string().length(2),
  /** The brand's name is also an ordinary word the text uses in its ordinary sense. */
  homonym: z.boolean(),
  text: z.string().min(1),
  brand: z.string().min(1),
  aliases: z.array(z.string()),
  website: z.string().nullable(),
  competitors: z.array(z.string()),
  citations: z.array(z.string()),
  expected: z.strictObject({
    visible: z.boolean(),
    position: z.number().int().min(1).nullable(),
    competitors: z.array(z.string()),
    domains: z.array(z.string()),
    sentiment: polarity.nullable(),
    /** Careful readers could disagree on the sentiment: not scored for it. */
    ambiguous: z.boolean(),
  }),
  statements: z.array(
    z.strictObject({
      about: z.string().min(1),
      text: z.string().min(1),
      polarity,
      aspects: z.array(z.enum(ASPECTS)),
      attributes: z.array(z.string()),
    }),
  ),
  claims: z.array(
    z.strictObject({
      fact: z.string().min(1),
      stated: z.string(),
      status: z.enum(['CORRECT', 'WRONG', 'OUTDATED', 'UNCLEAR']),
      quote: z.string().min(1),
    }),
  ),
});
export type LongAnswerRow = z.infer<typeof row>;

export interface LongSet {
  rows: LongAnswerRow[];
  sheets: Map<string, BrandFactSheet>;
}

/** The blind part (never tuned on) and the training parts, each a rows file and its brands' fact sheets. */
export const LONG_BLIND_SET = 'blind';
/**
 * A second blind part (180 answers in 10 languages by three more authors, written 2026-11-29), kept to score
 * the sentiment reading once again after it has been worked on with the training parts: scored once, when
 * that happens, and never tuned on.
 */
export const LONG_SECOND_BLIND_SET = 'blind-2';
export const LONG_TRAINING_SETS = [
  'train-a',
  'train-b',
  'train-c',
  'train-d',
  'train-e',
  'train-f',
  'train-g',
  'train-h',
] as const;
export type LongSetName =
  typeof LONG_BLIND_SET | typeof LONG_SECOND_BLIND_SET | (typeof LONG_TRAINING_SETS)[number];

const CJK = new Set(['ja', 'zh', 'ko']);

/** Words in a text; in Chinese, Japanese and Korean about 2.5 characters carry one English word's content. */
export function wordCount(text: string, language: string): number {
  if (CJK.has(language)) return Math.round(text.replace(/\s+/g, '').length / 2.5);
  return text.match(/[\p{L}\p{N}_]+/gu)?.length ?? 0;
}

/**
 * What is wrong with a set, in words: every label must be readable against its own text (a statement or
 * a quote copied verbatim, a statement about the brand or a rival the text names, a claim of a fact the
 * brand's sheet has, a visible row naming the brand) and the row must agree with its sheet.
 */
export function problemsIn(set: LongSet): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const answer of set.rows) {
    const at = (message: string) => problems.push(`${answer.id}: ${message}`);
    if (ids.has(answer.id)) at('the id is used twice');
    ids.add(answer.id);
    const sheet = set.sheets.get(answer.brand);
    if (!sheet) {
      at(`"${answer.brand}" has no fact sheet`);
      continue;
    }
    if (JSON.stringify(answer.aliases) !== JSON.stringify(sheet.aliases) || answer.website !== sheet.website)
      at('aliases and website differ from the fact sheet');
    const { expected } = answer;
    const lower = answer.text.toLowerCase();
    const names = [answer.brand, ...answer.aliases, ...(answer.website ? [answer.website] : [])];
    if (expected.visible) {
      if (!names.some((name) => lower.includes(name.toLowerCase())))
        at('visible, but the brand is not in the text');
      if (expected.position === null || expected.sentiment === null)
        at('a visible row needs position and sentiment');
    } else if (expected.position !== null || expected.sentiment !== null || answer.claims.length > 0)
      at('a row that is not visible has no position, sentiment or claims');
    for (const name of expected.competitors) {
      if (!answer.competitors.includes(name)) at(`"${name}" is not one of the row's competitors`);
      else if (!lower.includes(name.toLowerCase())) at(`"${name}" is not in the text`);
    }
    const about = new Set([...(expected.visible ? [answer.brand] : []), ...expected.competitors]);
    const attributes = new Set((sheet.attributes ?? []).map((attribute) => attribute.name));
    for (const statement of answer.statements) {
      if (!about.has(statement.about)) at(`a statement about "${statement.about}", who is not named`);
      if (!answer.text.includes(statement.text))
        at(`a statement not in the text: ${statement.text.slice(0, 60)}`);
      for (const attribute of statement.attributes)
        if (!attributes.has(attribute) || statement.about !== answer.brand)
          at(`attribute "${attribute}" is not one of the brand's`);
    }
    const facts = new Set(sheet.facts.map((entry) => entry.key));
    for (const claim of answer.claims) {
      if (!facts.has(claim.fact)) at(`a claim of "${claim.fact}", which is not on the fact sheet`);
      if (!answer.text.includes(claim.quote))
        at(`a claim quote not in the text: ${claim.quote.slice(0, 60)}`);
    }
  }
  return problems;
}

function readJsonLines(file: string): unknown[] {
  return readFileSync(fromRepoRoot(file), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as unknown);
}

/** A long set's rows and fact sheets, parsed (a malformed row throws, naming it). */
export function readLongSet(name: LongSetName): LongSet {
  const rows = readJsonLines(`tools/eval/sets/long/${name}.jsonl`).map((line, index) => {
    const parsed = row.safeParse(line);
    if (!parsed.success) throw new Error(`${name}.jsonl line ${index + 1}: ${parsed.error.message}`);
    return parsed.data;
  });
  const { brands } = z
    .object({ brands: z.array(factSheet) })
    .parse(JSON.parse(readFileSync(fromRepoRoot(`tools/eval/sets/long/${name}.facts.json`), 'utf8')));
  return { rows, sheets: new Map(brands.map((sheet) => [sheet.brand, sheet])) };
}
