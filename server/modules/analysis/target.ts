/**
 * The parts of an answer that speak about the brand, for sentiment toward it rather than the sentiment of
 * the whole text:
 *   - a sentence naming the brand and no rival, whole;
 *   - a sentence naming rivals too, only the brand's segments (split at commas, semicolons, dashes and
 *     conjunctions) and the segments after them that name no one else;
 *   - the sentences of a list item, or of a section under a heading, whose subject is the brand, that
 *     name no one else;
 *   - in a paragraph, the sentences after a brand sentence that name no one else, which refer back to it
 *     ("Delays are common."), and in one that names rivals, what a pronoun opening it ("It", "Its",
 *     "They", also after an introductory phrase: "On the other hand, it …") says before a rival is named,
 *     or advice whose pronoun stands for the brand ("Para trading frecuente no lo recomendaría; …");
 *   - a segment that names a rival only as the standard of a comparison ("it costs more than Bitwarden");
 *   - in a table, the row naming the brand (or, where brands head the columns, the brand's column), minus
 *     cells that are one bare word with little valence of its own ("Yes", "No", "Cheapest", "$20").
 * A sentence opening by weighing the other side ("On the other hand", "The catch is") marks a balanced
 * account of pros and cons, also in a later paragraph when the brand was the last named; one that names a
 * con ("The catch is cost: …") is a con even where the lexicon knows none of its words. Questions assert
 * nothing.
 */
import type { Mention } from './matching';
import { LANGUAGE_RULES, type Language } from './review-lexicon';
import { scoreText, toCompound, toSentimentScore, type TextSentiment } from './sentiment';
import { modelSentimentScore, type SentimentFeatures } from './sentiment-model';
import { allMatches, blankSpans, foldText, letterAt, plainSentence, sentenceSpans, type Span } from './text';
import { verdictIn, verdictMatches } from './verdict';

const TABLE_ROW = /^\s*\|.*\|\s*$/;
const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;
const HEADING = /^\s*(?:#{1,6}\s|\*\*[^*]+\*\*:?\s*$)/;
const LIST_ITEM = /^\s*(?:[-*+•]|\d+[.)])\s+/;

/**
 * Conjunctions where a sentence naming several brands is cut into segments, per language. "And" and "or"
 * are not among them: "Walmart and Target are the best" says it of both.
 */
const SEGMENT_WORDS: Record<Language, string> = {
  en: 'but|while|whereas|although|though|however|unlike',
  de: 'aber|während|wohingegen|obwohl|jedoch|doch|anders als',
  fr: 'mais|tandis que|alors que|bien que|contrairement à',
  es: 'pero|mientras|aunque|sin embargo|a diferencia de',
  it: 'ma|mentre|sebbene|anche se|tuttavia|a differenza di',
  pt: 'mas|enquanto|embora|porém|no entanto|ao contrário de',
  nl: 'maar|terwijl|hoewel|echter|in tegenstelling tot',
};
const segmentBreaks = new Map<Language, RegExp>();

function segmentBreak(language: Language): RegExp {
  let pattern = segmentBreaks.get(language);
  if (!pattern) {
    pattern = new RegExp(`;|,?\\s+(?:${SEGMENT_WORDS[language]})\\s+|:\\s+|,\\s+|\\s+[—–-]\\s+`, 'giu');
    segmentBreaks.set(language, pattern);
  }
  return pattern;
}

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

const overlaps = (mention: Span, span: Span) => mention.start < span.end && mention.end > span.start;

/** Which entities are named in a span: brand (entity 0) and/or others. */
function named(mentions: readonly Mention[], span: Span) {
  let brand = false;
  let others = false;
  for (const mention of mentions) {
    if (mention.start >= span.end) break;
    if (!overlaps(mention, span)) continue;
    if (mention.entity === 0) brand = true;
    else others = true;
  }
  return { brand, others };
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
 * phrase set off by a comma ("Even at regular prices, it beats flying", "On the other hand, it dropped …",
 * "Sin embargo, sus comisiones …").
 */
function startsWithPronoun(sentence: string, language: Language): boolean {
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
function opensWithPronoun(part: string, language: Language): boolean {
  const words = part.replace(NOT_A_WORD, ' ').trim();
  for (const pronoun of LANGUAGE_RULES[language].pronouns) {
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
function evaluativeCell(cell: string, language: Language): boolean {
  const plain = plainSentence(cell);
  const words = plain.match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  if (words.length >= 2) return true;
  return Math.abs(scoreText(plain, language).sum) >= LONE_WORD_MIN_VALENCE;
}

/**
 * A unit's text for the lexicon, without the names of tracked brands in it: "Mint", "Orange" or "Free" say
 * nothing of how the answer speaks of them.
 */
/**
 * Openings that weigh the other side of a brand just described: the answer sets pros against cons rather
 * than taking back what it said ("On the other hand", "The catch is", "Por outro lado", "Andererseits").
 */
const BALANCING_OPENING = new RegExp(
  '^\\W*(?:' +
    [
      'on the other hand',
      'on the downside',
      'on the plus side',
      'the (?:flip|other) side(?: is)?',
      'the (?:catch|downside|drawback|trade-?off)s?(?: (?:is|are))?(?: that)?',
      'andererseits',
      'auf der anderen seite',
      'der nachteil(?: ist)?',
      "d['’]un autre c[oô]t[eé]",
      "de l['’]autre c[oô]t[eé]",
      'en revanche',
      'en contrepartie',
      'par contre',
      'le rev[eê]rs de la m[eé]daille',
      'por otro lado',
      'en cambio',
      'por outro lado',
      "d['’]altra parte",
      "dall['’]altra parte",
      "d['’]altro canto",
      'aan de andere kant',
      'daarentegen',
    ].join('|') +
    ')\\b',
  'iu',
);

/**
 * Balancing openings that name what follows as a con ("The catch is cost: …", "Der Nachteil ist …"): what
 * follows is a con even where the lexicon knows none of its words.
 */
const NAMES_A_CON = /catch|downside|drawback|nachteil|revers/i;

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

const CONTRAST_BREAK =
  /(?<![\p{L}])(?:but|however|aber|jedoch|allerdings|doch|mais|cependant|toutefois|pero|sin embargo|ma|però|tuttavia|mas|porém|contudo|no entanto|maar|echter)(?![\p{L}])/iu;

/** The brand's segments of a sentence that names rivals too. */
function brandSegments(
  text: string,
  sentence: Span,
  mentions: readonly Mention[],
  language: Language,
): (Span & { weight: number; turnsFromBrand: boolean })[] {
  const slice = text.slice(sentence.start, sentence.end);
  const segments: (Span & { afterContrast: boolean })[] = [];
  let start = 0;
  let afterContrast = false;
  for (const match of allMatches(segmentBreak(language), slice)) {
    // A break inside a mention ("Arm & Hammer", "Ben & Jerry's") is no break.
    const at = sentence.start + match.index;
    if (mentions.some((m) => m.start < at && m.end > at)) continue;
    if (match.index > start) segments.push({ start: sentence.start + start, end: at, afterContrast });
    start = match.index + match[0].length;
    afterContrast = CONTRAST_BREAK.test(match[0]);
  }
  if (start < slice.length)
    segments.push({ start: sentence.start + start, end: sentence.end, afterContrast });
  // A segment that is only names ("Walmart, Target, and IKEA are …") shares the next one's predicate.
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
      // What introduces the brand's segment after a colon ("Card acceptance is excellent: Visa …").
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
      // "…, it costs more than Bitwarden", "è poco affidabile quanto Google Maps": a rival named only as
      // the standard of a comparison leaves the segment about the brand.
      // "…, but I'd pick Lichess instead": a rival chosen in the brand's place is advice against it.
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

const CONTRAST_OPENING =
  /^[^\p{L}]*(?:but|however|yet|aber|allerdings|jedoch|doch|mais|cependant|toutefois|pourtant|pero|sin embargo|ma|però|tuttavia|mas|porém|contudo|no entanto|maar|echter)(?![\p{L}])/iu;

/**
 * "Southwest used to be the easy answer. But I find it hard to recommend today": a sentence about the
 * brand that opens with a contrast weighs more, and the brand's units before it in the paragraph less.
 */
function contrastWeight(text: string, sentence: Span, units: TargetUnit[], paragraphStart: number): number {
  if (
    units.length <= paragraphStart ||
    !CONTRAST_OPENING.test(text.slice(sentence.start, sentence.start + 40))
  )
    return 1;
  for (let i = paragraphStart; i < units.length; i++)
    (units[i] as TargetUnit).weight = BEFORE_CONTRAST_WEIGHT;
  return AFTER_CONTRAST_WEIGHT;
}

/** Words before the standard of a comparison: "than", "as", "als", "wie", "que", "quanto", "come", "dan". */
const COMPARED_WITH = /(?:^|[^\p{L}])(?:than|as|als|wie|que|qu['’]|quanto|come|dan)[ \t]+[*_]*$/iu;
/** A comparative before it: "more", "less", "-er", "as … as", "più", "plus", "más", "mehr", "meer", "mais". */
const COMPARATIVE =
  /(?:^|[^\p{L}])(?:more|less|\p{L}{3,}er|as|più|meno|tanto|plus|moins|aussi|más|menos|tan|mehr|weniger|besser|genauso|so|meer|minder|beter|even|mais|tão)[ \t]/iu;

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
        (/(?:than|quanto)[ \t]+[*_]*$/i.test(before) || COMPARATIVE.test(text.slice(segment.start, m.start)))
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

/**
 * A label opening a line or heading a list of pros or cons ("**Pros:** …", "Cons:", "Nachteile:",
 * "Contras:"): what it lists is about the entity last named before it.
 */
const PROS_CONS_LABEL = new RegExp(
  '^\\s*(?:[-*+•]\\s+)?[#*_\\s]*(?:(?<pros>' +
    'pros|advantages|upsides|strengths|vorteile|stärken|avantages|points forts|ventajas|vantaggi|punti di forza|vantagens|prós|voordelen|pluspunten' +
    ')|(?<cons>' +
    'cons|disadvantages|downsides|drawbacks|weaknesses|nachteile|schwächen|inconvénients|points faibles|desventajas|inconvenientes|contras|svantaggi|contro|punti deboli|desvantagens|nadelen|minpunten' +
    '))[*_\\s]*:',
  'iu',
);

/** A sentence summing up the answer: "Overall, …", "**My verdict:** …", "Fazit: …", "En résumé, …". */
const CONCLUSION_OPENING =
  /^\W*(?:overall|all in all|in short|in summary|to sum up|in conclusion|(?:the )?bottom line|(?:my )?verdict|fazit|insgesamt|unterm strich|en résumé|en bref|au final|en resumen|en conclusión|in sintesi|in conclusione|em resumo|no geral|kortom|samengevat|conclusie)\b/i;

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
  language: Language,
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
        // What follows goes on about the sentence's subject: the brand only when it is named first
        // ("Microsoft Teams now supports Slack-style threads. …" goes on about Teams).
        chain = firstNamed(mentions, sentence) === 0;
      } else if (others) {
        // "It also syncs with Salesforce": a pronoun opening the sentence stands for the brand, and so does
        // one after an introductory phrase ("On the other hand, it costs more than Bitwarden").
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
          // "Para trading frecuente no lo recomendaría; Bitpanda …", "I'd skip it and pay a bit more for
          // SiteGround": advice on the brand by a pronoun, in the part of a sentence before anyone else is
          // named, goes on about it, also in a new paragraph after one about the brand.
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
        // "Overall I'd pick a Roborock instead": the summing up of an answer about the brand.
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
        // "The catch is cost: …" after a code block or a new paragraph weighs the last-named brand's other side.
        (lastNamedBefore(sentence.start) === 0 &&
          BALANCING_OPENING.test(text.slice(sentence.start, sentence.start + 80)) &&
          BALANCING_OPENING.test(plainSentence(text.slice(sentence.start, sentence.end))))
      ) {
        // In a paragraph, what follows a sentence about the brand goes on about it until someone else is
        // named ("Delays are common.", "Its support is slow.").
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

/** The valence of a con named only by the opening that introduces it ("The catch is …"). */
const CON_VALENCE = -1;

/** Weight of a part about the brand that carries no sentiment word, against 1 for one that does. */
const NEUTRAL_UNIT_WEIGHT = 0.3;
/**
 * What is left of the mean when the answer sets the brand's pros against its cons ("On the other hand, …")
 * and both sides carry sentiment: a balanced account is neutral, leaning to the side that weighs more.
 */
export const BALANCED_FACTOR = 0.25;

/**
 * Sentiment toward the brand on the 0-100 scale, in the answer's language ('other' reads as English): where
 * the answer advises for or against the brand, or advises a rival and not the brand, the advice decides the
 * side (the rules' score); elsewhere the sentiment model's reading (sentiment-model.ts) of what the rules
 * find in the units about the brand (brandUnits).
 */
export function sentimentTowardBrand(
  text: string,
  mentions: readonly Mention[],
  detected: Language | 'other',
): number {
  const { features, advised } = readBrandSentiment(text, mentions, detected);
  return advised ? features.rulesScore : modelSentimentScore(features);
}

export interface BrandSentimentReading {
  /** What the rules read of the brand in the answer: the sentiment model's input. */
  features: SentimentFeatures;
  /** Advice for or against the brand, or for a rival, decides the side: the rules' score stands. */
  advised: boolean;
}

/** All features at 0, as one object literal (built for every answer: no per-key construction). */
const noFeatures = (): SentimentFeatures => ({
  rulesScore: 0,
  meanCompound: 0,
  advice: 0,
  adviceFor: 0,
  adviceAgainst: 0,
  balancing: 0,
  leavesChoice: 0,
  rivalAdvised: 0,
  parts: 0,
  positiveParts: 0,
  negativeParts: 0,
  mostPositive: 0,
  mostNegative: 0,
  positiveSum: 0,
  negativeSum: 0,
  valenceWords: 0,
  tableCells: 0,
  unnamedCons: 0,
  position: 0,
  rivalsNamed: 0,
  brandMentions: 0,
  logLength: 0,
  otherLanguage: 0,
});

/** What a question reads: nothing. */
const UNREAD: TextSentiment = { sum: 0, hits: 0, reviewSum: 0 };

export function readBrandSentiment(
  text: string,
  mentions: readonly Mention[],
  detected: Language | 'other',
): BrandSentimentReading {
  const language = detected === 'other' ? 'en' : detected;
  let total = 0;
  let weights = 0;
  let balancing = false;
  let positive = false;
  let negative = false;
  let stance = 0;
  const features = noFeatures();
  // Found once: the units are read line by line from them, and the advice for rivals sentence by sentence.
  const sentences = sentenceSpans(text);
  for (const unit of brandUnits(text, mentions, language, sentences)) {
    // A question ("Is V-Power worth the extra cost?") asserts nothing.
    const question = unit.text.endsWith('?');
    const { sum, hits, reviewSum } = question ? UNREAD : scoreText(unit.text, language);
    // "The catch is cost: per-request pricing grows quickly": a con the lexicon has no word for.
    const unnamedCon = unit.namesCon === true && hits === 0 && !question;
    // A table cell's terse facts are read with the review lexicon only (the general ones read "liking").
    const read = unnamedCon ? CON_VALENCE : unit.cell ? reviewSum : sum;
    const weight = unit.weight * (hits > 0 || unnamedCon ? 1 : NEUTRAL_UNIT_WEIGHT);
    const compound = toCompound(read);
    total += weight * compound;
    weights += weight;
    balancing ||= unit.balancing === true;
    positive ||= sum > 0;
    negative ||= sum < 0 || unnamedCon;
    features.parts++;
    features.valenceWords += hits;
    if (unit.cell) features.tableCells++;
    if (unnamedCon) features.unnamedCons++;
    if (compound > 0) {
      features.positiveParts++;
      features.positiveSum += compound;
    } else if (compound < 0) {
      features.negativeParts++;
      features.negativeSum += compound;
    }
    features.mostPositive = Math.max(features.mostPositive, compound);
    features.mostNegative = Math.min(features.mostNegative, compound);
    const verdict = question ? null : verdictIn(text, unit, mentions, language, unit.turnsFromBrand);
    if (verdict) {
      const advice = verdict.stance * unit.weight * (verdict.conditional ? CONDITIONAL_VERDICT : 1);
      stance += advice;
      if (advice > 0) features.adviceFor += advice;
      else features.adviceAgainst += advice;
    }
  }
  const mean = weights > 0 ? total / weights : 0;
  // A balanced account: pros set against cons ("On the other hand, …"), or the choice left to the reader
  // ("Neither is clearly better; it depends on …").
  const undecided = LEAVES_CHOICE[language].test(text);
  const balanced = (balancing && (positive || negative)) || undecided;
  const described = balanced ? mean * BALANCED_FACTOR : mean;
  // "Fonic is a decent prepaid option … I'd take congstar": the answer's advice goes to a rival and none to
  // the brand, which its reader is steered away from however kindly it was described ("fine, but I'd pick
  // X"): advice against it.
  const rivalAdvised = rivalRecommended(text, mentions, language, sentences);
  // Advice for or against the brand decides the side; how far, the description around it.
  const awayToRival = described > -VERDICT_COMPOUND && !undecided && rivalAdvised;
  const compound =
    stance >= VERDICT_MIN
      ? Math.max(mean, VERDICT_COMPOUND)
      : stance <= -VERDICT_MIN
        ? Math.min(mean, -VERDICT_COMPOUND)
        : awayToRival
          ? Math.min(described, -VERDICT_COMPOUND)
          : described;
  const firstNamed = new Map<number, number>();
  let brandMentions = 0;
  for (const mention of mentions) {
    if (!firstNamed.has(mention.entity)) firstNamed.set(mention.entity, mention.start);
    if (mention.entity === 0) brandMentions++;
  }
  const brandFirst = firstNamed.get(0) ?? 0;
  let namedBefore = 0;
  for (const at of firstNamed.values()) if (at < brandFirst) namedBefore++;
  features.rulesScore = toSentimentScore(compound);
  features.meanCompound = mean;
  features.advice = stance;
  features.balancing = balancing ? 1 : 0;
  features.leavesChoice = undecided ? 1 : 0;
  features.rivalAdvised = rivalAdvised ? 1 : 0;
  features.position = 1 + namedBefore;
  features.rivalsNamed = firstNamed.size - (firstNamed.has(0) ? 1 : 0);
  features.brandMentions = brandMentions;
  features.logLength = Math.log(Math.max(1, text.length));
  features.otherLanguage = language === 'en' ? 0 : 1;
  return { features, advised: Math.abs(stance) >= VERDICT_MIN || awayToRival };
}

/**
 * Net verdicts for one rival from which the answer is read as advising it: an unconditional one ("If
 * reporting is the priority, I'd pick Ashby" is one reader's case, not the answer's advice).
 */
const RIVAL_VERDICT_MIN = 1;

/** How far after advice's words its object may be named ("I'd go with the cheaper Rival"). */
const OBJECT_REACH = 40;

/** The mentions as the rival `entity` would see them: it as entity 0, the brand in its place. */
function fromRivalsSide(mentions: readonly Mention[], entity: number): Mention[] {
  return mentions.map((mention) =>
    mention.entity === entity
      ? { ...mention, entity: 0 }
      : mention.entity === 0
        ? { ...mention, entity }
        : mention,
  );
}

/**
 * Whether the answer advises for a rival ("I'd pick Fathom over Otter", "ich würde congstar nehmen", "yo usaría
 * Stripe"): advice in the first person or the imperative, read as for the brand, in a sentence naming the rival.
 */
function rivalRecommended(
  text: string,
  mentions: readonly Mention[],
  language: Language,
  sentences: readonly Span[],
): boolean {
  const stances = new Map<number, number>();
  let first = 0;
  for (const span of sentences) {
    while (first < mentions.length && (mentions[first] as Mention).end <= span.start) first++;
    const rivals = new Set<number>();
    for (let i = first; i < mentions.length && (mentions[i] as Mention).start < span.end; i++)
      if ((mentions[i] as Mention).entity !== 0) rivals.add((mentions[i] as Mention).entity);
    if (rivals.size === 0) continue;
    // "Green Chef is the best pick for keto" describes a rival; "I'd take congstar" advises it.
    const found = verdictMatches(text, span, language, true);
    if (found.length === 0) continue;
    for (const rival of rivals) {
      const verdict = verdictIn(text, span, fromRivalsSide(mentions, rival), language, false, found);
      // The rival is what the advice is about: named in its words ("würde ich congstar nehmen") or right
      // after them ("I'd go with Rival"), not before them ("Nicola …, mas eu escolheria a Delta").
      if (
        !verdict ||
        !mentions.some(
          (mention) =>
            mention.entity === rival &&
            mention.start >= verdict.at &&
            mention.start < verdict.end + OBJECT_REACH,
        )
      )
        continue;
      const stance =
        (stances.get(rival) ?? 0) + verdict.stance * (verdict.conditional ? CONDITIONAL_VERDICT : 1);
      if (stance >= RIVAL_VERDICT_MIN) return true;
      stances.set(rival, stance);
    }
  }
  return false;
}

/** Sentences that leave the choice to the reader, per language. */
const LEAVES_CHOICE: Record<Language, RegExp> = {
  en: /\b(?:neither (?:is|one is) (?:clearly |objectively )?(?:better|the winner)|(?:it|that|the choice|the answer) (?:really |mostly |largely )?depends on|whether [^.!?\n]{1,80}? (?:really |mostly |largely )?depends on|pick (?:based on|whichever)|there['’]s no (?:clear|single) winner)\b/i,
  de: /\b(?:hängt (?:ganz |vor allem )?(?:davon|von \S+) ab|keiner ist (?:klar )?besser|kommt (?:ganz )?darauf an)\b/i,
  fr: /(?:à (?:toi|vous) de voir|(?:ça|cela) dépend|aucun n['’]est (?:clairement )?meilleur|tout dépend)/i,
  es: /\b(?:depende de|ninguno es (?:claramente )?mejor|todo depende)\b/i,
  it: /\b(?:dipende da|nessuno è (?:chiaramente )?migliore|tutto dipende)\b/i,
  pt: /\b(?:depende d[eoa]|nenhum é (?:claramente )?melhor|tudo depende)\b/i,
  nl: /\b(?:hangt (?:er )?(?:van )?af|geen (?:van beide )?is (?:duidelijk )?beter)\b/i,
};

/** Net verdicts (each weighted as its part) from which the advice decides the label. */
const VERDICT_MIN = 0.5;
/** The least compound score of an answer whose advice is for the brand (its negative when against). */
export const VERDICT_COMPOUND = 0.3;
/** A verdict on a condition ("if you need X, pick …") counts this much. */
const CONDITIONAL_VERDICT = 0.5;
