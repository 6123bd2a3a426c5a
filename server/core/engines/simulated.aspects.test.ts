import { describe, expect, test } from 'vitest';
import { ASPECTS, type Aspect } from '../../../graphql/shared/aspects';
import { PLATFORM_IDS } from '../../../graphql/shared/platforms';
import { createAnalyzer } from '../analysis';
import { DEMO_ACCOUNT } from '../../db/seed/accounts';
import type { AskInput, Platform } from './engine.types';
import { CATEGORY_CASES } from './fixtures/categories';
import { aspectLean } from './simulated.aspects';
import { aspectStatements, simulateAnswer, type SimulationOptions } from './simulated.engine';
import type { Tone } from './simulated.phrases';

const brand = DEMO_ACCOUNT.brand;
const competitors = DEMO_ACCOUNT.competitors.map((rival, i) => ({ ...rival, id: `c${i}` }));
const names = [brand.name, ...competitors.map((rival) => rival.name)];
const demoPrompts = DEMO_ACCOUNT.topics.flatMap((topic) =>
  topic.prompts.map((prompt) => ({ prompt: prompt.question, topic: topic.name })),
);

function days(count: number, from: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

function ask(platform: Platform, input: AskInput, options?: SimulationOptions) {
  try {
    return simulateAnswer(platform, input, options);
  } catch {
    return null; // a simulated failure
  }
}

/** The demo's answers: each platform, prompt and day from `from` on. */
function* demoInputs(platforms: readonly Platform[], count: number, from: string) {
  for (const platform of platforms)
    for (const day of days(count, from))
      for (const { prompt, topic } of demoPrompts)
        yield { platform, input: { prompt, topic, brand, competitors, day, sample: 1 } as AskInput };
}

/** What the answer says of each name's aspects, where the answer holds it. */
const spokenIn = (text: string, platform: Platform, input: AskInput, options?: SimulationOptions) =>
  [input.brand.name, ...input.competitors.map((rival) => rival.name)].flatMap((name) =>
    aspectStatements(platform, input, name, options).filter((spoken) => text.includes(spoken.sentence)),
  );

describe('the simulated engine speaks of names’ aspects', () => {
  test('the same input gives the same text and the same aspect sentences; another sample, others', () => {
    let speaking = 0;
    let unlikeNextSample = 0;
    for (const { platform, input } of demoInputs(['chatgpt', 'gemini'], 5, '2026-09-01')) {
      const answer = ask(platform, input);
      expect(ask(platform, input)).toEqual(answer);
      if (!answer) continue;
      const spoken = spokenIn(answer.text, platform, input);
      expect(spokenIn(answer.text, platform, input)).toEqual(spoken);
      if (spoken.length === 0) continue;
      speaking++;
      const next = { ...input, sample: 2 };
      const other = ask(platform, next);
      if (other && JSON.stringify(spokenIn(other.text, platform, next)) !== JSON.stringify(spoken))
        unlikeNextSample++;
    }
    expect(speaking).toBeGreaterThan(100);
    expect(unlikeNextSample / speaking).toBeGreaterThan(0.9);
  });

  test('an answer is the one without aspects plus its aspect sentences beside their names’, and an answer without any is byte-identical', () => {
    let plainAnswers = 0;
    let speaking = 0;
    for (const { platform, input } of demoInputs(PLATFORM_IDS, 16, '2026-08-10')) {
      const without = ask(platform, input, { aspectRate: 0 });
      const withAspects = ask(platform, input);
      if (!without || !withAspects) {
        expect(withAspects).toEqual(without);
        continue;
      }
      const spoken = spokenIn(withAspects.text, platform, input);
      expect({ ...withAspects, text: without.text }).toEqual(without);
      if (spoken.length === 0) {
        plainAnswers++;
        expect(withAspects.text).toBe(without.text);
        continue;
      }
      speaking++;
      const lines = withAspects.text.split('\n');
      let restored = withAspects.text;
      for (const { name, sentence } of spoken) {
        const at = lines.findIndex((line) => line.includes(sentence));
        const line = lines[at]!;
        if (line.trimStart() === `- ${sentence}`) {
          // A list item nested under the name's own item, after any others nested there.
          const parent = lines.slice(0, at).findLast((above) => !/^\s+- /.test(above))!;
          expect(parent).toContain(name);
          expect(line.length - line.trimStart().length).toBeGreaterThan(0);
          restored = restored.replace(`\n${line}`, '');
        } else {
          // In prose, after the name's sentence.
          expect(line.slice(0, line.indexOf(sentence))).toContain(name);
          restored = restored.replace(` ${sentence}`, '');
        }
      }
      expect(restored).toBe(without.text);
    }
    expect(plainAnswers).toBeGreaterThan(1000);
    expect(speaking).toBeGreaterThan(1000);
  });

  test('the analyzer reads each aspect sentence as a statement about its name, with its aspect and tone', () => {
    const cases = [
      { brand, competitors, prompts: demoPrompts },
      ...CATEGORY_CASES.slice(0, 8).map((subject) => ({
        brand: subject.brand,
        competitors: subject.competitors,
        prompts: subject.prompts.map((prompt) => ({ prompt, topic: subject.topic })),
      })),
    ];
    let sentences = 0;
    let readAsSaid = 0;
    const misread: string[] = [];
    const readAspects = new Set<string>();
    for (const subject of cases) {
      const analyzer = createAnalyzer(subject.brand, subject.competitors);
      for (const platform of ['chatgpt', 'perplexity', 'claude'] as const)
        for (const day of days(3, '2026-09-10'))
          for (const { prompt, topic } of subject.prompts) {
            const input = {
              prompt,
              topic,
              brand: subject.brand,
              competitors: subject.competitors,
              day,
              sample: 1,
            };
            const answer = ask(platform, input);
            if (!answer || answer.refused || answer.noAnswer) continue;
            const statements = analyzer.statements(answer.text);
            for (const spoken of spokenIn(answer.text, platform, input)) {
              sentences++;
              const start = answer.text.indexOf(spoken.sentence);
              const statement = statements.find(
                (candidate) =>
                  candidate.start <= start &&
                  candidate.end >= start + spoken.sentence.length &&
                  (candidate.competitor?.name ?? subject.brand.name) === spoken.name,
              );
              if (statement?.aspects.includes(spoken.aspect) && statement.polarity === spoken.tone) {
                readAsSaid++;
                readAspects.add(`${spoken.aspect} ${spoken.tone}`);
              } else
                misread.push(
                  `${spoken.sentence} (${spoken.aspect}, ${spoken.tone}): ${statement ? `${statement.aspects.join(', ')}, ${statement.polarity}` : 'no statement about the name'}`,
                );
            }
          }
    }
    expect(sentences).toBeGreaterThan(400);
    expect(readAsSaid / sentences, misread.join('\n')).toBeGreaterThan(0.95);
    // Every aspect, in every tone, is read as said somewhere.
    expect(readAspects.size).toBe(ASPECTS.length * 3);
  });

  test('each name’s tone per aspect holds across days, differs between names and seeds, and the sentences follow it', () => {
    /** Per name and aspect, the sentences' net tone (positive minus negative, over all) in a month of answers. */
    const netTones = (from: string, options?: SimulationOptions) => {
      const tally = new Map<string, Record<Tone, number>>();
      for (const { platform, input } of demoInputs(PLATFORM_IDS, 30, from))
        for (const name of names)
          for (const { aspect, tone } of aspectStatements(platform, input, name, options)) {
            const key = `${name} ${aspect}`;
            const counts = tally.get(key) ?? { positive: 0, neutral: 0, negative: 0 };
            counts[tone]++;
            tally.set(key, counts);
          }
      return new Map(
        [...tally].map(([key, { positive, neutral, negative }]) => [
          key,
          {
            net: (positive - negative) / (positive + neutral + negative),
            count: positive + neutral + negative,
          },
        ]),
      );
    };
    const june = netTones('2026-06-01');
    const october = netTones('2026-10-01');
    let decided = 0;
    for (const name of names)
      for (const aspect of ASPECTS) {
        const lean = aspectLean('', name, aspect);
        const [before, after] = [june.get(`${name} ${aspect}`)!, october.get(`${name} ${aspect}`)!];
        expect(before.count).toBeGreaterThan(20);
        expect(after.count).toBeGreaterThan(20);
        // A clear lean shows in both months, on its side.
        if (Math.abs(lean) > 0.5) {
          decided++;
          expect(Math.sign(before.net), `${name} ${aspect}`).toBe(Math.sign(lean));
          expect(Math.sign(after.net), `${name} ${aspect}`).toBe(Math.sign(lean));
        }
        expect(Math.abs(before.net - after.net), `${name} ${aspect}`).toBeLessThan(0.25);
      }
    expect(decided).toBeGreaterThan(names.length * 3);
    // Names have profiles of their own, and another seed gives others.
    const profile = (name: string, seed = '') =>
      ASPECTS.map((aspect) => Math.sign(aspectLean(seed, name, aspect)));
    expect(new Set(names.map((name) => profile(name).join())).size).toBe(names.length);
    expect(profile(brand.name, 'another')).not.toEqual(profile(brand.name));
    const otherSeed = netTones('2026-06-01', { seed: 'another' });
    const sides = (tones: typeof june) =>
      names.flatMap((name) => ASPECTS.map((aspect) => Math.sign(tones.get(`${name} ${aspect}`)!.net)));
    expect(sides(otherSeed)).not.toEqual(sides(june));
  });

  test('a month of the demo’s answers speaks of all ten aspects of the brand and of its competitors, each in more than one tone', () => {
    const analyzer = createAnalyzer(brand, competitors);
    const tones = new Map<string, Set<string>>();
    for (const { platform, input } of demoInputs(['chatgpt', 'perplexity', 'gemini'], 30, '2026-10-01')) {
      const answer = ask(platform, input);
      if (!answer || answer.refused || answer.noAnswer) continue;
      for (const statement of analyzer.statements(answer.text))
        for (const aspect of statement.aspects) {
          const key = `${statement.competitor ? 'competitors' : 'brand'} ${aspect}`;
          tones.set(key, (tones.get(key) ?? new Set()).add(statement.polarity));
        }
    }
    for (const about of ['brand', 'competitors'])
      for (const aspect of ASPECTS satisfies readonly Aspect[])
        expect(tones.get(`${about} ${aspect}`)?.size ?? 0, `${about} ${aspect}`).toBeGreaterThanOrEqual(2);
  });
});
