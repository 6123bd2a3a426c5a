/**
 * What an answer says about each name it tracks, statement by statement (issue 57's narrative): every
 * sentence, list item or table row that speaks of the brand or a competitor, with its polarity toward that
 * name and the aspects it speaks of. The parts about a name are the ones sentiment reads for the brand
 * (units.ts, read with that name in the brand's place), so a rival's sentence never weighs on the brand's.
 */
import type { Aspect } from '../../../../graphql/shared/aspects';
import type { SentimentLabel } from '../../../../graphql/shared/sentiment-label';
import type { DiscourseWords } from '../languages/pack';
import { type SentimentLanguage, wordsOfEveryLanguage } from '../languages/registry';
import { alternation } from '../lexicon/word-lists';
import type { Mention } from '../mentions/types';
import { scoreTokens, textTokens, toCompound } from '../sentiment';
import { overlaps } from '../sentiment/named';
import { HEADING, sectionKindOf } from '../sentiment/structure';
import { LIST_ITEM, type ReadUnit, readBrandUnits, TABLE_ROW, TABLE_SEPARATOR } from '../sentiment/units';
import { foldText } from '../text/fold';
import { plainSentence } from '../text/plain';
import { blankSpans, sentenceSpans, type Span } from '../text/spans';
import { aspectsIn } from './aspects';
import { noStatementFeatures, type StatementFeatures, statementPolarity } from './statement-model';

/** One statement about a tracked name: where it is, its polarity toward the name, what it speaks of. */
export interface StatementReading extends Span {
  /** 0: the brand; i: the competitor at i - 1. */
  entity: number;
  polarity: SentimentLabel;
  aspects: Aspect[];
  /** The brand's own attributes it speaks of (the brand's statements only). */
  attributes: string[];
}

/**
 * A span a statement can be: a sentence, a list item without its marker, a table row. Every container has
 * every field (containerOf): an answer's many are read alike, fastest when all have one shape.
 */
interface Container extends Span {
  /** A table row: its table's header row, whose column names say what the cells are. */
  header: string | null;
  /** The heading of the section it stands in. */
  heading: Span | null;
  item: boolean;
  /** A table row's scores and prices against the other rows' (rankRows). */
  scoreRank: number;
  priceRank: number;
}

/** What the statement model reads of a statement (statement-model.ts), kept for fitting it. */
export interface StatementEvidence extends Span {
  entity: number;
  /** A table row's table header, whose column names say what the cells speak of. */
  header: string | null;
  features: StatementFeatures;
  words: string[];
}

const prosOrCons = (part: (pack: DiscourseWords) => readonly string[]) =>
  new RegExp(
    String.raw`^[\s\-*+•#_>\d.)]*(?:${alternation(wordsOfEveryLanguage((pack) => part(pack.discourse)))})(?![\p{L}])`,
    'iu',
  );

/** A heading or opening label of pros ("Pros", "Vorteile", "Points forts"), or of cons. */
const PROS = prosOrCons((words) => words.prosLabels);
const CONS = prosOrCons((words) => words.consLabels);

/** Advice in a condition ("if you need X, pick it") counts half. */
const CONDITIONAL_ADVICE = 0.5;

/** The spans an answer's statements can be, in text order. */
function containersOf(text: string, sentences: readonly Span[]): Container[] {
  const containers: Container[] = [];
  let header: string | null = null;
  let heading: Span | null = null;
  let start = 0;
  let next = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    const line = text.slice(start, end);
    if (TABLE_SEPARATOR.test(line)) {
      // The line before a separator is the table's header.
    } else if (TABLE_ROW.test(line)) {
      const nextLineEnd = newline < 0 ? text.length : text.indexOf('\n', newline + 1);
      const nextLine =
        newline < 0 ? '' : text.slice(newline + 1, nextLineEnd < 0 ? text.length : nextLineEnd);
      if (TABLE_SEPARATOR.test(nextLine)) header = line;
      else containers.push(containerOf(text, start, end, heading, header, false));
    } else {
      header = null;
      const item = LIST_ITEM.exec(line);
      if (item) containers.push(containerOf(text, start + item[0].length, end, heading, null, true));
      else if (HEADING.test(line)) heading = { start, end };
      else if (line.trim()) {
        while (next < sentences.length && sentences[next]!.start < start) next++;
        for (; next < sentences.length && sentences[next]!.start < end; next++) {
          const sentence = sentences[next]!;
          containers.push(
            containerOf(text, sentence.start, Math.min(sentence.end, end), heading, null, false),
          );
        }
      }
    }
    if (newline < 0) break;
    start = newline + 1;
  }
  const kept = containers.filter((container) => container.end > container.start);
  rankRows(text, kept);
  return kept;
}

/** A cell that is a score alone: "8", "4.5", "8,5/10", "4/5"; out of ten unless it says out of what. */
const SCORE_CELL = /^[\s*_]*(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:\/\s*(\d{1,3}))?[\s*_]*$/u;
const SCORE_SCALE = 10;

/** A cell's score out of 1, or null. */
function scoreOf(cell: string): number | null {
  const score = SCORE_CELL.exec(cell);
  if (!score) return null;
  const value = Number(score[1]!.replace(',', '.')) / Number(score[2] ?? SCORE_SCALE);
  return value <= 1 ? value : null;
}

/** A price: a currency sign and the first amount beside it ("£11.50", "9,90 €", "$1,200–$1,500"). */
const PRICE_CELL = /\p{Sc}\s*(\d[\d.,\s]*)|(\d[\d.,\s]*?)\s*\p{Sc}/u;
const THOUSANDS = /^\d{1,3}(?:[,.\s]\d{3})+$/u;

/** A cell's price, or null. */
function priceOf(cell: string): number | null {
  const price = PRICE_CELL.exec(cell);
  if (!price) return null;
  const amount = (price[1] ?? price[2]!).trim();
  const value = Number(
    THOUSANDS.test(amount) ? amount.replace(/\D/gu, '') : amount.replace(',', '.').replace(/\s/gu, ''),
  );
  return Number.isFinite(value) ? value : null;
}

/** Sets each table row's scoreRank and priceRank (columnRanks). */
function rankRows(text: string, containers: readonly Container[]): void {
  for (let first = 0; first < containers.length;) {
    const header = containers[first]!.header;
    let last = first + 1;
    while (header !== null && last < containers.length && containers[last]!.header === header) last++;
    const rows = containers.slice(first, last);
    first = last;
    if (rows.length < 2) continue;
    // The first column names the rows (or numbers them): the values are in the others.
    const cells = rows.map((row) => text.slice(row.start, row.end).split('|').slice(2, -1));
    const scores = columnRanks(cells, scoreOf);
    const prices = columnRanks(cells, priceOf);
    rows.forEach((row, at) => {
      row.scoreRank = scores[at]!;
      row.priceRank = prices[at]!;
    });
  }
}

/**
 * Each row's rank among a table's rows by the values `valueOf` reads in its cells: in every column where two
 * rows or more hold values that differ, where the row's value stands between the column's mean and its
 * highest (1) or lowest (−1), averaged over its columns; 0 where it holds none. A row of "8/10" is praise only
 * beside rows of 6 and 7.
 */
function columnRanks(cells: readonly string[][], valueOf: (cell: string) => number | null): number[] {
  const columns = Math.max(...cells.map((row) => row.length));
  const ranks = cells.map(() => ({ sum: 0, count: 0 }));
  for (let column = 0; column < columns; column++) {
    const values = cells.map((row) => (row[column] === undefined ? null : valueOf(row[column]!)));
    const held = values.filter((value): value is number => value !== null);
    if (held.length < 2) continue;
    const mean = held.reduce((sum, value) => sum + value, 0) / held.length;
    const spread = Math.max(Math.max(...held) - mean, mean - Math.min(...held));
    if (spread === 0) continue;
    values.forEach((value, row) => {
      if (value === null) return;
      ranks[row]!.sum += (value - mean) / spread;
      ranks[row]!.count++;
    });
  }
  return ranks.map(({ sum, count }) => (count > 0 ? sum / count : 0));
}

/** The container at start…end, its white space trimmed. */
function containerOf(
  text: string,
  start: number,
  end: number,
  heading: Span | null,
  header: string | null,
  item: boolean,
): Container {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end, header, heading, item, scoreRank: 0, priceRank: 0 };
}

/** The container holding a position (containers in text order), or -1. */
function containerAt(containers: readonly Container[], at: number): number {
  let low = 0;
  let high = containers.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const container = containers[middle]!;
    if (at < container.start) high = middle - 1;
    else if (at >= container.end) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** The mentions with `entity` read as the brand (entity 0) and the brand as it. */
const asBrand = (mentions: readonly Mention[], entity: number): readonly Mention[] =>
  entity === 0
    ? mentions
    : mentions.map((mention) =>
        mention.entity === entity
          ? { ...mention, entity: 0 }
          : mention.entity === 0
            ? { ...mention, entity }
            : mention,
      );

/** What the rules read of a name's parts in one statement: their weighted compounds and the advice in them. */
function readParts(parts: readonly ReadUnit[], features: StatementFeatures): void {
  for (const { unit, tokens, sentiment, verdict } of parts) {
    if (tokens === null) {
      features.question = 1;
      continue;
    }
    const { sum, hits, reviewSum } = sentiment;
    if (unit.namesCon && hits === 0) features.unnamedCon = 1;
    const compound = unit.weight * toCompound(unit.cell ? reviewSum : sum);
    features.lean += compound;
    if (compound > 0) features.positive += compound;
    else features.negative += compound;
    features.valenceWords += hits;
    if (verdict) features.advice += verdict.stance * (verdict.conditional ? CONDITIONAL_ADVICE : 1);
  }
}

/** The entities a span names, each once. */
const namedIn = (mentions: readonly Mention[], span: Span): number[] => [
  ...new Set(mentions.filter((mention) => overlaps(mention, span)).map((mention) => mention.entity)),
];

/**
 * The name the answer as a whole is about: the only one its opening line names, when no other is named more
 * often ("Kitty Money launched its Canadian app…" and a review of it); null for a list of many.
 */
function topicOf(text: string, mentions: readonly Mention[]): number | null {
  const first = mentions[0];
  if (!first) return null;
  const opening = text.trimStart();
  const openingEnd =
    text.length - opening.length + (opening.indexOf('\n') < 0 ? opening.length : opening.indexOf('\n'));
  const inOpening = namedIn(mentions, { start: 0, end: openingEnd });
  if (inOpening.length !== 1) return null;
  const counts = new Map<number, number>();
  for (const mention of mentions) counts.set(mention.entity, (counts.get(mention.entity) ?? 0) + 1);
  const topic = inOpening[0]!;
  return [...counts.values()].every((count) => count <= counts.get(topic)!) ? topic : null;
}

/** A statement that names no one, read whole as a part about the name it stands under. */
function readOwnWords(
  text: string,
  span: Span,
  language: SentimentLanguage,
  features: StatementFeatures,
): void {
  const said = plainSentence(text.slice(span.start, span.end));
  if (said.endsWith('?')) {
    features.question = 1;
    return;
  }
  const { sum, hits } = scoreTokens(textTokens(said, language), language);
  const compound = toCompound(sum);
  features.lean = compound;
  if (compound > 0) features.positive = compound;
  else features.negative = compound;
  features.valenceWords = hits;
}

const WORDS = /[\p{L}\p{N}]+/gu;

/** A text's words as the model reads them: folded, the tracked names left out, each once, with a prefix. */
function modelWords(text: string, span: Span, mentions: readonly Mention[], prefix: string): string[] {
  const names = mentions
    .filter((mention) => overlaps(mention, span))
    .map((mention) => ({
      start: Math.max(0, mention.start - span.start),
      end: Math.min(span.end, mention.end) - span.start,
    }));
  const said = foldText(blankSpans(text.slice(span.start, span.end), names));
  return [...new Set(said.match(WORDS) ?? [])].map((word) => prefix + word);
}

/**
 * What the statement model reads of every statement of the answer about a tracked name it names (mentions in
 * text order), in text order; a statement about two names is read once for each. `brandUnits`: the units
 * about the brand as its sentiment read them (readBrandUnits), when it did.
 */
export function statementEvidence(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  brandUnits?: readonly ReadUnit[],
): StatementEvidence[] {
  const sentences = sentenceSpans(text);
  const containers = containersOf(text, sentences);
  const found: StatementEvidence[] = [];
  const entities = [...new Set(mentions.map((mention) => mention.entity))];
  /** The containers some name's parts are in. */
  const claimed = new Set<number>();
  const headings = new Map<
    Span,
    { lean: number; kind: string | null; words: string[]; pros: boolean; cons: boolean }
  >();
  const headingOf = (container: Container) => {
    const heading = container.heading;
    if (!heading) return null;
    let read = headings.get(heading);
    if (!read) {
      const said = text.slice(heading.start, heading.end);
      read = {
        lean: toCompound(scoreTokens(textTokens(plainSentence(said), language), language).sum),
        kind: sectionKindOf(said),
        pros: PROS.test(said),
        cons: CONS.test(said),
        words: modelWords(text, heading, mentions, 'h:'),
      };
      headings.set(heading, read);
    }
    return read;
  };
  const leans = new Map<Container, number>();
  const leanOf = (container: Container) => {
    let lean = leans.get(container);
    if (lean === undefined) {
      const said = plainSentence(text.slice(container.start, container.end));
      lean = toCompound(scoreTokens(textTokens(said, language), language).sum);
      leans.set(container, lean);
    }
    return lean;
  };
  const evidence = (container: Container, entity: number, features: StatementFeatures): StatementEvidence => {
    const heading = headingOf(container);
    const opening = text.slice(container.start, Math.min(container.end, container.start + 40));
    features.pros = heading?.pros || PROS.test(opening) ? 1 : 0;
    features.cons = heading?.cons || CONS.test(opening) ? 1 : 0;
    features.tableRow = container.header === null ? 0 : 1;
    features.listItem = container.item ? 1 : 0;
    features.headingLean = heading?.lean ?? 0;
    features.inVerdict = heading?.kind === 'verdict' ? 1 : 0;
    features.inAvoid = heading?.kind === 'avoid' ? 1 : 0;
    features.inPick = heading?.kind === 'pick' ? 1 : 0;
    features.aboutBrand = entity === 0 ? 1 : 0;
    features.othersNamed = namedIn(mentions, container).filter((other) => other !== entity).length;
    features.statementLean = leanOf(container);
    features.scoreRank = container.scoreRank;
    features.priceRank = container.priceRank;
    features.rivalPosition = entity === 0 ? 0 : container.start / text.length;
    features.mixed = Math.min(features.positive, -features.negative);
    return {
      entity,
      start: container.start,
      end: container.end,
      header: container.header,
      features,
      words: [...modelWords(text, container, mentions, ''), ...(heading?.words ?? [])],
    };
  };
  for (const entity of entities) {
    const units =
      entity === 0 && brandUnits
        ? brandUnits
        : readBrandUnits(text, asBrand(mentions, entity), language, sentences);
    const byContainer = new Map<number, ReadUnit[]>();
    for (const read of units) {
      // A unit may open on the space before its sentence: its middle is inside its container.
      const at = containerAt(containers, (read.unit.start + read.unit.end) >> 1);
      if (at < 0) continue;
      const parts = byContainer.get(at);
      if (parts) parts.push(read);
      else byContainer.set(at, [read]);
    }
    for (const [at, parts] of byContainer) {
      claimed.add(at);
      const features = noStatementFeatures();
      readParts(parts, features);
      found.push(evidence(containers[at]!, entity, features));
    }
  }
  // A name a statement names is spoken of there, also where none of its parts is ("| Lavazza | £5.50 | No |"):
  // the statement's own words are read for it. What names no one, where no name's parts reach, is about the
  // name its section's heading names alone, or under a heading naming no one, about the answer's topic.
  const topic = topicOf(text, mentions);
  const readFor = new Set(found.map(({ entity, start }) => `${entity}@${start}`));
  containers.forEach((container, at) => {
    const namedHere = namedIn(mentions, container);
    let about = namedHere.filter((entity) => !readFor.has(`${entity}@${container.start}`));
    let byTopic = false;
    if (namedHere.length === 0 && !claimed.has(at)) {
      const named = container.heading ? namedIn(mentions, container.heading) : [];
      const entity = named.length === 1 ? named[0]! : named.length === 0 ? topic : null;
      about = entity === null ? [] : [entity];
      byTopic = true;
    }
    for (const entity of about) {
      const features = noStatementFeatures();
      readOwnWords(text, container, language, features);
      features.byTopic = byTopic ? 1 : 0;
      found.push(evidence(container, entity, features));
    }
  });
  // How the answer speaks of each name overall.
  const nameLeans = new Map<number, { sum: number; count: number }>();
  for (const { entity, features } of found) {
    const lean = nameLeans.get(entity) ?? { sum: 0, count: 0 };
    lean.sum += features.lean;
    lean.count++;
    nameLeans.set(entity, lean);
  }
  for (const { entity, features } of found) {
    const lean = nameLeans.get(entity)!;
    features.nameLean = lean.sum / lean.count;
  }
  return found.sort((a, b) => a.start - b.start || a.entity - b.entity);
}

/** Every statement of the answer about a tracked name it names, with its polarity and aspects (statementEvidence). */
export function readStatements(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  attributesIn: (text: string) => string[] = () => [],
  brandUnits?: readonly ReadUnit[],
): StatementReading[] {
  return statementEvidence(text, mentions, language, brandUnits).map(
    ({ entity, start, end, header, features, words }) => {
      const said = header ? `${header}\n${text.slice(start, end)}` : text.slice(start, end);
      return {
        entity,
        start,
        end,
        polarity: statementPolarity(features, words),
        aspects: aspectsIn(said, language),
        attributes: entity === 0 ? attributesIn(said) : [],
      };
    },
  );
}
