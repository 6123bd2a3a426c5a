import { expect, test } from 'vitest';
import { analyzeAnswer } from './analysis';
import { ORDINARY_WORD_RULES } from './mentions/name-verdict';
import { CAPITALISED_NAME_RULES, MATCH_RULES, NAME_RULES, STEP_RULES } from './mentions/rules';
import { SENTIMENT_RULES } from './target';
import { FIRST_MENTION_ORDER, JUDGE_RULE } from './why';
import { nameReadingSentence, sentimentSentence, WORDED_IDS } from './why-words';

const DROPPING_STEPS = [
  'word-of-language',
  'needs-own-evidence',
  'inside-a-longer-name',
  'uncorroborated',
  'off-market',
];

test('every rule that reads a name has plain words', () => {
  const ids = [
    ...[...MATCH_RULES, ...CAPITALISED_NAME_RULES, ...NAME_RULES, ...ORDINARY_WORD_RULES].map(
      (rule) => rule.id,
    ),
    ...STEP_RULES.filter((id) => !DROPPING_STEPS.includes(id)),
    JUDGE_RULE,
  ];
  expect(ids.filter((id) => !WORDED_IDS.name.includes(id))).toEqual([]);
});

test('every step that leaves a reading out has plain words', () => {
  expect(STEP_RULES.filter((id) => DROPPING_STEPS.includes(id))).toEqual(DROPPING_STEPS);
  expect(DROPPING_STEPS.filter((id) => !WORDED_IDS.dropped.includes(id))).toEqual([]);
});

test('every sentiment rule has plain words', () => {
  const ids = [...SENTIMENT_RULES.map((rule) => rule.id), JUDGE_RULE];
  expect(ids.filter((id) => !WORDED_IDS.sentiment.includes(id))).toEqual([]);
});

test('no words are kept for an id nothing gives', () => {
  const given = new Set<string>([
    ...[...MATCH_RULES, ...CAPITALISED_NAME_RULES, ...NAME_RULES, ...ORDINARY_WORD_RULES].map(
      (rule) => rule.id,
    ),
    ...STEP_RULES,
    ...SENTIMENT_RULES.map((rule) => rule.id),
    JUDGE_RULE,
    FIRST_MENTION_ORDER,
  ]);
  const worded = [...WORDED_IDS.name, ...WORDED_IDS.dropped, ...WORDED_IDS.sentiment];
  expect(worded.filter((id) => !given.has(id))).toEqual([]);
});

test('a reading says which rule read the name and, left out, which step dropped it', () => {
  const analysis = analyzeAnswer({
    text: 'Mercury is the planet closest to the sun.',
    citations: [],
    brand: { name: 'Mercury', aliases: [], website: null, exclusions: ['the planet'] },
    competitors: [],
  });
  expect(analysis.visible).toBe(false);
  expect(analysis.why.brand).toEqual([{ rule: 'excluded-sense', at: [0, 7] }]);
  expect(nameReadingSentence('Mercury', 'excluded-sense')).toBe(
    '‘Mercury’ read as a sense you said the name is not: a word of that sense stands near it: rule excluded-sense.',
  );
  expect(nameReadingSentence('Bolt', 'name', 'needs-own-evidence')).toBe(
    '‘Bolt’ read as the name: nothing around it reads otherwise (rule name), then left out: the answer reads this name as another thing elsewhere, and this mention has no evidence of its own: rule needs-own-evidence.',
  );
  expect(sentimentSentence('description', true)).toBe(
    'no advice decides the side: read from how the parts about the brand describe it, weighed by the sentiment model: rule description',
  );
});

test("a brand's 'not this' senses hold whatever the analyzer read before in the same process", () => {
  // A place read by its settlement noun ("a small town") stops reading words early; the words of an
  // exclusion read next must still be all of them.
  const town = analyzeAnswer({
    text: 'Springfield is a small town in Oregon with a busy market.',
    citations: [],
    brand: { name: 'Springfield', aliases: [], website: null },
    competitors: [],
  });
  expect(town.visible).toBe(false);
  const planet = analyzeAnswer({
    text: 'Mercury is the planet closest to the sun.',
    citations: [],
    brand: { name: 'Mercury', aliases: [], website: null, exclusions: ['the planet'] },
    competitors: [],
  });
  expect(planet.why.brand).toEqual([{ rule: 'excluded-sense', at: [0, 7] }]);
});
