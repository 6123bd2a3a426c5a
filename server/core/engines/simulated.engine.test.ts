import { describe, expect, test } from 'vitest';
import { analyzeAnswer } from '../analysis';
import { DEMO_ACCOUNT } from '../../db/seed/accounts';
import type { Platform } from './engine.types';
import { CATEGORY_CASES } from './fixtures/categories';
import {
  createSimulatedEngine,
  mentionProbability,
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
