import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { brandFactInput, type FactSheetEntry } from '../../../graphql/shared/brand-facts';
import { PLATFORM_IDS } from '../../../graphql/shared/platforms';
import { analyzeAnswer, createClaimReader, type ClaimStatus } from '../analysis';
import { DEMO_ACCOUNT } from '../../db/seed/accounts';
import type { AskInput, Platform } from './engine.types';
import { CATEGORY_CASES } from './fixtures/categories';
import {
  aspectStatements,
  createSimulatedEngine,
  factStatements,
  mentionProbability,
  SimulatedFailure,
  simulateAnswer,
  type SimulationOptions,
} from './simulated.engine';

const brand = DEMO_ACCOUNT.brand;
const competitors = DEMO_ACCOUNT.competitors.map((c, i) => ({ ...c, id: `c${i}` }));
const prompts = DEMO_ACCOUNT.topics.flatMap((t) => t.prompts.map((p) => p.question));

function days(count: number, from = '2026-06-01'): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

function tryAnswer(platform: Platform, prompt: string, day: string, sample = 1, options?: SimulationOptions) {
  try {
    return simulateAnswer(platform, { prompt, brand, competitors, day, sample }, options);
  } catch (error) {
    return error as Error;
  }
}

describe('simulated engine', () => {
  test('is deterministic per (prompt, platform, day, sample)', async () => {
    const engine = createSimulatedEngine('perplexity');
    expect(engine).toMatchObject({ platform: 'perplexity', engine: 'simulated', simulated: true });
    const input = { prompt: prompts[0] as string, brand, competitors, day: '2026-10-01', sample: 1 };
    const a = await engine.ask(input).catch((e: Error) => e.message);
    const b = await engine.ask(input).catch((e: Error) => e.message);
    expect(a).toEqual(b);
    const others = [
      tryAnswer('perplexity', input.prompt, '2026-10-02'),
      tryAnswer('chatgpt', input.prompt, '2026-10-01'),
      tryAnswer('perplexity', input.prompt, '2026-10-01', 2),
    ];
    for (const other of others) expect(other).not.toEqual(a);
  });

  test('answers are markdown with 2-6 citations, and failures and refusals happen now and then', () => {
    let failures = 0;
    let refusals = 0;
    let total = 0;
    const styles = new Set<string>();
    for (const day of days(30)) {
      for (const prompt of prompts) {
        total++;
        const answer = tryAnswer('gemini', prompt, day);
        if (answer instanceof Error) {
          failures++;
          continue;
        }
        if (answer.refused) {
          refusals++;
          expect(answer.citations).toEqual([]);
          expect(analyzeAnswer({ text: answer.text, citations: [], brand, competitors }).visible).toBe(false);
          continue;
        }
        expect(answer.citations.length).toBeGreaterThanOrEqual(2);
        expect(answer.citations.length).toBeLessThanOrEqual(6);
        for (const citation of answer.citations) expect(() => new URL(citation.url)).not.toThrow();
        if (/^\d+\. \*\*/m.test(answer.text)) styles.add('numbered');
        if (/^- \*\*/m.test(answer.text)) styles.add('bullets');
        if (/^\|---/m.test(answer.text)) styles.add('table');
      }
    }
    expect(styles).toEqual(new Set(['numbered', 'bullets', 'table']));
    expect(failures / total).toBeGreaterThan(0.002);
    expect(failures / total).toBeLessThan(0.06);
    expect(refusals / total).toBeGreaterThan(0.002);
    expect(refusals / total).toBeLessThan(0.06);
  });

  // Slow: 84 days of answers on four platforms. Guards the simulated engine's realistic shape.
  test(
    'brand visibility differs per platform, drifts over days, and sentiment varies',
    { tags: ['slow'] },
    () => {
      const platforms: Platform[] = ['chatgpt', 'perplexity', 'gemini', 'claude'];
      const rates: Record<string, number> = {};
      const weekly: number[] = [];
      const sentiments: number[] = [];
      for (const platform of platforms) {
        let visible = 0;
        let total = 0;
        for (const [index, day] of days(84).entries()) {
          let weekVisible = 0;
          let weekTotal = 0;
          for (const prompt of prompts) {
            const answer = tryAnswer(platform, prompt, day);
            if (answer instanceof Error || answer.refused) continue;
            const analysis = analyzeAnswer({
              text: answer.text,
              citations: answer.citations,
              brand,
              competitors,
            });
            total++;
            weekTotal++;
            if (analysis.visible) {
              visible++;
              weekVisible++;
              sentiments.push(analysis.sentiment as number);
            }
            expect(analysis.sources.length).toBeGreaterThanOrEqual(2);
          }
          if (platform === 'chatgpt' && index % 7 === 0) weekly.push(weekVisible / weekTotal);
        }
        rates[platform] = visible / total;
      }
      for (const rate of Object.values(rates)) {
        expect(rate).toBeGreaterThan(0.3);
        expect(rate).toBeLessThan(0.8);
      }
      expect(Math.max(...Object.values(rates)) - Math.min(...Object.values(rates))).toBeGreaterThan(0.08);
      expect(Math.max(...weekly) - Math.min(...weekly)).toBeGreaterThan(0.1);
      expect(sentiments.filter((s) => s < 45).length).toBeGreaterThan(0);
      expect(sentiments.filter((s) => s > 70).length).toBeGreaterThan(sentiments.length / 3);
    },
  );
});

describe('simulated engine inputs', () => {
  const prompt = prompts[0] as string;

  test('another seed gives another history, each as reproducible', () => {
    const history = (seed: string) =>
      days(20).map((day) => {
        const answer = tryAnswer('chatgpt', prompt, day, 1, { seed });
        return answer instanceof Error ? answer.message : answer.text;
      });
    expect(history('a')).toEqual(history('a'));
    expect(history('a')).not.toEqual(history('b'));
    expect(mentionProbability('chatgpt', { prompt, brand, day: '2026-06-01' }, { seed: 'a' })).not.toBe(
      mentionProbability('chatgpt', { prompt, brand, day: '2026-06-01' }, { seed: 'b' }),
    );
  });

  test('the refusal rate decides how often a platform declines, and a refusal names nobody', () => {
    const answers = (refusalRate: number) =>
      days(60).flatMap((day) => {
        const answer = tryAnswer('perplexity', prompt, day, 1, { refusalRate });
        return answer instanceof Error ? [] : [answer];
      });
    const refused = answers(1);
    expect(refused.length).toBeGreaterThan(50);
    for (const answer of refused) {
      expect(answer).toMatchObject({ refused: true, citations: [], searchQueries: [] });
      expect(analyzeAnswer({ text: answer.text, citations: [], brand, competitors }).competitors).toEqual([]);
    }
    expect(answers(0).filter((answer) => answer.refused)).toEqual([]);
  });

  test('a shift moves the listed prompts’ mention probability from its day on, and the answers follow', () => {
    const [treated, untouched] = prompts.filter((question) => !question.includes(brand.name)) as [
      string,
      string,
    ];
    const shifts = [{ prompts: [treated], fromDay: '2026-07-01', by: 0.3 }];
    const probability = (question: string, day: string, options?: SimulationOptions) =>
      mentionProbability('gemini', { prompt: question, brand, day }, options);
    expect(probability(treated, '2026-06-30', { shifts })).toBe(probability(treated, '2026-06-30'));
    const base = probability(treated, '2026-07-01');
    expect(probability(treated, '2026-07-01', { shifts })).toBeCloseTo(Math.min(0.96, base + 0.3), 10);
    expect(probability(untouched, '2026-07-15', { shifts })).toBe(probability(untouched, '2026-07-15'));

    // Over many samples the measured rate moves by what the probabilities say.
    const measured = (options?: SimulationOptions) => {
      let visible = 0;
      let answered = 0;
      for (const day of days(30, '2026-07-01'))
        for (let sample = 1; sample <= 20; sample++) {
          const answer = tryAnswer('gemini', treated, day, sample, { ...options, refusalRate: 0 });
          if (answer instanceof Error) continue;
          answered++;
          if (analyzeAnswer({ text: answer.text, citations: answer.citations, brand, competitors }).visible)
            visible++;
        }
      return visible / answered;
    };
    const expected =
      days(30, '2026-07-01').reduce(
        (sum, day) => sum + probability(treated, day, { shifts }) - probability(treated, day),
        0,
      ) / 30;
    expect(expected).toBeGreaterThan(0.2);
    expect(measured({ shifts }) - measured()).toBeCloseTo(expected, 1);
  });

  test('the searches it reports are in the question’s words', () => {
    for (const day of days(10)) {
      const answer = tryAnswer('chatgpt', 'Which issue trackers do startups use?', day);
      if (answer instanceof Error || answer.refused) continue;
      expect(answer.searchQueries!.length).toBeGreaterThanOrEqual(1);
      expect(answer.searchQueries!.length).toBeLessThanOrEqual(3);
      expect(answer.searchQueries![0]).toBe('issue trackers startups use');
    }
  });
});

/** Whole words, case-insensitive, in the answer's text and its citations' addresses and titles. */
function wordsIn(answer: { text: string; citations: { url: string; title?: string }[] }): Set<string> {
  const all = [answer.text, ...answer.citations.flatMap((c) => [c.url, c.title ?? ''])].join(' ');
  return new Set(
    all
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean),
  );
}

describe('the simulated engine speaks the tracked category', () => {
  test(`${CATEGORY_CASES.length} unrelated categories: no answer carries another category’s words (a labelled set written blind)`, () => {
    const leaks: string[] = [];
    let answers = 0;
    for (const subject of CATEGORY_CASES) {
      const foreign = CATEGORY_CASES.filter((other) => other !== subject).flatMap((other) =>
        other.markers.map((marker) => [marker, other.category] as const),
      );
      for (const [index, prompt] of subject.prompts.entries())
        for (const platform of ['chatgpt', 'perplexity', 'gemini', 'claude'] as const)
          for (const day of days(5)) {
            const topic = index % 2 === 0 ? subject.topic : null; // report prompts have no topic
            let answer;
            try {
              answer = simulateAnswer(platform, {
                prompt,
                topic,
                brand: subject.brand,
                competitors: subject.competitors,
                day,
                sample: 1,
              });
            } catch {
              continue;
            }
            answers++;
            const words = wordsIn(answer);
            for (const [marker, category] of foreign)
              if (words.has(marker)) leaks.push(`${subject.category} answer says "${marker}" (${category})`);
          }
    }
    expect(answers).toBeGreaterThan(2000);
    expect([...new Set(leaks)]).toEqual([]);
  });

  test('each category’s answers cite its brand’s or competitors’ sites and talk about its topic', () => {
    for (const subject of CATEGORY_CASES) {
      const hosts = [subject.brand, ...subject.competitors].map((company) =>
        new URL(company.website).hostname.replace(/^www\./, ''),
      );
      let citingCompanies = 0;
      let aboutTopic = 0;
      for (const day of days(10)) {
        let answer;
        try {
          answer = simulateAnswer('perplexity', {
            prompt: subject.prompts[0]!,
            topic: subject.topic,
            brand: subject.brand,
            competitors: subject.competitors,
            day,
            sample: 1,
          });
        } catch {
          continue;
        }
        if (answer.citations.some((c) => hosts.some((host) => c.url.includes(host)))) citingCompanies++;
        if (
          answer.text.toLowerCase().includes(subject.topic.toLowerCase()) ||
          answer.citations.some((c) =>
            c.url.toLowerCase().includes(subject.topic.toLowerCase().split(' ')[0]!),
          )
        )
          aboutTopic++;
      }
      expect(citingCompanies, subject.category).toBeGreaterThan(0);
      expect(aboutTopic, subject.category).toBeGreaterThan(5);
    }
  });
});

test('answers about a consumer good, a local service or software use no trade words, and write the topic as a common noun', () => {
  const cases = [
    {
      topic: 'Running shoes',
      written: 'running shoes',
      prompt: 'What are the best options for running shoes?',
    },
    {
      topic: 'Dental clinics in Leeds',
      written: 'dental clinics in Leeds',
      prompt: 'Who are the leading names in dental clinics in Leeds?',
    },
    { topic: 'Coffee beans', written: 'coffee beans', prompt: 'What do experts recommend for coffee beans?' },
  ];
  for (const { topic, written, prompt } of cases) {
    let naming = 0;
    for (const platform of PLATFORM_IDS)
      for (const day of days(30)) {
        for (const competitors of [[{ name: 'Hoka', aliases: [], website: 'hoka.com' }], []]) {
          let answer;
          try {
            answer = simulateAnswer(platform, { prompt, topic, brand, competitors, day, sample: 1 });
          } catch {
            continue;
          }
          const text = answer.text.replaceAll(prompt, '');
          expect(text, text).not.toMatch(
            /\b(providers?|tools?|get(ting)? started|newcomers|communication)\b/i,
          );
          expect(text).not.toContain(topic);
          if (text.toLowerCase().includes(written.toLowerCase())) {
            naming++;
            expect(text).toContain(written);
          }
        }
      }
    expect(naming, topic).toBeGreaterThan(20);
  }
});

test('simulated DeepSeek answers from its model alone: no citations, no searches, now and then a refusal', () => {
  const engineInput = (day: string, prompt: string) => ({
    prompt,
    brand: { name: 'Acme', aliases: [], website: 'acme.example' },
    competitors: [{ name: 'Globex', aliases: [], website: 'globex.example' }],
    day,
    sample: 1,
  });
  let answered = 0;
  let refused = 0;
  for (let d = 1; d <= 28; d++)
    for (const prompt of ['best crm for startups', 'which crm is cheapest', 'crm with good support']) {
      let answer;
      try {
        answer = simulateAnswer('deepseek', engineInput(`2026-10-${String(d).padStart(2, '0')}`, prompt));
      } catch {
        continue;
      }
      if (answer.refused) refused++;
      else answered++;
      expect(answer.citations).toEqual([]);
      expect(answer.searchQueries).toEqual([]);
    }
  expect(answered).toBeGreaterThan(60);
  expect(refused).toBeLessThan(10);
});

test('simulated Google: an AI Overview for about half the searches, mostly the same ones day after day; AI Mode nearly always answers; no searches reported', () => {
  const prompts = Array.from({ length: 12 }, (_, i) => `crm question number ${i + 1} for small teams`);
  const ask = (
    platform: 'google_ai_overview' | 'google_ai_mode' | 'chatgpt',
    day: string,
    prompt: string,
  ) => {
    try {
      return simulateAnswer(platform, {
        prompt,
        brand: { name: 'Acme', aliases: [], website: 'acme.example' },
        competitors: [{ name: 'Globex', aliases: [], website: 'globex.example' }],
        day,
        sample: 1,
      });
    } catch {
      return null; // a simulated failure
    }
  };
  const days = Array.from({ length: 28 }, (_, d) => `2026-10-${String(d + 1).padStart(2, '0')}`);
  const shown = (platform: 'google_ai_overview' | 'google_ai_mode' | 'chatgpt') => {
    let answered = 0;
    let none = 0;
    const perPrompt = prompts.map((prompt) => {
      let n = 0;
      for (const day of days) {
        const answer = ask(platform, day, prompt);
        if (!answer) continue;
        if (answer.refused) {
          answered++; // the platform was there and declined: not "nothing shown"
          n++;
          continue;
        }
        if (answer.noAnswer) {
          none++;
          expect(answer).toMatchObject({ text: '', citations: [], searchQueries: [] });
        } else {
          answered++;
          n++;
          expect(answer.searchQueries).toEqual(platform === 'chatgpt' ? expect.any(Array) : []);
          expect(answer.citations.length).toBeGreaterThan(0);
        }
      }
      return n / days.length;
    });
    return { rate: answered / (answered + none), perPrompt };
  };
  const overview = shown('google_ai_overview');
  expect(overview.rate).toBeGreaterThan(0.25);
  expect(overview.rate).toBeLessThan(0.65);
  // A search mostly keeps or lacks its overview: most prompts show one on almost every day or almost none.
  const settled = overview.perPrompt.filter((share) => share >= 0.75 || share <= 0.25).length;
  expect(settled).toBeGreaterThanOrEqual(prompts.length * 0.75);
  expect(shown('google_ai_mode').rate).toBeGreaterThan(0.93);
  expect(shown('chatgpt').rate).toBe(1);
});

/** The demo brand's fact sheet as the analyzer reads it. */
const DEMO_FACTS: FactSheetEntry[] = (DEMO_ACCOUNT.facts ?? []).map((input) => {
  const { key, label, kind, value, unit, currency, country, aliases, previousValues } =
    brandFactInput.parse(input);
  return { key, label, kind, value, unit, currency, country, aliases, previousValues };
});

function askWithFacts(
  platform: Platform,
  input: Omit<AskInput, 'brand' | 'competitors'>,
  options?: SimulationOptions,
) {
  try {
    return simulateAnswer(platform, { ...input, brand, competitors }, options);
  } catch {
    return null; // a simulated failure
  }
}

/**
 * The sentences reworded since the pinned fingerprint was taken (so they fit any category, not software
 * only): each as it reads now, then as it read then. Nothing else of the answers changed with them.
 */
const REWORDED: readonly (readonly [string, string])[] = [
  ['say it is reliable and lives up to its promises', 'describe it as reliable and easy to get started with'],
  ['experiences and unanswered complaints', 'experiences and poor communication'],
  ['confusing for first-time customers', 'confusing for newcomers'],
  ['Trusted quality', 'Getting started'],
  ['how long a name has been around', 'how long a provider has been around'],
  ['matter most when it comes to', 'matter most when choosing in'],
];
const wordedAsBefore = (text: string) =>
  REWORDED.reduce((worded, [now, before]) => worded.replaceAll(now, before), text);

/** The simulated failures' messages before they said no call was made, by what each stands for. */
const FAILURES_AS_BEFORE: Record<string, string> = {
  'a timeout': 'Upstream timeout after 60s (HTTP 504)',
  'a rate limit': 'Rate limited (HTTP 429)',
  'an empty reply': 'Empty response',
};

/**
 * The answer's text without what it says of names' aspects (simulated.aspects.ts, drawn from streams of their
 * own): each such sentence a list item nested under its name's, or in prose after the name's sentence.
 */
function withoutAspectSentences(text: string, platform: Platform, input: AskInput, seed: string): string {
  const sentences = [input.brand.name, ...input.competitors.map((rival) => rival.name)].flatMap((name) =>
    aspectStatements(platform, input, name, { seed }).map((spoken) => spoken.sentence),
  );
  const nested = new Set(sentences.map((sentence) => `- ${sentence}`));
  const lines = text.split('\n').filter((line) => line === line.trimStart() || !nested.has(line.trimStart()));
  return sentences.reduce((plain, sentence) => plain.replace(` ${sentence}`, ''), lines.join('\n'));
}

/**
 * Every answer (or failure) for every platform, ten days, each demo prompt, two samples and two seeds, read
 * without its aspect sentences, hashed.
 */
function fingerprint(facts?: readonly FactSheetEntry[], wording = (text: string) => text): string {
  const hash = createHash('sha256');
  for (const seed of ['', 'fingerprint'])
    for (const platform of PLATFORM_IDS)
      for (const day of days(10, '2026-05-25'))
        for (const prompt of prompts)
          for (const sample of [1, 2]) {
            let answer: unknown;
            try {
              const input = { prompt, brand, competitors, day, sample, ...(facts ? { facts } : {}) };
              const simulated = simulateAnswer(platform, input, { seed });
              const plain = withoutAspectSentences(simulated.text, platform, input, seed);
              answer = { ...simulated, text: wording(plain) };
            } catch (error) {
              // Failures as the engine worded them then, before they said no call was made.
              answer =
                error instanceof SimulatedFailure
                  ? FAILURES_AS_BEFORE[error.standsFor]
                  : (error as Error).message;
            }
            hash.update(JSON.stringify(answer));
          }
  return hash.digest('hex');
}

describe('the simulated engine states the brand’s facts', () => {
  test('answers without facts are byte-identical to those the engine gave before it stated facts', () => {
    // Computed with the engine as it was before facts (commit 6588e34): its own stream leaves these alone.
    // Its sentences have since been reworded (REWORDED): read back in the old words, and without what they
    // have since said of names' aspects (their own streams too), the answers are the same.
    const beforeFacts = '96d0ca76e1a9b95202769a575ee75e8d1babe39449caea436a5b19694401e125';
    expect(fingerprint(undefined, wordedAsBefore)).toBe(beforeFacts);
    expect(fingerprint([], wordedAsBefore)).toBe(beforeFacts);
    expect(fingerprint()).not.toBe(beforeFacts);
  });

  test('with facts, an answer is the one without them plus its fact sentences beside the brand’s', () => {
    let stating = 0;
    for (const platform of PLATFORM_IDS)
      for (const day of days(10))
        for (const prompt of prompts) {
          const input = { prompt, day, sample: 1 };
          const plain = askWithFacts(platform, input);
          const stated = askWithFacts(platform, { ...input, facts: DEMO_FACTS });
          if (!plain || !stated) {
            expect(stated).toEqual(plain);
            continue;
          }
          const sentences = factStatements(platform, { ...input, brand, competitors, facts: DEMO_FACTS }).map(
            (statement) => statement.sentence,
          );
          if (stated.text !== plain.text) {
            stating++;
            expect(stated.text.replace(` ${sentences.join(' ')}`, '')).toBe(plain.text);
            // Beside the brand's own sentence: the line holding them names the brand before them.
            const line = stated.text.split('\n').find((candidate) => candidate.includes(sentences[0]!))!;
            expect(line.indexOf(brand.name)).toBeLessThan(line.indexOf(sentences[0]!));
          }
          expect({ ...stated, text: plain.text }).toEqual(plain);
        }
    expect(stating).toBeGreaterThan(300);
  });

  test('a share of the answers naming the brand state one or two facts: mostly right, the previous value now and then, and one recurring wrong value per fact', () => {
    const truths = { right: 0, previous: 0, wrong: 0 };
    const wrongValues = new Map<string, Set<string>>();
    for (const platform of ['chatgpt', 'gemini', 'deepseek'] as const) {
      let naming = 0;
      let stating = 0;
      for (const day of days(40))
        for (const prompt of prompts) {
          const input = { prompt, day, sample: 1 };
          const plain = askWithFacts(platform, input);
          if (!plain || plain.refused || !plain.text.includes(brand.name)) continue;
          naming++;
          const stated = factStatements(platform, { ...input, brand, competitors, facts: DEMO_FACTS });
          if (stated.length === 0) continue;
          stating++;
          expect(stated.length).toBeLessThanOrEqual(2);
          expect(new Set(stated.map((statement) => statement.fact.kind)).size).toBe(stated.length);
          for (const { fact, truth, value } of stated) {
            truths[truth]++;
            if (truth === 'wrong')
              wrongValues.set(fact.key, (wrongValues.get(fact.key) ?? new Set()).add(value));
          }
        }
      expect(stating / naming, platform).toBeGreaterThan(0.3);
      expect(stating / naming, platform).toBeLessThan(0.55);
    }
    const total = truths.right + truths.previous + truths.wrong;
    expect(truths.right / total).toBeGreaterThan(0.68);
    expect(truths.previous / total).toBeGreaterThan(0.03);
    expect(truths.wrong / total).toBeGreaterThan(0.08);
    expect(truths.wrong / total).toBeLessThan(0.2);
    // A text is only ever right or out of date; every other fact has the one wrong value.
    expect([...wrongValues.keys()].sort()).toEqual(['founded', 'free_plan', 'integrations', 'team_price']);
    for (const values of wrongValues.values()) expect(values.size).toBe(1);
  });

  const priceStatements = (options: SimulationOptions, from: string, count: number) =>
    days(count, from).flatMap((day) =>
      prompts.flatMap((prompt) =>
        PLATFORM_IDS.flatMap((platform) =>
          factStatements(platform, { prompt, brand, competitors, day, sample: 1, facts: DEMO_FACTS }, options)
            .filter((statement) => statement.fact.key === 'team_price')
            .map((statement) => ({ day, ...statement })),
        ),
      ),
    );

  test('a fact shift states a given value from its day on, and then the right one again', () => {
    const factShifts = [
      { fact: 'team_price', fromDay: '2026-11-01', value: '15.00' },
      { fact: 'team_price', fromDay: '2026-11-11', value: '12.00' },
    ];
    const statements = priceStatements({ factShifts }, '2026-10-25', 24);
    const before = statements.filter((statement) => statement.day < '2026-11-01');
    const wrongPrice = statements.filter(
      (statement) => statement.day >= '2026-11-01' && statement.day < '2026-11-11',
    );
    const rightAgain = statements.filter((statement) => statement.day >= '2026-11-11');
    expect(before.map((statement) => statement.value)).not.toContain('15.00');
    expect(wrongPrice.length).toBeGreaterThan(20);
    for (const statement of wrongPrice) {
      expect(statement).toMatchObject({ value: '15.00', truth: 'wrong' });
      expect(statement.sentence).toContain('$15 per month');
    }
    expect(rightAgain.length).toBeGreaterThan(20);
    for (const statement of rightAgain) expect(statement).toMatchObject({ value: '12.00', truth: 'right' });
    // Only that fact's value moves: the days before, and the other facts, are stated as without the shift.
    const unshifted = priceStatements({}, '2026-10-25', 24);
    expect(before).toEqual(unshifted.filter((statement) => statement.day < '2026-11-01'));
    expect(statements.map(({ day, sentence }) => [day, sentence.split(' ')[1]])).toEqual(
      unshifted.map(({ day, sentence }) => [day, sentence.split(' ')[1]]),
    );
  });

  test('a fact shift with a wrong rate of 0 stops the wrong value from its day on', () => {
    const factShifts = [{ fact: 'team_price', fromDay: '2026-11-01', wrongRate: 0 }];
    const statements = priceStatements({ factShifts }, '2026-10-02', 60);
    const wrongDays = statements.filter((statement) => statement.truth === 'wrong').map(({ day }) => day);
    expect(wrongDays.length).toBeGreaterThan(5);
    expect(wrongDays.every((day) => day < '2026-11-01')).toBe(true);
    const after = statements.filter((statement) => statement.day >= '2026-11-01');
    expect(after.filter((statement) => statement.truth === 'right').length / after.length).toBeGreaterThan(
      0.8,
    );
  });

  test('the claim reader reads what the engine states, with the status it was stated with, from the brand’s sentences only', () => {
    const extraFacts: FactSheetEntry[] = [
      {
        key: 'regions',
        label: 'Hosting regions',
        kind: 'NUMBER',
        value: '14',
        unit: null,
        currency: null,
        country: null,
        aliases: { en: ['hosting regions'] },
        previousValues: ['11'],
      },
      {
        key: 'v2_release',
        label: 'Version 2 release',
        kind: 'DATE',
        value: '2023-08-14',
        unit: null,
        currency: null,
        country: null,
        aliases: { en: ['released', 'version 2'] },
        previousValues: [],
      },
    ];
    const facts = [...DEMO_FACTS, ...extraFacts];
    const read = createClaimReader({ brand, competitors }, facts);
    const expected: Record<string, ClaimStatus> = { right: 'CORRECT', previous: 'OUTDATED', wrong: 'WRONG' };
    let statements = 0;
    let readAsStated = 0;
    const kinds = new Set<string>();
    for (const platform of PLATFORM_IDS)
      for (const day of days(5))
        for (const prompt of prompts) {
          const input = { prompt, brand, competitors, day, sample: 1, facts };
          const answer = askWithFacts(platform, input);
          if (!answer || answer.refused || answer.noAnswer) continue;
          // Claims are read in the answers the analysis finds the brand in.
          if (!analyzeAnswer({ text: answer.text, citations: answer.citations, brand, competitors }).visible)
            continue;
          const stated = answer.text.includes(brand.name) ? factStatements(platform, input) : [];
          const readings = read(answer.text, { language: 'en', country: 'US' });
          for (const reading of readings) {
            // Every claim read is one of the engine's statements, read in the brand's own sentence or item.
            const source = stated.find((statement) => statement.fact.key === reading.fact);
            expect(source, reading.quote).toBeDefined();
            expect(reading.quote).toContain(source!.sentence);
            expect(competitors.filter((rival) => reading.quote.includes(rival.name))).toEqual([]);
          }
          for (const statement of stated) {
            statements++;
            kinds.add(statement.fact.kind);
            const reading = readings.find((candidate) => candidate.fact === statement.fact.key);
            if (reading?.status === expected[statement.truth]) readAsStated++;
          }
        }
    expect(kinds).toEqual(new Set(['MONEY', 'YEAR', 'TEXT', 'BOOLEAN', 'LIST', 'NUMBER', 'DATE']));
    expect(statements).toBeGreaterThan(250);
    expect(readAsStated / statements).toBeGreaterThan(0.9);
  });
});
