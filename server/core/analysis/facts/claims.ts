/**
 * The claim reader (issue 58's fact check): every value a long answer states for one of the brand's facts,
 * judged for the answer's market. A claim is the brand's where its statement is (statements/: the sentence,
 * list item or table row and whose it is), and within a statement naming a rival too, the part after the
 * brand's name; a rival's price beside it is no claim about the brand.
 */
import { escapeRegExp } from '../../../lib/regexp';
import { factValueText, type FactSheetEntry } from '../../../../graphql/shared/brand-facts';
import type { AnalysisConfig } from '../analysis';
import type { ClaimStatus, FactClaimReading } from '../types';

export type { ClaimStatus, FactClaimReading };
import { detectLanguage, sentimentLanguageOf } from '../language';
import { compileMatcher, findMentions } from '../matching';
import type { SentimentLanguage } from '../languages/registry';
import type { Mention } from '../mentions/types';
import { statementEvidence } from '../statements/statements';
import { foldText } from '../text/fold';
import type { Span } from '../text/spans';
import {
  dateValue,
  datesIn,
  type FoundValue,
  moneyValue,
  numberValue,
  type Period,
  valuesIn,
  wordsValue,
} from './values';
import { aliasPhrases, yesNoWordsOf } from './words';

/** The answer's language and market: a fact's value for that country is the right one. */
export interface ClaimMarket {
  language: string;
  country: string | null;
}

export type FactClaimReader = (text: string, market: ClaimMarket) => FactClaimReading[];

/** One fact of the sheet, compiled: its entries by market and the words that name it. */
interface CompiledFact {
  key: string;
  kind: FactSheetEntry['kind'];
  entries: readonly FactSheetEntry[];
  /**
   * Its aliases in every language, and its unit's words (folded). Global and shared by every reader: used
   * with search() and matchAll() only (namesFact, firstNaming), which leave its lastIndex alone.
   */
  named: RegExp;
  /** TEXT and LIST: the current and previous values as written in the text. */
  written: { value: RegExp; previous: RegExp | null } | null;
}

/** A statement of the brand's: its span, the parts of it that are the brand's, its table row's cells. */
interface BrandStatement extends Span {
  parts: Span[];
  cells: TableCell[] | null;
  /** The table (its header row) of a row naming the brand, or null. */
  table: string | null;
}

interface TableCell extends Span {
  /** The words that say what the cell is: its column's header and the row's first cell. */
  label: string;
  /**
   * In a row naming no one (a table of plans, sizes or extras), the column's header alone: a cell there is a
   * fact's value where the row's first cell names the fact, or the header does and the value is one of the
   * fact's; null elsewhere.
   */
  header: string | null;
}

/** A value found for a fact, before the best one per statement is kept. */
interface Candidate extends Span {
  fact: CompiledFact;
  status: ClaimStatus;
  /** The value normalised (FactClaimReading.value). */
  value: string;
  /** How surely the value is this fact's: named beside it, equal to one of its values, of its period. */
  score: number;
}

/** Units whose words are the fact's aliases in every language ("years", "stores"), split from "working days". */
const unitWords = (unit: string | null) =>
  (unit ?? '')
    .split(/[\s/]+/)
    .filter((word) => word.length > 2 && !['per', 'one-off', 'the'].includes(word))
    .map(foldText);

const foldedWords = (words: readonly string[]) =>
  words.map((word) => foldText(word.trim())).filter((word) => word.length > 1);

/** A written place, name or list item: the first part of "Boise, Idaho", matched with any ending ("Gdańska"). */
function writtenPattern(values: readonly string[]): RegExp | null {
  const words = foldedWords(
    values.flatMap((value) => value.split(/;\s*/).map((item) => item.split(',')[0]!)),
  );
  if (words.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...new Set(words)].map(escapeRegExp).join('|')})`, 'u');
}

/**
 * Patterns by source and flags, made once per process: a brand's readers are made afresh for each batch of
 * answers, and a pattern of Unicode classes takes milliseconds to make and compile.
 */
const sharedPatterns = new Map<string, RegExp>();
const MAX_SHARED_PATTERNS = 5_000;

function sharedPattern(source: string, flags: string): RegExp {
  const key = `${flags}/${source}`;
  let pattern = sharedPatterns.get(key);
  if (!pattern) {
    if (sharedPatterns.size >= MAX_SHARED_PATTERNS) sharedPatterns.clear();
    sharedPatterns.set(key, (pattern = new RegExp(source, flags)));
  }
  return pattern;
}

const namesFact = (fact: CompiledFact, text: string) => text.search(fact.named) >= 0;

function compileFact(entries: readonly FactSheetEntry[]): CompiledFact {
  const first = entries[0]!;
  const aliases = entries.flatMap((entry) => [
    ...Object.values(entry.aliases).flat(),
    ...(first.kind === 'NUMBER' ? unitWords(entry.unit) : []),
  ]);
  const textual = first.kind === 'TEXT' || first.kind === 'LIST';
  const named = aliasPhrases(foldedWords(aliases)) || '(?!)';
  return {
    key: first.key,
    kind: first.kind,
    entries,
    named: sharedPattern(named, 'gu'),
    written: textual
      ? {
          value: writtenPattern(entries.map((entry) => entry.value))!,
          previous: writtenPattern(entries.flatMap((entry) => entry.previousValues)),
        }
      : null,
  };
}

/** The entry for the answer's market: the one for its country, else the one for everywhere else. */
const entryFor = (fact: CompiledFact, country: string | null) =>
  fact.entries.find((entry) => entry.country !== null && entry.country === country) ??
  fact.entries.find((entry) => entry.country === null);

const PERIODS: Record<string, Period> = { month: 'month', monthly: 'month', year: 'year', annual: 'year' };
const periodOf = (unit: string | null): Period | null =>
  Object.entries(PERIODS).find(([word]) => unit?.toLowerCase().includes(word))?.[1] ?? null;

/** How far from the value an approximation may be and still not be wrong. */
const APPROXIMATION = 0.1;

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6 * Math.max(1, Math.abs(b));

/** What turns a stated amount into one of the fact's period: 1/12 for a yearly amount of a monthly fact. */
function periodFactor(value: FoundValue, entry: FactSheetEntry, kind: FactSheetEntry['kind']): number {
  const factPeriod = kind === 'MONEY' ? periodOf(entry.unit) : null;
  return factPeriod && value.period && value.period !== factPeriod
    ? value.period === 'year'
      ? 1 / 12
      : 12
    : 1;
}

/** A stated amount or number against the entry's values, per month and per year converted only when exact. */
function judgeNumber(
  value: FoundValue,
  entry: FactSheetEntry,
  kind: FactSheetEntry['kind'],
  folded: string,
): ClaimStatus {
  if (kind === 'YEAR' && value.number % 10 === 0 && DECADE.test(folded.slice(value.end, value.end + 4)))
    return 'UNCLEAR';
  const factor = periodFactor(value, entry, kind);
  const stated = value.number * factor;
  if (same(stated, Number(entry.value))) return 'CORRECT';
  if (entry.previousValues.some((previous) => same(stated, Number(previous)))) return 'OUTDATED';
  // So is a range, a figure for another period that does not convert exactly (a yearly plan's discount), or
  // an approximation close to the value ("around 30" for 32); one far from it is wrong.
  if (factor !== 1 || value.range) return 'UNCLEAR';
  if (value.approximate && Math.abs(stated - Number(entry.value)) <= APPROXIMATION * Number(entry.value))
    return 'UNCLEAR';
  return 'WRONG';
}

/**
 * A stated amount or number normalised: an amount in the fact's currency and, where it converts to whole
 * cents, in the fact's period ("$168 a year" of a monthly price is "14.00 USD/month").
 */
function numberClaimValue(value: FoundValue, entry: FactSheetEntry, kind: FactSheetEntry['kind']): string {
  if (kind !== 'MONEY') return numberValue(value);
  const converted = value.number * periodFactor(value, entry, kind);
  const wholeCents = Math.abs(converted * 100 - Math.round(converted * 100)) < 1e-6;
  return wholeCents
    ? moneyValue(converted, entry.currency!, periodOf(entry.unit) ?? value.period)
    : moneyValue(value.number, entry.currency!, value.period);
}

const isYear = (value: FoundValue, folded: string) =>
  value.currencies.length === 0 &&
  !value.percent &&
  /^\d{4}$/.test(folded.slice(value.start, value.end)) &&
  value.number >= 1800 &&
  value.number <= 2100;

/** A decade rather than a year ("the 2010s", "2010er", "2010年代", "2010-talet"). */
const DECADE = /^(?:'?s|er|-?tal|-?luv|年代|년대)/u;

/** Whether a value is the entry's current or a previous one, as written. */
const equalsAValue = (value: FoundValue, entry: FactSheetEntry) =>
  same(value.number, Number(entry.value)) ||
  entry.previousValues.some((previous) => same(value.number, Number(previous)));

/**
 * How far a count may stand from the fact's words and be its value, in characters: after them ("warranty of
 * 5 years", "Reichweite: bis 120 km") and before them ("14 stores"); a number written in words nearer.
 */
const NUMBER_REACH = { after: 40, before: 30 };
const SPELLED_REACH = { after: 22, before: 16 };

/** The word right after a count ("30 minutes", "3 kWc", "4G", "two sizes"). */
const WORD_AFTER = /^[\s-]?(\p{L}+)/u;
/** Words that may follow a count without being its unit: joining words, "odd", "plus". */
const NOT_A_UNIT = new Set(
  'a an and or to of per x plus odd more over de di da du en et e y o och og i w z na u und oder bis ou ili ja ve'.split(
    ' ',
  ),
);
/** Writing systems without spaces, whose words run on past a unit ("店舗", "km圏内"). */
const UNSPACED_WORD = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;
/** How far after a count the fact's words may follow it, past a word or two ("sechs eigene Showrooms"). */
const UNIT_REACH = 24;
/** Units of time, written differently in every language ("Jahre", "lat", "semaines"): any word may be one. */
const TIME_UNIT = /year|month|week|day|night|hour|minute/u;

/**
 * A count followed by a word that is not the fact's (its aliases, its unit) counts another thing: "30
 * minutes" is no number of recipes, "3 kWc" no number of installations. Facts counted in time are spared:
 * their unit's word is the language's own ("fünf Jahre", "5 lat").
 */
function countsOtherThing(value: FoundValue, fact: CompiledFact, entry: FactSheetEntry, folded: string) {
  if (value.percent || TIME_UNIT.test(entry.unit ?? '')) return false;
  const after = folded.slice(value.end, value.end + 40);
  const word = WORD_AFTER.exec(after)?.[1];
  if (!word || NOT_A_UNIT.has(word) || UNSPACED_WORD.test(word)) return false;
  if (
    entry.unit &&
    foldText(entry.unit)
      .split(/[\s/]+/)
      .includes(word)
  )
    return false;
  const at = after.search(fact.named);
  return at < 0 || at > UNIT_REACH;
}

/** An amount's "per" and what it is per: "/km", "/dag", "per kilo", "pro Person". */
const PER_WORD = /^\s?(?:\/\s?|per\s|pro\s)(\p{L}+)/u;

/**
 * An amount per something the fact is not per ("2,50 kr./km", "95 kr./dag", "550 kr per kilo" of a box's
 * price) is another price; per month and per year are the fact's period, converted.
 */
function perOtherThing(value: FoundValue, fact: CompiledFact, entry: FactSheetEntry, folded: string) {
  if (value.period !== null) return false;
  const per = PER_WORD.exec(folded.slice(value.end, value.end + 24));
  if (!per) return false;
  const word = per[1]!;
  const unit = foldText(entry.unit ?? '');
  return !unit.includes(word) && !word.startsWith(unit.replace(/^per\s+/u, '')) && !namesFact(fact, word);
}

/** Whether a value is a candidate for a fact of its kind, and how surely it is that fact's. */
function numberScore(
  value: FoundValue,
  fact: CompiledFact,
  entry: FactSheetEntry,
  named: boolean,
  folded: string,
): number | null {
  const equal = equalsAValue(value, entry);
  if (fact.kind === 'MONEY') {
    if (!entry.currency || !value.currencies.includes(entry.currency)) return null;
    if (perOtherThing(value, fact, entry, folded)) return null;
    const agrees = value.period !== null && value.period === periodOf(entry.unit);
    if (!named && !equal && !agrees) return null;
    return (named ? 2 : 0) + (equal ? 3 : 0) + (agrees ? 1 : 0);
  }
  if (value.spelled && fact.kind !== 'NUMBER') return null;
  if (fact.kind === 'YEAR') return named && isYear(value, folded) ? 2 + (equal ? 3 : 0) : null;
  if (!named || value.currencies.length > 0 || isYear(value, folded)) return null;
  if (countsOtherThing(value, fact, entry, folded)) return null;
  if (value.percent !== /%|percent/.test(entry.unit ?? '')) return null;
  // A figure with decimals for a whole-numbered fact is a score or a rate, not the fact's value.
  if (
    !Number.isInteger(value.number) &&
    [entry.value, ...entry.previousValues].every((v) => !v.includes('.'))
  )
    return null;
  return 2 + (equal ? 3 : 0);
}

/** The statements of the answer that are the brand's, with the parts of each that speak of it. */
function brandStatements(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
): BrandStatement[] {
  const evidence = statementEvidence(text, mentions, language);
  const statements: BrandStatement[] = [];
  for (const { start, end, entity, header } of evidence) {
    if (entity !== 0) continue;
    const inside = mentions.filter((mention) => mention.start >= start && mention.end <= end);
    const cells = header === null ? null : tableCells(text, start, end, header, mentions);
    statements.push({
      start,
      end,
      parts: cells ? [] : brandParts(start, end, inside),
      cells,
      table: cells && inside.some((mention) => mention.entity === 0) ? header : null,
    });
  }
  return statements;
}

/**
 * The parts of a statement about the brand: from each mention of it to the next rival's, and before the first
 * mention when that is the brand's; all of it when it names no rival.
 */
function brandParts(start: number, end: number, inside: readonly Mention[]): Span[] {
  if (inside.every((mention) => mention.entity === 0)) return [{ start, end }];
  const parts: Span[] = [];
  let from = inside[0]!.entity === 0 ? start : -1;
  for (const mention of inside) {
    if (mention.entity === 0 && from < 0) from = mention.start;
    else if (mention.entity !== 0 && from >= 0) {
      parts.push({ start: from, end: mention.start });
      from = -1;
    }
  }
  if (from >= 0) parts.push({ start: from, end });
  return parts;
}

/**
 * A table row's cells that are the brand's, each with its label: the brand's column where the header names
 * the brands; every cell of a row naming the brand first; in a row naming no one, the cells of a row whose
 * first cell or its column's header names the fact ("| Founded | 2013 |").
 */
function tableCells(
  text: string,
  start: number,
  end: number,
  header: string,
  mentions: readonly Mention[],
): TableCell[] | null {
  const headerStart = text.lastIndexOf(header, start);
  const headerCells = cellsOf(header, headerStart);
  const rowCells = cellsOf(text.slice(start, end), start);
  const namedIn = (span: Span) =>
    mentions.find((mention) => mention.start >= span.start && mention.end <= span.end)?.entity;
  const columnOwners = headerCells.map(namedIn);
  const byColumn = columnOwners.some((owner) => owner !== undefined);
  const rowOwner = namedIn({ start, end });
  if (!byColumn && rowOwner !== undefined && rowOwner !== 0) return null;
  // A row of bare figures under named columns is a rating table's, whose scores are no fact's values.
  const bare = rowCells.slice(1).filter((cell) => BARE_FIGURE.test(text.slice(cell.start, cell.end)));
  if (bare.length >= 3) return null;
  const rowLabel = rowCells[0] ? text.slice(rowCells[0].start, rowCells[0].end) : '';
  const columnLabel = (column: number) => {
    const cell = headerCells[column];
    return cell ? text.slice(cell.start, cell.end) : '';
  };
  return rowCells.flatMap((cell, column) => {
    if (byColumn ? columnOwners[column] !== 0 : column === 0) return [];
    const unnamed = !byColumn && rowOwner === undefined;
    return [
      unnamed
        ? { ...cell, label: rowLabel, header: columnLabel(column) }
        : { ...cell, label: `${columnLabel(column)} ${rowLabel}`, header: null },
    ];
  });
}

const BARE_FIGURE = /^\s*\d+(?:[.,]\d+)?\s*(?:\/\s*\d+)?\s*$/;

function cellsOf(row: string, offset: number): Span[] {
  const cells: Span[] = [];
  let at = row.indexOf('|');
  while (at >= 0) {
    const next = row.indexOf('|', at + 1);
    if (next < 0) break;
    cells.push({ start: offset + at + 1, end: offset + next });
    at = next;
  }
  return cells;
}

/** The spans of a statement values are read in, each with the words that may name the fact beside it. */
function readingSpans(text: string, statement: BrandStatement): TableCell[] {
  if (statement.cells) return statement.cells;
  const label = text.slice(statement.start, statement.end);
  return statement.parts.map((span) => ({ ...span, label, header: null }));
}

/** Reads a brand's fact claims in answers: its names and fact sheet compiled once. */
export function createClaimReader(config: AnalysisConfig, facts: readonly FactSheetEntry[]): FactClaimReader {
  const matchers = [compileMatcher(config.brand), ...config.competitors.map(compileMatcher)];
  const byKey = new Map<string, FactSheetEntry[]>();
  for (const entry of facts) byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  const compiled = [...byKey.values()].map(compileFact);
  return (text, market) => {
    if (compiled.length === 0) return [];
    const detected = detectLanguage(text);
    const mentions = findMentions(text, matchers, () => detected);
    if (!mentions.some((mention) => mention.entity === 0)) return [];
    const folded = foldText(text);
    const brandMentions = mentions.filter((mention) => mention.entity === 0);
    const chosen = compiled.flatMap((fact) => {
      const entry = entryFor(fact, market.country);
      return entry ? [{ fact, entry }] : [];
    });
    const readings: FactClaimReading[] = [];
    const statements = brandStatements(text, mentions, sentimentLanguageOf(text, detected));
    /** Tables with several rows of the brand's: its plans or products, each with its own price. */
    const rowsPerTable = new Map<string, number>();
    for (const { table } of statements)
      if (table !== null) rowsPerTable.set(table, (rowsPerTable.get(table) ?? 0) + 1);
    for (const statement of statements) {
      const ofSeveral = statement.table !== null && rowsPerTable.get(statement.table)! > 1;
      const best = new Map<string, Candidate>();
      const keep = (candidate: Candidate) => {
        const kept = best.get(candidate.fact.key);
        if (!kept || candidate.score > kept.score) best.set(candidate.fact.key, candidate);
      };
      for (const span of readingSpans(text, statement)) {
        const label = foldText(span.label);
        const header = span.header === null ? null : foldText(span.header);
        const namedFacts = new Set(
          chosen.filter(({ fact }) => namesFact(fact, label)).map(({ fact }) => fact),
        );
        const inHeader = (fact: CompiledFact) => header !== null && namesFact(fact, header);
        const dates = datesIn(folded, span);
        const spots = new Map<CompiledFact, Span[]>();
        /** Whether the fact's words stand near a value in the statement ("nine stores", "warranty: 5 years"). */
        const namedNear = (fact: CompiledFact, value: FoundValue) => {
          let found = spots.get(fact);
          if (!found) {
            found = [...folded.slice(statement.start, statement.end).matchAll(fact.named)].map((match) => ({
              start: statement.start + match.index,
              end: statement.start + match.index + match[0].length,
            }));
            spots.set(fact, found);
          }
          const reach = value.spelled ? SPELLED_REACH : NUMBER_REACH;
          return found.some(
            (spot) =>
              (value.start >= spot.end && value.start - spot.end <= reach.after) ||
              (spot.start >= value.end && spot.start - value.end <= reach.before),
          );
        };
        for (const value of valuesIn(folded, span, market.language)) {
          if (dates.some((date) => date.start < value.end && value.start < date.end)) continue;
          // An amount beside another fact's words in another currency ("the machine costs about £1,100")
          // may be either fact's: it is read for neither.
          const otherCurrency = chosen.some(
            ({ fact, entry }) =>
              fact.kind === 'MONEY' &&
              (namedFacts.has(fact) || inHeader(fact)) &&
              value.currencies.length > 0 &&
              !value.currencies.includes(entry.currency ?? ''),
          );
          if (otherCurrency) continue;
          let top: Candidate | null = null;
          let tied = false;
          for (const { fact, entry } of chosen) {
            if (fact.kind !== 'MONEY' && fact.kind !== 'NUMBER' && fact.kind !== 'YEAR') continue;
            const named =
              namedFacts.has(fact) &&
              (fact.kind !== 'NUMBER' || statement.cells !== null || namedNear(fact, value));
            if (header !== null && !named && !(inHeader(fact) && equalsAValue(value, entry))) continue;
            const score = numberScore(value, fact, entry, named || inHeader(fact), folded);
            if (score === null) continue;
            if (top && score === top.score) tied = true;
            if (!top || score > top.score) {
              top = {
                start: value.start,
                end: value.end,
                fact,
                score,
                status: judgeNumber(value, entry, fact.kind, folded),
                value: numberClaimValue(value, entry, fact.kind),
              };
              tied = false;
            }
          }
          // In a table of the brand's plans or products, a figure equal to none of the fact's is another
          // plan's ("| Garoa Mais | R$ 69,90 |"), not a wrong value of this one.
          if (top && ofSeveral && top.status === 'WRONG') continue;
          if (top && !tied) keep(top);
        }
        for (const { fact, entry } of chosen) {
          if (fact.kind === 'DATE' && namedFacts.has(fact)) {
            const date = dates[0];
            if (date)
              keep({ ...date, fact, score: 2, status: judgeDate(date, entry), value: dateValue(date) });
          } else if (fact.kind === 'TEXT' && (header === null || namedFacts.has(fact) || inHeader(fact))) {
            const found =
              writtenIn(fact, folded, span) ??
              (namedFacts.has(fact) || inHeader(fact)
                ? nameAfterAlias(fact, text, folded, span, header !== null, brandMentions, market.language)
                : null);
            if (found) keep(found);
          } else if (fact.kind === 'LIST' && namedFacts.has(fact)) {
            const found = listIn(fact, entry, text, folded, span);
            if (found) keep(found);
          } else if (fact.kind === 'BOOLEAN' && namedFacts.has(fact)) {
            const found = yesOrNo(fact, entry, folded, span, market.language);
            if (found) keep(found);
          }
        }
      }
      for (const candidate of best.values())
        readings.push({
          fact: candidate.fact.key,
          stated: text.slice(candidate.start, candidate.end),
          expected: factValueText(entryFor(candidate.fact, market.country)!),
          value: candidate.value,
          status: candidate.status,
          start: statement.start,
          end: statement.end,
          quote: text.slice(statement.start, statement.end),
        });
    }
    return readings;
  };
}

function judgeDate(
  date: { year: number; month: number; day: number | null },
  entry: FactSheetEntry,
): ClaimStatus {
  const asWritten = (iso: string) => iso.split('-').map(Number);
  const matches = (iso: string) => {
    const [year, month, day] = asWritten(iso);
    return year === date.year && month === date.month && (date.day === null || day === date.day);
  };
  if (matches(entry.value)) return date.day === null ? 'UNCLEAR' : 'CORRECT';
  if (entry.previousValues.some(matches)) return 'OUTDATED';
  return 'WRONG';
}

/** A TEXT fact's current or previous value written in a span. */
function writtenIn(fact: CompiledFact, folded: string, span: Span): Candidate | null {
  const part = folded.slice(span.start, span.end);
  const current = fact.written!.value.exec(part);
  const previous = current ? null : fact.written!.previous?.exec(part);
  const found = current ?? previous;
  if (!found) return null;
  const start = span.start + found.index;
  return {
    start,
    end: start + found[0].length,
    fact,
    score: 2,
    status: current ? 'CORRECT' : 'OUTDATED',
    value: wordsValue(found[0]),
  };
}

/** Regions coarser than a country: the world's parts (UN M.49 codes) and the EU. */
const REGION_CODES = [
  '150',
  '151',
  '154',
  '155',
  '039',
  '419',
  '005',
  '021',
  '019',
  '002',
  '142',
  '009',
  'EU',
];
const countryNames = new Map<string, ReadonlySet<string>>();

/** The names of countries and of the world's parts, folded, in a language and in English (Intl's). */
function countryNamesOf(language: string): ReadonlySet<string> {
  let names = countryNames.get(language);
  if (!names) {
    const found = new Set<string>();
    for (const locale of new Set([language, 'en'])) {
      let display: Intl.DisplayNames;
      try {
        display = new Intl.DisplayNames([locale], { type: 'region' });
      } catch {
        continue;
      }
      const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      const codes = [...letters].flatMap((a) => [...letters].map((b) => a + b));
      for (const code of [...codes, ...REGION_CODES]) {
        const name = display.of(code);
        if (name && name !== code) found.add(foldText(name));
      }
    }
    countryNames.set(language, (names = found));
  }
  return names;
}

/** Whether a fact's values are countries, per language, worked out once. */
const sheetCountries = new WeakMap<CompiledFact, Map<string, boolean>>();

/** Whether a folded name is one of the names, allowing a short inflected ending ("Polsce" of "Polska"). */
const isOneOf = (name: string, names: ReadonlySet<string>) =>
  names.has(name) ||
  [...names].some((known) => {
    if (known.length < 5 || Math.abs(known.length - name.length) > 2) return false;
    const stem = known.slice(0, Math.max(4, known.length - 2));
    return name.startsWith(stem);
  });

/** A capitalised name as written ("São Paulo", "San Francisco", "Köpenhamn"). */
const CAPITALISED_NAME = /^\p{Lu}[\p{L}'’-]*(?:[ -](?:\p{Lu}[\p{L}'’-]*))*/u;
/**
 * What may stand between a fact's words and its value: spaces, marks and a few short lowercase words ("based
 * in", "sede a", "la red de", "siedzibą w", "**Head office:** ").
 */
const BEFORE_NAME = /^[\s*:|,–—-]*(?:(?:\p{Ll}{1,4}|\p{Ll}{1,3}')\s+){0,2}/u;

/**
 * A TEXT fact's value other than the sheet's: the name right after the fact's words ("Sitz in Paris", "made in
 * Vietnam"), or, in a table cell whose row names the fact, the name the cell opens with. The name is wrong,
 * or unclear where it is a country or a part of the world and the sheet's value is none ("tillverkad i
 * Sverige" of a brand made in Helsingborg). A name sharing its start with a value of the sheet ("Bolonha" of
 * Bologna, "Oregon" of "Portland, Oregon", "Red Compartida" of "Red Compartida (Altán Redes)"), the brand's
 * own name, or one right after a one-word fact's word that is a preposition ("from", "aus") is no claim.
 */
function nameAfterAlias(
  fact: CompiledFact,
  text: string,
  folded: string,
  span: Span,
  cell: boolean,
  brandMentions: readonly Span[],
  language: string,
): Candidate | null {
  const part = folded.slice(span.start, span.end);
  const starts: { at: number; alias: string }[] = [];
  if (cell) starts.push({ at: 0, alias: '' });
  else
    for (const named of part.matchAll(fact.named))
      starts.push({ at: named.index + named[0].length, alias: named[0] });
  const known = fact.entries
    .flatMap((entry) => [entry.value, ...entry.previousValues])
    .flatMap((value) => value.split(/[;,()]\s*/))
    .map((value) => foldText(value.trim()))
    .filter((value) => value.length > 1);
  const countries = countryNamesOf(language);
  const byLanguage = sheetCountries.get(fact) ?? new Map<string, boolean>();
  sheetCountries.set(fact, byLanguage);
  let sheetHasCountries = byLanguage.get(language);
  if (sheetHasCountries === undefined)
    byLanguage.set(language, (sheetHasCountries = known.some((value) => isOneOf(value, countries))));
  for (const { at, alias } of starts) {
    const gap = BEFORE_NAME.exec(part.slice(at))![0];
    // A short one-word fact's word with nothing between it and a name is a preposition ("from Europe").
    if (alias && !/\s/u.test(alias.trim()) && alias.length <= 4 && gap.trim() === '') continue;
    const from = span.start + at + gap.length;
    const name = CAPITALISED_NAME.exec(text.slice(from, span.end))?.[0];
    if (!name || name.length < 2) continue;
    const end = from + name.length;
    if (brandMentions.some((mention) => mention.start < end && from < mention.end)) continue;
    const value = wordsValue(folded.slice(from, end));
    const aliasAndName = wordsValue(`${alias} ${value}`);
    const sharesStart = (item: string) =>
      [value, aliasAndName].some(
        (said) =>
          said === item ||
          said.startsWith(item) ||
          item.startsWith(said) ||
          (said.length >= 4 && item.slice(0, 4) === said.slice(0, 4)),
      );
    if (known.some(sharesStart)) continue;
    const coarse = !sheetHasCountries && isOneOf(value, countries);
    return { start: from, end, fact, score: 1, status: coarse ? 'UNCLEAR' : 'WRONG', value };
  }
  return null;
}

/** What separates the items of a list as written ("A, B and C", "A・B・C"). */
const LIST_SEPARATOR = /\s*(?:[,;、・/]|\s(?:and|und|et|y|e|och|og|en|i|ja|ve|и)\s)\s*/u;

/**
 * A list fact's items written in a span, compared as sets: the list from the first item the sheet knows to
 * the clause's end, each piece an item of the sheet's value (any ending), or another capitalised name.
 */
function listIn(
  fact: CompiledFact,
  entry: FactSheetEntry,
  text: string,
  folded: string,
  span: Span,
): Candidate | null {
  const first = fact.written!.value.exec(folded.slice(span.start, span.end));
  if (!first) return null;
  const start = span.start + first.index;
  const clause = text.slice(start, span.end).split(/[.:!?(|]|\n/u)[0]!;
  const pieces = clause.split(LIST_SEPARATOR).map((piece) => piece.trim());
  const listed: string[] = [];
  let end = start;
  for (const piece of pieces) {
    if (!/^\p{Lu}/u.test(piece) && !/^[\u3040-\u9fff]/u.test(piece)) break;
    listed.push(foldText(piece));
    end = text.indexOf(piece, end) + piece.length;
  }
  const items = (list: string) => list.split(/;\s*/).map((item) => foldText(item.trim()));
  const sameSet = (list: string) => {
    const wanted = items(list);
    return (
      wanted.length === listed.length &&
      wanted.every((item) => listed.some((piece) => piece.startsWith(item)))
    );
  };
  const status: ClaimStatus = sameSet(entry.value)
    ? 'CORRECT'
    : entry.previousValues.some(sameSet)
      ? 'OUTDATED'
      : listed.length > 1
        ? 'WRONG'
        : 'UNCLEAR';
  return { start, end, fact, score: 2, status, value: listed.map(wordsValue).sort().join('; ') };
}

/** A fact's label naming an absence, in the sheet's English: "No deductible", "Without lock-in". */
const ABSENCE = /^(?:no|not|without|zero)\s/u;

/** How many characters before a fact's words a negation turns it ("no free plan", "kein kostenloser"). */
const NEGATION_REACH = 16;

/** A yes-or-no fact named in a span: no where a negation stands just before its words or a cell says no. */
function yesOrNo(
  fact: CompiledFact,
  entry: FactSheetEntry,
  folded: string,
  span: Span,
  language: string,
): Candidate | null {
  const part = folded.slice(span.start, span.end);
  const words = yesNoWordsOf(language);
  const cell = part.trim();
  const isTrue = entry.value === 'true';
  // A fact that is an absence ("No deductible", "No binding period"): "keine Selbstbeteiligung", "ingen
  // bindningstid" and a cell saying no under its words say the fact holds.
  const absence = ABSENCE.test(foldText(entry.label));
  if (words.yes.test(cell) || words.no.test(cell)) {
    const yes = words.yes.test(cell) !== absence;
    return { ...span, fact, score: 2, status: yes === isTrue ? 'CORRECT' : 'WRONG', value: String(yes) };
  }
  // Words for the fact that hold a negation ("sin permanencia") say it as the sheet does; a negation right
  // before the words ("no free plan", "kein kostenloser Versand") says no. Words merely named do not say yes
  // surely ("the grain-free debate"): where the sheet says no, such a claim is left unjudged.
  let found: RegExpExecArray | null = null;
  /** Where the negation saying no starts, in `part`: the claim's words run from it ("no free plan"). */
  let negatedAt: number | null = null;
  for (const named of part.matchAll(fact.named)) {
    found ??= named;
    const clauseBefore = part
      .slice(0, named.index)
      .split(/[,.;:!?|(]/)
      .pop()!
      .slice(-NEGATION_REACH);
    const negation = words.negation.test(named[0]) ? -1 : clauseBefore.search(words.negation);
    if (negation >= 0) {
      found = named;
      negatedAt = named.index - clauseBefore.length + negation;
      break;
    }
  }
  if (!found) return null;
  if (negatedAt !== null && absence)
    return {
      start: span.start + negatedAt,
      end: span.start + found.index + found[0].length,
      fact,
      score: 2,
      status: isTrue ? 'CORRECT' : 'WRONG',
      value: 'true',
    };
  const negated = negatedAt !== null;
  const status: ClaimStatus = negated ? (isTrue ? 'WRONG' : 'CORRECT') : isTrue ? 'CORRECT' : 'UNCLEAR';
  return {
    start: span.start + (negatedAt ?? found.index),
    end: span.start + found.index + found[0].length,
    fact,
    score: 2,
    status,
    value: String(!negated),
  };
}

/** One answer's fact claims (createClaimReader, for a single answer). */
export function readFactClaims(
  text: string,
  config: AnalysisConfig,
  facts: readonly FactSheetEntry[],
  market: ClaimMarket,
): FactClaimReading[] {
  return createClaimReader(config, facts)(text, market);
}
