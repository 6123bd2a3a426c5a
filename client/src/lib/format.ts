/** Every number and date the client shows is formatted here. */

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 1234 → "1,234". */
export const formatCount = (n: number): string => integer.format(n);

const plainAmount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * An amount of money in its currency (ISO 4217): 240 and "EUR" → "€240.00", 1200.5 and "JPY" → "¥1,201";
 * without a known currency, the bare amount ("240").
 */
export const formatMoney = (amount: number, currency: string | null | undefined): string => {
  if (!currency) return plainAmount.format(amount);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    // A code the browser does not know: said beside the amount.
    return `${plainAmount.format(amount)} ${currency}`;
  }
};

/** 12345 → "12.3K". */
export const formatCompact = (n: number): string => compact.format(n);

/** Visibility and other percentages: one decimal, e.g. 42.5 → "42.5%". */
export const formatPercent = (n: number): string => `${(Number.isFinite(n) ? n : 0).toFixed(1)}%`;

/** Whole-number shares, e.g. 42 → "42%". */
export const formatShare = (n: number): string => `${Math.round(n)}%`;

/** Sentiment score (0–100) with two decimals, as the spec fixes it; "N/A" when nothing mentioned the brand. */
export const formatSentiment = (n: number | null | undefined): string =>
  n == null || !Number.isFinite(n) ? 'N/A' : n.toFixed(2);

/** Parses a `Date` scalar (YYYY-MM-DD) or an ISO date-time. */
const parseDay = (value: string): Date => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

/** Chart axis label: short month and 2-digit day, e.g. "2026-11-05" → "Nov 05". */
export const formatChartDate = (value: string): string => shortDay.format(parseDay(value));

/** A whole number with a true minus sign: −12, 0, 34 (the sign reads as a minus, not a hyphen). */
const signed = (n: number): string => {
  // Math.round(-0.3) is -0, which Intl writes "-0".
  const whole = Math.round(n) || 0;
  return whole < 0 ? `−${formatCount(-whole)}` : formatCount(whole);
};

/** Net sentiment (−100 to 100) as a whole number; "—" without statements. */
export const formatNetSentiment = (n: number | null | undefined): string =>
  n == null || !Number.isFinite(n) ? '—' : signed(n);

/** Net sentiment's 95 % interval: "−20 to −4"; null without statements. */
export const formatNetInterval = ({ low, high }: { low?: number | null; high?: number | null }) =>
  low == null || high == null ? null : `${signed(low)} to ${signed(high)}`;

/** How many times more often a page is cited somewhere than anywhere: 1.66 → "×1.7". */
export const formatLift = (n: number): string => `×${n.toFixed(1)}`;

/** A day in prose, e.g. "Nov 5, 2026". */
export const formatDay = (value: string | null | undefined): string =>
  value ? longDay.format(parseDay(value)) : '—';

/** A count with its noun, the count formatted: "1 answer", "2,911 answers". */
export const countOf = (n: number, one: string, many = `${one}s`): string =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** "1 prompt", "2 prompts". */
export const pluralize = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** Host name of a URL without "www.", or the input when it is not a URL. */
export const formatHost = (url: string): string => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
};

/** The path of a URL ("/pricing"), empty for the home page or a non-URL. */
export const formatPath = (url: string): string => {
  try {
    const { pathname } = new URL(url);
    return pathname === '/' ? '' : pathname.replace(/\/$/, '');
  } catch {
    return '';
  }
};

const moment = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});
const momentToTheSecond = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** A point in time, e.g. "Nov 25, 06:03 AM UTC"; to the second where seconds tell things apart (retries). */
export const formatMoment = (value: string, { seconds = false } = {}): string =>
  (seconds ? momentToTheSecond : moment).format(new Date(value));
