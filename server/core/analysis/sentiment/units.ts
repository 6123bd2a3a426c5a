/** The parts of an answer about the brand (its clauses, list items, table rows and what refers back to them): what sentiment reads. */
import { alternation } from '../lexicon/word-lists';
import type { Mention } from '../mentions/types';
import { LANGUAGE_PACKS, type SentimentLanguage, wordsOfEveryLanguage } from '../languages/registry';
import { scoreText, scoreTokens, textTokens, type TextSentiment } from '../sentiment';
import { foldText } from '../text/fold';
import { plainSentence } from '../text/plain';
import { blankSpans, type Span } from '../text/spans';
import { named, overlaps } from './named';
import { brandSegments, contrastWeight } from './segments';
import { HEADING } from './structure';
import type { Token } from './tokens';
import { type Verdict, verdictIn } from './verdict';

export const TABLE_ROW = /^\s*\|.*\|\s*$/;

export const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

export const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/** A cell of one word scores only when the word is this evaluative on its own ("Excellent", "Poor"). */
const LONE_WORD_MIN_VALENCE = 2.2;

export interface TargetUnit extends Span {
  /** The text a lexicon should read: markdown and the tracked names removed. */
  text: string;
  /** 1.5 after a contrast ("…, but it"), 0.5 before one, 1 elsewhere. */
  weight: number;
  /** Opens by weighing the other side ("On the other hand, …", "The catch is …"): the answer gives pros and cons. */
  balancing: boolean;
  /** A table cell: terse facts ("by liking a prompt"), read with the review lexicon only. */
  cell: boolean;
  /** Opens by naming a con ("The catch is …", "The downside is …"). */
  namesCon: boolean;
  /** Follows a contrast in a sentence that names the brand before it ("X has nice lessons, but …"). */
  turnsFromBrand: boolean;
}

interface Line extends Span {
  text: string;
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    lines.push({ start, end, text: text.slice(start, end) });
    if (newline < 0) return lines;
    start = newline + 1;
  }
}

/**
 * The entity named last before a position, or null: asked with positions in text order, it reads each
 * mention once.
 */
function lastNamedReader(mentions: readonly Mention[]): (at: number) => number | null {
  let index = 0;
  let entity: number | null = null;
  return (at) => {
    while (index < mentions.length && (mentions[index] as Mention).end <= at) {
      entity = (mentions[index] as Mention).entity;
      index++;
    }
    return entity;
  };
}

function firstNamed(mentions: readonly Mention[], span: Span): number | null {
  for (const mention of mentions) if (overlaps(mention, span)) return mention.entity;
  return null;
}

/** Words of a phrase that may open a sentence before its subject, up to a comma ("Even at regular prices,"). */
const INTRODUCTORY_WORDS = 6;

/**
 * Whether the sentence's subject is a pronoun: its first word, or the first after a short introductory
 * phrase set off by a comma ("Even at regular prices, it beats flying").
 */
function startsWithPronoun(sentence: string, language: SentimentLanguage): boolean {
  const plain = foldText(plainSentence(sentence));
  if (opensWithPronoun(plain, language)) return true;
  const comma = plain.indexOf(',');
  if (comma < 0) return false;
  const intro = plain.slice(0, comma).match(/\p{L}+/gu) ?? [];
  return (
    intro.length > 0 &&
    intro.length <= INTRODUCTORY_WORDS &&
    opensWithPronoun(plain.slice(comma + 1), language)
  );
}

const NOT_A_WORD = /[^\p{L}\p{N}' ]+/gu;

/** Whether the words of a folded part open with a pronoun, alone or followed by a space or an apostrophe. */
function opensWithPronoun(part: string, language: SentimentLanguage): boolean {
  const words = part.replace(NOT_A_WORD, ' ').trim();
  for (const pronoun of LANGUAGE_PACKS[language].lexicon.pronouns) {
    if (!words.startsWith(pronoun)) continue;
    const after = words.charAt(pronoun.length);
    if (after === '' || after === ' ' || after === "'") return true;
  }
  return false;
}

function cellsOf(line: Line): Line[] {
  const cells: Line[] = [];
  let at = line.text.indexOf('|');
  while (at >= 0) {
    const next = line.text.indexOf('|', at + 1);
    if (next < 0) break;
    const start = line.start + at + 1;
    const end = line.start + next;
    cells.push({ start, end, text: line.text.slice(at + 1, next) });
    at = next;
  }
  return cells;
}

/** A cell worth reading: several words, or one word strongly evaluative on its own. */
function evaluativeCell(cell: string, language: SentimentLanguage): boolean {
  const plain = plainSentence(cell);
  const words = plain.match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  if (words.length >= 2) return true;
  return Math.abs(scoreText(plain, language).sum) >= LONE_WORD_MIN_VALENCE;
}

/**
 * A unit's text for the lexicon, without the names of tracked brands in it: a name that is also a word of
 * praise or blame says nothing of how the answer speaks of them.
 */
/**
 * Openings that weigh the other side of a brand just described: the answer sets pros against cons rather
 * than taking back what it said ("On the other hand", "The catch is", "Por outro lado", "Andererseits").
 */
const BALANCING_OPENING = new RegExp(
  String.raw`^\W*(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.balancingOpenings))})\b`,
  'iu',
);

/**
 * Balancing openings that name what follows as a con: what follows is a con even where the lexicon knows
 * none of its words.
 */
const NAMES_A_CON = new RegExp(alternation(wordsOfEveryLanguage((pack) => pack.discourse.conWords)), 'i');

/** A unit of the span (null when no letter is left of it); `balancing` marks it so whatever its opening. */
function unit(
  text: string,
  span: Span,
  mentions: readonly Mention[],
  weight = 1,
  balancing = false,
  cell = false,
): TargetUnit | null {
  const names: Span[] = [];
  for (const m of mentions)
    if (m.start < span.end && m.end > span.start)
      names.push({ start: Math.max(0, m.start - span.start), end: Math.min(span.end, m.end) - span.start });
  let plain = plainSentence(blankSpans(text.slice(span.start, span.end), names));
  const opening = BALANCING_OPENING.exec(plain);
  if (opening) plain = plain.slice(opening[0].length);
  if (!LETTER.test(plain)) return null;
  return {
    start: span.start,
    end: span.end,
    text: plain,
    weight,
    balancing: balancing || opening !== null,
    cell,
    namesCon: opening !== null && NAMES_A_CON.test(opening[0]),
    turnsFromBrand: false,
  };
}

const LETTER = /\p{L}/u;

/** Adds the span's unit, if it has one. */
function pushUnit(
  units: TargetUnit[],
  text: string,
  span: Span,
  mentions: readonly Mention[],
  weight = 1,
  balancing = false,
): void {
  const made = unit(text, span, mentions, weight, balancing);
  if (made) units.push(made);
}

/**
 * A label opening a line or heading a list of pros or cons ("**Pros:** …", "Cons:", "Nachteile:",
 * "Contras:"): what it lists is about the entity last named before it.
 */
const PROS_CONS_LABEL = new RegExp(
  String.raw`^\s*(?:[-*+•]\s+)?[#*_\s]*(?:(?<pros>${alternation(wordsOfEveryLanguage((pack) => pack.discourse.prosLabels))})|(?<cons>${alternation(wordsOfEveryLanguage((pack) => pack.discourse.consLabels))}))[*_\s]*:`,
  'iu',
);

/** A sentence summing up the answer: "Overall, …", "**My verdict:** …", "Fazit: …", "En résumé, …". */
const CONCLUSION_OPENING = new RegExp(
  String.raw`^\W*(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.conclusionOpenings))})\b`,
  'i',
);

/** Whether the sentence sums up the answer ("Overall, …"). */
const concludes = (text: string, sentence: Span) =>
  CONCLUSION_OPENING.test(plainSentence(text.slice(sentence.start, sentence.end)));

/**
 * The units of the answer that speak about the brand (entity 0 in `mentions`, which are in text order).
 * `sentences`: the answer's sentenceSpans.
 */
export function brandUnits(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  sentences: readonly Span[],
): TargetUnit[] {
  const units: TargetUnit[] = [];
  const lines = linesOf(text);
  const lastNamedBefore = lastNamedReader(mentions);
  /** Whose section we are in, after a heading: the brand (0), another entity, or none (null). */
  let section: number | null = null;
  /** The brand's column in the current table, when brands head the columns. */
  let brandColumn = -1;
  /** Whether the last sentence of the current paragraph was about the brand. */
  let chain = false;
  /** Where the current paragraph's (or list item's) units begin. */
  let paragraphStart = 0;
  /** Under a heading that labels the brand's cons; and whether a label of its pros came before. */
  let consSection = false;
  let prosLabelled = false;
  // The answer is about the brand when it opens by naming it: its summing up speaks of the brand.
  const firstLineEnd = text.trimStart().indexOf('\n');
  const brandIsTopic =
    mentions[0]?.entity === 0 &&
    (firstLineEnd < 0 || mentions[0].start < text.length - text.trimStart().length + firstLineEnd);
  /** The first of the answer's sentences not yet passed. */
  let nextSentence = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.text.trim()) {
      chain = false;
      paragraphStart = units.length;
      continue;
    }
    if (TABLE_ROW.test(line.text) || TABLE_SEPARATOR.test(line.text)) {
      chain = false;
      if (TABLE_SEPARATOR.test(line.text)) continue;
      const cells = cellsOf(line);
      const isHeader = TABLE_SEPARATOR.test(lines[index + 1]?.text ?? '');
      if (isHeader) {
        brandColumn = cells.findIndex((cell) => named(mentions, cell).brand && !named(mentions, cell).others);
        if (brandColumn === 0) brandColumn = -1; // the first column names rows, not brands
        continue;
      }
      const { brand, others } = named(mentions, line);
      const brandCell = !brand && brandColumn > 0 ? cells[brandColumn] : undefined;
      const read = brand && !others ? cells : brandCell ? [brandCell] : [];
      for (const cell of read) {
        const made = evaluativeCell(cell.text, language) ? unit(text, cell, mentions, 1, false, true) : null;
        if (made) units.push(made);
      }
      continue;
    }
    brandColumn = -1;
    const label = PROS_CONS_LABEL.exec(line.text)?.groups;
    // "**Pros:**" or "Cons:" naming no one lists the pros or cons of the entity last named.
    const labelsBrand =
      label !== undefined && !named(mentions, line).others && lastNamedBefore(line.start) === 0;
    if (labelsBrand && label.pros !== undefined) prosLabelled = true;
    if (HEADING.test(line.text)) {
      const { brand, others } = named(mentions, line);
      section = labelsBrand ? 0 : brand && !others ? 0 : brand || others ? firstNamed(mentions, line) : null;
      consSection = labelsBrand && label.cons !== undefined;
      if (section === 0 && !labelsBrand) pushUnit(units, text, line, mentions); // "### Top pick: HubSpot"
      chain = false;
      continue;
    }
    const isItem = LIST_ITEM.test(line.text);
    if (isItem) {
      chain = false;
      paragraphStart = units.length;
    }
    // A list item, or a line in the brand's section, is about its first-named entity.
    const subject = isItem ? firstNamed(mentions, line) : null;
    const aboutBrand = subject === 0 || (subject === null && (section === 0 || labelsBrand));
    // The brand's cons are cons even where the lexicon knows none of their words, and set against its pros
    // they make a balanced account.
    const cons = (labelsBrand && label.cons !== undefined) || (consSection && section === 0);
    const lineUnits = units.length;
    // The line's sentences: the answer's that start in it (a line break ends every sentence), without the line
    // break that ends the last one.
    while (nextSentence < sentences.length && (sentences[nextSentence] as Span).start < line.start)
      nextSentence++;
    for (; nextSentence < sentences.length; nextSentence++) {
      const span = sentences[nextSentence] as Span;
      if (span.start >= line.end) break;
      const sentence = { start: span.start, end: Math.min(span.end, line.end) };
      const { brand, others } = named(mentions, sentence);
      const unitsBefore = units.length;
      if (brand && !others) {
        const weight = chain ? contrastWeight(text, sentence, units, paragraphStart) : 1;
        pushUnit(units, text, sentence, mentions, weight);
        chain = true;
      } else if (brand) {
        for (const segment of brandSegments(text, sentence, mentions, language)) {
          const count = units.length;
          pushUnit(units, text, segment, mentions, segment.weight);
          if (segment.turnsFromBrand && units.length > count)
            (units[count] as TargetUnit).turnsFromBrand = true;
        }
        // What follows goes on about the sentence's subject: the brand only when it is named first.
        chain = firstNamed(mentions, sentence) === 0;
      } else if (others) {
        // A pronoun opening the sentence stands for the brand, and so does one after an introductory phrase.
        const pronoun = { entity: 0, start: sentence.start, end: sentence.start + 1 };
        if (chain && startsWithPronoun(text.slice(sentence.start, sentence.end), language)) {
          const weight = contrastWeight(text, sentence, units, paragraphStart);
          // The opening that weighs the other side ("On the other hand,") marks the sentence's first unit.
          let balancing = BALANCING_OPENING.test(plainSentence(text.slice(sentence.start, sentence.end)));
          for (const segment of brandSegments(text, sentence, [pronoun, ...mentions], language)) {
            const count = units.length;
            pushUnit(units, text, segment, mentions, weight, balancing);
            if (units.length > count) balancing = false;
          }
        } else if (chain || lastNamedBefore(sentence.start) === 0) {
          // Advice on the brand by a pronoun, in the part of a sentence before anyone else is named, goes on
          // about it, also in a new paragraph after one about the brand.
          const rival = mentions.find((m) => m.entity !== 0 && m.end > sentence.start) as Mention;
          const before = { start: sentence.start, end: rival.start };
          const lead =
            verdictIn(text, before, mentions, language) === null
              ? []
              : brandSegments(text, before, [pronoun, ...mentions], language).filter(
                  (segment) => verdictIn(text, segment, mentions, language) !== null,
                );
          for (const segment of lead) pushUnit(units, text, segment, mentions);
          chain = lead.length > 0;
        }
        // The summing up of an answer about the brand.
        if (
          units.length === unitsBefore &&
          brandIsTopic &&
          concludes(text, sentence) &&
          verdictIn(text, sentence, mentions, language)?.stance === -1
        )
          pushUnit(units, text, sentence, mentions);
      } else if (
        aboutBrand ||
        chain ||
        (brandIsTopic && concludes(text, sentence)) ||
        // A balancing opening after a code block or a new paragraph weighs the last-named brand's other side.
        (lastNamedBefore(sentence.start) === 0 &&
          BALANCING_OPENING.test(text.slice(sentence.start, sentence.start + 80)) &&
          BALANCING_OPENING.test(plainSentence(text.slice(sentence.start, sentence.end))))
      ) {
        // In a paragraph, what follows a sentence about the brand goes on about it until someone else is
        // named.
        pushUnit(units, text, sentence, mentions, contrastWeight(text, sentence, units, paragraphStart));
      }
    }
    if (cons)
      for (let i = lineUnits; i < units.length; i++) {
        const made = units[i] as TargetUnit;
        made.namesCon = true;
        if (prosLabelled) made.balancing = true;
      }
  }
  return units;
}

/** A unit about the brand as the rules read it: its tokens, their valence and the advice in it. */
export interface ReadUnit {
  unit: TargetUnit;
  /** Null for a question, which asserts nothing and is not read. */
  tokens: Token[] | null;
  sentiment: TextSentiment;
  verdict: Verdict | null;
}

/** What a question reads: nothing. */
const UNREAD: TextSentiment = { sum: 0, hits: 0, reviewSum: 0 };

/**
 * The units about the brand (brandUnits), each read: the brand's sentiment and its statements read the same
 * ones, which an answer reads once for both.
 */
export function readBrandUnits(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  sentences: readonly Span[],
): ReadUnit[] {
  return brandUnits(text, mentions, language, sentences).map((unit) => {
    if (unit.text.endsWith('?')) return { unit, tokens: null, sentiment: UNREAD, verdict: null };
    const tokens = textTokens(unit.text, language);
    return {
      unit,
      tokens,
      sentiment: scoreTokens(tokens, language),
      verdict: verdictIn(text, unit, mentions, language, unit.turnsFromBrand),
    };
  });
}
