import { describe, expect, test } from 'vitest';
import { HOLDOUT_SETS, readLines } from '../../../../tools/eval/sets';
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

  test('the closing paragraph is read apart; an answer of one paragraph has none', () => {
    const paragraphs = featuresOf(
      'Acme has a clean app.\n\nZed is cheaper.\n\nOverall, I would pick Acme. It is hard to fault.',
    );
    expect(paragraphs.words).toEqual(expect.arrayContaining(['f:pick ‹b›', 'f:hard to', 'f:fault']));
    expect(paragraphs.words).not.toContain('f:clean');
    expect(paragraphs.words).not.toContain('f:‹r›');
    const oneParagraph = featuresOf(
      'Acme has a clean app. Prices are fair. If price matters most, go with Zed.',
    );
    expect(oneParagraph.words.filter((word) => word.startsWith('f:'))).toEqual([]);
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

  /** Texts whose words take care: curly apostrophes, contextual lower case, digits, letters beyond the BMP. */
  const unusualTexts = [
    "Don’t buy Acme – it’s 2× the price of Zed’s plan, and l’app d’accord is rock'n'roll. ’Tis fine.",
    'ΟΔΟΣ ΚΑΙ ΣΑΣ: η Acme είναι ΚΑΛΗ, ενώ η Zed όχι.',
    'İstanbul’da Acme İYİ bir seçim; Zed’in fiyatı yüksek.',
    '𝐁old 𝒳 Acme ok 😀 naïve café Zed 123abc ʼquoted’ end’',
    'Acmeは悪くはないが、Zedの方がおすすめです。',
  ];

  test('the whole answer reads as words of letters and digits, an apostrophe inside, in any script', () => {
    for (const text of unusualTexts.slice(0, 4)) {
      const alone = wordFeatures(text, [], 'en', [])
        .filter((feature) => feature.startsWith('a:') && !feature.includes(' ') && !feature.endsWith('~'))
        .map((feature) => feature.slice(2));
      const expected = (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu) ?? []).map((word) =>
        word.replaceAll('’', "'"),
      );
      expect(alone.sort()).toEqual([...new Set(expected)].sort());
    }
  });

  test('an index finds the features of unusual texts, known or by a known stem only', () => {
    for (const text of unusualTexts) {
      const { words, mentions, language, unitTokens } = featuresOf(text);
      const known = words.filter((_, i) => i % 2 === 0);
      const weights = new WordWeights(Object.fromEntries(known.map((word, row) => [word, [row]])), 1);
      const rows = weights.rowsOf(text, mentions, language, unitTokens).map((row) => weights.names[row]!);
      expect(rows.sort()).toEqual([...known].sort());
    }
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
    expect(analysis.why.sentiment!.words!.every((word) => /^[uaf]:/.test(word))).toBe(true);
  });
});
