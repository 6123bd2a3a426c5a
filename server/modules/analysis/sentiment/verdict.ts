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
import type { Mention } from '../matching';
import type { Language } from '../review-lexicon';
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

const EN_CHOOSE =
  "stay on|stay with|keep|pick|choose|go with|go for|recommend|suggest|buy|use|get|start with|stick with|sign up for|pay(?:\\s+(?:more|extra))?\\s+for|renew|rely on|count on|put(?=\\s+(?:one|it|them)\\b)|trust|bother with|lean toward|opt for|switch to|book|make(?=\\s+(?:it|them|[\\p{L}\\p{N}&.'’-]+)\\s+(?:my|our|your)\\s+(?:(?:first|top|main|go-to)\\s+)?(?:choice|pick|option)\\b)";

// Verbs of refusing, some with a particle that follows the object ("rule X out").
const EN_REFUSE =
  "lean away from|pass on|avoid|skip|steer clear of|steer (?:you\\s+|people\\s+|most people\\s+)?away from|stay away from|look elsewhere|hold off on|be hesitant|be wary|be cautious|rule out|(?:leave|cross|rule|strike|take)(?=\\s+(?:[\\p{L}\\p{N}&.'’-]+\\s+){1,3}(?:off|out)\\b)";

/** The verdict rules of each language, tried in order. */
export const VERDICT_RULES: Record<Language, VerdictRule[]> = {
  en: [
    {
      id: 'en-not-one-to-recommend',
      // Not one the writer would recommend or use, or hard to recommend.
      pattern:
        /\b(?:is|are)(?:n['’]t|\s+not)\s+(?:something|the one|one|what|an?\s+\w+)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:recommend|use|pick|choose|buy)\b|\b(?<against>hard to recommend|difficult to recommend|(?:a\s+)?non-?starter|not worth (?:it|the)|a poor (?:fit|choice)|the wrong (?:choice|tool|fit))\b/gi,
      negation: /n['’]t|\bnot\b/i,
      cue: /\b(?:i|we|recommend|non-?starter|worth|poor|wrong)\b/i,
    },
    {
      id: 'en-first-person',
      // A first person with a modal before a verb of choosing or refusing, a negation flipping it.
      pattern: new RegExp(
        `\\b(?:i|we)(?:['’]d|\\s+would|\\s+do|['’]m|\\s+am|\\s+can|\\s+could)?(?:\\s*n['’]t|\\s+not|\\s+never)?(?:\\s+(?:probably|still|definitely|personally|honestly|really|just|only|going\\s+to))?\\s+(?:(?<against>${EN_REFUSE})|${EN_CHOOSE})\\b`,
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
      pattern:
        /\b(?:the one|the (?:tool|app|service|option|plan)|what)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:actually\s+|really\s+|personally\s+)?(?:pay for|pick|choose|use|recommend|buy|go with)\s+is\b/gi,
      cue: FIRST_PERSON,
    },
    {
      id: 'en-the-choice',
      // The subject named before it is the choice, the pick, where the writer would send people.
      pattern:
        /\b(?:is|are)\s+(?:where|what|who)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:send|point|steer|go|start|use|pick|recommend)\b|(?:\b(?:is|are|remains)|(?<=\p{L})['’]s)\s+(?:the|a|my|our)\s+(?:(?:safer|safest|better|best|obvious|clear|right|smart|sensible|straightforward|easy|top)\s+)?(?:choice|pick|bet|option|answer|recommendation)\b/giu,
      subjectFirst: true,
      cue: /\b(?:where|what|who|choice|pick|bet|option|answer|recommendation)\b/i,
    },
  ],
  de: [
    {
      id: 'de-first-person',
      pattern:
        /\b(?:würde ich|ich würde|empfehle ich|ich empfehle|rate ich|ich rate)\b(?:\s+[\p{L}\p{N}&.'’-]+){0,8}?\s+(?:(?<against>meiden|abraten|ab|davon ab)|empfehlen|nehmen|kaufen|bestellen|einkaufen|wählen|nutzen|verwenden|holen|greifen|buchen|abschließen|zugreifen|wechseln|bleiben|setzen|anfangen|starten|verlassen|verlängern)\b/giu,
      negation: /\b(?:nicht|kein\w*|nie)\b/i,
    },
    {
      id: 'de-imperative',
      // An imperative opening a sentence or the main clause after a subordinate one (German puts the verb
      // first there).
      pattern:
        /(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>meide|meidet|vermeide|vermeidet)|nimm|nehmt|wähle|wählt|hol dir|holt euch|greif zu|bleib bei|bleibt bei)\b/gi,
      negation: /\b(?:nicht|kein\w*|nie)\b/i,
    },
  ],
  nl: [
    {
      id: 'nl-first-person',
      pattern:
        /\b(?:zou ik|ik zou|raad ik|ik raad)\b(?:\s+[\p{L}-]+){0,8}?\s+(?:(?<against>vermijden|afraden|af)|aanraden|kiezen|kopen|bestellen|nemen|gebruiken|boeken|gaan voor|gaan|overstappen|blijven|afsluiten)\b/giu,
      negation: /\b(?:niet|geen|nooit)\b/i,
    },
    {
      id: 'nl-imperative',
      // An imperative opening a sentence or the main clause.
      pattern:
        /(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>vermijd)|kies|neem|ga voor|blijf bij|kijk liever bij)\b/gi,
      negation: /\b(?:niet|geen|nooit)\b/i,
    },
  ],
  fr: [
    {
      id: 'fr-first-person',
      pattern:
        /\b(?:je\s+|j['’])(?:ne\s+|n['’])?(?:(?:le|la|les|vous|te|lui|leur|y|en)\s+|l['’]){0,2}(?:(?<against>éviterais|déconseillerais|déconseille|passerais)|choisirais|recommanderais|conseillerais|recommande|conseille|prendrais|opterais|achèterais|utiliserais|garderais|partirais|(?<=\b(?:ne|n['’])\s*(?:(?:le|la|les|vous|te|lui|leur|y|en)\s+|l['’]){0,2})\p{L}+rais(?=\s+pas\b))\b(?:\s+pas\b)?/giu,
      negation: /\bne\b|\bn['’]|\bpas\b/i,
    },
    {
      id: 'fr-imperative',
      // An imperative opening a sentence.
      pattern:
        /(?:^|[.!?:]\s+|\n\s*)[*_\s]*(?:(?<against>évitez|évite|fuyez)|choisissez|optez pour|prenez|préférez|privilégiez|tournez-vous vers|allez plutôt chez|faites plutôt)(?![\p{L}])/giu,
      negation: /\bne\b|\bn['’]|\bpas\b/i,
    },
  ],
  es: [
    {
      id: 'es-not-the-one',
      // Not the one the writer would choose.
      pattern:
        /\b(?<against>no es (?:el|la|lo|uno|una) que (?:yo\s+)?(?:elegiría|escogería|recomendaría|usaría|compraría))(?![\p{L}])/giu,
    },
    {
      id: 'es-first-person',
      pattern:
        /\b(?:no\s+)?(?:(?:me|te|se|nos|os|lo|la|los|las|le|les)\s+){0,2}(?:(?<against>evitaría|desaconsejaría|desaconsejo)|recomiendo|elegiría|escogería|recomendaría|compraría|usaría|optaría|contrataría|me quedaría con|iría con|iría a por|(?<=\bno\s+(?:(?:me|te|se|nos|os|lo|la|los|las|le|les)\s+){0,2})\p{L}+(?:aría|ería|iría))\b/giu,
      negation: /\bno\b/i,
    },
    {
      id: 'es-imperative',
      // An imperative opening a sentence or the main clause ("Evita …").
      pattern:
        /(?:^|[.!?:,]\s+|\n\s*)[*_¡\s]*(?:(?<against>evita|evite|huye de)|elige|elija|opta por|opte por|quédate con|quédese con|apuesta por)(?![\p{L}])/giu,
      negation: /\bno\b/i,
    },
  ],
  it: [
    {
      id: 'it-first-person',
      pattern:
        /\b(?:non\s+)?(?:(?:mi|ti|ci|vi|lo|la|li|le|gli|ne|me|te|ce|ve|glielo|gliela)\s+){0,2}(?:(?<against>eviterei|sconsiglierei|sconsiglio)|consiglio|sceglierei|consiglierei|raccomanderei|comprerei|userei|prenderei|opterei|punterei su|andrei su|(?<=\bnon\s+(?:(?:mi|ti|ci|vi|lo|la|li|le|gli|ne|me|te|ce|ve|glielo|gliela)\s+){0,2})\p{L}+(?:erei|irei|arei))\b/giu,
      negation: /\bnon\b/i,
    },
    {
      id: 'it-imperative',
      // An imperative opening a sentence or the main clause ("Evita …").
      pattern:
        /(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>evita|evitate)|scegli|scegliete|punta su|puntate su|opta per|optate per)(?![\p{L}])/giu,
      negation: /\bnon\b/i,
    },
  ],
  pt: [
    {
      id: 'pt-first-person',
      pattern:
        /\b(?:não\s+)?(?:(?:o|a|os|as|te|lhe|lhes|me|to|ta|lho|lha)\s+){0,2}(?:(?<against>evitaria|desaconselharia|desaconselho)|recomendo|escolheria|recomendaria|compraria|usaria|optaria|contrataria|ficaria com|iria de|(?<=\bnão\s+(?:(?:o|a|os|as|te|lhe|lhes|me|to|ta|lho|lha)\s+){0,2})\p{L}+(?:aria|eria|iria))\b/giu,
      negation: /\bnão\b/i,
    },
    {
      id: 'pt-imperative',
      // An imperative opening a sentence or the main clause.
      pattern:
        /(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>evite|fuja de)|escolha|opte por|prefira|fique com|aposte em)(?![\p{L}])/giu,
      negation: /\bnão\b/i,
    },
  ],
};

const negates = (rule: VerdictRule, matched: string) => rule.negation?.test(matched) === true;

/** English pronouns for the brand: the subject opening the sentence, or the object after the verb. */
const EN_SUBJECT = /^\W*(?:it|it['’]s|they|they['’]re)\b/i;

const EN_OBJECT = /^\s+(?:it|them|one(?!\s+of\b)|this one|that one)\b/i;

/**
 * An unnamed alternative chosen in the brand's place.
 */
const EN_ALTERNATIVE =
  /^\s+(?:(?:one|any)\s+of\s+the\s+others?|another|a\s+different|something\s+else|an\s+alternative)\b/i;

/**
 * Elsewhere a pronoun inside the verb group: a clitic before the verb, German and Dutch objects, or the
 * Dutch pronominal "er".
 */
const OTHER_PRONOUN = /(?:^|\s)(?:lo|la|los|las|le|les|li|l['’]|o|a|os|as|ihn|sie|es|het|er)\s/i;

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
  language: Language,
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
const ONLY =
  /\b(?:only|nur|alleen|seulement|uniquement|solo|solamente|soltanto|só|apenas)\b[^.;]*?\b(?:if|when|unless|wenn|falls|als|indien|si|se|quand|cuando|quando)\b/i;

/** "instead", "stattdessen", "à la place" … right after the rival chosen, in its clause. */
const INSTEAD =
  /^[^.!?;:\n]{0,30}?(?<![\p{L}])(?:instead|stattdessen|à la place|en su lugar|invece|al suo posto|em vez disso|in plaats daarvan)(?![\p{L}])/iu;

/** A condition before the verdict ("if you need …, pick"): the advice holds only then, and counts less. */
const CONDITION =
  /\b(?:if|unless|only if|wenn|falls|si|se|als|indien|só se|solo si|solo se|sauf si)\b[^.!?]*$/i;

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
  language: Language,
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
) as Record<Language, number>;

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
  language: Language,
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
