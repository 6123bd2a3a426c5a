/**
 * The Done-when for the alerts' tests (issue 62), as seeded simulations over the rules' own pure
 * functions (50 runs each): 20 prompts, 3 samples a day each, one platform, 7-day windows.
 *
 * A run is 28 days of history then a 7-day window of checks; a check is one day's evaluation, as the
 * evaluate-alerts job does it after the day's run: the day's visibility against the 7 days before (the test
 * widened by the extra variation measured over the 28 days before, noise.ts), and the competitor's lead over
 * the 7 days to the day (the overtake's test), firing when it holds and did not the day before.
 */
import { expect, test } from 'vitest';
import { VISIBILITY_BASELINE_DAYS } from '../../../graphql/shared/alert-rules';
import { seededRandom, type Random } from '../../core/engines';
import { NOISE_WINDOW_DAYS, noiseBand, type DayCount } from '../sampling';
import { isAhead, isAheadBeyondNoise, surfaceGap, visibilityDrop } from './alerts.rules';

const RUNS = 50;
const PROMPTS = 20;
const SAMPLES = 3;
const HISTORY_DAYS = NOISE_WINDOW_DAYS;
const WINDOW_DAYS = 7;
/** The visibility rule's default smallest drop, and the overtake's default smallest lead. */
const MIN_DROP = 10;
const MIN_LEAD = 0;

interface Scenario {
  /** Points the brand's rate of every prompt loses from the first checked day on. */
  drop: number;
  /** Standard deviation of the engine's own day effect on every prompt's rate (0: off). */
  engineSd: number;
}

interface SimDay {
  brand: DayCount;
  /** Answers naming the competitor (of the same answers). */
  competitor: number;
}

function normal(random: Random) {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
const clip = (p: number) => Math.min(1, Math.max(0, p));

function simulate(random: Random, scenario: Scenario): SimDay[] {
  // Prompts' true rates: brand and competitor alike, uniform over 25–75 % (so a 15-point drop never clips).
  const brandRates = Array.from({ length: PROMPTS }, () => 0.25 + 0.5 * random.next());
  const rivalRates = Array.from({ length: PROMPTS }, () => 0.25 + 0.5 * random.next());
  const mean = (rates: number[]) => rates.reduce((s, r) => s + r, 0) / rates.length;
  // The competitor as often named as the brand on average: level standing, nothing to overtake.
  const shift = mean(brandRates) - mean(rivalRates);
  const days: SimDay[] = [];
  for (let d = 0; d < HISTORY_DAYS + WINDOW_DAYS; d++) {
    const effect = scenario.engineSd > 0 ? normal(random) * scenario.engineSd : 0;
    const dropped = d >= HISTORY_DAYS ? scenario.drop / 100 : 0;
    let impressions = 0;
    let competitor = 0;
    for (let i = 0; i < PROMPTS; i++)
      for (let s = 0; s < SAMPLES; s++) {
        if (random.chance(clip(brandRates[i]! - dropped + effect))) impressions++;
        if (random.chance(clip(rivalRates[i]! + shift))) competitor++;
      }
    days.push({ brand: { impressions, answers: PROMPTS * SAMPLES }, competitor });
  }
  return days;
}

const sum = (days: SimDay[]) => ({
  successes: days.reduce((s, day) => s + day.brand.impressions, 0),
  trials: days.reduce((s, day) => s + day.brand.answers, 0),
});

/** The visibility rule on day d (widened when `widen`, else the plain two-proportion test). */
function dropFires(days: SimDay[], d: number, widen: boolean) {
  const before = days.slice(d - VISIBILITY_BASELINE_DAYS, d);
  const band = noiseBand(days.slice(Math.max(0, d - NOISE_WINDOW_DAYS), d).map((day) => day.brand));
  const extra = widen && band ? band.extraSd ** 2 : 0;
  return visibilityDrop(sum([days[d]!]), sum(before), MIN_DROP, extra, VISIBILITY_BASELINE_DAYS) !== null;
}

/** The overtake rule on day d: ahead over the 7 days to d and not over the 7 days to d − 1. */
function overtakeFires(days: SimDay[], d: number, ahead: typeof isAhead) {
  const standing = (last: number) => {
    const window = days.slice(last - WINDOW_DAYS + 1, last + 1);
    const brand = window.reduce((s, day) => s + day.brand.impressions, 0);
    const rival = window.reduce((s, day) => s + day.competitor, 0);
    const share = (n: number) => (brand + rival === 0 ? 0 : (n / (brand + rival)) * 100);
    return ahead(
      { mentions: rival, shareOfVoice: share(rival) },
      { mentions: brand, shareOfVoice: share(brand) },
      MIN_LEAD,
    );
  };
  return standing(d) && !standing(d - 1);
}

function runAll(name: string, scenario: Scenario) {
  const checks = { total: 0, drops: 0, plainDrops: 0, overtakes: 0, plainOvertakes: 0 };
  let runsDetected = 0;
  for (let run = 0; run < RUNS; run++) {
    const days = simulate(seededRandom('alerts-simulation', name, String(run)), scenario);
    let detected = false;
    for (let d = HISTORY_DAYS; d < HISTORY_DAYS + WINDOW_DAYS; d++) {
      checks.total++;
      const drop = dropFires(days, d, true);
      if (drop) {
        checks.drops++;
        detected = true;
      }
      if (dropFires(days, d, false)) checks.plainDrops++;
      if (overtakeFires(days, d, isAheadBeyondNoise)) checks.overtakes++;
      if (overtakeFires(days, d, isAhead)) checks.plainOvertakes++;
    }
    if (detected) runsDetected++;
  }
  return { ...checks, runsDetected };
}

const share = (part: number, whole: number) => part / whole;

test('no change (the engine’s own drift off): alerts fire in at most 5 % of checks', () => {
  const result = runAll('steady', { drop: 0, engineSd: 0 });
  const fired = share(result.drops + result.overtakes, result.total);
  console.log(
    `no change: ${result.drops} drop and ${result.overtakes} overtake alerts in ${result.total} checks (${(fired * 100).toFixed(1)} %); without the overtake's test ${result.plainOvertakes} overtakes`,
  );
  expect(result.total).toBe(RUNS * WINDOW_DAYS);
  expect(fired).toBeLessThanOrEqual(0.05);
  // The overtake's test is what keeps a level competitor quiet: without it the rule fires on chance leads.
  expect(result.plainOvertakes).toBeGreaterThan(result.overtakes);
});

test('a 15-point drop is detected within the 7-day window in at least 80 % of runs', () => {
  const result = runAll('drop', { drop: 15, engineSd: 0 });
  console.log(`15-point drop: detected in ${result.runsDetected} of ${RUNS} runs`);
  expect(share(result.runsDetected, RUNS)).toBeGreaterThanOrEqual(0.8);
});

test('an engine that varies from day to day beyond sampling: the widened test stays at most 5 %', () => {
  // A day effect of 6 points on every prompt: the plain two-proportion test takes it for drops.
  const result = runAll('over-dispersed', { drop: 0, engineSd: 0.06 });
  console.log(
    `over-dispersed engine: ${result.drops} widened against ${result.plainDrops} plain drop alerts in ${result.total} checks`,
  );
  expect(share(result.drops, result.total)).toBeLessThanOrEqual(0.05);
  expect(result.plainDrops).toBeGreaterThan(result.drops);
  // And a real 15-point drop on that engine is still found in most runs.
  const dropped = runAll('over-dispersed-drop', { drop: 15, engineSd: 0.06 });
  console.log(`15-point drop on the over-dispersed engine: detected in ${dropped.runsDetected} of ${RUNS}`);
  expect(share(dropped.runsDetected, RUNS)).toBeGreaterThanOrEqual(0.6);
});

test('the app against the API: a gap fires only beyond McNemar’s band and at least the smallest gap', () => {
  // 100 pairs, API naming the brand in 60, the app in 40, 30 pairs disagreeing (25 API only, 5 app only):
  // b − c = 20 against a band of 1.96·√30 ≈ 10.7 pairs.
  expect(surfaceGap(100, 60, 40, 30, 10)).toEqual({ gap: -20, band: 10.7 });
  // The same gap over pairs that mostly disagree both ways is within chance: 20 against 1.96·√100 = 19.6
  // is outside, 20 against 1.96·√110 ≈ 20.6 is not.
  expect(surfaceGap(100, 60, 40, 100, 10)).toEqual({ gap: -20, band: 19.6 });
  expect(surfaceGap(100, 60, 40, 110, 10)).toBeNull();
  // Beyond chance but below the smallest gap; no pairs; no disagreement.
  expect(surfaceGap(1000, 500, 470, 40, 5)).toBeNull();
  expect(surfaceGap(0, 0, 0, 0, 1)).toBeNull();
  expect(surfaceGap(50, 20, 20, 0, 1)).toBeNull();
});
