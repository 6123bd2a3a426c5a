/**
 * Every rule id in plain words, for the answer drawer's "Why" (why.ts keeps the ids; the sentences are made
 * when an answer is read): the words are each rule record's own (rules/rule.ts). A name's rule completes
 * "'Mercury' …"; a step that leaves a reading out completes "… then left out: …"; a sentiment rule completes
 * "Positive (score 72): …".
 */
import { SPELLING_SKIPS } from './mentions/first-reading';
import { ORDINARY_WORD_RULES } from './mentions/name-verdict';
import { CAPITALISED_NAME_RULES, MATCH_RULES, NAME_RULES } from './mentions/rules';
import { STEP_RULES } from './mentions/steps';
import type { Rule } from './rules/rule';
import { readableWordFeature } from './sentiment/word-features';
import { SENTIMENT_RULES } from './target';
import { JUDGE_RULE } from './why';

const wordsById = (rules: readonly Rule<unknown>[]): Readonly<Record<string, string>> =>
  Object.fromEntries(rules.map((rule) => [rule.id, rule.words]));

const JUDGE_WORDS = 'read by the LLM judge';

/** What read a name: a rule of the first reading, a step that settled it, or the judge. */
const NAME_RULE_WORDS: Readonly<Record<string, string>> = {
  ...wordsById([
    ...MATCH_RULES,
    ...CAPITALISED_NAME_RULES,
    ...NAME_RULES,
    ...ORDINARY_WORD_RULES,
    ...SPELLING_SKIPS,
    ...STEP_RULES.filter((step) => step.verdict !== 'left-out'),
  ]),
  [JUDGE_RULE]: JUDGE_WORDS,
};

/** The steps that leave a reading as the name out, completing "… then left out: …". */
const DROPPED_WORDS = wordsById(STEP_RULES.filter((step) => step.verdict === 'left-out'));

/** What decided the sentiment toward the brand (target.ts, SENTIMENT_RULES), completing "Positive (…): …". */
const SENTIMENT_WORDS: Readonly<Record<string, string>> = {
  ...wordsById(SENTIMENT_RULES),
  [JUDGE_RULE]: JUDGE_WORDS,
};

/** Position is a count, not a rule's verdict. */
export const POSITION_WORDS = 'position follows the order in which the tracked brands are first named';

/** An unknown id (an analyzer newer or older than this table) is named as it is, never hidden. */
const wordsOf = (table: Readonly<Record<string, string>>, id: string) =>
  Object.hasOwn(table, id) ? table[id]! : `read by rule ${id}`;

/** "'Mercury' read as a planet …: rule place-or-sky-next", or, left out, with the step that dropped it. */
export function nameReadingSentence(written: string | null, rule: string, dropped?: string): string {
  const subject = written === null ? 'The name' : `‘${written}’`;
  const reading = `${subject} ${wordsOf(NAME_RULE_WORDS, rule)}`;
  if (dropped === undefined) return `${reading}: rule ${rule}.`;
  const leftOut = Object.hasOwn(DROPPED_WORDS, dropped) ? DROPPED_WORDS[dropped]! : `rule ${dropped}`;
  return `${reading} (rule ${rule}), then left out: ${leftOut}: rule ${dropped}.`;
}

/**
 * What decided the sentiment, in words, with the sentiment model's part where it read the features and the
 * answer's words that weighed most in it.
 */
export function sentimentSentence(
  rule: string,
  byModel: boolean,
  modelWords: readonly string[] = [],
  structure: { section?: string | undefined; rival?: string | undefined } = {},
): string {
  let words = wordsOf(SENTIMENT_WORDS, rule);
  if (rule === JUDGE_RULE) return words;
  // The structure rules name what they read: the rival recommended, the section the brand stands in.
  if (structure.rival !== undefined) words = words.replace('a rival', structure.rival);
  if (structure.section !== undefined) words = `${words}, ‘${structure.section}’`;
  const weighed = modelWords.length
    ? `, weighed by the sentiment model, most by the words ${modelWords.map((word) => `‘${readableWordFeature(word)}’`).join(', ')}`
    : byModel
      ? ', weighed by the sentiment model'
      : '';
  return `${words}${weighed}: rule ${rule}`;
}
