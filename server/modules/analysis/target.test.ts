import { expect, test } from 'vitest';
import { detectLanguage } from './language';
import { compileMatcher, findMentions } from './matching';
import { SENTIMENT_RULES, sentimentTowardBrand, type SentimentDecision } from './target';

/** An answer each sentiment rule was written for: the rule that decides, the brand, its competitors, the answer. */
const TABLE = `
advice-for                                    | Bodum | Espro    | For most people I would recommend Bodum: it brews a full-bodied cup and lasts for years.
advice-against                                | Acme  | Zed      | Avoid Acme: the support is slow and the app crashes. Zed is fine.
steered-to-rival                              | Fonic | Congstar | Fonic is fine, but I would go with Congstar instead.
steered-to-rival                              | Fonic | Congstar | Fonic ist ein ordentlicher Prepaid-Anbieter. Ich würde aber Congstar nehmen.
balanced-account, read by the sentiment model | Bodum | Espro    | Bodum is cheaper and Espro filters better. Neither is clearly better; it depends on your budget.
description, read by the sentiment model      | Bodum | Espro    | Bodum makes glass French presses in several sizes.
`;

const ROWS = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [rule, brand, competitor, text] = line.split('|').map((cell) => cell.trim()) as [
      string,
      string,
      string,
      string,
    ];
    return { rule, brand, competitor, text };
  });

test.each(ROWS)('$rule: $text', ({ rule, brand, competitor, text }) => {
  const matchers = [brand, competitor].map((name) => compileMatcher({ name, aliases: [] }));
  const decision: SentimentDecision = {};
  sentimentTowardBrand(text, findMentions(text, matchers), detectLanguage(text), decision);
  expect(decision.byModel ? `${decision.rule}, read by the sentiment model` : decision.rule).toBe(rule);
});

test('every sentiment rule has an answer it decides', () => {
  const shown = new Set(ROWS.map((row) => row.rule.split(',')[0]));
  for (const rule of SENTIMENT_RULES) expect(shown).toContain(rule.id);
});
