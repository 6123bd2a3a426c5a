/**
 * Every rule record of the analyzer (rules/rule.ts) has plain words for the answers drawer and at least one
 * answer it was written for; each answer is read by the public analyzer (analyzeAnswer, through
 * examples.fixture.ts), which must name the rule: in the answer's why for the rules of names and of the
 * sentiment, or, for a verdict rule (whose id the why does not keep), as the rule whose words the verdict
 * read, with at least one answer the public analyzer then reads as advice.
 */
import { describe, expect, test } from 'vitest';
import { checkExample } from '../examples.fixture';
import { LANGUAGE_PACKS } from '../languages/registry';
import { SPELLING_SKIPS } from '../mentions/first-reading';
import { ORDINARY_WORD_RULES } from '../mentions/name-verdict';
import { CAPITALISED_NAME_RULES, MATCH_RULES, NAME_RULES } from '../mentions/rules';
import { STEP_RULES } from '../mentions/steps';
import { SENTIMENT_RULES } from '../target';
import type { Rule, RuleExample } from './rule';

/** Every rule once (a rule read in two lists is one record), with the fact that names it in an answer. */
const RULES: { rule: Rule<unknown>; fact: 'why' | 'verdictRule' }[] = [
  ...[
    ...new Set<Rule<unknown>>([
      ...MATCH_RULES,
      ...CAPITALISED_NAME_RULES,
      ...NAME_RULES,
      ...ORDINARY_WORD_RULES,
      ...SPELLING_SKIPS,
      ...STEP_RULES,
      ...SENTIMENT_RULES,
    ]),
  ].map((rule) => ({ rule, fact: 'why' as const })),
  ...Object.values(LANGUAGE_PACKS)
    .flatMap((pack) => pack.sentiment.verdicts)
    .map((rule) => ({ rule, fact: 'verdictRule' as const })),
];

const facts = (example: RuleExample) => example.reads.split(/\s+/);

test('rule ids are unique', () => {
  const ids = RULES.map(({ rule }) => rule.id);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
});

describe.each(RULES)('$rule.id', ({ rule, fact }) => {
  test('has plain words and an answer it reads', () => {
    expect(rule.words.trim()).not.toBe('');
    expect(rule.examples.length).toBeGreaterThan(0);
  });

  test.each(rule.examples)('reads “$answer”', (example) => {
    expect(facts(example)).toContain(`${fact}=${rule.id}`);
    checkExample({
      where: rule.id,
      expected: example.reads,
      brand: example.brand,
      competitors: (example.competitors ?? []).join(','),
      text: example.answer,
    });
  });

  if (fact === 'verdictRule')
    test('has an answer the public analyzer reads as advice', () => {
      expect(rule.examples.some((example) => facts(example).some((read) => read.startsWith('why=')))).toBe(
        true,
      );
    });
});
