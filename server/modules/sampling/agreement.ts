/**
 * One-run agreement (issue 62): how often a single sample of a prompt on a platform agrees with the majority
 * of that day's other samples of it, on whether the brand is named. Practitioners measured that one run
 * agrees with a five-run reference 61–67 % of the time; this is the same question on the account's own
 * prompts, wherever a day asked one at least MIN_AGREEMENT_SAMPLES times.
 *
 * Leave-one-out, so a sample is never its own reference: in a group of n samples of which v name the brand,
 * a naming sample agrees when the other v − 1 of n − 1 are more than half, a silent one when the other
 * n − v − 1 are; when the others are split evenly it counts one half.
 */
import { wilsonInterval } from '../metrics';

/** Fewer samples of a prompt on a platform a day and the day does not count. */
export const MIN_AGREEMENT_SAMPLES = 3;
/** The published range of one run's agreement with a five-run reference, in percent. */
export const PUBLISHED_AGREEMENT = { low: 61, high: 67 } as const;

/** A prompt's samples on one platform, surface and day: n samples, v naming the brand. */
export interface SampleGroup {
  samples: number;
  visible: number;
}

/** How many of a group's samples agree with the majority of the others (halves for even splits). */
export function groupAgreement({ samples: n, visible: v }: SampleGroup): number {
  if (n < 2) return 0;
  const others = n - 1;
  const agree = (sameOthers: number) => (sameOthers * 2 > others ? 1 : sameOthers * 2 === others ? 0.5 : 0);
  return v * agree(v - 1) + (n - v) * agree(n - v - 1);
}

export interface Agreement {
  groups: number;
  samples: number;
  /** Samples agreeing with the others' majority (halves counted). */
  agreeing: number;
  /** Percent (0–100) with its 95 % Wilson interval; null without a group. */
  value: number | null;
  low: number | null;
  high: number | null;
}

export function agreementOf(groups: readonly SampleGroup[]): Agreement {
  const counted = groups.filter((group) => group.samples >= MIN_AGREEMENT_SAMPLES);
  const samples = counted.reduce((sum, group) => sum + group.samples, 0);
  const agreeing = counted.reduce((sum, group) => sum + groupAgreement(group), 0);
  const interval = wilsonInterval(agreeing, samples);
  return {
    groups: counted.length,
    samples,
    agreeing,
    value: samples > 0 ? (100 * agreeing) / samples : null,
    low: interval ? 100 * interval.low : null,
    high: interval ? 100 * interval.high : null,
  };
}
