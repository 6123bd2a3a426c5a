import { describe, expect, test } from 'vitest';
import { DEMO_ACCOUNT } from '../../db/seed/accounts';
import { addDays } from '../../lib/dates';
import { createAnalyzer } from '../../core/analysis';
import {
  type Platform,
  mentionProbability,
  simulateAnswer,
  type SimulationOptions,
} from '../../core/engines';
import { estimateChangeImpact, sideDays, type PromptDay } from './change-impact';

/*
 * The proof the estimator works: answers come from the simulated engine (its pure core, in memory), with
 * its shift hook raising the treated prompts' mention probability by a known amount from the change's day
 * on; the brand is found in them by the analyzer's own matcher. The true effect is the mean rise of the
 * engine's own probabilities over the treated prompts' after days. The interval must cover it in at least
 * 90 % of 50 seeded runs, and cover 0 in at least 90 % of 50 runs without a shift.
 */

const brand = DEMO_ACCOUNT.brand;
const competitors = DEMO_ACCOUNT.competitors.map((c, i) => ({ ...c, id: `c${i}` }));
const analyzer = createAnalyzer(brand, competitors);
const questions = DEMO_ACCOUNT.topics
  .flatMap((t) => t.prompts.map((p) => p.question))
  .filter((question) => !question.toLowerCase().includes(brand.name.toLowerCase()));
const PLATFORMS: Platform[] = ['chatgpt', 'perplexity', 'gemini', 'claude'];
const SIDE = 21;
const TREATED = 8;
const SHIFT = 0.25;
const RUNS = 50;

interface Run {
  figures: PromptDay[];
  truth: number;
  changeDay: string;
  treated: Set<string>;
  firstDay: string;
  lastDay: string;
}

/** One seeded history: SIDE days each side of the change's day, one platform, one answer a prompt a day. */
function simulateRun(run: number, by: number): Run {
  const seed = `run-${run}`;
  const platform = PLATFORMS[run % PLATFORMS.length] as Platform;
  const changeDay = addDays('2026-05-01', run * 3);
  const treatedQuestions = questions.slice(0, TREATED);
  const shifts = by === 0 ? [] : [{ prompts: treatedQuestions, fromDay: changeDay, by }];
  const options: SimulationOptions = { seed, refusalRate: 0, shifts };
  const figures: PromptDay[] = [];
  let truth = 0;
  let truthCells = 0;
  for (let offset = -SIDE; offset <= SIDE; offset++) {
    const day = addDays(changeDay, offset);
    for (const prompt of questions) {
      let visible: boolean;
      try {
        const answer = simulateAnswer(platform, { prompt, brand, competitors, day, sample: 1 }, options);
        visible = analyzer.mentions(answer.text).some((mention) => mention.isBrand);
      } catch {
        continue; // a failed capture: not an answer
      }
      figures.push({ promptId: prompt, day, answers: 1, impressions: visible ? 1 : 0 });
      if (offset > 0 && treatedQuestions.includes(prompt)) {
        const input = { prompt, brand, day };
        truth += mentionProbability(platform, input, options) - mentionProbability(platform, input, { seed });
        truthCells++;
      }
    }
  }
  return {
    figures,
    truth: (100 * truth) / truthCells,
    changeDay,
    treated: new Set(treatedQuestions),
    firstDay: addDays(changeDay, -SIDE),
    lastDay: addDays(changeDay, SIDE),
  };
}

function estimate(run: Run, seed: string) {
  return estimateChangeImpact({
    day: run.changeDay,
    treated: run.treated,
    active: questions,
    figures: run.figures,
    firstDay: run.firstDay,
    lastDay: run.lastDay,
    seed,
  });
}

describe('changeImpact: difference in differences with a cluster bootstrap over prompts', () => {
  test('there are enough generic questions for the runs', () => {
    expect(questions.length).toBeGreaterThanOrEqual(TREATED + 10);
  });

  // Slow: a bootstrap over each of 50 simulated histories. Guards the interval's coverage of a true effect.
  test(
    `a known shift of ${SHIFT * 100} points: the 95 % interval covers the engine's true effect in ≥ 90 % of ${RUNS} runs`,
    { tags: ['slow'] },
    () => {
      let covered = 0;
      let excludesZero = 0;
      const truths: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const simulated = simulateRun(run, SHIFT);
        const result = estimate(simulated, `shift-${run}`);
        expect(result).toMatchObject({
          status: 'READY',
          treatedPrompts: TREATED,
          controlPrompts: questions.length - TREATED,
          daysBefore: SIDE,
          daysAfter: SIDE,
        });
        truths.push(simulated.truth);
        if (result.ciLow! <= simulated.truth && simulated.truth <= result.ciHigh!) covered++;
        if (result.ciLow! > 0) excludesZero++;
      }
      console.info(
        `shift: interval covered the true effect in ${covered}/${RUNS} runs, excluded 0 in ${excludesZero}`,
      );
      // The truth is what the engine's probabilities say: near the shift, less where a probability hit its cap.
      expect(Math.min(...truths)).toBeGreaterThan(SHIFT * 100 * 0.5);
      expect(Math.max(...truths)).toBeLessThanOrEqual(SHIFT * 100 + 1e-9);
      expect(covered / RUNS).toBeGreaterThanOrEqual(0.9);
      // An interval that always covers (a very wide one) would pass the line above: it must also see the rise.
      expect(excludesZero / RUNS).toBeGreaterThanOrEqual(0.8);
    },
  );

  // Slow: a bootstrap over each of 50 simulated histories. Guards the interval's coverage of no effect.
  test(`no shift: the 95 % interval covers 0 in ≥ 90 % of ${RUNS} runs`, { tags: ['slow'] }, () => {
    let covered = 0;
    const widths: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = estimate(simulateRun(run, 0), `none-${run}`);
      expect(result.status).toBe('READY');
      if (result.ciLow! <= 0 && 0 <= result.ciHigh!) covered++;
      widths.push(result.ciHigh! - result.ciLow!);
    }
    const meanWidth = widths.reduce((sum, width) => sum + width, 0) / widths.length;
    console.info(
      `no shift: interval covered 0 in ${covered}/${RUNS} runs, mean width ${meanWidth.toFixed(1)} points`,
    );
    expect(covered / RUNS).toBeGreaterThanOrEqual(0.9);
    expect(meanWidth).toBeLessThan(40);
  });

  test('the same seed gives the same interval; the change day is left out; both sides get the same days', () => {
    const run = simulateRun(0, SHIFT);
    expect(estimate(run, 'a')).toEqual(estimate(run, 'a'));
    // Figures on the change's day do not move the estimate.
    const onTheDay = run.figures.map((row) =>
      row.day === run.changeDay ? { ...row, impressions: row.answers } : row,
    );
    const { series: daySeries, ...withDay } = estimate({ ...run, figures: onTheDay }, 'a');
    const { series, ...without } = estimate(run, 'a');
    expect(withDay).toEqual(without);
    // The lines still show the day itself, both groups at 100 % there.
    expect(series).toHaveLength(2 * SIDE + 1);
    expect(daySeries.find((point) => point.day === run.changeDay)).toEqual({
      day: run.changeDay,
      treated: 100,
      control: 100,
    });
    expect(sideDays('2026-06-10', '2026-05-01', '2026-06-20')).toBe(10);
    expect(sideDays('2026-06-10', '2026-06-01', '2026-08-20')).toBe(9);
    expect(sideDays('2026-06-10', '2026-01-01', '2026-12-31')).toBe(28);
  });

  test('NOT_ENOUGH_DATA below 7 days on a side or 5 treated prompts', () => {
    const run = simulateRun(1, SHIFT);
    const shortAfter = estimate({ ...run, lastDay: addDays(run.changeDay, 6) }, 'a');
    expect(shortAfter).toMatchObject({ status: 'NOT_ENOUGH_DATA', daysAfter: 6, effect: null, ciLow: null });
    expect(estimate({ ...run, lastDay: addDays(run.changeDay, 7) }, 'a').status).toBe('READY');
    const fewTreated = estimate({ ...run, treated: new Set(questions.slice(0, 4)) }, 'a');
    expect(fewTreated).toMatchObject({ status: 'NOT_ENOUGH_DATA', treatedPrompts: 4 });
    expect(fewTreated.reason).toMatch(/at least 5 of the change's prompts/);
    expect(estimate({ ...run, treated: new Set(questions.slice(0, 5)) }, 'a').status).toBe('READY');
  });
});
