/**
 * The language packs' claim words (languages/<code>/claims.json), compiled once: an answer may write an
 * amount the way another language does ("€12/Monat"), so amounts, periods and dates are read with every
 * pack's words; yes and no with the answer's language's and English.
 */
import { escapeRegExp } from '../../../lib/regexp';
import type { ClaimWords } from '../languages/pack';
import { LANGUAGE_PACKS, type SentimentLanguage, wordsOfEveryPack } from '../languages/registry';
import { foldText } from '../text/fold';

/** Writing systems without spaces between words: their words match anywhere. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u;

/**
 * A word's bounds: no letter or digit beside it, but for a letter of a script without spaces, whose grammar
 * runs on from a word in Latin letters ("eSIMには", "Wi-Fi가").
 */
const NOT_AFTER_WORD = '(?<!(?![\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af])[\\p{L}\\p{N}])';
const NOT_BEFORE_WORD = '(?!(?![\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af])[\\p{L}\\p{N}])';

/**
 * A phrase as a pattern, folded as the text it is matched in is (a pack writes "オプション" and "ほど", which
 * read "オフション" and "ほと" folded), bounded where it begins or ends with a letter or a digit.
 */
function wordPattern(written: string): string {
  const phrase = foldText(written);
  const escaped = escapeRegExp(phrase).replaceAll(' ', '\\s+');
  if (UNSPACED.test(phrase)) return escaped;
  const before = /^[\p{L}\p{N}]/u.test(phrase) ? NOT_AFTER_WORD : '';
  const after = /[\p{L}\p{N}]$/u.test(phrase) ? NOT_BEFORE_WORD : '';
  return before + escaped + after;
}

/**
 * Alternatives joined in their order, each run of neighbours bounded alike written with its bounds once:
 * `(?<!…)a(?!…)|(?<!…)b(?!…)` as `(?<!…)(?:a|b)(?!…)`, which matches the same. A Unicode letter class is
 * costly to compile (a fact's pattern took ~5 ms, compiled once per process and pattern), and this halves it.
 */
function joinBounded(patterns: readonly string[]): string {
  const bounded = (pattern: string) =>
    pattern.length > NOT_AFTER_WORD.length + NOT_BEFORE_WORD.length &&
    pattern.startsWith(NOT_AFTER_WORD) &&
    pattern.endsWith(NOT_BEFORE_WORD);
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) out.push(`${NOT_AFTER_WORD}${run[0]}${NOT_BEFORE_WORD}`);
    else if (run.length > 1) out.push(`${NOT_AFTER_WORD}(?:${run.join('|')})${NOT_BEFORE_WORD}`);
    run = [];
  };
  for (const pattern of patterns) {
    if (bounded(pattern)) run.push(pattern.slice(NOT_AFTER_WORD.length, -NOT_BEFORE_WORD.length));
    else {
      flush();
      out.push(pattern);
    }
  }
  flush();
  return out.join('|');
}

/** Any of the phrases, longest first, as a pattern's alternatives. */
export function phrases(words: readonly string[]): string {
  return joinBounded(
    [...new Set(words)]
      .filter((word) => word.length > 0)
      .sort((a, b) => b.length - a.length)
      .map(wordPattern),
  );
}

/** How long a one-word alias must be to be matched by its stem, and how many letters the stem drops. */
const STEM_FROM = 6;
const STEM_DROPS = 2;
const ENDING = '\\p{L}{0,5}';

/** How long a one-word alias must be to open a compound word, where `compounds` ("drulle": "drulleförsäkring"). */
const COMPOUND_FROM = 5;

/** Languages writing a compound as one word: a thing's word opens them ("allrisk": "allriskförsäkringen"). */
export function compoundsIn(language: string): boolean {
  return (
    (LANGUAGE_PACKS[language as SentimentLanguage]?.claims as { compounds?: boolean } | undefined)
      ?.compounds === true
  );
}

/** A phrase of words whose last has four letters or more: it takes a short ending ("free samples"). */
const PHRASE_OF_WORDS = /^\p{L}[\p{L}-]*(?: [\p{L}-]+)* \p{L}{4,}$/u;
const PHRASE_ENDING = '\\p{L}{0,2}';

/**
 * A fact's aliases as a pattern: a one-word alias of six letters or more matched by its stem with any short
 * ending, as the languages inflect it ("grundat": "grundades"; "założona": "założenia"; "gegründet":
 * "gegründeter"; "fundada": "fundó"), and a phrase's last word with a short ending ("free sample": "free
 * samples"; "fri retur": "fri returer"). Where `compounds`, a one-word alias opens a compound word too.
 */
export function aliasPhrases(words: readonly string[], compounds = false): string {
  return joinBounded(
    [...new Set(words.map(foldText))]
      .filter((word) => word.length > 0)
      .sort((a, b) => b.length - a.length)
      .map((word) =>
        compounds && word.length >= COMPOUND_FROM && /^\p{L}+$/u.test(word) && !UNSPACED.test(word)
          ? `${NOT_AFTER_WORD}${escapeRegExp(word)}\\p{L}*${NOT_BEFORE_WORD}`
          : word.length >= STEM_FROM && /^\p{L}+$/u.test(word) && !UNSPACED.test(word)
            ? `${NOT_AFTER_WORD}${escapeRegExp(word.slice(0, -STEM_DROPS))}${ENDING}${NOT_BEFORE_WORD}`
            : PHRASE_OF_WORDS.test(word) && !UNSPACED.test(word)
              ? `${NOT_AFTER_WORD}${escapeRegExp(word).replaceAll(' ', '\\s+')}${PHRASE_ENDING}${NOT_BEFORE_WORD}`
              : wordPattern(word),
      ),
  );
}

const everyPack = (part: (words: ClaimWords) => readonly string[]) =>
  wordsOfEveryPack((pack) => part(pack.claims));

const entriesOfEveryPack = <Value>(part: (words: ClaimWords) => Readonly<Record<string, Value>>) =>
  new Map(Object.values(LANGUAGE_PACKS).flatMap((pack) => Object.entries(part(pack.claims))));

export const PER_MONTH = new RegExp(phrases(everyPack((words) => words.perMonth)), 'u');
export const PER_YEAR = new RegExp(phrases(everyPack((words) => words.perYear)), 'u');
export const APPROXIMATE = new RegExp(phrases(everyPack((words) => words.approximate)), 'u');

/** The packs' bound words, beside ClaimWords: how a figure said as a bound is to be judged. */
interface BoundWords {
  /** A figure that is the fact's own limit, a starting price or a maximum ("from", "ab", "up to"). */
  limits?: readonly string[];
  /** A figure the value is said to reach or pass ("over", "mehr als", "以上"), and to stay under. */
  atLeast?: readonly string[];
  atMost?: readonly string[];
}

export type Bound = 'limit' | 'atLeast' | 'atMost';

export const TIME_UNITS = ['year', 'month', 'week', 'day', 'night', 'hour', 'minute'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** A count's unit of time as every pack writes it (languages/<code>/claims.json "timeUnits"). */
type TimeUnitWords = { timeUnits?: Partial<Record<TimeUnit, readonly string[]>> };

/** How short a spaced stem must match whole ("an", "ar", "mo"); a longer one takes a short ending. */
const WHOLE_STEM = 2;

/** Every unit's words in one pattern, a named group each, read once per count. */
const TIME_UNIT_PATTERN = new RegExp(
  `^[\\s-]?(?:${TIME_UNITS.map((unit) => {
    const stems = [
      ...new Set(everyPack((words) => (words as TimeUnitWords).timeUnits?.[unit] ?? []).map(foldText)),
    ].sort((a, b) => b.length - a.length);
    const alternatives = stems.map((stem) =>
      UNSPACED.test(stem)
        ? escapeRegExp(stem)
        : `${escapeRegExp(stem)}${stem.length > WHOLE_STEM ? '\\p{L}{0,3}' : ''}${NOT_BEFORE_WORD}`,
    );
    return `(?<${unit}>${alternatives.join('|')})`;
  }).join('|')})`,
  'u',
);

/** The unit of time a text opens with ("Wochen", "-day", "か月"), in any language; null for none. */
export function timeUnitAt(text: string): TimeUnit | null {
  const groups = TIME_UNIT_PATTERN.exec(text)?.groups;
  return groups ? (TIME_UNITS.find((unit) => groups[unit] !== undefined) ?? null) : null;
}

const BOUNDS: readonly Bound[] = ['limit', 'atLeast', 'atMost'];
const boundAlternatives = BOUNDS.map(
  (bound) =>
    `(?<${bound}>${phrases(everyPack((words) => (words as BoundWords)[bound === 'limit' ? 'limits' : bound] ?? []))})`,
).join('|');
/** A bound's words right before a figure ("over £50"), or right after it ("100店舗以上", "100'den fazla"). */
const BOUND_BEFORE = new RegExp(`(?:${boundAlternatives})\\s?$`, 'u');
const BOUND_AFTER = new RegExp(`^(?:['’]\\p{L}{1,4})?\\s?(?:${boundAlternatives})`, 'u');

/** The bound a figure is said with, from the words before and after it. */
export function boundAround(before: string, after: string): Bound | null {
  const groups = (BOUND_BEFORE.exec(before) ?? BOUND_AFTER.exec(after))?.groups;
  return groups ? (BOUNDS.find((bound) => groups[bound] !== undefined) ?? null) : null;
}

/** Words multiplying a number, folded, with their factor ("thousand": 1000, "万": 10000). */
export const MULTIPLIERS = entriesOfEveryPack((words) => words.multipliers);
/** Words naming a currency, folded, with its ISO code or family ("*$", "*kr"). */
export const CURRENCY_WORDS = entriesOfEveryPack((words) => words.currencies);

/** Month names, folded, with the month's number (1–12). */
export const MONTHS = new Map(
  Object.values(LANGUAGE_PACKS).flatMap((pack) =>
    pack.claims.months.flatMap((names, index) => names.map((name) => [foldText(name), index + 1] as const)),
  ),
);

/** The number words of a language (languages/<code>/claims.json "numbers"), folded, with their value. */
type NumberWords = Readonly<Record<string, number>>;

export interface SpelledNumbers {
  /** Any of the language's number words ("nine", "zwölf", "sex"), bounded as words. */
  pattern: RegExp;
  values: ReadonlyMap<string, number>;
}

const spelledNumbers = new Map<string, SpelledNumbers | null>();

/**
 * The answer's language's number words, compiled once per language: only its own, since a word that is a
 * number in one language is an ordinary word in another ("sex", "due", "elf").
 */
export function spelledNumbersOf(language: string): SpelledNumbers | null {
  let found = spelledNumbers.get(language);
  if (found === undefined) {
    const claims = LANGUAGE_PACKS[language as SentimentLanguage]?.claims as
      (ClaimWords & { numbers?: NumberWords }) | undefined;
    const words = Object.entries(claims?.numbers ?? {});
    found =
      words.length === 0
        ? null
        : {
            pattern: new RegExp(phrases(words.map(([word]) => word)), 'gu'),
            values: new Map(words.map(([word, value]) => [foldText(word), value])),
          };
    spelledNumbers.set(language, found);
  }
  return found;
}

/** Words saying when a company began, in every language ("founded", "gegründet", "設立"). */
export const FOUNDING = new RegExp(
  aliasPhrases(everyPack((words) => (words as { founded?: readonly string[] }).founded ?? [])),
  'gu',
);

/**
 * Words saying where a company sits ("headquartered in", "Firmensitz", "siège", "本社") and where its goods
 * are made ("made in", "hergestellt in", "stickas i"), in every language: a fact of either names itself with
 * them whatever aliases its sheet gives, as a year of founding does with FOUNDING.
 */
export const HEAD_OFFICE_WORDS: readonly string[] = everyPack(
  (words) => (words as { headOffice?: readonly string[] }).headOffice ?? [],
);
export const MADE_IN_WORDS: readonly string[] = everyPack(
  (words) => (words as { madeIn?: readonly string[] }).madeIn ?? [],
);

/** Words saying an amount or a count is an extra's, an add-on or a top-up ("additional", "Zusatz", "追加"). */
export const EXTRAS = new RegExp(
  aliasPhrases(everyPack((words) => (words as { extras?: readonly string[] }).extras ?? [])),
  'u',
);

/** The same words as they are written, with no ending: a table's corner cell "Tillæg", but not "Opción". */
export const EXTRA_WORDS = new RegExp(
  phrases(everyPack((words) => (words as { extras?: readonly string[] }).extras ?? [])),
  'u',
);

/**
 * Words naming the cost of sending the goods ("shipping", "Versandkosten", "envío", "送料"), in every language:
 * an amount said of it is no price of the goods themselves.
 */
export const SHIPPING = new RegExp(
  phrases(everyPack((words) => (words as { shipping?: readonly string[] }).shipping ?? [])),
  'gu',
);

/**
 * Words opening an allowance right before an amount ("no fee on the first S$1,000", "die ersten 500 €"): a
 * sum up to which a thing holds, no price.
 */
export const ALLOWANCE_BEFORE = new RegExp(
  `(?:${phrases(everyPack((words) => (words as { allowance?: readonly string[] }).allowance ?? []))})\\s+\\p{Sc}?\\s?$`,
  'u',
);

/**
 * Words saying several things are priced as one ("together", "zusammen", "tillsammans", "セットで"): such an
 * amount is no one product's price.
 */
export const BUNDLE = new RegExp(
  phrases(everyPack((words) => (words as { bundle?: readonly string[] }).bundle ?? [])),
  'u',
);

/** The packs' words dating a value away from now, beside ClaimWords. */
type TimeWords = { past?: readonly string[]; future?: readonly string[] };

/**
 * Words saying a value held before ("used to", "früher", "以前") or will hold ("will", "ab nächstem Monat",
 * "予定"), in every language: such a value judges not the fact's value now.
 */
export const PAST = new RegExp(phrases(everyPack((words) => (words as TimeWords).past ?? [])), 'u');
export const FUTURE = new RegExp(phrases(everyPack((words) => (words as TimeWords).future ?? [])), 'u');

/**
 * Words beside a count saying it is how many were added ("3 new stores", "20 neue Filialen", "8 tiendas
 * nuevas"): a change, no total.
 */
export const ADDED = new RegExp(
  phrases(everyPack((words) => (words as { added?: readonly string[] }).added ?? [])),
  'u',
);

/** The packs' words for "per" before a unit of measure ("per", "za", "le"), and after it ("あたり", "başına"). */
type PerUnitWords = { perUnit?: readonly string[]; perUnitAfter?: readonly string[] };

/**
 * A unit of weight or volume goods are priced by, written alike in every language ("kg", "1 kg", "kilo",
 * "100 g", "l"), kana may follow ("kgあたり"). Not "12 kg" ("per 12 kg" is a bag's price), "5G" nor an elided
 * article ("per l'anno").
 */
const MEASURE = String.raw`(?:(?:1\s?)?(?:kg|kilo|lb|oz)|(?:100\s?)?(?:g|ml|cl|l))(?![a-z'’])`;
const perBefore = phrases(everyPack((words) => (words as PerUnitWords).perUnit ?? []));
const perAfter = phrases(everyPack((words) => (words as PerUnitWords).perUnitAfter ?? []));
const PER_MEASURE_SOURCE = [
  String.raw`(?:${perBefore}|/)\s?${MEASURE}`,
  ...(perAfter ? [String.raw`${MEASURE}\s?(?:${perAfter})`] : []),
].join('|');

/**
 * A price per weight or volume ("Cena za kg", "12 € le kilo", "/100 g", "1kgあたり"), anywhere in a text and
 * right after an amount: no whole product's price.
 */
export const PER_MEASURE = new RegExp(PER_MEASURE_SOURCE, 'u');
export const PER_MEASURE_AFTER = new RegExp(String.raw`^\s?(?:${PER_MEASURE_SOURCE})`, 'u');
/** The same right before an amount ("1kgあたり3,500円", "pro kg 12 €"). */
export const PER_MEASURE_BEFORE = new RegExp(String.raw`(?:${PER_MEASURE_SOURCE})[\s:]{0,2}$`, 'u');

/** The packs' words for an amount that is no price but a gap between two or a sum saved, beside ClaimWords. */
type DifferenceWords = { differences?: readonly string[]; savings?: readonly string[] };

/**
 * What says an amount is a difference right after it ("£100 more", "50 € günstiger", "15万円高ければ", "10 %
 * off"), or a sum saved right before it, past a word or two ("save up to £50", "ahorrar 50 pesos").
 */
export const DIFFERENCE_AFTER = new RegExp(
  `^\\s?(?:${phrases(everyPack((words) => (words as DifferenceWords).differences ?? []))})`,
  'u',
);
export const SAVING_BEFORE = new RegExp(
  `(?:${phrases(everyPack((words) => (words as DifferenceWords).savings ?? []))})(?:\\s+[^\\s\\d]+){0,2}\\s?$`,
  'u',
);

/**
 * Words naming a gap between two amounts ("the difference is about €5", "der Aufpreis beträgt", "差額は"), in
 * an amount's clause before it: the amount is a gap, no price.
 */
export const GAP = new RegExp(
  phrases(everyPack((words) => (words as { gap?: readonly string[] }).gap ?? [])),
  'u',
);

/**
 * Words saying an amount is a reduced one ("on sale", "im Angebot", "con el descuento", "割引"), in every
 * language: no list price.
 */
export const DISCOUNT = new RegExp(
  phrases(everyPack((words) => (words as { discount?: readonly string[] }).discount ?? [])),
  'u',
);

/** The packs' words saying a thing costs nothing, or is paid for, beside ClaimWords. */
type PaidWords = { free?: readonly string[]; paid?: readonly string[] };

/** Words saying a thing costs nothing ("free", "kostenlos", "gratuits", "無料"), in every language. */
export const FREE = new RegExp(phrases(everyPack((words) => (words as PaidWords).free ?? [])), 'gu');
/** Words saying a thing is paid for ("fee", "payants", "avgiftsbelagd", "a pagamento", "有料"). */
export const PAID = new RegExp(phrases(everyPack((words) => (words as PaidWords).paid ?? [])), 'u');
/** Words saying a thing comes with the product, a pack's yes but its bare "yes" ("included", "inklusive"). */
export const INCLUDED = new RegExp(
  phrases(Object.values(LANGUAGE_PACKS).flatMap((pack) => pack.claims.yes.slice(1))),
  'gu',
);

/** The packs' words saying a thing has no limit, or a limit, beside ClaimWords. */
type LimitWords = { unlimited?: readonly string[]; limited?: readonly string[] };

/** Words saying a thing has no limit ("unlimited", "ilimitado", "unbegrenzt", "無制限"), in every language. */
export const UNLIMITED = new RegExp(
  phrases(everyPack((words) => (words as LimitWords).unlimited ?? [])),
  'gu',
);
/** Words saying a thing has a limit ("limited to", "limitado", "begrenzt", "上限"), in every language. */
export const LIMITED = new RegExp(phrases(everyPack((words) => (words as LimitWords).limited ?? [])), 'u');

/** A language's articles before a common noun, where nouns are capitalised ("aus dem Fachhandel"). */
type NounWords = { beforeNoun?: readonly string[] };

const articles = new Map<string, ReadonlySet<string>>();

/** The words after which a capitalised word is a common noun, not a name, in the answer's language. */
export function articlesOf(language: string): ReadonlySet<string> {
  let found = articles.get(language);
  if (!found) {
    const claims = LANGUAGE_PACKS[language as SentimentLanguage]?.claims as
      (ClaimWords & NounWords) | undefined;
    articles.set(language, (found = new Set((claims?.beforeNoun ?? []).map(foldText))));
  }
  return found;
}

export interface YesNoWords {
  /** A word saying a thing is not there, in the answer's language or English. */
  negation: RegExp;
  /** Words saying a thing holds only in part ("not all", "nicht alle", "la plupart"). */
  partial: RegExp;
  /** Words saying a thing holds only somewhere or for some ("only", "nur", "seulement", "のみ"). */
  only: RegExp | null;
  /** Words saying a thing holds in some cases, not always ("depending on", "je nach", "según", "a volte"). */
  conditional: RegExp | null;
  /**
   * What says a thing's words hold a measure right after them, a figure next ("of 12 months", "von 100 €",
   * "de 12 meses", "på 495 kr"): the thing is there, with that measure.
   */
  measureAfter: RegExp | null;
  /**
   * Words denying what was said before them in the sentence ("which is not the case", "stimmt nicht", "no es
   * cierto").
   */
  denied: RegExp | null;
  yes: RegExp;
  no: RegExp;
  /**
   * What says yes or no right after a thing's words, in its clause: "cruise cover is included", "eSIMには非対応",
   * "무료 체험 없음". In languages whose predicate comes last (ja, ko, tr) their every yes, no and negation;
   * elsewhere the words saying the thing is included or there ("included", "enthalten"), and no's phrases
   * ("not included"), not a bare "yes" or "no".
   */
  yesAfter: RegExp | null;
  noAfter: RegExp | null;
  /**
   * A verb saying a thing is there, ending the words before it in its clause, an article or so between: "has
   * a free plan", "bietet einen Gratis-Tarif", "ofrece envío gratis"; null where the language has none.
   */
  affirmedBefore: RegExp | null;
  /** The same verb opening the thing's words themselves, a sheet's label in an answer ("has a free plan"). */
  affirmedOpening: RegExp | null;
}

/** The packs' yes, no and negation words as they are written, before folding ("なぐ" is none of them). */
export const WRITTEN_PACK_WORDS: ReadonlySet<string> = new Set(
  Object.values(LANGUAGE_PACKS).flatMap((pack) => [
    ...pack.claims.yes,
    ...pack.claims.no,
    ...pack.claims.negations,
    ...pack.lexicon.negators,
  ]),
);

/** Languages whose predicate follows its subject and object: a negation comes after the thing's words. */
const PREDICATE_LAST = new Set(['ja', 'ko', 'tr']);

const yesNoWords = new Map<string, YesNoWords>();

/** The words saying yes or no after a thing's words, in the answer's language (YesNoWords.yesAfter). */
function wordsAfter(
  language: string,
  packs: readonly (typeof LANGUAGE_PACKS)[SentimentLanguage][],
): Pick<YesNoWords, 'yesAfter' | 'noAfter'> {
  const own = LANGUAGE_PACKS[language as SentimentLanguage];
  const pattern = (words: readonly string[]) => (words.length > 0 ? new RegExp(phrases(words), 'u') : null);
  // A one-letter word of Korean or Japanese stands inside others ("안" of "안심", "예" of "예약").
  const longer = (words: readonly string[]) =>
    words.filter((word) => word.length > 1 || !/[\p{L}]/u.test(word));
  if (own && PREDICATE_LAST.has(language))
    return {
      yesAfter: pattern(longer(own.claims.yes)),
      noAfter: pattern(longer([...own.claims.no, ...own.claims.negations])),
    };
  // Chinese says yes and no before the thing ("不支持Linux").
  if (!own || UNSPACED.test(own.claims.yes.join(''))) return { yesAfter: null, noAfter: null };
  return {
    // A pack's first yes is its bare "yes" ("ja", "sí"), an ordinary word in a sentence.
    yesAfter: pattern(packs.flatMap((pack) => pack.claims.yes.slice(1))),
    noAfter: pattern(packs.flatMap((pack) => pack.claims.no.filter((word) => word.includes(' ')))),
  };
}

/** A verb saying a thing is there, then at most a short word (an article), at the end of a text or opening it. */
function affirmedWords(
  packs: readonly (typeof LANGUAGE_PACKS)[SentimentLanguage][],
): Pick<YesNoWords, 'affirmedBefore' | 'affirmedOpening'> {
  const words = packs.flatMap((pack) => (pack.claims as { affirm?: readonly string[] }).affirm ?? []);
  if (words.length === 0) return { affirmedBefore: null, affirmedOpening: null };
  return {
    affirmedBefore: new RegExp(`(?:${phrases(words)})\\s+(?:\\p{L}{1,5}\\s+)?$`, 'u'),
    affirmedOpening: new RegExp(`^(?:${phrases(words)})\\s`, 'u'),
  };
}

/** The packs' words about how far a yes holds, beside ClaimWords (YesNoWords). */
type ExtraYesNoWords = {
  only?: readonly string[];
  conditional?: readonly string[];
  measureOf?: readonly string[];
  denied?: readonly string[];
};

const optional = (pattern: string) => (pattern ? new RegExp(pattern, 'u') : null);

/** A measure's word opening a text, a short word (an approximation) and a figure after it ("von rund 100 €"). */
const measureAfter = (pattern: string) =>
  pattern
    ? new RegExp(
        `^\\s*(?:${pattern})\\s*(?:\\p{L}{1,8}\\s+)?\\p{Sc}?\\s?\\d+(?:[.,]\\d+)*(?:\\s?\\p{Sc})?`,
        'u',
      )
    : null;

/** The answer's language's yes, no and negations, with English's (answers borrow "no"). */
export function yesNoWordsOf(language: string): YesNoWords {
  let words = yesNoWords.get(language);
  if (!words) {
    const packs = [LANGUAGE_PACKS[language as SentimentLanguage], LANGUAGE_PACKS.en].filter(Boolean);
    const all = (part: (pack: (typeof packs)[number]) => readonly string[]) => phrases(packs.flatMap(part));
    const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'u');
    words = {
      negation: new RegExp(
        all((pack) => [...pack.lexicon.negators, ...pack.claims.negations]),
        'u',
      ),
      partial: new RegExp(
        all((pack) => (pack.claims as { partial?: readonly string[] }).partial ?? []),
        'u',
      ),
      only: optional(all((pack) => (pack.claims as ExtraYesNoWords).only ?? [])),
      conditional: optional(all((pack) => (pack.claims as ExtraYesNoWords).conditional ?? [])),
      measureAfter: measureAfter(all((pack) => (pack.claims as ExtraYesNoWords).measureOf ?? [])),
      denied: optional(all((pack) => (pack.claims as ExtraYesNoWords).denied ?? [])),
      yes: whole(all((pack) => pack.claims.yes)),
      no: whole(all((pack) => pack.claims.no)),
      ...wordsAfter(language, packs),
      ...affirmedWords(packs),
    };
    yesNoWords.set(language, words);
  }
  return words;
}
