/**
 * What a figure's drill-down asks for and how it is described: the request the answers drawer opens with,
 * its counts in a sentence, and the page filter applied to it. Plain data and words, so both the drawer and
 * the panel it loads lazily read it without importing each other.
 */
import type { AnswersDrawerQuery, AnswersFilter } from '../../__generated__/graphql';
import type { PageFilter } from '../filter/pageFilter';
import { countOf, formatCount, formatDay, formatPercent } from '../../lib/format';

/** Refusals ÷ (answers + refusals) × 100, to 1 decimal, as the server's PlatformShare.refusalRate. */
export const refusalRateOf = (counts: { okCount: number; refusalCount: number }) =>
  counts.okCount + counts.refusalCount > 0
    ? Math.round((1000 * counts.refusalCount) / (counts.okCount + counts.refusalCount)) / 10
    : 0;

/** Answers ÷ (answers + no answers) × 100, to 1 decimal, as the server's PlatformShare.answerRate. */
export const answerRateOf = (counts: { okCount: number; noAnswerCount: number }) =>
  counts.okCount + counts.noAnswerCount > 0
    ? Math.round((1000 * counts.okCount) / (counts.okCount + counts.noAnswerCount)) / 10
    : 100;

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}` : (items[0] ?? '');

export const ANSWERS_PAGE_SIZE = 20;
export const HOW_WE_MEASURE_PATH = '/dashboard/how-we-measure';

/**
 * What a figure counts: the share of answers mentioning the brand (visibility, sentiment samples), or
 * answers naming a competitor, citing a source or speaking of the brand on an aspect (counts of answers,
 * where failures cannot appear).
 */
export type FigureMeasure =
  | { kind: 'visibility' }
  | { kind: 'named'; subject: string }
  | { kind: 'cited'; subject: string }
  | { kind: 'spoke'; subject: string };

const MEASURE_VERBS = { named: 'named', cited: 'cited', spoke: 'spoke of' } as const;

export interface AnswersRequest {
  /** Names the figure, e.g. "Brand Visibility". */
  title: string;
  /** The answers the figure counts, exactly as the server selects them. */
  filter: AnswersFilter;
  /** When the answers were collected, in prose: "on Nov 5, 2026", "in the last 30 days". */
  period: string;
  measure: FigureMeasure;
  /** The list opens on the answers the figure's numerator counts (e.g. those mentioning the brand). */
  initialView?: AnswersView;
  /**
   * The page the figure is about (a cited source), linked from the drawer: its row keeps one tab stop,
   * the button that opens the drawer, so the keyboard reaches the page here.
   */
  page?: { url: string; name: string };
}

export type AnswersView = 'ALL' | 'VISIBLE' | 'NOT_VISIBLE' | 'FAILED' | 'REFUSED' | 'NO_ANSWER';

export type FigureCounts = AnswersDrawerQuery['figure'];

/** "on Nov 5, 2026": a day's answers in prose. */
export const dayPeriod = (day: string) => `on ${formatDay(day)}`;

/** The figure's numerator and denominator in a sentence, with the failures, refusals and no answers it excludes. */
export function describeFigure(request: AnswersRequest, counts: FigureCounts, brand: string): string {
  const { measure, period } = request;
  if (measure.kind === 'visibility') {
    const sentence = `${formatCount(counts.visibleCount)} of ${countOf(counts.okCount, 'answer')} ${period} mentioned ${brand}`;
    const excluded = [
      counts.failureCount > 0 ? countOf(counts.failureCount, 'failed capture') : null,
      counts.refusalCount > 0
        ? `${countOf(counts.refusalCount, 'refusal')} (${formatPercent(refusalRateOf(counts))} refusal rate)`
        : null,
      counts.noAnswerCount > 0
        ? `${countOf(counts.noAnswerCount, 'search', 'searches')} with no answer (${formatPercent(answerRateOf(counts))} answer rate)`
        : null,
    ].filter((part): part is string => part !== null);
    return excluded.length > 0 ? `${sentence} · ${listed(excluded)} excluded` : sentence;
  }
  return `${countOf(counts.totalCount, 'answer')} ${period} ${MEASURE_VERBS[measure.kind]} ${measure.subject}`;
}

/** One answer, opened from something it said (a quote): the drawer shows it alone, whatever the filter. */
export interface OneAnswerRequest {
  title: string;
  answerId: string;
}

/** What the answers drawer opens on: a figure's answers, or one answer. */
export type DrawerRequest = AnswersRequest | OneAnswerRequest;

/** A drawer's request, numbered so a new one starts afresh. */
export interface OpenedAnswers {
  request: DrawerRequest;
  serial: number;
}

/**
 * A figure's request under the page filter: its answers are those of the page's period (unless the
 * figure is one day's, as a chart's point) on the page's platforms (unless it is one platform's), asked
 * with the page's kind of prompt (unless the figure is one prompt's).
 */
export function underPageFilter(request: AnswersRequest, pageFilter: PageFilter | undefined): AnswersRequest {
  if (!pageFilter) return request;
  const { filter } = request;
  const oneDay = Boolean(filter.day || filter.from || filter.to);
  const platforms = pageFilter.variables.platforms;
  return {
    ...request,
    filter: {
      ...filter,
      ...(oneDay ? {} : { period: pageFilter.variables.period }),
      ...(platforms.length > 0 && !filter.platform ? { platforms } : {}),
      // A figure counts the page's kind of prompt, so its answers are those prompts' answers too.
      ...(filter.promptId ? {} : { promptKind: pageFilter.variables.promptKind }),
    },
    period: oneDay ? request.period : pageFilter.prose,
  };
}
