import { describe, expect, test } from 'vitest';
import { HOLDOUT_SETS, readLines } from '../../../eval/sets';
import { analyzeAnswer, createAnalyzer } from '../analysis';
import { detectLanguage } from '../language';
import { compileMatcher, findMentions } from '../matching';
import { readBrandSentiment } from '../target';
import { WordWeights, wordFeatures } from './word-features';

/** The words of one answer about Acme, with Zed as its rival. */
function featuresOf(text: string) {
  const matchers = ['Acme', 'Zed'].map((name) => compileMatcher({ name, aliases: [] }));
  const mentions = findMentions(text, matchers);
  const { language, unitTokens } = readBrandSentiment(text, mentions, detectLanguage(text));
  return { words: wordFeatures(text, mentions, language, unitTokens), mentions, language, unitTokens };
}

describe('the words the sentiment model reads', () => {
  test('names become placeholders: what is learnt is the wording, not the brands', () => {
    const { words } = featuresOf('Acme is hard to fault. I would still go with Zed for teams.');
    expect(words).toEqual(
      expect.arrayContaining(['u:hard', 'u:hard to', 'u:fault', 'a:‹b› is', 'a:with ‹r›', 'a:go with']),
    );
    expect(words.some((word) => /acme|zed/.test(word))).toBe(false);
  });

  test('a long word also counts by its stem; a clause mark ends a pair within a part about the brand', () => {
    const { words } = featuresOf('Acme is reliable, affordable and quick.');
    expect(words).toEqual(
      expect.arrayContaining(['u:relia~', 'u:affor~', 'u:reliable', 'a:reliable affordable']),
    );
    expect(words).not.toContain('u:reliable affordable');
  });

  test("an index of a model's words finds in each answer exactly the features fitting named", () => {
    // A model holding the features of half of a sample of labelled answers (each weight its row): the rows
    // WordWeights reads must be each answer's features that the model holds, for those answers and others.
    const samples = HOLDOUT_SETS.flatMap((file) => readLines(file))
      .filter((_, i) => i % 20 === 0)
      .map((raw) => {
        const {
          text,
          brand,
          aliases = [],
          competitors,
        } = raw as {
          text: string;
          brand: string;
          aliases?: string[];
          competitors: (string | { name: string })[];
        };
        const entities = [
          { name: brand, aliases, website: null },
          ...competitors.map((c) => ({
            name: typeof c === 'string' ? c : c.name,
            aliases: [],
            website: null,
          })),
        ];
        const [own, ...rivals] = entities;
        const reading = createAnalyzer(own!, rivals).sentimentReading(text);
        if (!reading) return null;
        const language = detectLanguage(text);
        const mentions = findMentions(text, entities.map(compileMatcher), () => language);
        const { language: read, unitTokens } = readBrandSentiment(text, mentions, language);
        return { words: reading.words, text, mentions, read, unitTokens };
      })
      .filter((sample) => sample !== null);
    const known = [...new Set(samples.filter((_, i) => i % 2 === 0).flatMap((s) => s.words))];
    const weights = new WordWeights(Object.fromEntries(known.map((word, row) => [word, [row]])), 1);
    const knownSet = new Set(known);
    for (const { words, text, mentions, read, unitTokens } of samples) {
      const rows = weights.rowsOf(text, mentions, read, unitTokens).map((row) => weights.names[row]!);
      expect(rows.sort()).toEqual(words.filter((word) => knownSet.has(word)).sort());
    }
    expect(samples.length).toBeGreaterThan(100);
  });

  test('the why names the words that weighed most where the model read the answer', () => {
    const analysis = analyzeAnswer({
      text: 'Acme has a clean app and fair prices. Honestly, it is hard to fault, and support is quick to answer.',
      citations: [],
      brand: { name: 'Acme', aliases: [], website: null },
      competitors: [{ name: 'Zed', aliases: [], website: null }],
    });
    expect(analysis.why.sentiment?.byModel).toBe(true);
    expect(analysis.why.sentiment?.words?.length).toBeGreaterThan(0);
    expect(analysis.why.sentiment!.words!.every((word) => /^[ua]:/.test(word))).toBe(true);
  });
});
