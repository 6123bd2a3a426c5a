/**
 * Canary drift on the simulated engine (issue 62's Done-when): 20 neutral prompts asked 3 times a day on one
 * platform; an engineDrift from a day on is found within 2 days and steady days are not flagged (50 seeded
 * runs); the option leaves every other answer byte-identical.
 */
import { expect, test } from 'vitest';
import { simulateAnswer, type EngineDrift, type SimulationOptions } from '../../core/engines';
import type { AskInput } from '../../core/engines';
import { addDays } from '../../lib/dates';
import { canaryReadings, type CanaryDay } from './canary';

const COMPETITORS = ['Kongly', 'Tykway', 'Apigrove', 'Gatekeep', 'Proxima', 'Routefox', 'Meshly', 'Lanegate'];
const CANARIES = Array.from({ length: 20 }, (_, i) => `Which API gateway suits team case ${i + 1}?`);
const START = '2026-05-01';
const DAYS = 13;
const DRIFT_DAY = 10;

const input = (prompt: string, day: string, sample = 1): AskInput => ({
  prompt,
  topic: 'API gateways',
  brand: { name: 'Quillstack', aliases: [], website: 'https://quillstack.com' } as AskInput['brand'],
  competitors: COMPETITORS.map((name) => ({
    name,
    website: `https://${name.toLowerCase()}.com`,
  })) as AskInput['competitors'],
  day,
  sample,
});

function canaryDays(options: SimulationOptions): CanaryDay[] {
  return Array.from({ length: DAYS }, (_, d) => {
    const day = addDays(START, d);
    const answers = CANARIES.flatMap((prompt) =>
      [1, 2, 3].flatMap((sample) => {
        try {
          const answer = simulateAnswer('chatgpt', input(prompt, day, sample), options);
          return [
            {
              prompt,
              brands: [...COMPETITORS, 'Quillstack'].filter((name) => answer.text.includes(name)),
              domains: answer.citations.map((citation) =>
                new URL(citation.url).hostname.replace(/^www\./, ''),
              ),
            },
          ];
        } catch {
          return []; // a simulated failure: the sample is left out that day
        }
      }),
    );
    return { day, answers };
  });
}

test('an engineDrift is marked within 2 days; steady days are not (50 seeded runs)', () => {
  let found = 0;
  let falseDays = 0;
  let steadyDays = 0;
  for (let run = 0; run < 50; run++) {
    const seed = `canary-${run}`;
    const drift: EngineDrift = { platform: 'chatgpt', fromDay: addDays(START, DRIFT_DAY), share: 0.4 };
    const readings = canaryReadings(canaryDays({ seed, engineDrift: [drift] }));
    const flagged = readings.filter((reading) => reading.drift).map((reading) => reading.day);
    if (flagged.some((day) => day >= drift.fromDay && day <= addDays(drift.fromDay, 1))) found++;
    const before = readings.filter((reading) => reading.day < drift.fromDay && reading.lowerEdge !== null);
    steadyDays += before.length;
    falseDays += before.filter((reading) => reading.drift).length;
  }
  console.log(
    `engine drift marked within 2 days in ${found} of 50 runs; ${falseDays} of ${steadyDays} steady days flagged`,
  );
  expect(found).toBe(50);
  expect(falseDays / steadyDays).toBeLessThanOrEqual(0.05);
});

test('engineDrift leaves answers before its day, on other platforms and without it byte-identical', () => {
  const drift: EngineDrift[] = [{ platform: 'chatgpt', fromDay: '2026-06-10', share: 0.5 }];
  for (const prompt of CANARIES.slice(0, 5))
    for (const day of ['2026-06-08', '2026-06-09']) {
      const plain = () => simulateAnswer('chatgpt', input(prompt, day), { seed: 's' });
      expect(simulateAnswer('chatgpt', input(prompt, day), { seed: 's', engineDrift: drift })).toEqual(
        plain(),
      );
      expect(
        simulateAnswer('perplexity', input(prompt, '2026-06-12'), { seed: 's', engineDrift: drift }),
      ).toEqual(simulateAnswer('perplexity', input(prompt, '2026-06-12'), { seed: 's' }));
    }
  // From its day on, the platform's answers change.
  const changed = CANARIES.filter(
    (prompt) =>
      JSON.stringify(
        simulateAnswer('chatgpt', input(prompt, '2026-06-12'), { seed: 's', engineDrift: drift }),
      ) !== JSON.stringify(simulateAnswer('chatgpt', input(prompt, '2026-06-12'), { seed: 's' })),
  );
  expect(changed.length).toBeGreaterThan(10);
});
