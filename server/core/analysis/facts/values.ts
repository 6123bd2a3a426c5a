/**
 * The values a claim can state, found in an answer's text: amounts of money with their currency and period,
 * plain numbers, years and dates. Patterns run on the folded text (foldText keeps every offset), so a value's
 * offsets are the answer's.
 */
import { escapeRegExp } from '../../../lib/regexp';
import type { Span } from '../text/spans';
import {
  APPROXIMATE,
  type Bound,
  boundAround,
  CURRENCY_WORDS,
  MONTHS,
  MULTIPLIERS,
  PER_MONTH,
  PER_YEAR,
  spelledNumbersOf,
} from './words';

export type Period = 'month' | 'year';

export interface FoundValue extends Span {
  number: number;
  /** ISO codes the amount may be in (a "$" is any dollar or peso); empty for a plain number. */
  currencies: readonly string[];
  period: Period | null;
  /** Said as an approximation or a bound ("about", "from", "up to", "約"). */
  approximate: boolean;
  /** The first of a range ("12–15 €"): its value cannot be judged. */
  range: boolean;
  percent: boolean;
  /** Written in words ("nine stores", "zwölf Showrooms"): a count, never an amount or a year. */
  spelled?: boolean;
}

const DOLLARS = ['USD', 'CAD', 'AUD', 'NZD', 'SGD', 'HKD', 'TWD', 'MXN', 'CLP', 'ARS', 'COP', 'UYU'];
const KRONOR = ['SEK', 'NOK', 'DKK', 'ISK'];

/** Signs and codes of currencies, the same in every language. */
const CURRENCY_SIGNS: Record<string, readonly string[]> = {
  $: DOLLARS,
  us$: ['USD'],
  nt$: ['TWD'],
  hk$: ['HKD'],
  a$: ['AUD'],
  nz$: ['NZD'],
  mx$: ['MXN'],
  c$: ['CAD'],
  s$: ['SGD'],
  r$: ['BRL'],
  '€': ['EUR'],
  '£': ['GBP'],
  '¥': ['JPY', 'CNY'],
  '￥': ['JPY', 'CNY'],
  '₩': ['KRW'],
  '₹': ['INR'],
  '₺': ['TRY'],
  円: ['JPY'],
  元: ['CNY', 'TWD'],
  원: ['KRW'],
  zł: ['PLN'],
  kč: ['CZK'],
  'fr.': ['CHF'],
};
const ISO_CODES = [
  'eur', 'usd', 'gbp', 'chf', 'sek', 'nok', 'dkk', 'pln', 'czk', 'huf', 'ron', 'try', 'aud', 'cad', 'nzd',
  'jpy', 'krw', 'cny', 'inr', 'brl', 'mxn', 'clp', 'ars', 'cop', 'sgd', 'hkd', 'twd', 'zar', 'rub', 'uah',
]; // prettier-ignore

/** The ISO codes a folded currency word or sign stands for. */
function currenciesOf(word: string): readonly string[] {
  const sign = CURRENCY_SIGNS[word];
  if (sign) return sign;
  if (ISO_CODES.includes(word)) return [word.toUpperCase()];
  const code = CURRENCY_WORDS.get(word);
  if (code === '*$') return DOLLARS;
  if (code === '*kr') return KRONOR;
  return code ? [code] : [];
}

const currencyAlternatives = [...Object.keys(CURRENCY_SIGNS), ...ISO_CODES, ...CURRENCY_WORDS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => {
    const escaped = escapeRegExp(word);
    return /[a-z]$/u.test(word) ? `${escaped}(?![\\p{L}])` : escaped;
  })
  .join('|');

const multiplierAlternatives = [...MULTIPLIERS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((word) => escapeRegExp(word) + (/[a-z.]$/u.test(word) ? '(?![\\p{L}])' : ''))
  .join('|');

/**
 * A number as written: digits grouped by thousands ("1,299", "1.299,00", "24 990", "1'299") or with a
 * decimal part ("12,50"), not inside a longer number or a word.
 */
const NUMBER = String.raw`(?<![a-z\d.,])\d{1,3}(?:(?:[,.'’]|[  \u202f](?=\d{3}(?!\d)))\d{3})+(?:[.,]\d{1,2})?(?![\d])|(?<![a-z\d.,])\d+(?:[.,]\d+)?(?![\d])`;

const VALUE = new RegExp(
  String.raw`(?<before>(?:${currencyAlternatives})\s?)?(?<number>${NUMBER})(?:\s?(?<multiplier>${multiplierAlternatives}))?(?<after>\s?(?:${currencyAlternatives}))?(?<percent>\s?[%％])?`,
  'gu',
);

/** A written number's value: the last separator followed by one or two digits is the decimal one. */
export function parseNumber(written: string): number {
  const decimal = /[.,](\d{1,2})$/.exec(written);
  const whole = (decimal ? written.slice(0, decimal.index) : written).replace(/[^\d]/g, '');
  // "1.299" and "1,299" group thousands; "12,5" and "12.50" have decimals.
  const fraction = decimal && !/[.,]\d{3}$/.test(written) ? Number(`0.${decimal[1]}`) : 0;
  return Number(whole) + fraction;
}

/** What joins a range's ends or a choice's two figures ("12–15 €", "31 or 45 days", "10 oder 12"). */
const RANGE_AFTER =
  /^\s?(?:[-–—~〜]|to|bis|a|à|till|do|til|tot|al|y|and|und|et|och|og|e|or|oder|ou|o|eller|lub|albo|tai|veya)\s?(?=[$£€¥]?\d)/u;

/** The period a text's words name ("per month", "annual", "月額"), if any. */
export const periodIn = (folded: string): Period | null =>
  PER_MONTH.test(folded) ? 'month' : PER_YEAR.test(folded) ? 'year' : null;

/**
 * The bound a value is said with, read only for a value judged: a limit of the fact's own ("from £5"), or what
 * the value reaches or stays under ("over 70").
 */
export const boundOf = (folded: string, value: Span): Bound | null =>
  boundAround(
    folded.slice(Math.max(0, value.start - 14), value.start),
    folded.slice(value.end, value.end + 16),
  );

/** What a few characters before and after a value say of it: its period, whether it is approximate. */
function around(folded: string, start: number, end: number) {
  const before = folded.slice(Math.max(0, start - 14), start);
  const after = folded.slice(end, end + 16);
  const near = `${before} ${after}`;
  return {
    period: periodIn(near),
    approximate: APPROXIMATE.test(before) || APPROXIMATE.test(after.slice(0, 5)),
    range: RANGE_AFTER.test(after),
    rangeEnd:
      /\d[^\d]{0,2}(?:[-–—~〜]\s?|\s(?:to|bis|till|do|al|a|à|y|and|und|et|och|og|tot|e|or|oder|ou|o|eller|lub|albo|tai|veya)\s)[^\d\s]{0,3}$/u.test(
        before,
      ),
  };
}

/**
 * The numbers and amounts in a span of the folded text, in text order; with the answer's language, its
 * numbers written in words too.
 */
export function valuesIn(folded: string, span: Span, language?: string): FoundValue[] {
  const values: FoundValue[] = [];
  const part = folded.slice(span.start, span.end);
  for (const match of part.matchAll(VALUE)) {
    const groups = match.groups!;
    const start = span.start + match.index;
    const end = start + match[0].trimEnd().length;
    const currency = (groups.before ?? groups.after ?? '').trim();
    const multiplier = groups.multiplier ? (MULTIPLIERS.get(groups.multiplier) ?? 1) : 1;
    const context = around(folded, start, end);
    values.push({
      start,
      end,
      number: parseNumber(groups.number!) * multiplier,
      currencies: currency ? currenciesOf(currency) : [],
      period: context.period,
      approximate: context.approximate,
      range: context.range || context.rangeEnd,
      percent: groups.percent !== undefined,
    });
  }
  const spelled = language ? spelledNumbersOf(language) : null;
  if (!spelled) return values;
  const before = values.length;
  let previousEnd = -1;
  for (const match of part.matchAll(spelled.pattern)) {
    const start = span.start + match.index;
    const end = start + match[0].length;
    const context = around(folded, start, end);
    const rangeEnd =
      previousEnd >= 0 && start - previousEnd <= 7 && SPELLED_RANGE.test(folded.slice(previousEnd, start));
    previousEnd = end;
    values.push({
      start,
      end,
      number: spelled.values.get(match[0])!,
      currencies: [],
      period: null,
      approximate: context.approximate,
      range:
        context.range ||
        context.rangeEnd ||
        rangeEnd ||
        SPELLED_RANGE.test(folded.slice(end, end + 8).replace(/\s\S*$/u, ' ')),
      percent: false,
      spelled: true,
    });
  }
  return values.length === before ? values : values.sort((a, b) => a.start - b.start);
}

/** A spelled number that opens a choice or a range ("two or four weeks", "three to five"). */
const SPELLED_RANGE = /^\s?(?:[-–—]|(?:\s(?:or|to|oder|bis|ou|o|of|tot|eller|till|do|lub|albo|tai|ya)\s))/u;

/** A date as a day, or a month of a year. */
export interface FoundDate extends Span {
  year: number;
  month: number;
  day: number | null;
}

const MONTH_NAMES = [...MONTHS.keys()]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const DATE = new RegExp(
  [
    String.raw`(?<isoYear>\d{4})-(?<isoMonth>\d{1,2})-(?<isoDay>\d{1,2})`,
    String.raw`(?<cjkYear>\d{4})年(?<cjkMonth>\d{1,2})月(?:(?<cjkDay>\d{1,2})日)?`,
    String.raw`(?<dotDay>\d{1,2})[./](?<dotMonth>\d{1,2})[./](?<dotYear>\d{4})`,
    String.raw`(?<nameDay>\d{1,2})\.?\s(?:de\s)?(?<dayMonth>${MONTH_NAMES})\.?\s(?:de\s)?(?<dayYear>\d{4})`,
    String.raw`(?<![\p{L}])(?<monthFirst>${MONTH_NAMES})\s(?:(?<monthDay>\d{1,2}),?\s)?(?:de\s)?(?<monthYear>\d{4})`,
  ].join('|'),
  'gu',
);

/** The dates in a span of the folded text. */
export function datesIn(folded: string, span: Span): FoundDate[] {
  const dates: FoundDate[] = [];
  for (const match of folded.slice(span.start, span.end).matchAll(DATE)) {
    const g = match.groups!;
    const start = span.start + match.index;
    const named = g.dayMonth ?? g.monthFirst;
    const year = Number(g.isoYear ?? g.cjkYear ?? g.dotYear ?? g.dayYear ?? g.monthYear);
    const month = named ? MONTHS.get(named)! : Number(g.isoMonth ?? g.cjkMonth ?? g.dotMonth);
    const day = g.isoDay ?? g.cjkDay ?? g.dotDay ?? g.nameDay ?? g.monthDay;
    dates.push({ start, end: start + match[0].length, year, month, day: day ? Number(day) : null });
  }
  return dates;
}

/*
 * A claim's value normalised (FactClaimReading.value): the same value in any wording is the same string, so
 * a fact issue gathers its claims however each answer words them.
 */

/** A figure without float noise: 12.9, 26000. */
const plainNumber = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** An amount: "14.00 USD/month", "1299.00 EUR" (no period stated nor set on the fact). */
export const moneyValue = (amount: number, currency: string, period: Period | null) =>
  `${amount.toFixed(2)} ${currency}${period ? `/${period}` : ''}`;

/** A plain number or a percentage: "14", "4.5%". */
export const numberValue = (value: Pick<FoundValue, 'number' | 'percent'>) =>
  `${plainNumber(value.number)}${value.percent ? '%' : ''}`;

/** A date as the sheet writes it: "2024-03-01", or "2024-03" for a month. */
export const dateValue = ({ year, month, day }: Pick<FoundDate, 'year' | 'month' | 'day'>) =>
  [
    String(year),
    String(month).padStart(2, '0'),
    ...(day === null ? [] : [String(day).padStart(2, '0')]),
  ].join('-');

/** Words folded (lower case, no accents) with single spaces. */
export const wordsValue = (folded: string) => folded.trim().replace(/\s+/gu, ' ');
