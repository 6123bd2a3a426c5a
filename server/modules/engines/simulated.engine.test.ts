import { describe, expect, test } from 'vitest';
import { analyzeAnswer } from '../analysis/analysis';
import { DEMO_ACCOUNT } from '../../db/seed/accounts';
import type { Platform } from './engine.types';
import { createSimulatedEngine, simulateAnswer } from './simulated.engine';

const brand = DEMO_ACCOUNT.brand;
const competitors = DEMO_ACCOUNT.competitors.map((c, i) => ({ ...c, id: `c${i}` }));
const prompts = DEMO_ACCOUNT.topics.flatMap((t) => t.prompts.map((p) => p.question));

function days(count: number, from = '2026-06-01'): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

function tryAnswer(platform: Platform, prompt: string, day: string, sample = 1) {
  try {
    return simulateAnswer(platform, { prompt, brand, competitors, day, sample });
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

  test('answers are markdown with 2-6 citations, and failures happen now and then', () => {
    let failures = 0;
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
  });

  test('brand visibility differs per platform, drifts over days, and sentiment varies', () => {
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
          if (answer instanceof Error) continue;
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
  });
});
