/** A sentence's segments about the brand, split at contrasts and comparisons. */
import { alternation, phrasePattern } from '../lexicon/word-lists';
import type { Mention } from '../mentions/types';
import { perLanguage, type SentimentLanguage, wordsOfEveryLanguage } from '../languages/registry';
import { letterAt } from '../text/fold';
import { allMatches, type Span } from '../text/spans';
import { named } from './named';
import { verdictIn } from './verdict';

/**
 * Conjunctions where a sentence naming several brands is cut into segments, per language. "And" and "or"
 * are not among them: a sentence joining two names so says it of both.
 */
const SEGMENT_WORDS = perLanguage((pack) => alternation(pack.sentiment.segmentWords));

const segmentBreaks = new Map<SentimentLanguage, RegExp>();

function segmentBreak(language: SentimentLanguage): RegExp {
  let pattern = segmentBreaks.get(language);
  if (!pattern) {
    pattern = new RegExp(`;|,?\\s+(?:${SEGMENT_WORDS[language]})\\s+|:\\s+|,\\s+|\\s+[—–-]\\s+`, 'giu');
    segmentBreaks.set(language, pattern);
  }
  return pattern;
}

const CONTRAST_BREAK = new RegExp(
  String.raw`(?<![\p{L}])(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.contrastBreaks))})(?![\p{L}])`,
  'iu',
);

/**
 * The words where a segment turns to the other side: the full languages' contrast words, or a review-only
 * language's, its lexicon's.
 */
const CONTRAST_BREAKS = perLanguage((pack) =>
  pack.discourse
    ? CONTRAST_BREAK
    : new RegExp(`(?<![\\p{L}])(?:${pack.lexicon.contrast.join('|')})(?![\\p{L}])`, 'iu'),
);

/** Whether a segment break turns to the other side ("…, but"). */
const contrastBreaks = (language: SentimentLanguage, matched: string) =>
  CONTRAST_BREAKS[language].test(matched);

/** The brand's segments of a sentence that names rivals too. */
export function brandSegments(
  text: string,
  sentence: Span,
  mentions: readonly Mention[],
  language: SentimentLanguage,
): (Span & { weight: number; turnsFromBrand: boolean })[] {
  const slice = text.slice(sentence.start, sentence.end);
  const segments: (Span & { afterContrast: boolean })[] = [];
  let start = 0;
  let afterContrast = false;
  for (const match of allMatches(segmentBreak(language), slice)) {
    // A break inside a mention ("Arm & Hammer") is no break.
    const at = sentence.start + match.index;
    if (mentions.some((m) => m.start < at && m.end > at)) continue;
    if (match.index > start) segments.push({ start: sentence.start + start, end: at, afterContrast });
    start = match.index + match[0].length;
    afterContrast = contrastBreaks(language, match[0]);
  }
  if (start < slice.length)
    segments.push({ start: sentence.start + start, end: sentence.end, afterContrast });
  // A segment that is only names shares the next one's predicate.
  const merged: (Span & { afterContrast: boolean })[] = [];
  for (const [i, segment] of segments.entries()) {
    const next = segments[i + 1];
    if (next && onlyNames(text, segment, mentions)) next.start = segment.start;
    else merged.push(segment);
  }
  const kept: KeptSegment[] = [];
  let following = false;
  for (const [i, segment] of merged.entries()) {
    const { brand, others } = named(mentions, segment);
    if (brand) {
      // What introduces the brand's segment after a colon.
      const previous = merged[i - 1];
      if (
        previous &&
        text.slice(previous.end, segment.start).includes(':') &&
        !named(mentions, previous).others
      )
        kept.push(keptSegment(previous, false));
      kept.push(keptSegment(segment, false));
      following = true;
    } else if (others) {
      // A rival named only as the standard of a comparison ("…, it costs more than Bitwarden") leaves the
      // segment about the brand. A rival chosen in the brand's place is advice against it.
      following &&=
        comparedWith(text, segment, mentions) || verdictIn(text, segment, mentions, language)?.stance === -1;
      if (following) kept.push(keptSegment(segment, segment.afterContrast));
    } else if (following) kept.push(keptSegment(segment, segment.afterContrast));
  }
  // "Orange has the best network, but its plans are the dearest": the brand's part after the contrast weighs
  // more, the part before it less.
  for (let i = 1; i < kept.length; i++) {
    const segment = kept[i] as KeptSegment;
    if (!segment.afterContrast) continue;
    segment.weight = AFTER_CONTRAST_WEIGHT;
    for (let before = 0; before < i; before++) (kept[before] as KeptSegment).weight = BEFORE_CONTRAST_WEIGHT;
  }
  return kept;
}

interface KeptSegment extends Span {
  afterContrast: boolean;
  weight: number;
  turnsFromBrand: boolean;
}

const keptSegment = (
  { start, end, afterContrast }: Span & { afterContrast: boolean },
  turnsFromBrand: boolean,
): KeptSegment => ({ start, end, afterContrast, weight: 1, turnsFromBrand });

const AFTER_CONTRAST_WEIGHT = 1.5;

const BEFORE_CONTRAST_WEIGHT = 0.5;

const CONTRAST_OPENING = new RegExp(
  String.raw`^[^\p{L}]*(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.contrastOpenings))})(?![\p{L}])`,
  'iu',
);

/**
 * A sentence about the brand that opens with a contrast weighs more, and the brand's units before it in the
 * paragraph less.
 */
export function contrastWeight(
  text: string,
  sentence: Span,
  units: { weight: number }[],
  paragraphStart: number,
): number {
  if (
    units.length <= paragraphStart ||
    !CONTRAST_OPENING.test(text.slice(sentence.start, sentence.start + 40))
  )
    return 1;
  for (let i = paragraphStart; i < units.length; i++)
    (units[i] as { weight: number }).weight = BEFORE_CONTRAST_WEIGHT;
  return AFTER_CONTRAST_WEIGHT;
}

/** Words before the standard of a comparison: "than", "as", "als", "wie", "que", "quanto", "come", "dan". */
const COMPARED_WITH = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${wordsOfEveryLanguage((pack) => [
    ...(pack.discourse.comparesAlone ?? []),
    ...pack.discourse.comparedWith,
  ])
    .map(phrasePattern)
    .join('|')})[ \t]+[*_]*$`,
  'iu',
);

/** A comparative before it: "more", "less", "-er", "as … as", "più", "plus", "más", "mehr", "meer", "mais". */
const COMPARATIVE = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.comparatives))})[ \t]`,
  'iu',
);

/** The words of COMPARED_WITH that compare on their own: "than", "quanto". */
const COMPARES_ALONE = new RegExp(
  String.raw`(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.comparesAlone))})[ \t]+[*_]*$`,
  'i',
);

/**
 * Whether every rival named in the segment is the standard of a comparison the segment makes ("costs
 * more than Bitwarden", "poco affidabile quanto Google Maps").
 */
function comparedWith(text: string, segment: Span, mentions: readonly Mention[]): boolean {
  const inside = mentions.filter((m) => m.start >= segment.start && m.end <= segment.end && m.entity !== 0);
  return (
    inside.length > 0 &&
    inside.every((m) => {
      const before = text.slice(Math.max(segment.start, m.start - 12), m.start);
      // "than" and "quanto" compare on their own; "as", "que", "als" … only after a comparative.
      return (
        COMPARED_WITH.test(before) &&
        (COMPARES_ALONE.test(before) || COMPARATIVE.test(text.slice(segment.start, m.start)))
      );
    })
  );
}

/** Whether a segment holds nothing but entity names, conjunctions and markup. */
function onlyNames(text: string, segment: Span, mentions: readonly Mention[]): boolean {
  let rest = '';
  let at = segment.start;
  let names = 0;
  for (const mention of mentions) {
    if (mention.end <= segment.start || mention.start >= segment.end) continue;
    names++;
    rest += text.slice(at, Math.max(at, mention.start));
    at = Math.max(at, mention.end);
  }
  rest += text.slice(at, segment.end);
  if (names === 0) return false;
  // At most two words (runs of letters) of at most four characters each, scanned by hand.
  let words = 0;
  for (let from = 0; from < rest.length;) {
    let size = letterAt(rest, from);
    if (size === 0) {
      from++;
      continue;
    }
    const start = from;
    while (size > 0) {
      from += size;
      size = letterAt(rest, from);
    }
    if (++words > 2 || from - start > 4) return false;
  }
  return true;
}
