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
import { phrases, yesNoWordsOf } from './words';

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
  /** Its aliases in every language, and its unit's words (folded); `namedEverywhere` finds every one. */
  named: RegExp;
  namedEverywhere: RegExp;
  /** TEXT and LIST: the current and previous values as written in the text. */
  written: { value: RegExp; previous: RegExp | null } | null;
}

/** A statement of the brand's: its span, the parts of it that are the brand's, its table row's cells. */
interface BrandStatement extends Span {
  parts: Span[];
  cells: TableCell[] | null;
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

function compileFact(entries: readonly FactSheetEntry[]): CompiledFact {
  const first = entries[0]!;
  const aliases = entries.flatMap((entry) => [
    ...Object.values(entry.aliases).flat(),
    ...(first.kind === 'NUMBER' ? unitWords(entry.unit) : []),
  ]);
  const textual = first.kind === 'TEXT' || first.kind === 'LIST';
  const named = phrases(foldedWords(aliases)) || '(?!)';
  return {
    key: first.key,
    kind: first.kind,
    entries,
    named: new RegExp(named, 'u'),
    namedEverywhere: new RegExp(named, 'gu'),
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
    const agrees = value.period !== null && value.period === periodOf(entry.unit);
    if (!named && !equal && !agrees) return null;
    return (named ? 2 : 0) + (equal ? 3 : 0) + (agrees ? 1 : 0);
  }
  if (fact.kind === 'YEAR') return named && isYear(value, folded) ? 2 + (equal ? 3 : 0) : null;
  if (!named || value.currencies.length > 0 || isYear(value, folded)) return null;
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
    statements.push({ start, end, parts: cells ? [] : brandParts(start, end, inside), cells });
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
    const chosen = compiled.flatMap((fact) => {
      const entry = entryFor(fact, market.country);
      return entry ? [{ fact, entry }] : [];
    });
    const readings: FactClaimReading[] = [];
    for (const statement of brandStatements(text, mentions, sentimentLanguageOf(text, detected))) {
      const best = new Map<string, Candidate>();
      const keep = (candidate: Candidate) => {
        const kept = best.get(candidate.fact.key);
        if (!kept || candidate.score > kept.score) best.set(candidate.fact.key, candidate);
      };
      for (const span of readingSpans(text, statement)) {
        const label = foldText(span.label);
        const header = span.header === null ? null : foldText(span.header);
        const namedFacts = new Set(
          chosen.filter(({ fact }) => fact.named.test(label)).map(({ fact }) => fact),
        );
        const inHeader = (fact: CompiledFact) => header !== null && fact.named.test(header);
        const dates = datesIn(folded, span);
        for (const value of valuesIn(folded, span)) {
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
            const named = namedFacts.has(fact);
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
          if (top && !tied) keep(top);
        }
        for (const { fact, entry } of chosen) {
          if (fact.kind === 'DATE' && namedFacts.has(fact)) {
            const date = dates[0];
            if (date)
              keep({ ...date, fact, score: 2, status: judgeDate(date, entry), value: dateValue(date) });
          } else if (fact.kind === 'TEXT' && (header === null || namedFacts.has(fact) || inHeader(fact))) {
            const found = writtenIn(fact, folded, span);
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
  if (words.yes.test(cell) || words.no.test(cell)) {
    const yes = words.yes.test(cell);
    return { ...span, fact, score: 2, status: yes === isTrue ? 'CORRECT' : 'WRONG', value: String(yes) };
  }
  // Words for the fact that hold a negation ("sin permanencia") say it as the sheet does; a negation right
  // before the words ("no free plan", "kein kostenloser Versand") says no. Words merely named do not say yes
  // surely ("the grain-free debate"): where the sheet says no, such a claim is left unjudged.
  let found: RegExpExecArray | null = null;
  /** Where the negation saying no starts, in `part`: the claim's words run from it ("no free plan"). */
  let negatedAt: number | null = null;
  for (const named of part.matchAll(fact.namedEverywhere)) {
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
