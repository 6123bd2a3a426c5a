/**
 * The answer's recommendation stance toward the brand: a verdict says what a reader is told to do, and
 * outweighs the description around it (praise and then advice against is advice against). Verdicts are
 * read by their grammar, not by a word list per
 * brand: a first person with a modal or a conditional (English "I'd / I wouldn't", German "würde ich",
 * Dutch "zou ik", the Romance first-person conditional "-rais / -ría / -rei / -ria") or an imperative opening
 * the sentence, before a verb of choosing (pick, choose, recommend, buy, use …) or of refusing (avoid, skip,
 * pass on …), with a negation flipping it. In the Romance languages any verb in the negated first-person
 * conditional is advice against what follows or what its clitic stands for, with up to two clitics before
 * it. Each rule has an id; sentiment/examples.test.ts holds the answers they were written for.
 */
import { alternation, phrasePattern } from '../lexicon/word-lists';
import type { Mention } from '../mentions/types';
import type { VerdictRule } from '../languages/pack';
import {
  LANGUAGE_PACKS,
  perLanguage,
  type SentimentLanguage,
  wordsOfEveryLanguage,
} from '../languages/registry';
import { foldText } from '../text/fold';
import type { Span } from '../text/spans';
import { BETTER_CHOICE_RULES, forOneCase, namesTheBetterChoice, speaksOfNameAfter } from './choice';

/** +1 for a verdict for, -1 against. */
export type Stance = 1 | -1;

export interface Verdict {
  stance: Stance;
  /** Holds on a condition ("if you need …, pick"). */
  conditional: boolean;
  /**
   * Told to the reader, in the first person or as an imperative ("I'd pick", "skip it"), rather than said of
   * the subject ("X is the safer choice").
   */
  advice: boolean;
  /** Where its words start and end in the answer. */
  at: number;
  end: number;
}

/** The verdict rules of each language, tried in order, then the better choice it names (choice.ts). */
export const VERDICT_RULES = perLanguage((pack) => {
  const choice = BETTER_CHOICE_RULES[pack.code as SentimentLanguage];
  return choice ? [...pack.sentiment.verdicts, choice] : pack.sentiment.verdicts;
});

const negates = (rule: VerdictRule, matched: string) => rule.verdict.negation?.test(matched) === true;

/**
 * Elsewhere a pronoun inside the verb group: a clitic before the verb, German and Dutch objects, or the
 * Dutch pronominal "er".
 */
const OTHER_PRONOUN = new RegExp(
  String.raw`(?:^|\s)(?:${wordsOfEveryLanguage((pack) => pack.discourse.objectPronouns)
    .map(phrasePattern)
    .join('|')})\s`,
  'i',
);

/** The verb ends its clause: "würde ich eher abraten.", "I'd pass." */
const ENDS_CLAUSE = /^\s*(?:[.!?;]|$)/u;

/** The object after the verb, as a capitalised name ("the Vertuo", "Boomster"). */
const NAMED_OBJECT = /^\s+(?:the\s+|a\s+|an\s+)?(\p{Lu}[\p{L}\p{N}]+)/u;

/** The capitalised word right after a name ("Nespresso Vertuo", "Teufel Boomster"): one of its products. */
const PRODUCT_AFTER_NAME = /^[ \t]+(\p{Lu}[\p{L}\p{N}]+)/u;

/**
 * Whether what the verdict is about stands for the brand: a pronoun, one of the brand's products as the
 * answer names them elsewhere ("The Nespresso Vertuo line … I'd skip the Vertuo"), or no object at all in
 * a part about the brand: a verdict with no capitalised word after its subject
 * (German capitalises every noun) that ends its clause.
 */
function standsForBrand(
  matched: string,
  after: string,
  language: SentimentLanguage,
  text: string,
  mentions: readonly Mention[],
): boolean {
  if (
    ENDS_CLAUSE.test(after) &&
    !matched
      .split(/\s+/)
      .slice(2)
      .some((word) => /^\p{Lu}/u.test(word))
  )
    return true;
  const object = NAMED_OBJECT.exec(after)?.[1];
  if (object !== undefined && brandProducts(text, mentions).has(object)) return true;
  const pronouns = LANGUAGE_PACKS[language].sentiment.brandPronouns;
  if (!pronouns) return OTHER_PRONOUN.test(matched);
  return pronouns.subject.test(matched) || pronouns.object.test(after);
}

/** The brand's products the answer names: capitalised words written right after one of its mentions. */
function brandProducts(text: string, mentions: readonly Mention[]): Set<string> {
  const products = new Set<string>();
  for (const mention of mentions) {
    if (mention.entity !== 0) continue;
    const product = PRODUCT_AFTER_NAME.exec(text.slice(mention.end, mention.end + 40))?.[1];
    if (product !== undefined) products.add(product);
  }
  return products;
}

/** "only … if", "nur … wenn", "alleen … als", "seulement si", "solo si", "solo se", "só se". */
const ONLY = new RegExp(
  String.raw`\b(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.only))})\b[^.;]*?\b(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.onlyConditions))})\b`,
  'i',
);

/** "instead", "stattdessen", "à la place" … right after the rival chosen, in its clause. */
const INSTEAD = new RegExp(
  String.raw`^[^.!?;:\n]{0,30}?(?<![\p{L}])(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.instead))})(?![\p{L}])`,
  'iu',
);

/** A clause of its own opening between a verdict's words and the name after them ("… until Zest sorts out"). */
const SUBORDINATE = new RegExp(
  String.raw`(?<![\p{L}])(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.subordinators))})(?![\p{L}])`,
  'iu',
);

/** A condition before the verdict ("if you need …, pick"): the advice holds only then, and counts less. */
const CONDITION = new RegExp(
  String.raw`\b(?:${alternation(wordsOfEveryLanguage((pack) => pack.discourse.conditions))})\b[^.!?]*$`,
  'i',
);

/** A verdict's words found in a span, before it is known whom they speak of. */
export interface VerdictMatch {
  rule: VerdictRule;
  /** The words matched, as written. */
  words: string;
  /** Whether they are a verb of refusing (the pattern's group `against`). */
  against: boolean;
  /** Where the match starts and ends in the answer. */
  at: number;
  end: number;
}

/**
 * The verdict phrases in a span, in the order the rules try them; with `adviceOnly`, only those told to the
 * reader (see Verdict.advice).
 */
export function verdictMatches(
  text: string,
  span: Span,
  language: SentimentLanguage,
  adviceOnly = false,
): VerdictMatch[] {
  if (text !== readText) {
    readText = text;
    readSpans.clear();
    cuesInText.clear();
    readLower = CONTEXTUAL_LOWER_CASE.test(text) ? undefined : text.toLowerCase();
  }
  // One number per language and span (exact: far below 2^53 for any answer's length).
  const positions = text.length + 1;
  const key = (LANGUAGE_INDEX[language] * positions + span.start) * positions + span.end;
  let found = readSpans.get(key);
  if (!found) {
    const slice = text.slice(span.start, span.end);
    // Lower-cased at the same offsets, the slice can be read by each pattern without its case-insensitive
    // flag (caseSensitiveTwin).
    const lower = readLower === undefined ? slice.toLowerCase() : readLower.slice(span.start, span.end);
    const sameOffsets = lower.length === slice.length;
    found = [];
    // Rules that share a cue (the first person) test it on the slice once.
    let lastCue: RegExp | undefined;
    let cueInSlice = false;
    for (const rule of VERDICT_RULES[language]) {
      const { cue } = rule.verdict;
      if (cue) {
        if (!cueInText(text, cue)) continue;
        if (cue !== lastCue) {
          lastCue = cue;
          cueInSlice = cue.test(slice);
        }
        if (!cueInSlice) continue;
      }
      const twin = sameOffsets ? caseSensitiveTwin(rule.verdict.pattern) : undefined;
      const pattern = twin ?? rule.verdict.pattern;
      const read = twin ? lower : slice;
      // exec() in a loop rather than matchAll(), which copies the pattern at every call.
      pattern.lastIndex = 0;
      for (let match = pattern.exec(read); match; match = pattern.exec(read)) {
        const at = span.start + match.index;
        const end = at + match[0].length;
        found.push({ rule, words: text.slice(at, end), against: !!match.groups?.against, at, end });
        if (match[0].length === 0) pattern.lastIndex++;
      }
    }
    readSpans.set(key, found);
  }
  return adviceOnly ? found.filter(({ rule }) => !rule.verdict.subjectFirst) : found;
}

/**
 * The verdict phrases already found in the last answer read, by span: one sentence is read for the brand,
 * for its parts and for each rival it names.
 */
let readText: string | undefined;

const readSpans = new Map<number, VerdictMatch[]>();

/**
 * The last answer read, lower-cased, where a slice of it is the slice lower-cased: lower-casing maps each
 * character on its own, to one of the same length, but "İ" (two characters) and "Σ" (final or not by its
 * neighbours).
 */
let readLower: string | undefined;

const CONTEXTUAL_LOWER_CASE = /[\u0130\u03a3]/;

const LANGUAGE_INDEX = Object.fromEntries(
  Object.keys(VERDICT_RULES).map((language, i) => [language, i]),
) as Record<SentimentLanguage, number>;

/**
 * A case-insensitive Unicode pattern without its case-insensitive flag, for lower-cased text: V8 runs a
 * pattern with both flags several times slower. None when the pattern spells a capital letter itself or
 * asks for a letter's case.
 */
const twins = new Map<RegExp, RegExp | null>();

function caseSensitiveTwin(pattern: RegExp): RegExp | undefined {
  let twin = twins.get(pattern);
  if (twin === undefined) {
    const spelled = pattern.source.replace(/\\[pP]\{[^}]*\}|\\./g, '');
    twin =
      pattern.flags.includes('i') &&
      pattern.flags.includes('u') &&
      spelled === spelled.toLowerCase() &&
      !/\\p\{L[lut]\}/.test(pattern.source)
        ? new RegExp(pattern.source, pattern.flags.replace('i', ''))
        : null;
    twins.set(pattern, twin);
  }
  return twin ?? undefined;
}

/** Whether the last answer read holds a cue anywhere: most answers hold no first person at all. */
const cuesInText = new Map<RegExp, boolean>();

function cueInText(text: string, cue: RegExp): boolean {
  let found = cuesInText.get(cue);
  if (found === undefined) cuesInText.set(cue, (found = cue.test(text)));
  return found;
}

/** Whether a name runs across the end of a verdict's words ("Buy Me a Coffee"). */
function namedAcross(mentions: readonly Mention[], end: number): boolean {
  for (const m of mentions) if (m.start < end && m.end >= end) return true;
  return false;
}

/** Advice for something chosen in the brand's place: a rival named instead, or an unnamed alternative. */
function adviceAgainst(text: string, span: Span, at: number, end: number): Verdict {
  return { stance: -1, conditional: CONDITION.test(text.slice(span.start, at)), advice: true, at, end };
}

/**
 * The stance of a verdict in the span (a sentence or clause about the brand), or null. In English, when the
 * span names others too, a verdict counts for the brand only if the first name after it is the brand's, or
 * if none follows.
 * `turnsFromBrand`: the span follows a contrast in a sentence that names the brand before it. `found`: the
 * span's verdict phrases, when already read.
 */
export function verdictIn(
  text: string,
  span: Span,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  turnsFromBrand = false,
  found = verdictMatches(text, span, language),
): Verdict | null {
  if (found.length === 0) return null;
  const inSpan = mentions.filter((m) => m.start < span.end && m.end > span.start);
  const namesBrand = inSpan.some((m) => m.entity === 0);
  for (const { rule, words, against, at, end: matchEnd } of found) {
    // The verb is part of a name.
    if (namedAcross(mentions, matchEnd)) continue;
    // A subjectFirst rule speaks of the subject before; the other verdicts of the object after. The better
    // choice speaks of the name right after it, or else of its subject before it.
    const after = inSpan.find((m) => m.start >= matchEnd);
    const subjectFirst =
      rule.verdict.subjectFirst === true ||
      (namesTheBetterChoice(rule) &&
        !(after !== undefined && speaksOfNameAfter(text.slice(matchEnd, after.start), language)));
    const named = subjectFirst ? inSpan.filter((m) => m.end <= at).at(-1) : after;
    // The name after the verdict stands in a clause of its own: not what the verdict chooses.
    if (!subjectFirst && named !== undefined && SUBORDINATE.test(foldText(text.slice(matchEnd, named.start))))
      continue;
    if (named !== undefined && named.entity !== 0) {
      // A rival chosen in the brand's place ("instead") is advice against the brand.
      if (
        namesBrand ||
        subjectFirst ||
        against ||
        negates(rule, words) ||
        !INSTEAD.test(text.slice(named.end, span.end))
      )
        continue;
      return adviceAgainst(text, span, at, matchEnd);
    }
    if (subjectFirst && named === undefined && inSpan.some((m) => m.entity !== 0)) continue;
    let stance: Stance = against ? -1 : 1;
    if (negates(rule, words)) stance = stance === 1 ? -1 : 1;
    if (
      !subjectFirst &&
      stance === 1 &&
      LANGUAGE_PACKS[language].sentiment.alternative?.test(text.slice(matchEnd, matchEnd + 40)) === true
    )
      return adviceAgainst(text, span, at, matchEnd);
    // In a sentence that goes on about the brand without naming it, only a pronoun standing for it makes
    // the advice the brand's; where the part turns from the brand's own clause, so does advice against
    // whatever it names.
    if (
      !namesBrand &&
      !(turnsFromBrand && stance === -1) &&
      !standsForBrand(
        subjectFirst ? text.slice(span.start, span.end) : words,
        text.slice(matchEnd, matchEnd + 40),
        language,
        text,
        mentions,
      )
    )
      continue;
    // Advice for it in one case only is advice against it.
    if (stance === 1 && ONLY.test(words + text.slice(matchEnd, matchEnd + 40).split(/[.!?]/)[0])) stance = -1;
    // The better choice is advice (target.ts reads it for a rival too), starting at the subject it names.
    const choice = namesTheBetterChoice(rule);
    return {
      stance,
      conditional:
        CONDITION.test(text.slice(span.start, at)) ||
        (choice && forOneCase(text, span, at, matchEnd, language)),
      advice: !subjectFirst || choice,
      at: choice && subjectFirst && named !== undefined ? Math.min(at, named.start) : at,
      end: matchEnd,
    };
  }
  return null;
}
