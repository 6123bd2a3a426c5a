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
import { TABLE_ROW, TABLE_SEPARATOR } from '../sentiment/units';
import { statementEvidence } from '../statements/statements';
import { foldText } from '../text/fold';
import type { Span } from '../text/spans';
import {
  boundOf,
  dateValue,
  datesIn,
  type FoundValue,
  moneyValue,
  numberValue,
  parseNumber,
  type Period,
  periodIn,
  valuesIn,
  wordsValue,
} from './values';
import {
  ADDED,
  ALLOWANCE_BEFORE,
  aliasPhrases,
  articlesOf,
  BUNDLE,
  compoundsIn,
  DIFFERENCE_AFTER,
  DISCOUNT,
  EXTRA_WORDS,
  EXTRAS,
  FOUNDING,
  FREE,
  FUTURE,
  GAP,
  HEAD_OFFICE_WORDS,
  INCLUDED,
  LIMITED,
  MADE_IN_WORDS,
  PAID,
  PAST,
  PER_MEASURE,
  PER_MEASURE_AFTER,
  PER_MEASURE_BEFORE,
  SAVING_BEFORE,
  SHIPPING,
  timeUnitAt,
  UNLIMITED,
  WRITTEN_PACK_WORDS,
  yesNoWordsOf,
} from './words';

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
   * Its aliases in the answer's language, or in every language where the sheet gives none in it, and its
   * unit's words (folded). Global and shared by every reader: used with search() and matchAll() only
   * (namesFact, firstNaming), which leave its lastIndex alone.
   */
  named: RegExp;
  /** The fact is an extra's price or size itself ("Extra driver fee", "Additional data"). */
  extra: boolean;
  /** A year of founding or launch: the languages' words for it name it too, beside its value. */
  founding: boolean;
  /** A bundle's or a set's price itself ("Price of the skincare set"). */
  bundle: boolean;
  /** A fact about sending the goods ("Delivery fee", "Free shipping from"): shipping's amounts are its own. */
  shipping: boolean;
  /** A reduced price itself ("Member discount price"): amounts said to be reduced are its own. */
  reduced: boolean;
  /** TEXT and LIST: the current and previous values as written in the text. */
  written: { value: RegExp; previous: RegExp | null } | null;
  /**
   * A yes-or-no fact that a thing is free or included ("Free returns", "Cancellation included"): the thing's
   * words without "free" or "included" ("returns", "annullamento"), which a text saying it is paid for names.
   */
  paidThing: RegExp | null;
  /**
   * A yes-or-no fact that a thing has no limit ("Unlimited mileage included"): the thing's words without
   * "unlimited" ("kilometraje"), which a text saying it is limited names.
   */
  limitedThing: RegExp | null;
}

/** A statement of the brand's: its span, the parts of it that are the brand's, its table row's cells. */
interface BrandStatement extends Span {
  parts: Span[];
  cells: TableCell[] | null;
  /** The table (its header row) of a row naming the brand, or null. */
  table: string | null;
  /**
   * The table of a row whose cells are its own, a row naming the brand or no one in a table without a column
   * per name: rows of one table reading the same fact are the brand's several plans or products.
   */
  rows: string | null;
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
  /** The header's first cell, what the rows' first cells are ("| Tillæg | Pris hos Snabb |"): table cells only. */
  corner?: string;
}

/** A value found for a fact, before the best one per statement is kept. */
interface Candidate extends Span {
  fact: CompiledFact;
  status: ClaimStatus;
  /** The value normalised (FactClaimReading.value). */
  value: string;
  /** How surely the value is this fact's: named beside it, equal to one of its values, of its period. */
  score: number;
  /** A figure far off the fact's values (farOff): it tells a table's rows of several plans, but is not read. */
  farOff?: boolean;
}

/** "Than the" before a figure, in the languages: the figure is what the brand's is compared with. */
const COMPARED_WITH =
  /(?<!\p{L})(?:than|als|que|dan|an|di|kuin)\s+(?:the|die|der|den|das|dem|les|los|las|le|la|el|il|lo|i|gli|het|de|os|as|o|a)\s+[$£€¥]?$/u;

/** What opens a term added in a sum, or its result, right before an amount ("+ 2 × ", "= "). */
const SUM_TERM_BEFORE = /[+=]\s?(?:\d+\s?[×x*]\s?)?$/u;

/** Units whose words are the fact's aliases in every language ("years", "stores"), split from "working days". */
const unitWords = (unit: string | null) =>
  (unit ?? '')
    .split(/[\s/]+/)
    .filter((word) => word.length > 2 && !['per', 'one-off', 'the'].includes(word))
    .map(foldText);

const foldedWords = (words: readonly string[]) =>
  words.map((word) => foldText(word.trim())).filter((word) => word.length > 1);

/**
 * A written place, name or list item: the first part of "Boise, Idaho", matched with a short ending
 * ("Gdańska", "Kölner"), not as the start of a longer word ("portoghese" is no Porto).
 */
function writtenPattern(values: readonly string[]): RegExp | null {
  const words = foldedWords(
    values.flatMap((value) => value.split(/;\s*/).map((item) => item.split(',')[0]!)),
  );
  if (words.length === 0) return null;
  // Words of a script without spaces stand anywhere ("任せたい関西").
  const alternatives = [...new Set(words)].map((word) =>
    UNSPACED_WORD.test(word)
      ? escapeRegExp(word)
      : `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}\\p{L}{0,3}(?!\\p{L})`,
  );
  return new RegExp(alternatives.join('|'), 'u');
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

/** How many different words of the fact a text names. */
const wordsNamed = (fact: CompiledFact, text: string) =>
  new Set([...text.matchAll(fact.named)].map((match) => match[0])).size;

/** A year fact's label saying it is when the brand began ("Founded", "Year launched", "Established"). */
const FOUNDING_LABEL = /found|establish|launch|start|creat|since/iu;

/** A place fact's label, in the sheet's English: where the company sits, where its goods are made. */
const HEAD_OFFICE_LABEL = /head\s?office|headquarter|\bhq\b/iu;
const MADE_IN_LABEL = /\bmade\b|factory|assembled|manufactur|produced|knitted|\bbuilt\b/iu;

/** A fact's label naming several things priced as one, in the sheet's English ("Starter bundle price"). */
const BUNDLE_LABEL = /bundle|\bset\b|combo|together/iu;

/** A fact's label about sending the goods, in the sheet's English ("Delivery fee", "Free shipping from"). */
const SHIPPING_LABEL = /ship|deliver|postage|freight|courier|parcel/iu;

/** A fact's label naming a thing free, in the sheet's English ("Free shipping from"). */
const FREE_FACT = /\bfree\b/iu;

/** A yes-or-no fact's label saying a thing is free or included, in the sheet's English. */
const FREE_LABEL = /^free\s|\sincluded\b/iu;

/** A yes-or-no fact's label saying a thing has no limit, in the sheet's English ("Unlimited mileage"). */
const UNLIMITED_LABEL = /\bunlimited\b/iu;

/**
 * The words of a thing said free or included, without those words ("free returns": "returns"), or of one
 * said to have no limit, without its words ("kilometraje ilimitado": "kilometraje").
 */
function thingPattern(
  aliases: readonly string[],
  without: readonly RegExp[] = [FREE, INCLUDED],
): RegExp | null {
  const things = foldedWords(aliases)
    .map((alias) =>
      without
        .reduce((thing, words) => thing.replace(words, ' '), alias)
        .replace(/\s+/gu, ' ')
        .trim(),
    )
    .filter((thing) => thing.length >= 4);
  return things.length > 0 ? sharedPattern(aliasPhrases(things), 'u') : null;
}

/** A fact compiled for answers in a language. */
function compileFact(entries: readonly FactSheetEntry[], language: string): CompiledFact {
  const first = entries[0]!;
  // Where the sheet names the fact in the answer's language, another language's words for it name it not: they
  // may be that language's words for something else (the English "cafés" are coffees in Spanish).
  const ownWords = entries.some((entry) => (entry.aliases[language] ?? []).length > 0);
  // The fact's own label names it too, where an answer writes it ("| Head office | … |", "Founded").
  const aliases = entries.flatMap((entry) => [
    entry.label,
    ...(ownWords ? (entry.aliases[language] ?? []) : Object.values(entry.aliases).flat()),
    ...(first.kind === 'NUMBER' ? unitWords(entry.unit) : []),
  ]);
  // A place fact is named by the languages' words for it too ("headquartered in", "hergestellt in").
  if (first.kind === 'TEXT') {
    if (HEAD_OFFICE_LABEL.test(first.label)) aliases.push(...HEAD_OFFICE_WORDS);
    if (MADE_IN_LABEL.test(first.label)) aliases.push(...MADE_IN_WORDS);
  }
  const textual = first.kind === 'TEXT' || first.kind === 'LIST';
  // A yes-or-no fact's thing is named in a compound too, where the language writes them as one word
  // ("drulleförsäkring ingår"), as a thing with a property is ("allriskförsäkringen").
  const named =
    aliasPhrases(foldedWords(aliases), first.kind === 'BOOLEAN' && compoundsIn(language)) || '(?!)';
  return {
    key: first.key,
    kind: first.kind,
    entries,
    named: sharedPattern(named, 'gu'),
    founding: first.kind === 'YEAR' && FOUNDING_LABEL.test(first.label),
    bundle: BUNDLE_LABEL.test(first.label),
    shipping:
      SHIPPING_LABEL.test(first.label) || foldedWords(aliases).some((alias) => alias.search(SHIPPING) >= 0),
    extra: EXTRAS.test(foldText(first.label)),
    reduced: foldedWords(aliases).some((alias) => DISCOUNT.test(alias)),
    paidThing: first.kind === 'BOOLEAN' && FREE_LABEL.test(first.label) ? thingPattern(aliases) : null,
    limitedThing:
      first.kind === 'BOOLEAN' && UNLIMITED_LABEL.test(first.label)
        ? thingPattern(aliases, [UNLIMITED, INCLUDED])
        : null,
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

/**
 * How far from the value an approximation may be and still not be wrong: a rounding ("about €2,800" of
 * 2,799), not a shift ("around NZ$3,500" of 3,299); a year by one ("around 2015" of 2016).
 */
const APPROXIMATION = 0.05;
const APPROXIMATE_YEARS = 1;
/** How many times the fact's value, or what share of it, a figure may be and still misstate it (farOff). */
const FAR_OFF = 3;
/** What a figure far off the fact's values loses of its score: any other figure for the fact wins over it. */
const FAR_OFF_PENALTY = 10;

/** A price fact that is where the prices start, in the sheet's English ("Single-trip policy starting price"). */
const STARTING_PRICE_LABEL = /\bstarting\b|\bfrom\b|\blowest\b|\bcheapest\b|\bentry\b/iu;

/** How far a round figure's approximation may stand, within its rounding ("around 30" of 32, not "about 3,000" of 3,499). */
const ROUNDED = 0.1;

/**
 * The step a round figure is rounded to ("around 30": 10, "about 4,000": 1,000): an approximation of it holds
 * any value it rounds from. A figure of one significant digit only ("around 3,500" is said to the hundred).
 */
function roundingOf(number: number): number {
  if (!Number.isInteger(number) || number < 10) return 0;
  let step = 1;
  while (number % (step * 10) === 0) step *= 10;
  return number / step < 10 ? step : 0;
}

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
  // A decade holding the year is said vaguely ("the 2010s" of 2014); one that does not is wrong ("1990'ların
  // sonlarında" of 2004).
  if (
    kind === 'YEAR' &&
    value.number % 10 === 0 &&
    (DECADE.test(folded.slice(value.end, value.end + 4)) ||
      DECADE_BEFORE.test(folded.slice(Math.max(0, value.start - 12), value.start)))
  )
    return Number(entry.value) - value.number >= 0 && Number(entry.value) - value.number < 10
      ? 'UNCLEAR'
      : 'WRONG';
  // A range holds several values ("6–10 Wochen"): none of them is stated.
  if (value.range) return 'UNCLEAR';
  const factor = periodFactor(value, entry, kind);
  const stated = value.number * factor;
  if (same(stated, Number(entry.value))) return 'CORRECT';
  if (entry.previousValues.some((previous) => same(stated, Number(previous)))) return 'OUTDATED';
  // So is a figure for another period that does not convert exactly (a yearly plan's discount).
  if (factor !== 1) return 'UNCLEAR';
  const truth = Number(entry.value);
  // A bound is wrong only where the value breaks it ("over 70 branches" of 64); a limit of the fact's own
  // ("from £5", "up to 120 km") is said as its value.
  const bound = value.approximate ? boundOf(folded, value) : null;
  // Above where prices start, an amount not said as the start ("about €45 for a couple, ten days") is one
  // case's price; one below it, or a start said higher ("from €25"), is wrong.
  if (kind === 'MONEY' && STARTING_PRICE_LABEL.test(entry.label) && stated > truth && bound !== 'limit')
    return 'UNCLEAR';
  if (bound === 'atLeast') return truth > stated ? 'UNCLEAR' : 'WRONG';
  if (bound === 'atMost') return truth < stated ? 'UNCLEAR' : 'WRONG';
  // An approximation close to the value is unclear ("around 30" for 32); one far from it is wrong.
  const near =
    kind === 'YEAR'
      ? APPROXIMATE_YEARS
      : Math.max(APPROXIMATION * truth, Math.min(roundingOf(value.number) / 2, ROUNDED * truth));
  if (bound === null && value.approximate && Math.abs(stated - truth) <= near) return 'UNCLEAR';
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

/** A decade rather than a year ("the 2010s", "2010er", "2010年代", "2010-talet", "2010'ların"). */
const DECADE = /^(?:'?s|er|-?tal|-?luv|年代|년대|'l[ae]r)/u;
/** A decade named before its year ("les années 1990", "los años 2010", "gli anni 2000", "jaren 1990"). */
const DECADE_BEFORE = /(?:annees|anos|anni|jaren|decada de|decennio)\s$/u;

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
/** The word or two right after a count ("eigene Showrooms"). */
const NEXT_TWO_WORDS = /^(?:[\s-]*[\p{L}'’-]+){1,2}/u;
/** How far after a count the fact's words may follow it, past a word or two ("sechs eigene Showrooms"). */
const UNIT_REACH = 24;
/** A fact's unit of time, in the sheet's English. */
const TIME_UNIT = /year|month|week|day|night|hour|minute/u;
/** A unit of measure right after a count, in any language ("1kW", "4G", "500 km", "2 GB"). */
const MEASURE_AFTER = /^\s?(kwh|kwp|kwc|kw|wh|mah|gb|mb|tb|km|kg|mg|ml|cm|mm|mbps|gbps|g)(?![a-z])/u;
/** One unit however written: a kilowatt peak is "kWp", "kWc" or "kW". */
const sameMeasure = (unit: string) => unit.replace(/^kw[pc]$/u, 'kw');
/** What follows a count of time said as a moment past ("years ago", "Jahre her", "år sedan", "年前"). */
const AGO =
  /^[\s-]?(?:\p{L}+\s+(?:ago|earlier|back|her|sedan|siden|geleden|fa|temu|sitten|once)(?!\p{L})|[年月週日]前(?!後))/u;
/** What a unit counts: "recipes" of "recipes per week", which is no time. */
const countedThing = (unit: string | null) => (unit ?? '').split(/\s+per\s+|\//u)[0]!;

/**
 * A count followed by a word that is not the fact's (its aliases, its unit) counts another thing: "30
 * minutes" is no number of recipes, "3 kWc" no number of installations, "zwei Wochen" no number of nights.
 */
function countsOtherThing(
  value: FoundValue,
  fact: CompiledFact,
  entry: FactSheetEntry,
  folded: string,
  cell: boolean,
) {
  if (value.percent) return false;
  const after = folded.slice(value.end, value.end + 40);
  // A count of things added ("3 new stores", "20 neue Filialen", "8 tiendas nuevas") is a change, no total.
  if (ADDED.test(NEXT_TWO_WORDS.exec(after)?.[0] ?? '')) return true;
  // A count in a unit of measure the fact's is not ("1kWあたり" of a warranty's years, "in 4G" of a plan's
  // gigabytes) counts another thing, whatever words follow.
  const measure = MEASURE_AFTER.exec(after)?.[1];
  const factUnits = foldText(entry.unit ?? '')
    .split(/[\s/]+/)
    .map(sameMeasure);
  if (measure && !factUnits.includes(sameMeasure(measure))) return true;
  // A count of time in another unit is another span ("zwei Wochen" of trial nights, "deux mois" of weeks).
  const factTime = TIME_UNIT.exec(countedThing(entry.unit))?.[0] ?? null;
  const saidTime = factTime ? timeUnitAt(after) : null;
  // A time ago is a moment, no span ("two years ago", "2年前", "för tre år sedan").
  if (factTime && saidTime && AGO.test(after)) return true;
  if (factTime && saidTime) return saidTime !== factTime;
  // A count in words of a fact that is a time says no time ("Dwie gwarancje" of a warranty's years); one of a
  // fact counted per a time ("fünf Abhebungen" of withdrawals per month) may.
  if (factTime && value.spelled && !cell && !value.range && !/^per\s/u.test(entry.unit ?? '')) return true;
  // A count in words outside a table's cell says what it counts in its next word or two ("sechs eigene
  // Showrooms"): "two sizes" are no returns days, nor "two widths and return the one".
  // One opening a range says it at the range's end ("two or three more stores").
  if (value.spelled && !cell && !value.range) return !namesFact(fact, NEXT_TWO_WORDS.exec(after)?.[0] ?? '');
  // Facts counted in time are spared the rest: their unit's word may be any language's.
  if (factTime) return false;
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
 * The same said before the amount, in its clause ("pro Abhebung 2 €", "per withdrawal: £2", "Priset per kilo
 * blir alltså drygt 550 kr").
 */
const PER_WORD_BEFORE =
  /(?:^|\s)(?:per|pro)\s(\p{L}+)[\s:,]{0,2}$|(?:^|\s)(?:per|pro)\s(\p{L}{4,})[^\d.;:!?,\n]{0,24}$/u;
/** "a", "per", "each" and the like before a unit of time after an amount ("£40 a week", "29 € al día"). */
const PER_TIME = /^\s?(?:\/\s?|(?:a|an|per|pro|each|every|par|al|la|por|i|om|w|na|в)\s)/u;

/**
 * An amount per something the fact is not per ("2,50 kr./km", "95 kr./dag", "550 kr per kilo" of a box's
 * price) is another price; per month and per year are the fact's period, converted.
 */
function perOtherThing(value: FoundValue, fact: CompiledFact, entry: FactSheetEntry, folded: string) {
  if (value.period !== null) return false;
  // An amount a week, a day or a night ("around £40 a week", "95 kr. om dagen") is no price per serving nor a
  // one-off one; it is a weekly or daily fact's own.
  const perTime = PER_TIME.exec(folded.slice(value.end, value.end + 24));
  const time = perTime ? timeUnitAt(folded.slice(value.end + perTime[0].length, value.end + 40)) : null;
  if (time && time !== 'month' && time !== 'year') return !foldText(entry.unit ?? '').includes(time);
  const per =
    PER_WORD.exec(folded.slice(value.end, value.end + 24)) ??
    PER_WORD_BEFORE.exec(folded.slice(Math.max(0, value.start - 40), value.start));
  if (!per) return false;
  const word = (per[1] ?? per[2])!;
  const unit = foldText(entry.unit ?? '');
  return !unit.includes(word) && !word.startsWith(unit.replace(/^per\s+/u, '')) && !namesFact(fact, word);
}

/** How far back the clause of a value is read for what it is (an extra's), in characters. */
const CLAUSE_REACH = 50;

/** How far back an amount's clause is read for words naming a gap between two amounts, in characters. */
const GAP_REACH = 80;

/** The clause before a value in its span, up to a comma or a sentence's end, `reach` characters at most. */
function clauseLeadingTo(folded: string, span: Span, at: number, reach = CLAUSE_REACH): string {
  const before = folded.slice(Math.max(span.start, at - reach), at);
  return before.slice(before.search(/[^.;!?,\n]*$/u));
}

/**
 * The shipping words of the sentence leading to an amount (SHIPPING) that are not said free or included right
 * beside them ("free shipping", "frakten ingår": what the sentence prices is something else), with where the
 * sentence starts; null where it names none.
 */
function shippingNamedBefore(
  folded: string,
  span: Span,
  at: number,
): { sentence: number; first: number; last: number } | null {
  const before = folded.slice(span.start, at);
  const ends = [...before.matchAll(/[.!?](?=\s)|\n/gu)];
  const sentence = span.start + (ends.length > 0 ? ends[ends.length - 1]!.index + 1 : 0);
  const found: number[] = [];
  for (const named of folded.slice(sentence, at).matchAll(SHIPPING)) {
    const start = sentence + named.index;
    const end = start + named[0].length;
    const wordBefore = folded.slice(Math.max(sentence, start - 24), start).match(/(\S+)[\s-]*$/u)?.[1] ?? '';
    const wordAfter = folded.slice(end, at).match(/^[\s-]*(\S+)/u)?.[1] ?? '';
    const beside = `${wordBefore} ${wordAfter}`;
    if (beside.search(FREE) >= 0 || beside.search(INCLUDED) >= 0) continue;
    found.push(start);
  }
  return found.length > 0 ? { sentence, first: found[0]!, last: found[found.length - 1]! } : null;
}

/**
 * Whether an amount is shipping's cost rather than the fact's: its sentence names shipping before any of the
 * fact's words ("El envío tarda una semana y cuesta 25 €"), or after all of them ("kostet der Versand 7,90 €").
 */
function shippingsAmount(
  fact: CompiledFact,
  folded: string,
  shipping: { sentence: number; first: number; last: number },
  at: number,
): boolean {
  const words = [...folded.slice(shipping.sentence, at).matchAll(fact.named)].map(
    (named) => shipping.sentence + named.index,
  );
  return words.length === 0 || shipping.first < words[0]! || shipping.last > words[words.length - 1]!;
}

/** How far back an amount's clause is read for the period it is said in, in characters. */
const PERIOD_CLAUSE_REACH = 40;

/** The clause right before a value, up to a comma or a sentence's end (in any script). */
function clauseBefore(folded: string, value: Span): string {
  const before = folded.slice(Math.max(0, value.start - PERIOD_CLAUSE_REACH), value.start);
  return before.slice(before.search(/[^.;!?,\n、。，；]*$/u));
}

/**
 * Whether a value's clause dates it away from now: a value said to have held ("used to cost", "kostete
 * früher", "以前は") or to be going to ("plans to open", "ab nächstem Monat", "予定"). A year is dated so by
 * the future only ("originally founded in 2009" is a founding).
 */
function saidOfAnotherTime(folded: string, value: Span, kind: FactSheetEntry['kind']): boolean {
  const clause = cellClauseBefore(folded, value);
  return FUTURE.test(clause) || (kind !== 'YEAR' && PAST.test(clause));
}

/** The clause right before a value (clauseBefore), within its table cell: a cell is a clause of its own. */
const cellClauseBefore = (folded: string, value: Span) => clauseBefore(folded, value).split('|').pop()!;

/** How far after an amount its clause is read for words saying it is reduced, in characters. */
const DISCOUNT_AFTER_REACH = 30;

/** Whether an amount's clause says it is reduced ("€39 on sale", "kostet im Angebot 39 €", "39 € en oferta"). */
function saidReduced(folded: string, value: Span): boolean {
  const after = folded.slice(value.end, value.end + DISCOUNT_AFTER_REACH).split(/[.;!?,\n|、。，；]/u)[0]!;
  return DISCOUNT.test(cellClauseBefore(folded, value)) || DISCOUNT.test(after);
}

/**
 * A wrong value said of another time than now judges not the fact's value now, and a wrong amount said to be
 * reduced not its list price: it is unclear.
 */
function judgedAsSaid(
  status: ClaimStatus,
  folded: string,
  value: FoundValue,
  fact: CompiledFact,
): ClaimStatus {
  if (status !== 'WRONG') return status;
  const reduced = fact.kind === 'MONEY' && !fact.reduced && saidReduced(folded, value);
  return reduced || saidOfAnotherTime(folded, value, fact.kind) ? 'UNCLEAR' : status;
}

/** A money candidate's score where only its period agrees with the fact's. */
const PERIOD_ONLY = 1;

/**
 * Whether a figure is many times the fact's value, or a small share of it: it counts or prices another thing
 * ("500 km" to a bike's first service of a 90 km range, "2,6万円" a year of a ¥1,980 plan, "Stad 7" a model of
 * one), since an answer misstating a fact misses it by a rounding or a few steps ("£10" of £12, "rund 70" of 45).
 */
function farOff(value: FoundValue, entry: FactSheetEntry, kind: FactSheetEntry['kind']): boolean {
  const truth = Number(entry.value);
  const stated = value.number * periodFactor(value, entry, kind);
  return truth > 0 && (stated > FAR_OFF * truth || stated * FAR_OFF < truth);
}

/** Whether a value is a candidate for a fact of its kind, and how surely it is that fact's. */
function numberScore(
  value: FoundValue,
  fact: CompiledFact,
  entry: FactSheetEntry,
  named: boolean,
  folded: string,
  cell: boolean,
): number | null {
  const equal = equalsAValue(value, entry);
  if (fact.kind === 'MONEY') {
    if (!entry.currency || !value.currencies.includes(entry.currency)) return null;
    if (perOtherThing(value, fact, entry, folded)) return null;
    // An amount a month or a year is no one-off price nor one per bag ("rund 60 € im Jahr" of a mattress).
    if (value.period !== null && periodOf(entry.unit) === null && !equal) return null;
    // So is one its clause calls a monthly or yearly sum ("autoship brings the monthly cost to around $77").
    if (
      value.period === null &&
      periodOf(entry.unit) === null &&
      !equal &&
      periodIn(clauseBefore(folded, value))
    )
      return null;
    const agrees = value.period !== null && value.period === periodOf(entry.unit);
    if (!named && !equal && !agrees) return null;
    return (named ? 2 : 0) + (equal ? 3 : 0) + (agrees ? 1 : 0);
  }
  if (value.spelled && fact.kind !== 'NUMBER') return null;
  if (fact.kind === 'YEAR') return named && isYear(value, folded) ? 2 + (equal ? 3 : 0) : null;
  if (!named || value.currencies.length > 0 || isYear(value, folded)) return null;
  if (countsOtherThing(value, fact, entry, folded, cell)) return null;
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
  const lines = linesOf(text);
  // An item naming no one among items naming rivals is no statement of the brand's, though its context is.
  const othersItems = itemsAmongRivals(lines, mentions);
  const statements: BrandStatement[] = [];
  for (const { start, end, entity, header } of evidence) {
    if (entity !== 0) continue;
    const inside = mentions.filter((mention) => mention.start >= start && mention.end <= end);
    if (inside.length === 0 && othersItems.some((item) => item.start <= start && end <= item.end)) continue;
    const row = header === null ? null : tableCells(text, start, end, header, mentions);
    statements.push({
      start,
      end,
      parts: row ? [] : brandParts(start, end, inside),
      cells: row?.cells ?? null,
      table: row && inside.some((mention) => mention.entity === 0) ? header : null,
      rows: row && !row.byColumn ? header : null,
    });
  }
  const read = new Set(statements.map((statement) => statement.start));
  for (const item of brandListItems(lines, mentions)) {
    if (statements.some((statement) => statement.start < item.end && item.start < statement.end)) continue;
    statements.push({ ...item, parts: [item], cells: null, table: null, rows: null });
  }
  for (const row of brandTableRows(lines, mentions)) {
    if (read.has(row.start)) continue;
    const cells = tableCells(text, row.start, row.end, row.header, mentions);
    if (cells)
      statements.push({
        start: row.start,
        end: row.end,
        parts: [],
        cells: cells.cells,
        table: null,
        rows: cells.byColumn ? null : row.header,
      });
  }
  return statements.sort((a, b) => a.start - b.start);
}

/** A line of the text, its white space trimmed. */
interface Line extends Span {
  said: string;
}

/** The text's lines, each trimmed, with its offsets. */
function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const said of text.split('\n')) {
    const trimmed = said.trim();
    const at = start + said.indexOf(trimmed);
    lines.push({ start: at, end: at + trimmed.length, said: trimmed });
    start += said.length + 1;
  }
  return lines;
}

/** The names (entities; 0 the brand) mentioned inside a span. */
function namedIn(mentions: readonly Mention[], span: Span): Set<number> {
  return new Set(
    mentions
      .filter((mention) => mention.start >= span.start && mention.end <= span.end)
      .map((mention) => mention.entity),
  );
}

/** Whether the headings and paragraph above line `first` name the brand and no rival. */
function introducedByBrandAlone(
  lines: readonly Line[],
  first: number,
  mentions: readonly Mention[],
): boolean {
  const before = introductionOf(lines, first);
  const owners = before ? namedIn(mentions, before) : new Set<number>();
  return owners.has(0) && owners.size === 1;
}

/**
 * The rows of tables that are the brand's though their rows need not name it, which statements leave to no
 * one or to a rival: a comparison with a column per name ("| Founded | 2019 | 2012 |" under "| | Zest |
 * HelloFresh |"), and a two-column table of facts naming no one, under prose or a heading that names the
 * brand and no rival ("## Company facts").
 */
function brandTableRows(lines: readonly Line[], mentions: readonly Mention[]): (Span & { header: string })[] {
  const rows: (Span & { header: string })[] = [];
  for (let at = 1; at < lines.length; at++) {
    if (!TABLE_SEPARATOR.test(lines[at]!.said) || !TABLE_ROW.test(lines[at - 1]!.said)) continue;
    const header = lines[at - 1]!;
    let last = at;
    while (last + 1 < lines.length && TABLE_ROW.test(lines[last + 1]!.said)) last++;
    const body = lines.slice(at + 1, last + 1);
    const byColumn = namedIn(mentions, header).has(0);
    if (!byColumn) {
      const named = namedIn(mentions, { start: header.start, end: lines[last]!.end });
      if (named.size > 0 || cellsOf(header.said, 0).length !== 2) continue;
      if (!introducedByBrandAlone(lines, at - 1, mentions)) continue;
    }
    for (const row of body) rows.push({ start: row.start, end: row.end, header: header.said });
    at = last;
  }
  return rows;
}

/** A list item's line: a bullet or a number opening it. */
const LIST_ITEM = /^(?:[-*•]|\d{1,2}[.)])\s+\S/u;
const LIST_MARKER = /^(?:[-*•]|\d{1,2}[.)])\s+/u;
/** A list item opening with a bold label, a fact sheet's line ("- **Main plan:** $179 a month"). */
const BOLD_LABEL = /^(?:[-*•]|\d{1,2}[.)])\s+\*\*[^*]{1,60}\*\*/u;

/** A run of list items, a blank line allowed between two, with the index of its first line. */
interface ListRun {
  first: number;
  items: Line[];
}

/** The runs of list items in the text's lines. */
function listRuns(lines: readonly Line[]): ListRun[] {
  const runs: ListRun[] = [];
  for (let at = 0; at < lines.length; at++) {
    if (!LIST_ITEM.test(lines[at]!.said)) continue;
    const run: ListRun = { first: at, items: [] };
    for (; at < lines.length; at++) {
      const line = lines[at]!;
      if (LIST_ITEM.test(line.said)) run.items.push(line);
      else if (line.said !== '' || !LIST_ITEM.test(lines[at + 1]?.said ?? '')) break;
    }
    runs.push(run);
  }
  return runs;
}

/**
 * Whether a run of items compares names: a bold label of one of them names a rival ("- **Dropbox Plus:** …",
 * "- **Google One 2 TB:** $9.99 a month"). An item there naming no one is another product's, no line of the
 * brand's fact sheet, whatever the text before it says.
 */
function comparesNames(run: ListRun, mentions: readonly Mention[]): boolean {
  return run.items.some((item) => {
    const label = BOLD_LABEL.exec(item.said);
    if (!label) return false;
    const owners = namedIn(mentions, { start: item.start, end: item.start + label[0].length });
    return [...owners].some((entity) => entity !== 0);
  });
}

/** The items naming no one, each opening with a bold label, of runs that compare names (comparesNames). */
function itemsAmongRivals(lines: readonly Line[], mentions: readonly Mention[]): Span[] {
  return listRuns(lines)
    .filter((run) => comparesNames(run, mentions))
    .flatMap((run) =>
      run.items.filter((item) => namedIn(mentions, item).size === 0 && BOLD_LABEL.test(item.said)),
    );
}

/**
 * The items of lists naming no one, each opening with a bold label, under headings or a paragraph that name
 * the brand and no rival ("Here are Tono's key facts: ## Key data - **Main plan:** $179 a month"), which
 * statements leave to no one: a fact sheet of the brand's, each line its own. Lists of tips ("- Compare
 * quotes") are left to statements, and so are lists comparing names (comparesNames).
 */
function brandListItems(lines: readonly Line[], mentions: readonly Mention[]): Span[] {
  const items: Span[] = [];
  for (const run of listRuns(lines)) {
    if (!introducedByBrandAlone(lines, run.first, mentions) || comparesNames(run, mentions)) continue;
    // An item is read past its bullet or number ("1. A long guarantee" says no "1").
    for (const item of run.items)
      if (namedIn(mentions, item).size === 0 && BOLD_LABEL.test(item.said))
        items.push({ start: item.start + LIST_MARKER.exec(item.said)![0].length, end: item.end });
  }
  return items;
}

/** What introduces a table or a list: the headings and the paragraph right above its first line. */
function introductionOf(lines: readonly Line[], header: number): Span | null {
  let start: number | null = null;
  for (let at = header - 1; at >= 0; at--) {
    const line = lines[at]!;
    if (!line.said) continue;
    if (TABLE_ROW.test(line.said)) break;
    start = line.start;
    if (!line.said.startsWith('#')) break;
  }
  return start === null ? null : { start, end: lines[header]!.start };
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
): { cells: TableCell[]; byColumn: boolean } | null {
  const headerStart = text.lastIndexOf(header, start);
  const headerCells = cellsOf(header, headerStart);
  const rowCells = cellsOf(text.slice(start, end), start);
  const namedIn = (span: Span) =>
    mentions.find((mention) => mention.start >= span.start && mention.end <= span.end)?.entity;
  const columnOwners = headerCells.map(namedIn);
  const byColumn = columnOwners.some((owner) => owner !== undefined);
  const rowOwner = namedIn({ start, end });
  if (!byColumn && rowOwner !== undefined && rowOwner !== 0) return null;
  // Bare figures in a row of several are a rating table's scores ("| 7 | 8 | 9 | 7,7 |"), no fact's values;
  // the row's other cells ("€ 159", "15 jaar") and years ("| Founded | 2019 | 2012 | 2011 |") still are.
  const bare = rowCells.slice(1).filter((cell) => {
    const score = BARE_FIGURE.exec(text.slice(cell.start, cell.end));
    return score !== null && parseNumber(score[1]!) <= MAX_SCORE;
  });
  const scores = new Set(bare.length >= 3 ? bare : []);
  const rowLabel = rowCells[0] ? text.slice(rowCells[0].start, rowCells[0].end) : '';
  const columnLabel = (column: number) => {
    const cell = headerCells[column];
    return cell ? text.slice(cell.start, cell.end) : '';
  };
  const cells = rowCells.flatMap((cell, column) => {
    if ((byColumn ? columnOwners[column] !== 0 : column === 0) || scores.has(cell)) return [];
    const unnamed = !byColumn && rowOwner === undefined;
    const corner = columnLabel(0);
    return [
      unnamed
        ? { ...cell, label: rowLabel, header: columnLabel(column), corner }
        : { ...cell, label: `${columnLabel(column)} ${rowLabel}`, header: null, corner },
    ];
  });
  return { cells, byColumn };
}

const BARE_FIGURE = /^\s*(\d+(?:[.,]\d+)?)\s*(?:\/\s*\d+)?\s*$/;
/** The highest a rating table's score goes ("85/100"). */
const MAX_SCORE = 100;

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
  /** The facts compiled for each language answers come in, once. */
  const compiledIn = new Map<string, CompiledFact[]>();
  return (text, market) => {
    let compiled = compiledIn.get(market.language);
    if (!compiled) {
      compiled = [...byKey.values()].map((entries) => compileFact(entries, market.language));
      compiledIn.set(market.language, compiled);
    }
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
    /** The table of each reading's row, where its cells are its own (BrandStatement.rows). */
    const tableOf: (string | null)[] = [];
    /** Whether each reading is a figure far off its fact's values, kept only to count a table's rows. */
    const farOffReading: boolean[] = [];
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
        /** A count's cell names what it counts itself ("| 30 recipes |", "| 60 dagen |"). */
        const namedInCell = (fact: CompiledFact) => namesFact(fact, folded.slice(span.start, span.end));
        const dates = datesIn(folded, span);
        const spots = new Map<CompiledFact | RegExp, Span[]>();
        /** Whether the fact's words stand near a value in the statement ("nine stores", "warranty: 5 years"). */
        const namedNear = (fact: CompiledFact, value: FoundValue, words = fact.named) => {
          const key = words === fact.named ? fact : words;
          let found = spots.get(key);
          if (!found) {
            found = [...folded.slice(statement.start, statement.end).matchAll(words)].map((match) => ({
              start: statement.start + match.index,
              end: statement.start + match.index + match[0].length,
            }));
            spots.set(key, found);
          }
          const reach = value.spelled ? SPELLED_REACH : NUMBER_REACH;
          return found.some(
            (spot) =>
              (value.start >= spot.end && value.start - spot.end <= reach.after) ||
              (spot.start >= value.end && spot.start - value.end <= reach.before),
          );
        };
        // A cell's amount is of the period its row or column names ("| Annual Europe | £139 |", "| Pris
        // per månad |").
        const cellPeriod = statement.cells === null ? null : periodIn(`${label} ${header ?? ''}`);
        for (const found of valuesIn(folded, span, market.language)) {
          const value =
            cellPeriod && found.period === null && found.currencies.length > 0
              ? { ...found, period: cellPeriod }
              : found;
          if (dates.some((date) => date.start < value.end && value.start < date.end)) continue;
          /** The `chars` of the span's text (folded) before the value, and after it. */
          const before = (chars: number) =>
            folded.slice(Math.max(span.start, value.start - chars), value.start);
          const after = (chars: number) => folded.slice(value.end, value.end + chars);
          /** Whether the value's clause says it is an extra's, read once it may be a fact's. */
          let ofAnExtra: boolean | undefined;
          /** Whether the value's clause prices several things together, read once it may be a price. */
          let ofBundle: boolean | undefined;
          // A bare number right after the brand's name is a plan's or a model's ("Bruma 199", "Spur 7"); an
          // amount ("kostet bei Brindlewick 12,90 €") or a year there is said of the brand.
          const afterName = brandMentions.some(
            (mention) => mention.end <= value.start && /^ ?$/u.test(text.slice(mention.end, value.start)),
          );
          if (afterName && value.currencies.length === 0 && !isYear(value, folded)) continue;
          // A figure a comparison is drawn with is another's ("longer than the 14 days most competitors offer",
          // "günstiger als die 30 € bei Vodafone"); "more than 14 days" is a bound, read as one.
          if (COMPARED_WITH.test(before(16))) continue;
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
          // Amounts that are no price of the brand's: one said as a gap or a sum saved ("£100 more", "15万円高ければ",
          // "la diferencia … es de unos 5 €", "ahorrar 50 pesos al mes"); a term added in a sum worked out, or its
          // result ("3,90 € + 2 × 2 € = 7,90 € im Monat" prices the fact in its first term only); one opening an
          // allowance ("no fee on the first S$1,000 a month", "gebührenfrei für die ersten 500 €"), the sum a
          // thing holds up to.
          if (
            value.currencies.length > 0 &&
            (DIFFERENCE_AFTER.test(after(20)) ||
              SAVING_BEFORE.test(before(30)) ||
              SUM_TERM_BEFORE.test(before(12)) ||
              ALLOWANCE_BEFORE.test(before(24)) ||
              GAP.test(clauseLeadingTo(folded, span, value.start, GAP_REACH)))
          )
            continue;
          // An amount per a weight or a volume ("| Cena za kg | ok. 35 zł |", "12 € le kilo", "1kgあたり3,500円")
          // is no whole product's price, only a fact's priced so.
          const perMeasure =
            value.currencies.length > 0 &&
            (statement.cells !== null
              ? PER_MEASURE.test(`${label} ${header ?? ''}`)
              : PER_MEASURE_AFTER.test(after(16)) || PER_MEASURE_BEFORE.test(before(16)));
          // A bound after "free" in its clause is what makes a thing free ("free shipping over $50",
          // "spedizione gratuita sopra i 35 €", "kostenloser Versand ab 50 €"): no price, but the value of a
          // fact that is that bound ("Free shipping from").
          const freeFrom =
            value.currencies.length > 0 &&
            boundOf(folded, value) !== null &&
            clauseLeadingTo(folded, span, value.start).search(FREE) >= 0;
          // An amount whose sentence speaks of shipping before or after the fact's words ("El envío desde España
          // tarda 7 días y cuesta $250", "kostet der Versand 7,90 €") is shipping's cost, not the goods' price;
          // shipping said free or included ("free shipping", "envío incluido") is not what the sentence prices.
          const shippingAt =
            statement.cells === null && value.currencies.length > 0
              ? shippingNamedBefore(folded, span, value.start)
              : null;
          let top: Candidate | null = null;
          let tied = false;
          let topWords = 0;
          for (const { fact, entry } of chosen) {
            if (fact.kind !== 'MONEY' && fact.kind !== 'NUMBER' && fact.kind !== 'YEAR') continue;
            // An extra's price or size ("un paquete adicional de 2 GB cuesta $50") is no plan's own.
            if (
              fact.kind !== 'YEAR' &&
              !fact.extra &&
              (ofAnExtra ??=
                EXTRAS.test(clauseLeadingTo(folded, span, value.start)) ||
                // A table row of an extra's ("| Ekstra fører | 0 kr. |"), or of a table of extras ("| Tillæg |").
                (statement.cells !== null &&
                  (EXTRAS.test(label) || EXTRA_WORDS.test(foldText(span.corner ?? '')))))
            )
              continue;
            const named =
              (namedFacts.has(fact) &&
                (fact.kind !== 'NUMBER' || statement.cells !== null || namedNear(fact, value))) ||
              (fact.kind === 'NUMBER' && statement.cells !== null && namedInCell(fact)) ||
              (fact.founding && isYear(value, folded) && namedNear(fact, value, FOUNDING));
            if (header !== null && !named && !(inHeader(fact) && equalsAValue(value, entry))) continue;
            if (freeFrom && !FREE_FACT.test(fact.entries[0]!.label)) continue;
            if (perMeasure && !PER_MEASURE.test(foldText(`${entry.label} ${entry.unit ?? ''}`))) continue;
            // An amount its clause says is several things' together ("dag- och nattkräm tillsammans kostar 560
            // kr", "zusammen 40 €") is no one product's price.
            if (
              fact.kind === 'MONEY' &&
              !fact.bundle &&
              (ofBundle ??= BUNDLE.test(clauseLeadingTo(folded, span, value.start)))
            )
              continue;
            if (
              fact.kind === 'MONEY' &&
              shippingAt !== null &&
              !fact.shipping &&
              shippingsAmount(fact, folded, shippingAt, value.start)
            )
              continue;
            const scored = numberScore(
              value,
              fact,
              entry,
              named || inHeader(fact),
              folded,
              statement.cells !== null,
            );
            if (scored === null) continue;
            // A figure far off the fact's values judges it not, and yields to any other figure for it: another
            // fact's, or the fact's own later in the statement ("Stad 7 har en räckvidd på 80 km").
            const far =
              fact.kind !== 'YEAR' && !equalsAValue(value, entry) && farOff(value, entry, fact.kind);
            const score = far ? scored - FAR_OFF_PENALTY : scored;
            // Between two facts scored alike, the one more of whose words the statement names ("el anual
            // multiviaje cuesta 199 €": price, costs and annual, against price and costs) is the one.
            const words = top && score === top.score ? wordsNamed(fact, label) : 0;
            if (top && score === top.score) {
              topWords ||= wordsNamed(top.fact, label);
              if (words === topWords) tied = true;
            }
            if (!top || score > top.score || (score === top.score && words > topWords)) {
              topWords = words;
              top = {
                start: value.start,
                end: value.end,
                fact,
                score,
                status: far
                  ? 'UNCLEAR'
                  : judgedAsSaid(judgeNumber(value, entry, fact.kind, folded), folded, value, fact),
                value: numberClaimValue(value, entry, fact.kind),
                farOff: far,
              };
              tied = false;
            }
          }
          // In a table of the brand's plans or products, a figure equal to none of the fact's is another
          // plan's ("| Garoa Mais | R$ 69,90 |"), not a wrong value of this one.
          if (top && ofSeveral && top.status === 'WRONG') continue;
          // An amount in a sentence said only in the fact's period, its words unnamed ("ahorrar 50 pesos al
          // mes"), may be any monthly sum: it is the fact's where it equals a value, and no wrong one otherwise.
          if (top?.score === PERIOD_ONLY && top.status === 'WRONG' && statement.cells === null) continue;
          if (top && !tied) keep(top);
        }
        for (const { fact, entry } of chosen) {
          if (fact.kind === 'DATE' && namedFacts.has(fact)) {
            const date = dates[0];
            if (date)
              keep({ ...date, fact, score: 2, status: judgeDate(date, entry), value: dateValue(date) });
          } else if (fact.kind === 'TEXT' && (header === null || namedFacts.has(fact) || inHeader(fact))) {
            const written = writtenIn(fact, folded, span);
            const other =
              namedFacts.has(fact) || inHeader(fact)
                ? nameAfterAlias(
                    fact,
                    text,
                    folded,
                    span,
                    // A table's cell of the brand's whose row or column names the fact opens with its value
                    // ("| Huvudkontor | Köpenhamn |"), unless it names the fact itself ("| Sede: Huesca |").
                    statement.cells !== null && !namedInCell(fact),
                    brandMentions,
                    market.language,
                    // A rival's name right after the fact's words is its value ("usa a rede da TIM"), though
                    // the brand's part of its statement ends there.
                    statement.cells === null ? statement.end : span.end,
                    statement.cells !== null,
                  )
                : null;
            // The name right after the fact's words is what the answer says of it, before a value of the
            // sheet's named later ("**Sede:** Huesca, aunque el almacén está en Zaragoza").
            const found =
              written && other ? (other.start < written.start ? other : written) : (written ?? other);
            if (found) keep(found);
          } else if (fact.kind === 'LIST' && namedFacts.has(fact)) {
            const found = listIn(fact, entry, text, folded, span, market.language);
            if (found) keep(found);
          } else if (fact.kind === 'BOOLEAN') {
            const found =
              paidFor(fact, entry, folded, span, statement.cells !== null, market.language) ??
              (statement.cells === null ? limitedFor(fact, entry, folded, span, market.language) : null) ??
              // A table's cell may name the fact itself ("| Free | 無料プランなし（14日間の無料体験のみ） |").
              (namedFacts.has(fact) || (statement.cells !== null && namedInCell(fact))
                ? yesOrNo(fact, entry, text, folded, span, market.language, statement.cells !== null)
                : null);
            if (found) keep(found);
          }
        }
      }
      for (const candidate of best.values()) {
        tableOf.push(statement.rows);
        farOffReading.push(candidate.farOff === true);
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
    }
    // Rows of one table reading the same fact are several plans or products ("| 2 people, 3 recipes | 6 |",
    // "| 4 people, 3 recipes | 12 |"): a value there equal to none of the fact's is another one's.
    const key = (at: number) => `${readings[at]!.fact}\n${tableOf[at]}`;
    const rowsReading = new Map<string, number>();
    readings.forEach((_, at) => {
      if (tableOf[at] !== null) rowsReading.set(key(at), (rowsReading.get(key(at)) ?? 0) + 1);
    });
    return readings.filter(
      (reading, at) =>
        !farOffReading[at] &&
        (reading.status !== 'WRONG' || tableOf[at] === null || rowsReading.get(key(at))! < 2),
    );
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
const countryNames = new Map<string, ReadonlyMap<string, string>>();

/**
 * The names of countries and of the world's parts, folded, in a language and in English (Intl's), each with
 * its code.
 */
function countryNamesOf(language: string): ReadonlyMap<string, string> {
  let names = countryNames.get(language);
  if (!names) {
    const found = new Map<string, string>();
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
        if (name && name !== code) found.set(foldText(name), code);
      }
    }
    countryNames.set(language, (names = found));
  }
  return names;
}

/** Whether a fact's values are countries, per language, worked out once. */
const sheetCountries = new WeakMap<CompiledFact, Map<string, boolean>>();

/** Whether a folded name is one of the names, allowing a short inflected ending ("Polsce" of "Polska"). */
const isOneOf = (name: string, names: ReadonlyMap<string, string>) =>
  names.has(name) ||
  [...names.keys()].some((known) => {
    if (known.length < 5 || Math.abs(known.length - name.length) > 2) return false;
    const stem = known.slice(0, Math.max(4, known.length - 2));
    return name.startsWith(stem);
  });

/** How many letters a country's name may gain inflected in a list ("Ruotsissa" of "Ruotsi"). */
const LIST_ENDING = 4;

/** A folded country's code, its name written in the language or English, inflected or not ("Meksyku"). */
function countryCodeOf(name: string, language: string): string | null {
  const names = countryNamesOf(language);
  const exact = names.get(name);
  if (exact) return exact;
  for (const [known, code] of names) {
    if (known.length < 4 || name.length < known.length - 2 || name.length > known.length + LIST_ENDING)
      continue;
    if (name.startsWith(known.slice(0, Math.max(4, known.length - 2)))) return code;
  }
  return null;
}

/** A capitalised word ("Unternehmens" of "des Unternehmens"). */
const CAPITALISED_WORD = /^\p{Lu}\p{L}*/u;
/** A lowercase word of four letters or more right after a cell's first word: the cell says a phrase. */
const CELL_PHRASE = /^\s+\p{Ll}{4,}/u;
/** What parts a fact's words from a name in Japanese or Chinese: a topic particle, a colon ("本社は", "代表："). */
const UNSPACED_GAP = /^(?:[はがも]|[*\s]*[：:][*\s]*)?/u;
/** A name in Chinese, Japanese or Korean characters ("岡山県倉敷市", "サンパウロ", "서울"). */
const UNSPACED_NAME = /^[\u30a0-\u30ff\u3400-\u9fff\uac00-\ud7af]+/u;
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
  reach = span.end,
  inTable = false,
): Candidate | null {
  const part = folded.slice(span.start, span.end);
  const starts: { at: number; alias: string }[] = [];
  if (cell) starts.push({ at: 0, alias: '' });
  else
    for (const named of part.matchAll(fact.named)) {
      const at = named.index + named[0].length;
      starts.push({ at, alias: named[0] });
      // A label naming the fact in more words says its value after its colon ("**Red que utiliza:** la de
      // Telcel", "Where it is made: Porto").
      const label = LABEL_TO_COLON.exec(part.slice(at));
      if (label) starts.push({ at: at + label[0].length, alias: named[0] });
    }
  const known = fact.entries
    .flatMap((entry) => [entry.value, ...entry.previousValues])
    .flatMap((value) => value.split(/[;,()]\s*/))
    .map((value) => foldText(value.trim()))
    .filter((value) => value.length > 1);
  const countries = countryNamesOf(language);
  const nounArticles = articlesOf(language);
  const byLanguage = sheetCountries.get(fact) ?? new Map<string, boolean>();
  sheetCountries.set(fact, byLanguage);
  let sheetHasCountries = byLanguage.get(language);
  if (sheetHasCountries === undefined)
    byLanguage.set(language, (sheetHasCountries = known.some((value) => isOneOf(value, countries))));
  for (const { at, alias } of starts) {
    // Read on the text as written: its case tells a short word ("sede a") from a name ("Wien und Graz").
    let gap = BEFORE_NAME.exec(text.slice(span.start + at, reach))![0];
    // A name in a script without capitals ("| 本社 | 岡山県倉敷市 |", "本社は広島市にあります", "**代表**：佐伯真一") is
    // compared where the sheet writes the value in that script too ("上海" is no judgement of "Hangzhou"): in
    // a cell, or after a particle or a colon parting it from the fact's words ("本社工場" is no place).
    const unspaced = known.some((value) => UNSPACED_WORD.test(value));
    if (unspaced && !cell) gap += UNSPACED_GAP.exec(text.slice(span.start + at + gap.length, reach))![0];
    // A short one-word fact's word with nothing between it and a name is a preposition ("from Europe").
    if (alias && !/\s/u.test(alias.trim()) && alias.length <= 4 && gap.trim() === '') continue;
    // After an article, a capitalised word is a noun where nouns are capitalised ("aus dem Datenblatt"); the
    // name may follow it ("Sitz des Unternehmens ist Montreal").
    if (nounArticles.has(foldText(gap.trim().split(/\s+/).pop() ?? ''))) {
      const noun = CAPITALISED_WORD.exec(text.slice(span.start + at + gap.length, reach))?.[0] ?? '';
      const rest = text.slice(span.start + at + gap.length + noun.length, reach);
      const next = BEFORE_NAME.exec(rest)![0];
      if (!noun || !next.trim() || nounArticles.has(foldText(next.trim().split(/\s+/).pop()!))) continue;
      gap += noun + next;
    }
    // A name after "as" is a role the brand plays ("runs on a host network as an MVNO"), no value.
    if (gap.split(/\s+/u).some((word) => ROLE.test(word))) continue;
    const from = span.start + at + gap.length;
    const name =
      CAPITALISED_NAME.exec(text.slice(from, reach))?.[0] ??
      (unspaced && (cell || gap.replace(/\*/gu, '').trim() !== '')
        ? UNSPACED_NAME.exec(text.slice(from, reach))?.[0]
        : undefined);
    if (!name || name.length < 2) continue;
    const end = from + name.length;
    // A cell, or a label's text after its colon, opening with a capitalised word that a lowercase word follows
    // says a phrase, no name ("| Zasięg | Bardzo dobry |", "| Sitz | Mehrere Standorte |", "**Çağrı merkezi:**
    // Müşteri hizmetlerine bağlanmak…").
    if ((!alias || gap.includes(':')) && CELL_PHRASE.test(text.slice(end, reach))) continue;
    const found = judgeName(from, end, alias);
    if (found) return found;
  }
  // A name in the genitive right before the fact's words is its value too ("surfar i Telias nät", "runs on
  // Vodafone's network", "| Telias nät |"): in a table's cell or after a lowercase word, not a sentence's
  // first word ("Operatörens nät").
  if (!cell)
    for (const named of part.matchAll(fact.named)) {
      const before = text.slice(span.start, span.start + named.index);
      const genitive = GENITIVE_BEFORE.exec(before);
      if (!genitive) continue;
      const lead = before.slice(0, genitive.index);
      if (lead.trim() === '' ? !inTable : !WORD_BEFORE_NAME.test(lead)) continue;
      const from = span.start + genitive.index;
      const found = judgeName(from, from + genitive[1]!.length, named[0]);
      if (found) return found;
    }
  return null;

  /** A name found for the fact: no claim where it is the brand's or shares its start with a known value. */
  function judgeName(from: number, end: number, alias: string): Candidate | null {
    if (brandMentions.some((mention) => mention.start < end && from < mention.end)) return null;
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
    if (known.some(sharesStart)) return null;
    const coarse = !sheetHasCountries && isOneOf(value, countries);
    return { start: from, end, fact, score: 1, status: coarse ? 'UNCLEAR' : 'WRONG', value };
  }
}

/** A label's words after the fact's, up to its colon ("Red que utiliza:"), within a line and a clause. */
const LABEL_TO_COLON = /^[^.:;!?|\n]{1,24}:/u;
/** A capitalised name in the genitive ending a text ("Telias ", "Vodafone's "): the name without its "s". */
const GENITIVE_BEFORE = /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}-]*?)(?:['’]s|s)\s+$/u;
/** A lowercase word ending a text: a name after it stands inside its sentence. */
const WORD_BEFORE_NAME = /\p{Ll}[\p{L}'’]*\s+$/u;

/** "As" in the languages: what follows it is a role ("als", "comme", "como", "come", "som", "jako"). */
const ROLE = /^(?:as|als|comme|como|come|som|jako)$/u;

/** A short lowercase word opening a list item before its name: an article ("the", "les", "die"). */
const LIST_ARTICLE = /^\p{Ll}{1,3}\s+(?=\p{Lu})/u;
/** What separates the items of a list as written ("A, B and C", "A・B・C"). */
const LIST_SEPARATOR =
  /\s*(?:[,;、・/]|\s(?:and|und|et|y|e|och|og|en|i|ja|ve|и)\s|(?<=[\u30a0-\u9fff])と(?=[\u30a0-\u9fff]))\s*/u;
/** What follows an item in Japanese or Chinese: kana of grammar, punctuation ("東海の家庭なら"). */
const CJK_ITEM_TAIL = /(?<=^[\u30a0-\u30ff\u3400-\u9fff]+)[^\u30a0-\u30ff\u3400-\u9fff].*$/su;

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
  language: string,
): Candidate | null {
  const items = (list: string) => list.split(/;\s*/).map((item) => foldText(item.trim()));
  // Countries are matched by their codes, their names written in any language ("Meksyku", "Sverige").
  const sheetCodes = items(entry.value).map((item) => countryCodeOf(item, 'en'));
  const countries = sheetCodes.every((code) => code !== null);
  const codeOf = (name: string) => (countries ? countryCodeOf(name, language) : null);
  const part = folded.slice(span.start, span.end);
  const first =
    fact.written!.value.exec(part)?.index ??
    (countries
      ? [...text.slice(span.start, span.end).matchAll(/\p{Lu}[\p{L}'’-]*/gu)].find((word) => {
          const code = codeOf(foldText(word[0]));
          return code !== null && sheetCodes.includes(code);
        })?.index
      : undefined);
  if (first === undefined) return null;
  const start = span.start + first;
  const clause = text.slice(start, span.end).split(/[.:!?(|]|\n/u)[0]!;
  const pieces = clause.split(LIST_SEPARATOR).map((piece) => piece.trim());
  const listed: string[] = [];
  let end = start;
  for (const written of pieces) {
    // An item may open with an article ("Sweden, Finland and the Netherlands"); one in a script without
    // spaces ends where its grammar's kana start ("関西だけ").
    const item = written.replace(LIST_ARTICLE, '');
    const piece = item.replace(CJK_ITEM_TAIL, '');
    if (!/^\p{Lu}/u.test(piece) && !/^[\u3040-\u9fff]/u.test(piece)) break;
    listed.push(foldText(piece));
    end = text.indexOf(piece, end) + piece.length;
    if (piece !== item) break;
  }
  const sameItem = (piece: string, item: string, code: string | null) =>
    piece.startsWith(item) || (code !== null && codeOf(piece) === code);
  const sameSet = (list: string) => {
    const wanted = items(list);
    const codes = wanted.map((item) => (countries ? countryCodeOf(item, 'en') : null));
    return (
      wanted.length === listed.length &&
      wanted.every((item, at) => listed.some((piece) => sameItem(piece, item, codes[at]!)))
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
/** How far before them, in their clause, words saying "only some" do ("not all of its coffees are organic"). */
const PARTIAL_REACH = 40;

/** How far after a yes-or-no fact's words its clause is read for a yes or a no, in characters. */
const AFTER_REACH = 24;
/** The same in Japanese or Korean, whose clause's last words may deny another thing ("メリットはない"). */
const AFTER_REACH_UNSPACED = 8;
/** How far after a yes in Japanese or Korean a negation turns it ("対応していません"). */
const NEGATION_AFTER_YES = 6;

/** What ends a clause, in spaced scripts and in Chinese and Japanese ("ない犬にとって、グレインフリー"). */
const CLAUSE_END = /[,.;:!?|(、。，；：！？（]/u;

/** A fact's label saying it holds everywhere or always, in the sheet's English ("on all plans", "24-hour"). */
const UNIVERSAL_LABEL = /\ball\b|\bevery\b|\bwhole\b|\bentire\b|\bfully\b|\b24\b|\bunlimited\b|\balways\b/iu;

/** How far after a thing's words, in its clause, "only" says it holds only somewhere ("only on paid plans"). */
const ONLY_REACH = 30;
/** How far past AFTER_REACH a yes or a no starting within it may run ("feature was removed"). */
const PHRASE_OVERRUN = 16;
/** A table's cell of a few words at most: a negation opening it and a yes in it say no ("non ancora disponibile"). */
const SHORT_CELL_WORDS = 4;
/** The end of a sentence, in spaced scripts and in Chinese and Japanese. */
const SENTENCE_END = /[.!?;\n。！？；]/u;

/**
 * A yes-or-no fact named in a span (yesOrNoSaid), unless the rest of its sentence denies what it says ("some
 * sites claim it is fully grain-free, which is not the case"): then it says the opposite.
 */
function yesOrNo(
  fact: CompiledFact,
  entry: FactSheetEntry,
  text: string,
  folded: string,
  span: TableCell,
  language: string,
  inTable: boolean,
): Candidate | null {
  const found = yesOrNoSaid(fact, entry, text, folded, span, language, inTable);
  const denied = yesNoWordsOf(language).denied;
  if (!found || inTable || !denied || found.status === 'UNCLEAR') return found;
  const rest = folded.slice(found.end, span.end).split(SENTENCE_END)[0]!;
  if (!denied.test(rest)) return found;
  const said = found.value !== 'true';
  return { ...found, value: String(said), status: said === (entry.value === 'true') ? 'CORRECT' : 'WRONG' };
}

/** A yes-or-no fact named in a span: no where a negation stands just before its words or a cell says no. */
function yesOrNoSaid(
  fact: CompiledFact,
  entry: FactSheetEntry,
  text: string,
  folded: string,
  span: TableCell,
  language: string,
  inTable: boolean,
): Candidate | null {
  const part = folded.slice(span.start, span.end);
  const words = yesNoWordsOf(language);
  const cell = part.trim();
  // A table's cell says yes or no in its first word too ("No (only on paid plans)", "非対応（物理SIMのみ）").
  const opening = inTable ? (cell.split(/[\s(（,、:;：/]/u)[0] ?? '') : '';
  // A short cell opening with a negation and holding a yes says no ("non ancora disponibile", "nicht enthalten").
  const negatedCell =
    opening !== '' &&
    !UNSPACED_WORD.test(cell) &&
    cell.split(/\s+/u).length <= SHORT_CELL_WORDS &&
    words.negation.exec(opening)?.[0] === opening &&
    (words.yesAfter?.test(cell) ?? false);
  const saysNo = negatedCell || words.no.test(cell) || (opening !== '' && words.no.test(opening));
  const saysYes = !saysNo && (words.yes.test(cell) || (opening !== '' && words.yes.test(opening)));
  const isTrue = entry.value === 'true';
  // A fact that is an absence ("No deductible", "No binding period"): "keine Selbstbeteiligung", "ingen
  // bindningstid" and a cell saying no under its words say the fact holds; a yes does under words that
  // say the absence themselves ("| Sem corantes | Sim |").
  const absence = ABSENCE.test(foldText(entry.label));
  const universal = UNIVERSAL_LABEL.test(entry.label);
  if (saysYes || saysNo) {
    const labelSaysAbsence = [...foldText(span.label).matchAll(fact.named)].some((named) =>
      words.negation.test(named[0]),
    );
    const yes = saysYes !== (absence && !labelSaysAbsence);
    return { ...span, fact, score: 2, status: yes === isTrue ? 'CORRECT' : 'WRONG', value: String(yes) };
  }
  // Words for the fact that hold a negation ("sin permanencia") say it as the sheet does; a negation right
  // before the words ("no free plan", "kein kostenloser Versand") says no. Words merely named do not say yes
  // surely ("the grain-free debate"): where the sheet says no, such a claim is left unjudged.
  /** A claim over `part` from `from` to `to`. */
  const claimOver = (from: number, to: number, status: ClaimStatus, value: boolean): Candidate => ({
    start: span.start + from,
    end: span.start + to,
    fact,
    score: 2,
    status,
    value: String(value),
  });
  let found: RegExpExecArray | null = null;
  /** Where the negation saying no starts, in `part`: the claim's words run from it ("no free plan"). */
  let negatedAt: number | null = null;
  /** Where a verb saying the thing is there starts, in `part` ("has a free plan"). */
  let affirmedAt: number | null = null;
  let affirmedEnd = 0;
  for (const named of part.matchAll(fact.named)) {
    found ??= named;
    const clause = part.slice(0, named.index).split(CLAUSE_END).pop()!;
    const clauseBefore = clause.slice(-NEGATION_REACH);
    const negation = words.negation.test(named[0]) ? -1 : clauseBefore.search(words.negation);
    if (negation >= 0) {
      found = named;
      negatedAt = named.index - clauseBefore.length + negation;
      break;
    }
    // Said of only some of it ("nicht alle Sorten sind bio-zertifiziert", "la plupart des produits sont
    // vegan"), a thing the sheet says of all is not so.
    const partial = clause.slice(-PARTIAL_REACH).search(words.partial);
    if (partial >= 0) {
      const from = named.index - Math.min(clause.length, PARTIAL_REACH) + partial;
      return claimOver(from, named.index + named[0].length, isTrue ? 'WRONG' : 'UNCLEAR', false);
    }
    const wordsEnd = named.index + named[0].length;
    // A fact said of all or always, said right after to hold only somewhere ("end-to-end encryption only on its
    // paid plans", "har kun åbent på hverdage") or, later in its sentence, for only some ("se presenta como
    // vegana, aunque no todos sus productos lo son"), is not so.
    if (universal) {
      const sentenceAfter = part.slice(wordsEnd).split(SENTENCE_END)[0]!;
      const onlyFound = words.only?.exec(sentenceAfter.split(CLAUSE_END)[0]!);
      const only = onlyFound && onlyFound.index <= ONLY_REACH ? onlyFound : null;
      // Later in the sentence, only a negated "all" ("no todos", "not all"), not "most" of another thing.
      const someFound = only ? null : words.partial.exec(sentenceAfter);
      const some = someFound && words.negation.exec(someFound[0])?.index === 0 ? someFound : null;
      const limit = only ?? some;
      if (limit)
        return claimOver(
          named.index,
          wordsEnd + limit.index + limit[0].length,
          isTrue ? 'WRONG' : 'UNCLEAR',
          false,
        );
    }
    // The thing's words with a measure right after them say it is there ("un plazo forzoso de 12 meses", "eine
    // Selbstbeteiligung von 100 €"): a fact that is its absence does not hold.
    const measure = words.measureAfter?.exec(part.slice(wordsEnd, wordsEnd + AFTER_REACH));
    if (measure) {
      const holds = !absence;
      return claimOver(
        named.index,
        wordsEnd + measure[0].length,
        holds === isTrue ? 'CORRECT' : 'WRONG',
        holds,
      );
    }
    // What its clause says right after the words: "cruise cover is included", "eSIMには非対応", "is not
    // included". A fact that is an absence is left to its words.
    if (absence) continue;
    // A verb saying the thing is there says yes ("It has a free plan", "bietet einen Gratis-Tarif"), but in
    // a question.
    const affirmed = words.affirmedBefore?.exec(clauseBefore);
    if (affirmedAt === null && !part.includes('?')) {
      if (affirmed) affirmedAt = named.index - clauseBefore.length + affirmed.index;
      else if (words.affirmedOpening?.test(named[0])) affirmedAt = named.index;
      if (affirmedAt !== null) affirmedEnd = named.index + named[0].length;
    }
    const unspaced = UNSPACED_WORD.test(named[0]);
    const reach = unspaced ? AFTER_REACH_UNSPACED : AFTER_REACH;
    // A yes or a no starting within reach may run past it ("the offline download feature was removed").
    const after = part
      .slice(wordsEnd, wordsEnd + reach + (unspaced ? 0 : PHRASE_OVERRUN))
      .split(CLAUSE_END)[0]!;
    const within = (said: RegExpExecArray | null | undefined) => (said && said.index <= reach ? said : null);
    const noFound = within(words.noAfter?.exec(after));
    // Kana read folded lose their voicing marks: "つなぐ" (connect) folds to "つなく", holding "なく" (without).
    const no =
      noFound && isWrittenWord(text, span.start + wordsEnd + noFound.index, noFound[0]) ? noFound : null;
    const yes = no ? null : within(words.yesAfter?.exec(after));
    // A negation before the yes says no ("is not included"), and one right after it ("ingår inte",
    // "対応していません"; not "included at no extra cost").
    const tail = yes ? part.slice(wordsEnd + yes.index + yes[0].length).split(CLAUSE_END)[0]! : '';
    const negationAfter = words.negation.exec(tail);
    const negatedYes = yes
      ? words.negation.test(after.slice(0, yes.index)) ||
        (negationAfter !== null &&
          negationAfter.index <= (UNSPACED_WORD.test(yes[0]) ? NEGATION_AFTER_YES : 1))
      : false;
    const said = no ?? yes;
    if (said) {
      const saysNot = no !== null && no !== undefined ? true : negatedYes;
      // A yes said to hold in some cases only ("gibt es je nach Aktion mal ja, mal nein") is no yes.
      const sometimes = !saysNot && (words.conditional?.test(tail) ?? false);
      const status: ClaimStatus = sometimes ? 'UNCLEAR' : saysNot === isTrue ? 'WRONG' : 'CORRECT';
      return claimOver(named.index, wordsEnd + said.index + said[0].length, status, !saysNot);
    }
  }
  if (!found) return null;
  const end = found.index + found[0].length;
  if (negatedAt !== null && absence) return claimOver(negatedAt, end, isTrue ? 'CORRECT' : 'WRONG', true);
  const negated = negatedAt !== null;
  // Said to be there where the sheet says no: wrong, not merely named.
  if (!negated && affirmedAt !== null && !isTrue) return claimOver(affirmedAt, affirmedEnd, 'WRONG', true);
  const status: ClaimStatus = negated ? (isTrue ? 'WRONG' : 'CORRECT') : isTrue ? 'CORRECT' : 'UNCLEAR';
  return claimOver(negatedAt ?? found.index, end, status, !negated);
}

/**
 * Whether a pack's word found in folded text stands there as written: a word of a script without spaces must
 * not be another word folded into it ("なぐ" folds to "なく").
 */
function isWrittenWord(text: string, at: number, word: string): boolean {
  if (!UNSPACED_WORD.test(word)) return true;
  const written = text.slice(at, at + word.length).toLowerCase();
  return written === word || WRITTEN_PACK_WORDS.has(written);
}

/** How far after a thing's words, in its clause, a word saying it is paid for may stand. */
const PAID_REACH = 60;

/**
 * A thing the sheet says is free or included said to be paid for: "returns incur a £50 collection fee", "les
 * retours sont payants", "lagningen är numera avgiftsbelagd", or an amount in a table's cell whose row names it
 * ("| Frakt | 49 kr per leverans |"). A span that calls anything free is left to yesOrNo.
 */
function paidFor(
  fact: CompiledFact,
  entry: FactSheetEntry,
  folded: string,
  span: TableCell,
  inTable: boolean,
  language: string,
): Candidate | null {
  if (!fact.paidThing) return null;
  const part = folded.slice(span.start, span.end);
  if (part.search(FREE) >= 0) return null;
  const status: ClaimStatus = entry.value === 'true' ? 'WRONG' : 'CORRECT';
  const claim = (from: number, to: number): Candidate => ({
    start: span.start + from,
    end: span.start + to,
    fact,
    score: 2,
    status,
    value: 'false',
  });
  if (inTable) {
    if (foldText(span.label).search(fact.paidThing) < 0 || foldText(span.label).search(FREE) >= 0)
      return null;
    const paid = PAID.exec(part);
    if (paid) return claim(paid.index, paid.index + paid[0].length);
    const amount = valuesIn(folded, span).find((value) => value.currencies.length > 0 && value.number > 0);
    return amount ? claim(amount.start - span.start, amount.end - span.start) : null;
  }
  const negation = yesNoWordsOf(language).negation;
  let from = 0;
  for (const clause of part.split(/[,.;!?\n]/u)) {
    const at = from;
    from += clause.length + 1;
    const thing = fact.paidThing.exec(clause);
    if (!thing) continue;
    const rest = clause.slice(thing.index + thing[0].length, thing.index + thing[0].length + PAID_REACH);
    const paid = PAID.exec(rest);
    // "Returns are not charged" says they are free.
    if (!paid || negation.test(rest.slice(0, paid.index))) continue;
    return claim(at + thing.index, at + thing.index + thing[0].length + paid.index + paid[0].length);
  }
  return null;
}

/** How far after a thing's words, in its clause, a word saying it is limited may stand. */
const LIMITED_REACH = 30;

/**
 * A thing the sheet says has no limit said to have one: "el kilometraje está limitado a 200 km diarios", "the
 * mileage is capped at 200 km a day". A clause calling it unlimited, or denying the limit ("nicht begrenzt"),
 * says no such thing.
 */
function limitedFor(
  fact: CompiledFact,
  entry: FactSheetEntry,
  folded: string,
  span: Span,
  language: string,
): Candidate | null {
  if (!fact.limitedThing) return null;
  const negation = yesNoWordsOf(language).negation;
  let from = span.start;
  for (const clause of folded.slice(span.start, span.end).split(/[,.;!?\n]/u)) {
    const at = from;
    from += clause.length + 1;
    if (clause.search(UNLIMITED) >= 0) continue;
    const thing = fact.limitedThing.exec(clause);
    if (!thing) continue;
    const wordsEnd = thing.index + thing[0].length;
    const limit = LIMITED.exec(clause.slice(wordsEnd));
    if (
      !limit ||
      limit.index > LIMITED_REACH ||
      negation.test(clause.slice(wordsEnd, wordsEnd + limit.index))
    )
      continue;
    return {
      start: at + thing.index,
      end: at + wordsEnd + limit.index + limit[0].length,
      fact,
      score: 2,
      status: entry.value === 'true' ? 'WRONG' : 'CORRECT',
      value: 'false',
    };
  }
  return null;
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
