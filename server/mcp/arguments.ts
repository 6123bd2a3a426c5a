/**
 * The arguments every Sightline MCP tool shares (the page filter and paging) and how they become the
 * GraphQL variables of the same figures. Absent ones take the dashboard's defaults (the last 30 days,
 * every platform, unbranded prompts), which GraphQL applies when a variable is left out.
 */
import { z } from 'zod';
import { PLATFORM_VALUES, platformLabel } from '../../graphql/shared/platforms';

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z.string().regex(CALENDAR_DAY, 'a day is written YYYY-MM-DD');

const PERIOD_PRESETS = {
  '7d': 'LAST_7_DAYS',
  '30d': 'LAST_30_DAYS',
  '90d': 'LAST_90_DAYS',
  all: 'ALL_TIME',
} as const;
type PresetName = keyof typeof PERIOD_PRESETS;
const PRESET_NAMES = Object.keys(PERIOD_PRESETS) as [PresetName, ...PresetName[]];

export const filterArguments = {
  period: z
    .union([z.enum(PRESET_NAMES), z.strictObject({ from: day, to: day })])
    .optional()
    .describe(
      'The days the figures cover: "7d", "30d", "90d" (each ending today) or "all", or { "from": "YYYY-MM-DD", "to": "YYYY-MM-DD" } (both days included). Default "30d", as the dashboard.',
    ),
  platforms: z
    .array(z.enum(PLATFORM_VALUES as [string, ...string[]]))
    .optional()
    .describe(
      `AI platforms to count: any of ${PLATFORM_VALUES.join(', ')}. Default: every platform the brand collects.`,
    ),
  promptKind: z
    .enum(['UNBRANDED', 'BRANDED', 'ALL'])
    .optional()
    .describe(
      'Which prompts count: UNBRANDED (questions that do not name the brand; the honest measure of discovery), BRANDED, or ALL. Default UNBRANDED, as the dashboard.',
    ),
};

export type FilterArguments = {
  period?: PresetName | { from: string; to: string };
  platforms?: string[];
  promptKind?: 'UNBRANDED' | 'BRANDED' | 'ALL';
};

/** The page filter as GraphQL variables: only what was given, so GraphQL's defaults fill the rest. */
export function filterVariables(args: FilterArguments): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  if (args.period !== undefined)
    variables.period =
      typeof args.period === 'string' ? { preset: PERIOD_PRESETS[args.period] } : args.period;
  if (args.platforms !== undefined) variables.platforms = args.platforms;
  if (args.promptKind !== undefined) variables.promptKind = args.promptKind;
  return variables;
}

/** The most rows one call returns; longer lists page with cursor / nextCursor. */
export const PAGE_SIZE = 50;

export const cursorArgument = z
  .string()
  .max(200)
  .optional()
  .describe('The nextCursor of the previous call, for the next page; absent for the first.');

export const nextCursorField = z
  .string()
  .nullable()
  .describe('Pass it as cursor to get the next page; null on the last page.');

export class ToolRefusal extends Error {}

const encodeOffset = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');

/** The offset a cursor of an offset-paged list stands for (0 without one). */
export function offsetOf(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match)
    throw new ToolRefusal('The cursor is not one this tool gave: pass the nextCursor of the previous call.');
  return Number(match[1]);
}

/** A page of a list already in order, and the cursor of the next one. */
export function pageOf<T>(
  rows: T[],
  offset: number,
  size = PAGE_SIZE,
): { page: T[]; nextCursor: string | null } {
  const end = offset + size;
  return { page: rows.slice(offset, end), nextCursor: end < rows.length ? encodeOffset(end) : null };
}

/** The cursor after a page that ended at `end` of `total` rows. */
export const cursorAfter = (end: number, total: number): string | null =>
  end < total ? encodeOffset(end) : null;

// ---- Words for the summaries ---------------------------------------------------------------------------

export interface PeriodShape {
  preset: string | null;
  from: string | null;
  to: string;
}

const PRESET_WORDS: Record<string, string> = {
  LAST_7_DAYS: 'the last 7 days',
  LAST_30_DAYS: 'the last 30 days',
  LAST_90_DAYS: 'the last 90 days',
  ALL_TIME: 'all time',
};

/** "the last 30 days (2026-10-29 to 2026-11-27)", "2026-11-01 to 2026-11-07", "all time (to 2026-11-27)". */
export function periodWords(period: PeriodShape): string {
  const span = period.from ? `${period.from} to ${period.to}` : `to ${period.to}`;
  const preset = period.preset ? PRESET_WORDS[period.preset] : undefined;
  return preset ? `${preset} (${span})` : span;
}

/** "unbranded prompts on ChatGPT and Gemini", "all prompts on every platform". */
export function scopeWords(promptKind: string | undefined, platforms: readonly string[]): string {
  const kind = promptKind === 'ALL' ? 'all' : (promptKind ?? 'UNBRANDED').toLowerCase();
  const where =
    platforms.length === 0
      ? 'every platform'
      : listWords(platforms.map((platform) => platformLabel(platform)));
  return `${kind} prompts on ${where}`;
}

export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A percentage as the dashboard shows it: one decimal. */
export const percent = (value: number) => `${value.toFixed(1)} %`;

export const count = (value: number, noun: string) =>
  `${value.toLocaleString('en-US')} ${noun}${value === 1 ? '' : 's'}`;
