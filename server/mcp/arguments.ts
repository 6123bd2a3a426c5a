/**
 * The arguments every Sightline MCP tool shares (the page filter and paging) and how they become the
 * GraphQL variables of the same figures. Absent ones take the dashboard's defaults (the last 30 days,
 * every platform, unbranded prompts), which GraphQL applies when a variable is left out.
 */
import { z } from 'zod';
import {
  DAY_PATTERN,
  DEFAULT_PRESET,
  notACalendarDay,
  PERIOD_ARGUMENT_PROBLEM,
  PERIOD_PRESETS,
  PERIOD_WORDS,
  presetOfWord,
  presetProse,
  presetRow,
} from '../../graphql/shared/period-rules';
import { PLATFORM_VALUES, platformLabel, type PlatformValue } from '../../graphql/shared/platforms';
import type { McpPeriodFragment, PeriodInput, Platform, PromptKindFilter } from './__generated__/graphql';

// The shape only: GraphQL's Date and period rules check the days themselves.
const day = z.string().regex(DAY_PATTERN, notACalendarDay('A day'));

export const filterArguments = {
  period: z
    .union([z.enum(PERIOD_WORDS), z.strictObject({ from: day, to: day })], {
      error: PERIOD_ARGUMENT_PROBLEM,
    })
    .optional()
    .describe(
      `The days the figures cover: ${PERIOD_PRESETS.map(({ word, span }) => `"${word}" (${span})`).join(', ')}, each ending today, or { "from": "YYYY-MM-DD", "to": "YYYY-MM-DD" } (both days included). Default "${presetRow(DEFAULT_PRESET).word}", as the dashboard.`,
    ),
  platforms: z
    .array(z.enum(PLATFORM_VALUES as [PlatformValue, ...PlatformValue[]]))
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

export type FilterArguments = z.infer<z.ZodObject<typeof filterArguments>>;

export const topicIdArgument = z
  .string()
  .max(100)
  .optional()
  .describe('One topic’s answers (list_topics gives the ids); default all');

/** The page filter as GraphQL variables: only what was given, so GraphQL's defaults fill the rest. */
export function filterVariables(args: FilterArguments) {
  const variables: { period?: PeriodInput; platforms?: Platform[]; promptKind?: PromptKindFilter } = {};
  if (args.period !== undefined)
    variables.period = typeof args.period === 'string' ? { preset: presetOfWord(args.period) } : args.period;
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

/** "the last 30 days (2026-10-29 to 2026-11-27)", "2026-11-01 to 2026-11-07", "all time (to 2026-11-27)". */
export function periodWords(period: McpPeriodFragment): string {
  const days = period.from ? `${period.from} to ${period.to}` : `to ${period.to}`;
  return period.preset ? `${presetRow(period.preset).span} (${days})` : days;
}

/**
 * The period a tool was asked for, for figures that do not carry theirs: "in the last 30 days" (also when
 * none was given), "from 2026-11-01 to 2026-11-07".
 */
export function askedPeriodWords(period: FilterArguments['period']): string {
  if (period === undefined) return presetProse(DEFAULT_PRESET);
  return typeof period === 'string'
    ? presetProse(presetOfWord(period)!)
    : `from ${period.from} to ${period.to}`;
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
