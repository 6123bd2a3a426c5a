/**
 * A brand's fact sheet (issue 58), for the server and the client: the kinds of fact, what a value of each
 * kind may be and how it is stored, the limits and their messages (zod, as input-rules.ts), the CSV columns
 * the export writes and the import reads, and FactSheetEntry, the confirmed facts as the analyzer reads
 * them (the shape of tools/eval/sets/long/*.facts.json).
 *
 * Values are stored normalised, so the analyzer compares like with like: an amount or number with a dot
 * ("12,50" is read as 12.50: a lone comma followed by one or two digits is a decimal comma; "1,299.00" or
 * "1.299,00" are refused, as their grouping is ambiguous across locales), yes/no as true/false, a list's
 * items joined by "; ".
 */
import { z } from 'zod';
import { countryCode, languageCode } from './markets';

export const BRAND_FACT_KINDS = ['NUMBER', 'MONEY', 'YEAR', 'DATE', 'BOOLEAN', 'TEXT', 'LIST'] as const;
export type BrandFactKind = (typeof BRAND_FACT_KINDS)[number];

export const BRAND_FACT_STATUSES = ['CONFIRMED', 'SUGGESTED'] as const;
export type BrandFactStatus = (typeof BRAND_FACT_STATUSES)[number];

export const BRAND_FACT_KIND_LABELS: Record<BrandFactKind, string> = {
  NUMBER: 'Number',
  MONEY: 'Amount of money',
  YEAR: 'Year',
  DATE: 'Date',
  BOOLEAN: 'Yes or no',
  TEXT: 'Text',
  LIST: 'List',
};

export const BRAND_FACT_LIMITS = {
  perBrand: 200,
  keyMax: 64,
  labelMax: 200,
  valueMax: 500,
  unitMax: 40,
  previousValues: 20,
  aliasesPerLanguage: 20,
  aliasMax: 60,
  sourceUrlMax: 500,
};

/** Items of a LIST value, and of previous values in a CSV cell, are separated by this. */
export const LIST_SEPARATOR = '; ';
/** Previous values in one CSV cell are separated by this (a LIST value holds semicolons itself). */
export const PREVIOUS_VALUES_SEPARATOR = ' | ';

/** One confirmed fact as the analyzer reads it (factSheetOf in server/modules/facts). */
export interface FactSheetEntry {
  key: string;
  label: string;
  kind: BrandFactKind;
  value: string;
  unit: string | null;
  currency: string | null;
  /** ISO 3166-1 alpha-2; null: everywhere. */
  country: string | null;
  /** The words answers use for it, per ISO 639-1 language. */
  aliases: Record<string, string[]>;
  /** What it was before, newest first. */
  previousValues: string[];
}

const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));

const DECIMAL = /^-?\d+(\.\d+)?$/;
const DECIMAL_COMMA = /^(-?\d+),(\d{1,2})$/;

/** A number as typed, with a decimal comma read as a dot; null when it is not one plain number. */
function plainNumber(text: string): string | null {
  const comma = DECIMAL_COMMA.exec(text);
  const number = comma ? `${comma[1]}.${comma[2]}` : text;
  return DECIMAL.test(number) ? number : null;
}

const isIsoDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** A value of `kind` as it is stored, or the sentence saying why it cannot be one. */
export function normaliseFactValue(
  kind: BrandFactKind,
  raw: string,
): { value: string } | { problem: string } {
  const text = raw.trim();
  if (!text) return { problem: 'Give the fact a value.' };
  if (text.length > BRAND_FACT_LIMITS.valueMax)
    return { problem: `A value is at most ${BRAND_FACT_LIMITS.valueMax} characters.` };
  switch (kind) {
    case 'MONEY': {
      const amount = plainNumber(text);
      return amount === null || amount.startsWith('-')
        ? { problem: `"${text}" is not an amount: write it as 12.50 (or 12,50), without a currency sign.` }
        : { value: amount };
    }
    case 'NUMBER': {
      const number = plainNumber(text);
      return number === null
        ? { problem: `"${text}" is not a number: write it as 12 or 0.5, without thousands separators.` }
        : { value: number };
    }
    case 'YEAR':
      return /^\d{4}$/.test(text)
        ? { value: text }
        : { problem: `"${text}" is not a year: write four digits, such as 2015.` };
    case 'DATE':
      return isIsoDate(text)
        ? { value: text }
        : { problem: `"${text}" is not a date: write it as YYYY-MM-DD, such as 2023-08-14.` };
    case 'BOOLEAN': {
      const word = text.toLowerCase();
      if (word === 'true' || word === 'yes') return { value: 'true' };
      if (word === 'false' || word === 'no') return { value: 'false' };
      return { problem: `"${text}" is not yes or no: write yes, no, true or false.` };
    }
    case 'LIST': {
      const items = text
        .split(';')
        .map((item) => item.trim())
        .filter(Boolean);
      return items.length
        ? { value: items.join(LIST_SEPARATOR) }
        : { problem: 'Give the list at least one item.' };
    }
    case 'TEXT':
      return { value: text };
  }
}

/** Blank is none; otherwise trimmed. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= max, message);

const isWebAddress = (value: string) =>
  URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

/** One fact as typed (a form, an API call, a CSV row), checked and normalised. */
export const brandFactInput = z
  .object({
    key: z
      .string()
      .transform((value) => value.trim())
      .refine((key) => key.length > 0, 'Give the fact a key, such as annual_price.')
      .refine(
        (key) => key.length <= BRAND_FACT_LIMITS.keyMax,
        `A key is at most ${BRAND_FACT_LIMITS.keyMax} characters.`,
      )
      .refine(
        (key) => key.length === 0 || /^[a-z0-9_]+$/.test(key),
        'A key is lower-case letters, digits and underscores only, such as annual_price.',
      ),
    label: z
      .string()
      .transform((value) => value.trim())
      .refine((label) => label.length > 0, 'Give the fact a label, such as "Annual plan price".')
      .refine(
        (label) => label.length <= BRAND_FACT_LIMITS.labelMax,
        `A label is at most ${BRAND_FACT_LIMITS.labelMax} characters.`,
      ),
    kind: z.enum(BRAND_FACT_KINDS, {
      error: `The kind must be one of ${BRAND_FACT_KINDS.join(', ')}.`,
    }),
    value: z.string({ error: 'Give the fact a value.' }),
    unit: optionalText(
      BRAND_FACT_LIMITS.unitMax,
      `A unit is at most ${BRAND_FACT_LIMITS.unitMax} characters.`,
    ),
    currency: z
      .string()
      .nullish()
      .transform((value) => value?.trim().toUpperCase() || null)
      .refine(
        (currency) => currency === null || CURRENCIES.has(currency),
        'The currency must be an ISO 4217 code, such as EUR, USD or GBP.',
      ),
    country: z
      .string()
      .nullish()
      .transform((value) => value?.trim() || null)
      .pipe(countryCode.nullable()),
    aliases: z
      .record(z.string(), z.array(z.string()))
      .nullish()
      .transform((value, ctx) => {
        const aliases: Record<string, string[]> = {};
        for (const [rawLanguage, rawWords] of Object.entries(value ?? {})) {
          const language = languageCode.safeParse(rawLanguage);
          if (!language.success) {
            ctx.addIssue({ code: 'custom', message: language.error.issues[0]!.message });
            return z.NEVER;
          }
          const words = [...new Set(rawWords.map((word) => word.trim()).filter(Boolean))];
          if (
            words.length > BRAND_FACT_LIMITS.aliasesPerLanguage ||
            words.some((word) => word.length > BRAND_FACT_LIMITS.aliasMax)
          ) {
            ctx.addIssue({
              code: 'custom',
              message: `A language has at most ${BRAND_FACT_LIMITS.aliasesPerLanguage} aliases of at most ${BRAND_FACT_LIMITS.aliasMax} characters each.`,
            });
            return z.NEVER;
          }
          if (words.length) aliases[language.data] = [...(aliases[language.data] ?? []), ...words];
        }
        return aliases;
      }),
    validFrom: z
      .string()
      .nullish()
      .transform((value) => value?.trim() || null)
      .refine(
        (day) => day === null || isIsoDate(day),
        'valid from must be a date written as YYYY-MM-DD, such as 2026-04-01.',
      ),
    previousValues: z.array(z.string()).nullish(),
    sourceUrl: optionalText(
      BRAND_FACT_LIMITS.sourceUrlMax,
      `A source address is at most ${BRAND_FACT_LIMITS.sourceUrlMax} characters.`,
    ).refine(
      (url) => url === null || isWebAddress(url),
      'The source must be an address starting with http:// or https://.',
    ),
  })
  .transform((fact, ctx) => {
    const value = normaliseFactValue(fact.kind, fact.value);
    if ('problem' in value) {
      ctx.addIssue({ code: 'custom', message: value.problem });
      return z.NEVER;
    }
    if (fact.kind === 'MONEY' && fact.currency === null) {
      ctx.addIssue({ code: 'custom', message: 'An amount of money needs its currency, such as EUR.' });
      return z.NEVER;
    }
    if (fact.kind !== 'MONEY' && fact.currency !== null) {
      ctx.addIssue({ code: 'custom', message: 'Only an amount of money has a currency.' });
      return z.NEVER;
    }
    const previousValues: string[] = [];
    for (const raw of fact.previousValues ?? []) {
      if (!raw.trim()) continue;
      const previous = normaliseFactValue(fact.kind, raw);
      if ('problem' in previous) {
        ctx.addIssue({ code: 'custom', message: `Previous value: ${previous.problem}` });
        return z.NEVER;
      }
      if (previous.value !== value.value && !previousValues.includes(previous.value))
        previousValues.push(previous.value);
    }
    if (previousValues.length > BRAND_FACT_LIMITS.previousValues) {
      ctx.addIssue({
        code: 'custom',
        message: `A fact keeps at most ${BRAND_FACT_LIMITS.previousValues} previous values.`,
      });
      return z.NEVER;
    }
    return { ...fact, value: value.value, previousValues };
  });

export type BrandFactInput = z.input<typeof brandFactInput>;
export type BrandFactFields = z.output<typeof brandFactInput>;

/** The message of the first problem in a fact as typed, or null. */
export function factProblem(fact: BrandFactInput): string | null {
  const result = brandFactInput.safeParse(fact);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Invalid fact.');
}

/** "12.50 GBP per year", "2015", "yes": a value as the screens show it. */
export function factValueText(fact: Pick<FactSheetEntry, 'kind' | 'value' | 'unit' | 'currency'>): string {
  const value = fact.kind === 'BOOLEAN' ? (fact.value === 'true' ? 'yes' : 'no') : fact.value;
  return [value, fact.currency, fact.unit].filter(Boolean).join(' ');
}

// ---- the CSV file (GET and PUT /api/brand-facts, the Facts screen's export and import) ----

/** The fixed columns, in order; one `aliases_<language>` column follows per language the sheet uses. */
export const FACT_CSV_COLUMNS = [
  'key',
  'label',
  'kind',
  'value',
  'unit',
  'currency',
  'country',
  'valid_from',
  'previous_values',
  'source_url',
  'status',
] as const;

export const ALIASES_COLUMN_PREFIX = 'aliases_';

/** A fact as the CSV file holds it. */
export interface FactCsvSource extends FactSheetEntry {
  validFrom: string | null;
  sourceUrl: string | null;
  status: BrandFactStatus;
}

/** The CSV's header and rows for `facts`: the fixed columns, then one aliases column per language used. */
export function factSheetTable(facts: readonly FactCsvSource[]): { header: string[]; rows: string[][] } {
  const languages = [...new Set(facts.flatMap((fact) => Object.keys(fact.aliases)))].sort();
  return {
    header: [...FACT_CSV_COLUMNS, ...languages.map((language) => `${ALIASES_COLUMN_PREFIX}${language}`)],
    rows: facts.map((fact) => [
      fact.key,
      fact.label,
      fact.kind,
      fact.value,
      fact.unit ?? '',
      fact.currency ?? '',
      fact.country ?? '',
      fact.validFrom ?? '',
      fact.previousValues.join(PREVIOUS_VALUES_SEPARATOR),
      fact.sourceUrl ?? '',
      fact.status,
      ...languages.map((language) => (fact.aliases[language] ?? []).join(LIST_SEPARATOR)),
    ]),
  };
}
