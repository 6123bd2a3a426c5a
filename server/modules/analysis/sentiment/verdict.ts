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
import { alternation } from '../lexicon/word-lists';
import WORDS from './verdict.words.json';
import type { Mention } from '../matching';
import { escapeRegExp } from '../../../lib/regexp';
import {
  perReviewOnlyLanguage,
  type ReviewOnlyLanguage,
  type ReviewOnlyRules,
  type SentimentLanguage,
} from '../review-lexicon';
import type { Span } from '../text/spans';

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

export interface VerdictRule {
  /** Names the rule (the language and the grammar it reads), as mention rules are named (mentions/rules.ts). */
  id: string;
  pattern: RegExp;
  /** The stance of the verb group matched: its group `against` marks a verb of refusing. */
  negation?: RegExp;
  /** Said of the subject before it ("Y is the safer choice"); the others speak of the object after them. */
  subjectFirst?: boolean;
  /**
   * Words any match contains, tested first: a plain test is cheaper than the pattern, and most sentences
   * have none of them.
   */
  cue?: RegExp;
}

/** A first person: "I'd pick", "we would not recommend". */
const FIRST_PERSON = /\b(?:i|we)\b/i;

const EN_CHOOSE = alternation(WORDS.enChoose);

// Verbs of refusing, some with a particle that follows the object ("rule X out").
const EN_REFUSE = alternation(WORDS.enRefuse);

/** The verdict rules of each language, tried in order. */
export const VERDICT_RULES: Record<SentimentLanguage, VerdictRule[]> = {
  en: [
    {
      id: 'en-not-one-to-recommend',
      // Not one the writer would recommend or use, or hard to recommend.
      pattern: new RegExp(
        String.raw`\b(?:is|are)(?:n['’]t|\s+not)\s+(?:something|the one|one|what|an?\s+\w+)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:${alternation(WORDS.enNotOneToChoose)})\b|\b(?<against>${alternation(WORDS.enHardToRecommend)})\b`,
        'gi',
      ),
      negation: /n['’]t|\bnot\b/i,
      cue: /\b(?:i|we|recommend|non-?starter|worth|poor|wrong)\b/i,
    },
    {
      id: 'en-first-person',
      // A first person with a modal before a verb of choosing or refusing, a negation flipping it.
      pattern: new RegExp(
        `\\b(?:i|we)(?:['’]d|\\s+would|\\s+do|['’]m|\\s+am|\\s+can|\\s+could)?(?:\\s*n['’]t|\\s+not|\\s+never)?(?:\\s+(?:${alternation(WORDS.enAdverbs)}))?\\s+(?:(?<against>${EN_REFUSE})|${EN_CHOOSE})\\b`,
        'giu',
      ),
      negation: /n['’]t|\bnot\b|\bnever\b/i,
      cue: FIRST_PERSON,
    },
    {
      id: 'en-imperative',
      // An imperative opening the sentence ("Skip Lattice for now").
      pattern: new RegExp(
        `(?:^|[.!?:]\\s+|\\n\\s*)[*_\\s]*(?:honestly,?\\s+|so\\s+|then\\s+)?(?:just\\s+|definitely\\s+|simply\\s+)?(?:don['’]t\\s+|do\\s+not\\s+|never\\s+)?(?:(?<against>${EN_REFUSE}|skip)|${EN_CHOOSE})\\b`,
        'giu',
      ),
      negation: /\bdon['’]t\b|\bdo not\b|\bnever\b/i,
    },
    {
      id: 'en-the-one-i-would',
      // The writer's choice, named after it.
      pattern: new RegExp(
        String.raw`\b(?:the one|the (?:tool|app|service|option|plan)|what)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:actually\s+|really\s+|personally\s+)?(?:${alternation(WORDS.enTheOneIWouldChoose)})\s+is\b`,
        'gi',
      ),
      cue: FIRST_PERSON,
    },
    {
      id: 'en-the-choice',
      // The subject named before it is the choice, the pick, where the writer would send people.
      pattern: new RegExp(
        String.raw`\b(?:is|are)\s+(?:where|what|who)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:${alternation(WORDS.enWhereIWouldSend)})\b|(?:\b(?:is|are|remains)|(?<=\p{L})['’]s)\s+(?:the|a|my|our)\s+(?:(?:${alternation(WORDS.enChoiceAdjectives)})\s+)?(?:${alternation(WORDS.enChoiceNouns)})\b`,
        'giu',
      ),
      subjectFirst: true,
      cue: new RegExp(String.raw`\b(?:where|what|who|${alternation(WORDS.enChoiceNouns)})\b`, 'i'),
    },
  ],
  de: [
    {
      id: 'de-first-person',
      pattern: new RegExp(
        String.raw`\b(?:${alternation(WORDS.deFirstPerson)})\b(?:\s+[\p{L}\p{N}&.'’-]+){0,8}?\s+(?:(?<against>${alternation(WORDS.deRefuse)})|${alternation(WORDS.deChoose)})\b`,
        'giu',
      ),
      negation: /\b(?:nicht|kein\w*|nie)\b/i,
    },
    {
      id: 'de-imperative',
      // An imperative opening a sentence or the main clause after a subordinate one (German puts the verb
      // first there).
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>${alternation(WORDS.deImperativeRefuse)})|${alternation(WORDS.deImperativeChoose)})\b`,
        'gi',
      ),
      negation: /\b(?:nicht|kein\w*|nie)\b/i,
    },
  ],
  nl: [
    {
      id: 'nl-first-person',
      pattern: new RegExp(
        String.raw`\b(?:${alternation(WORDS.nlFirstPerson)})\b(?:\s+[\p{L}-]+){0,8}?\s+(?:(?<against>${alternation(WORDS.nlRefuse)})|${alternation(WORDS.nlChoose)})\b`,
        'giu',
      ),
      negation: /\b(?:niet|geen|nooit)\b/i,
    },
    {
      id: 'nl-imperative',
      // An imperative opening a sentence or the main clause.
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>vermijd)|${alternation(WORDS.nlImperativeChoose)})\b`,
        'gi',
      ),
      negation: /\b(?:niet|geen|nooit)\b/i,
    },
  ],
  fr: [
    {
      id: 'fr-first-person',
      pattern: new RegExp(
        String.raw`\b(?:je\s+|j['’])(?:ne\s+|n['’])?(?:(?:${alternation(WORDS.frClitics)})\s+|l['’]){0,2}(?:(?<against>${alternation(WORDS.frRefuse)})|${alternation(WORDS.frChoose)}|(?<=\b(?:ne|n['’])\s*(?:(?:${alternation(WORDS.frClitics)})\s+|l['’]){0,2})\p{L}+rais(?=\s+pas\b))\b(?:\s+pas\b)?`,
        'giu',
      ),
      negation: /\bne\b|\bn['’]|\bpas\b/i,
    },
    {
      id: 'fr-imperative',
      // An imperative opening a sentence.
      pattern: new RegExp(
        String.raw`(?:^|[.!?:]\s+|\n\s*)[*_\s]*(?:(?<against>${alternation(WORDS.frImperativeRefuse)})|${alternation(WORDS.frImperativeChoose)})(?![\p{L}])`,
        'giu',
      ),
      negation: /\bne\b|\bn['’]|\bpas\b/i,
    },
  ],
  es: [
    {
      id: 'es-not-the-one',
      // Not the one the writer would choose.
      pattern: new RegExp(
        String.raw`\b(?<against>no es (?:el|la|lo|uno|una) que (?:yo\s+)?(?:${alternation(WORDS.esNotTheOneChoose)}))(?![\p{L}])`,
        'giu',
      ),
    },
    {
      id: 'es-first-person',
      pattern: new RegExp(
        String.raw`\b(?:no\s+)?(?:(?:${alternation(WORDS.esClitics)})\s+){0,2}(?:(?<against>${alternation(WORDS.esRefuse)})|${alternation(WORDS.esChoose)}|(?<=\bno\s+(?:(?:${alternation(WORDS.esClitics)})\s+){0,2})\p{L}+(?:aría|ería|iría))\b`,
        'giu',
      ),
      negation: /\bno\b/i,
    },
    {
      id: 'es-imperative',
      // An imperative opening a sentence or the main clause ("Evita …").
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_¡\s]*(?:(?<against>${alternation(WORDS.esImperativeRefuse)})|${alternation(WORDS.esImperativeChoose)})(?![\p{L}])`,
        'giu',
      ),
      negation: /\bno\b/i,
    },
  ],
  it: [
    {
      id: 'it-first-person',
      pattern: new RegExp(
        String.raw`\b(?:non\s+)?(?:(?:${alternation(WORDS.itClitics)})\s+){0,2}(?:(?<against>${alternation(WORDS.itRefuse)})|${alternation(WORDS.itChoose)}|(?<=\bnon\s+(?:(?:${alternation(WORDS.itClitics)})\s+){0,2})\p{L}+(?:erei|irei|arei))\b`,
        'giu',
      ),
      negation: /\bnon\b/i,
    },
    {
      id: 'it-imperative',
      // An imperative opening a sentence or the main clause ("Evita …").
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>${alternation(WORDS.itImperativeRefuse)})|${alternation(WORDS.itImperativeChoose)})(?![\p{L}])`,
        'giu',
      ),
      negation: /\bnon\b/i,
    },
  ],
  pt: [
    {
      id: 'pt-first-person',
      pattern: new RegExp(
        String.raw`\b(?:não\s+)?(?:(?:${alternation(WORDS.ptClitics)})\s+){0,2}(?:(?<against>${alternation(WORDS.ptRefuse)})|${alternation(WORDS.ptChoose)}|(?<=\bnão\s+(?:(?:${alternation(WORDS.ptClitics)})\s+){0,2})\p{L}+(?:aria|eria|iria))\b`,
        'giu',
      ),
      negation: /\bnão\b/i,
    },
    {
      id: 'pt-imperative',
      // An imperative opening a sentence or the main clause.
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>${alternation(WORDS.ptImperativeRefuse)})|${alternation(WORDS.ptImperativeChoose)})(?![\p{L}])`,
        'giu',
      ),
      negation: /\bnão\b/i,
    },
  ],
  ...perReviewOnlyLanguage(reviewOnlyVerdicts),
};

/**
 * A review-only language's verdicts, from its lists: a verb for or against, perhaps after a negator ("nie
 * polecam"), speaking of what follows it. Japanese is written without spaces, so its verbs need no boundary.
 */
function reviewOnlyVerdicts(rules: ReviewOnlyRules, language: ReviewOnlyLanguage): VerdictRule[] {
  // A closing '*' stands for any ending ("polec*": "polecam", "polecałbym").
  const list = (words: readonly string[]) =>
    words.map((word) => escapeRegExp(word).replace(/\\\*$/, '\\p{L}*')).join('|');
  const spaced = !rules.verdicts.for.some((verb) => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(verb));
  const verbs = `(?:(?<against>${list(rules.verdicts.against)})|${list(rules.verdicts.for)})`;
  // Japanese negates after the verb: its lists hold the negated forms among the verbs against.
  if (!spaced) return [{ id: `${language}-verdict-verb`, pattern: new RegExp(verbs, 'gu') }];
  const negators = list(rules.negators);
  return [
    {
      id: `${language}-verdict-verb`,
      pattern: new RegExp(
        `(?<!\\p{L})(?:(?:${negators})\\s+)?${verbs}${rules.verdicts.negatedAfter ? `(?:(?:\\s+\\p{L}+)?\\s+(?:${negators}))?` : ''}(?!\\p{L})`,
        'giu',
      ),
      negation: new RegExp(`(?<!\\p{L})(?:${negators})(?!\\p{L})`, 'iu'),
    },
  ];
}

const negates = (rule: VerdictRule, matched: string) => rule.negation?.test(matched) === true;

/** English pronouns for the brand: the subject opening the sentence, or the object after the verb. */
const EN_SUBJECT = /^\W*(?:it|it['’]s|they|they['’]re)\b/i;

const EN_OBJECT = /^\s+(?:it|them|one(?!\s+of\b)|this one|that one)\b/i;

/**
 * An unnamed alternative chosen in the brand's place.
 */
const EN_ALTERNATIVE = new RegExp(String.raw`^\s+(?:${alternation(WORDS.enAlternatives)})\b`, 'i');

/**
 * Elsewhere a pronoun inside the verb group: a clitic before the verb, German and Dutch objects, or the
 * Dutch pronominal "er".
 */
const OTHER_PRONOUN = new RegExp(String.raw`(?:^|\s)(?:${alternation(WORDS.otherPronouns)})\s`, 'i');

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
  if (language !== 'en') return OTHER_PRONOUN.test(matched);
  return EN_SUBJECT.test(matched) || EN_OBJECT.test(after);
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
  String.raw`\b(?:${alternation(WORDS.onlyWords)})\b[^.;]*?\b(?:${alternation(WORDS.onlyConditions)})\b`,
  'i',
);

/** "instead", "stattdessen", "à la place" … right after the rival chosen, in its clause. */
const INSTEAD = new RegExp(
  String.raw`^[^.!?;:\n]{0,30}?(?<![\p{L}])(?:${alternation(WORDS.insteadWords)})(?![\p{L}])`,
  'iu',
);

/** A condition before the verdict ("if you need …, pick"): the advice holds only then, and counts less. */
const CONDITION = new RegExp(String.raw`\b(?:${alternation(WORDS.conditionWords)})\b[^.!?]*$`, 'i');

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
      if (rule.cue) {
        if (!cueInText(text, rule.cue)) continue;
        if (rule.cue !== lastCue) {
          lastCue = rule.cue;
          cueInSlice = rule.cue.test(slice);
        }
        if (!cueInSlice) continue;
      }
      const twin = sameOffsets ? caseSensitiveTwin(rule.pattern) : undefined;
      const pattern = twin ?? rule.pattern;
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
  return adviceOnly ? found.filter(({ rule }) => !rule.subjectFirst) : found;
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
    // A subjectFirst rule speaks of the subject before; the other verdicts of the object after.
    const subjectFirst = rule.subjectFirst === true;
    const named = subjectFirst
      ? inSpan.filter((m) => m.end <= at).at(-1)
      : inSpan.find((m) => m.start >= matchEnd);
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
      language === 'en' &&
      EN_ALTERNATIVE.test(text.slice(matchEnd, matchEnd + 40))
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
    return {
      stance,
      conditional: CONDITION.test(text.slice(span.start, at)),
      advice: !subjectFirst,
      at,
      end: matchEnd,
    };
  }
  return null;
}
