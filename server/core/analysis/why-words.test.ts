import { expect, test } from 'vitest';
import { analyzeAnswer } from './analysis';
import { JUDGE_RULE } from './why';
import { nameReadingSentence, sentimentSentence } from './why-words';

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

test('the judge has words, and an id no rule gives is named as it is', () => {
  expect(nameReadingSentence(null, JUDGE_RULE)).toBe('The name read by the LLM judge: rule judge.');
  expect(sentimentSentence(JUDGE_RULE, false)).toBe('read by the LLM judge');
  expect(nameReadingSentence('Acme', 'a-newer-rule')).toBe(
    '‘Acme’ read by rule a-newer-rule: rule a-newer-rule.',
  );
});

test('the why of a structure rule names the section and the rival it read', () => {
  const avoided = analyzeAnswer({
    text: '## Best overall: Aviva\nAviva pays claims within a week.\n\n## What I would avoid\n- **Wegwijs:** cheap, with a tidy app and friendly phone staff.',
    citations: [],
    brand: { name: 'Wegwijs', aliases: [], website: null },
    competitors: [{ name: 'Aviva', aliases: [], website: null }],
  });
  expect(avoided.sentimentLabel).toBe('negative');
  const avoidedWhy = avoided.why.sentiment!;
  expect(avoidedWhy).toMatchObject({ rule: 'in-avoid-section', section: 'What I would avoid' });
  expect(sentimentSentence(avoidedWhy.rule, avoidedWhy.byModel, avoidedWhy.words, avoidedWhy)).toBe(
    'the brand stands in the answer’s section of what to avoid, ‘What I would avoid’: rule in-avoid-section',
  );

  const sentAway = analyzeAnswer({
    text: '## Shark\nShark vacuums are light.\n\n## Vorwerk\nVorwerk is quiet and strong, with a soft brush.\n\n## Verdict\nVorwerk is overpriced for most homes: I would get the Shark instead.',
    citations: [],
    brand: { name: 'Vorwerk', aliases: [], website: null },
    competitors: [{ name: 'Shark', aliases: [], website: null }],
  });
  expect(sentAway.sentimentLabel).toBe('negative');
  const sentAwayWhy = sentAway.why.sentiment!;
  expect(sentAwayWhy).toMatchObject({ rule: 'verdict-recommends-rival', rival: 'Shark' });
  expect(sentimentSentence(sentAwayWhy.rule, sentAwayWhy.byModel, sentAwayWhy.words, sentAwayWhy)).toBe(
    'the answer’s verdict recommends Shark instead of the brand: rule verdict-recommends-rival',
  );
});

test('the words the why names as weighing on the brand’s sentiment are words said of the brand', () => {
  const brandLine =
    'Stride Labs gets mixed reviews: several people report disappointing experiences and poor communication, and a few mention problems that took long to resolve.';
  const text = [
    '# The best running shoes for everyday training in 2026',
    '',
    'Choosing a running shoe depends on your gait, the distances you run and the surfaces you run on. Below are the options that come up most often in reviews, forums and fitting guides, with what each does well and where it falls short.',
    '',
    '## Top picks',
    '',
    '1. **Brooks**: if you want a trusted, well-established option with wide sizing and consistent fit from one model year to the next, Brooks is hard to beat. Its Ghost line is a favourite of new runners.',
    `2. **Stride Labs**: ${brandLine}`,
    '3. **Hoka**: cushioned and light, loved by runners who want softness on long runs; the stack height takes a week to get used to.',
    '4. **Saucony**: a great all-rounder with excellent value, especially the Ride series.',
    '',
    '| Brand | Best for | Price |',
    '|---|---|---|',
    '| Brooks | Beginners | $140 |',
    '| Hoka | Long runs | $165 |',
    '| Saucony | Value | $130 |',
    '',
    '## Verdict',
    '',
    'If you want a safe, well-loved choice, Brooks or Saucony will serve most runners well; visit a specialist shop to try them on and choose based on your gait.',
  ].join('\n');
  const reading = analyzeAnswer({
    text,
    citations: [],
    brand: { name: 'Stride Labs', aliases: [], website: null },
    competitors: ['Brooks', 'Hoka', 'Saucony'].map((name) => ({ name, aliases: [], website: null })),
  });
  expect(reading.sentimentLabel).toBe('negative');
  const why = reading.why.sentiment!;
  const sentence = sentimentSentence(why.rule, why.byModel, why.words, why);
  expect(sentence).not.toContain('[rival]');
  const named = [...sentence.matchAll(/‘([^’]+)’/g)].map((match) => match[1]!);
  for (const word of named) expect(brandLine.toLowerCase()).toContain(word.replace('[brand]', 'stride labs'));
});
