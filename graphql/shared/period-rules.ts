/**
 * The dashboard's period rules (the page filter's presets or a from–to range), without zod: the page filter
 * loads with every dashboard page and checks a typed range as it is typed, and these few rules should not
 * bring a schema library into that script. `periodInput` in input-rules.ts applies the same rules on the
 * server.
 */

/** Days each preset covers, ending today; null is all time. */
export const PERIOD_PRESET_DAYS = {
  LAST_7_DAYS: 7,
  LAST_30_DAYS: 30,
  LAST_90_DAYS: 90,
  ALL_TIME: null,
} as const;
export type PeriodPreset = keyof typeof PERIOD_PRESET_DAYS;
/** The longest custom range (about ten years), the same bound as the history ranges. */
export const PERIOD_MAX_DAYS = 3660;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const isCalendarDay = (value: string) =>
  DAY_PATTERN.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

export const isPeriodPreset = (value: unknown): value is PeriodPreset =>
  typeof value === 'string' && Object.hasOwn(PERIOD_PRESET_DAYS, value);

export interface PeriodFields {
  preset?: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * What is wrong with a period, in the words the API answers with, or null: a preset, or a custom range
 * with both from and to (from ≤ to, at most PERIOD_MAX_DAYS days).
 */
export function periodProblem(period: PeriodFields): string | null {
  if (period.preset != null && !isPeriodPreset(period.preset)) {
    return 'The period preset must be LAST_7_DAYS, LAST_30_DAYS, LAST_90_DAYS or ALL_TIME.';
  }
  for (const name of ['from', 'to'] as const) {
    const day = period[name];
    if (day != null && !isCalendarDay(day)) return `${name} must be a date written YYYY-MM-DD.`;
  }
  const { preset, from, to } = period;
  const hasRange = Boolean(from || to);
  if (preset && hasRange) return 'Choose a preset or a from–to range, not both.';
  if (!preset && !hasRange) return 'Choose a preset or a from–to range.';
  if (hasRange && !(from && to)) return 'A custom period needs both from and to.';
  if (from && to && from > to) return 'The period’s from must not be after its to.';
  if (from && to && daysBetween(from, to) > PERIOD_MAX_DAYS)
    return `A period is at most ${PERIOD_MAX_DAYS} days long.`;
  return null;
}
