/**
 * The one period module: the preset periods (their REST/address-bar word, GraphQL value, days and words),
 * the calendar-day pattern, the longest day range and the one validator of a period or a day range, with
 * the messages the API answers with. REST, GraphQL, MCP and the client all read them here.
 *
 * Without zod: the page filter loads with every dashboard page and checks a typed range as it is typed,
 * and these few rules should not bring a schema library into that script.
 */

/**
 * The preset periods, each ending today, in the order the page filter shows them: `word` is REST's and the
 * address bar's `period=` (and MCP's), `preset` GraphQL's PeriodPreset, `days` null for all time.
 */
export const PERIOD_PRESETS = [
  { preset: 'LAST_7_DAYS', word: '7d', days: 7, label: 'Last Week', span: 'the last 7 days' },
  { preset: 'LAST_30_DAYS', word: '30d', days: 30, label: 'Last Month', span: 'the last 30 days' },
  { preset: 'LAST_90_DAYS', word: '90d', days: 90, label: 'Last 90 Days', span: 'the last 90 days' },
  { preset: 'ALL_TIME', word: 'all', days: null, label: 'All Time', span: 'all time' },
] as const;

export type PeriodPresetRow = (typeof PERIOD_PRESETS)[number];
export type PeriodPreset = PeriodPresetRow['preset'];
export type PeriodWord = PeriodPresetRow['word'];

/** The words, as a tuple for an enum of a schema. */
export const PERIOD_WORDS = PERIOD_PRESETS.map((row) => row.word) as [PeriodWord, ...PeriodWord[]];

/** The dashboard's period when none is chosen, which GraphQL's figures, REST's and MCP's default to as well. */
export const DEFAULT_PRESET: PeriodPreset = 'LAST_30_DAYS';

export const isPeriodPreset = (value: unknown): value is PeriodPreset =>
  PERIOD_PRESETS.some((row) => row.preset === value);

export const presetRow = (preset: PeriodPreset): PeriodPresetRow =>
  PERIOD_PRESETS.find((row) => row.preset === preset)!;

/** Days a preset covers, ending today; null for all time. */
export const presetDays = (preset: PeriodPreset): number | null => presetRow(preset).days;

/** The preset a word names ('30d' → 'LAST_30_DAYS'), or null for a word that is none. */
export const presetOfWord = (word: string): PeriodPreset | null =>
  PERIOD_PRESETS.find((row) => row.word === word)?.preset ?? null;

/** A preset in a sentence about figures: "in the last 30 days", "over all time". */
export function presetProse(preset: PeriodPreset): string {
  const { days, span } = presetRow(preset);
  return `${days === null ? 'over' : 'in'} ${span}`;
}

/** "a, b or c". */
const eitherOf = (items: readonly string[]) =>
  `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** The refusal of a word that names no preset, as REST answers it. */
export const PERIOD_WORD_PROBLEM = `period must be ${eitherOf(PERIOD_WORDS)}.`;

/** The refusal of a period that is neither a preset's word nor a day range, as the MCP tools answer it. */
export const PERIOD_ARGUMENT_PROBLEM = `period must be ${eitherOf(PERIOD_WORDS.map((word) => `"${word}"`))} (each ending today), or { "from": "YYYY-MM-DD", "to": "YYYY-MM-DD" } (both days included).`;

// ---- days ----

/** A day's shape, YYYY-MM-DD; isCalendarDay also refuses days that do not exist. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export const isCalendarDay = (value: string) =>
  DAY_PATTERN.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The refusal of a value that is not a calendar day, in the API's words. */
export const notACalendarDay = (name: string) => `${name} must be a calendar day written YYYY-MM-DD.`;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The longest day range one request may ask for (about ten years). */
export const PERIOD_MAX_DAYS = 3660;

// ---- the validator ----

/** Days from `from` to `to`, both included; null leaves an end open. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

/** What a caller may say of a period (GraphQL's PeriodInput): a preset, or a from–to range. */
export interface PeriodInput {
  preset?: string | null;
  from?: string | null;
  to?: string | null;
}

/**
 * What is wrong with a day range, or null: each given day a calendar day, from ≤ to, and at most
 * PERIOD_MAX_DAYS days long (an open end reaching `today` when given).
 */
export function dayRangeProblem(range: Partial<DayRange>, today?: string): string | null {
  for (const name of ['from', 'to'] as const) {
    const day = range[name];
    if (day != null && !isCalendarDay(day)) return notACalendarDay(name);
  }
  const from = range.from ?? null;
  const last = range.to ?? today ?? null;
  if (from && range.to && from > range.to) return 'from must not be after to.';
  if (from && last && daysBetween(from, last) > PERIOD_MAX_DAYS)
    return `A period is at most ${PERIOD_MAX_DAYS} days long.`;
  return null;
}

/** What is wrong with a period, or null: a preset, or a day range with both from and to. */
export function periodProblem(period: PeriodInput): string | null {
  const { preset, from, to } = period;
  if (preset != null && !isPeriodPreset(preset))
    return `The period preset must be ${eitherOf(PERIOD_PRESETS.map((row) => row.preset))}.`;
  const hasRange = Boolean(from || to);
  if (preset && hasRange) return 'Choose a preset or a from–to range, not both.';
  if (!preset && !hasRange) return 'Choose a preset or a from–to range.';
  if (hasRange && !(from && to)) return 'A custom period needs both from and to.';
  return dayRangeProblem(period);
}
