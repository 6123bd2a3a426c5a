/** A name read as a place: "the Amazon basin", "Sabadell es una buena ciudad", a list of places. */
import { LANGUAGE_PACKS, LANGUAGES, wordsOfEveryLanguage } from '../languages/registry';
import { alternation, phrasePattern, unique } from '../lexicon/word-lists';
import WORDS from './places.words.json';
import { allMatches } from '../text/spans';
import { isCapitalised } from './capitals';
import { SETTLEMENT_NAMED, SETTLEMENT_NAMED_ENDS } from './clauses';
import {
  holdsSettlementNoun,
  isPlaceName,
  isPlaceOrSkyNoun,
  isRegion,
  isSettlementNoun,
  isVerb,
} from './name-senses';
import { followedByCapitalisedWord, lastWord, sentenceAround, WORD, wordAfter, wordBefore } from './words';

/** What the full languages' packs know of names. */
const NAMES = LANGUAGES.map((language) => LANGUAGE_PACKS[language].names);

/** "Costa Rica", "Costa Rican": the name opens a place the model knows. */
export function isPlaceNameStart(original: string, start: number, end: number): boolean {
  const next = wordAfter(original, end);
  if (next !== 'of' && (!next || !isCapitalised(next))) return false;
  const name = original.slice(start, end).toLowerCase();
  // "the Republic of Ireland": a place named with "of".
  if (next === 'of') {
    const place = /^[ \t]+of[ \t]+(\p{Lu}\p{Ll}+)/u.exec(original.slice(end, end + 40))?.[1];
    return place !== undefined && isPlaceName(`${name} of ${place.toLowerCase()}`);
  }
  const word = (next as string).toLowerCase();
  return [word, word.replace(/n$/, '')].some((w) => isPlaceName(`${name} ${w}`));
}

/** Titles of a landscape's features that open its name, in each full language. */
const FEATURE_TITLES = new Set(wordsOfEveryLanguage((pack) => pack.names.featureTitles));

/** "at Cape Finisterre", "Mount Hood", "Lago Maggiore": a feature's capitalised title right before the name. */
export function followsFeatureTitle(original: string, start: number): boolean {
  const lastChars = original.slice(Math.max(0, start - 12), start);
  // A space or a tab before the name, and a capital (ASCII or beyond) in the title.
  if (!isSpaceOrTab(original[start - 1]) || !mayHoldCapital(lastChars)) return false;
  const before = FEATURE_TITLE_BEFORE.exec(lastChars)?.[1];
  return before !== undefined && FEATURE_TITLES.has(before.toLowerCase());
}

const FEATURE_TITLE_BEFORE = /(\p{Lu}\p{Ll}*)\.?[ \t]+$/u;

const isSpaceOrTab = (char: string | undefined) => char === ' ' || char === '\t';

/** Whether the text may hold a capital letter: an ASCII capital, or any character beyond ASCII. */
function mayHoldCapital(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code >= 0x80 || (code >= 65 && code <= 90)) return true;
  }
  return false;
}

/** "Discover Lisbon's corners", "Explore Paris": a verb opening the sentence with a place as its object. */
export function isVerbBeforePlace(written: string, original: string, end: number): boolean {
  const next = /^[ \t]+(\p{Lu}\p{Ll}+)/u.exec(original.slice(end, end + 30));
  return next !== null && isVerb(written) && isPlaceName(next[1] as string);
}

/** Whether the answer names a day of the week other than the given one. */
export function namesOtherWeekdays(weekdays: ReadonlySet<string>, written: string): boolean {
  const self = written.toLowerCase();
  for (const day of weekdays) if (day !== self) return true;
  return false;
}

const TRAVEL_PREPOSITIONS = new Set(['in', 'to', 'through', 'across', 'around', 'into', 'the']);

/** Travelling in, to or through a place, right before its name. */
const TRAVELLED = new RegExp(
  String.raw`\b(?:${alternation(WORDS.travelVerbStems)})(?:ing|ed|s)?[ \t]+(?:${alternation(WORDS.travelPrepositions)})[ \t]+(?:the[ \t]+)?$`,
  'i',
);

const AFTER_PLACE = new Set(
  'in on at for during and or with is was this that last next until from to by'.split(' '),
);

/** A lower-case word after the name that is not a preposition, conjunction or verb: "Patagonia gear". */
export function nounFollows(original: string, end: number): boolean {
  const next = /^[ \t]+(\p{Ll}+)/u.exec(original.slice(end, end + 30))?.[1];
  return next !== undefined && !AFTER_PLACE.has(next);
}

/** Moving house to a place: "Moving to Zurich", "if you relocate to Lisbon". */
const MOVED_TO = /\b(?:mov(?:e|es|ed|ing)|relocat(?:e|es|ed|ing))[ \t]+to[ \t]+$/i;

/**
 * A place the model knows, moved to (a product one moves to is no place), or the end of a route whose other
 * end is a place the model knows ("trains from León to Madrid"): the name is the place.
 */
function isRouteEnd(original: string, start: number, end: number, previous: string): boolean {
  if (previous !== 'to' && previous !== 'from') return false;
  // A possessive or a noun after it is the name's.
  if (nounFollows(original, end) || /^['’]s\b/u.test(original.slice(end, end + 3))) return false;
  const name = original.slice(start, end);
  if (previous === 'to' && MOVED_TO.test(original.slice(Math.max(0, start - 20), start)) && isPlaceName(name))
    return true;
  const { from, to } = sentenceAround(original, start, end);
  // "the walk from Santiago de Compostela to Finisterre": a journey between two names.
  if (previous === 'to' && JOURNEY_FROM.test(original.slice(from, start))) return true;
  const other = previous === 'to' ? 'from' : 'to';
  for (const match of original.slice(from, to).matchAll(/(?<![\p{L}])(from|to)[ \t]+(\p{Lu}\p{Ll}+)/giu)) {
    if ((match[1] as string).toLowerCase() !== other) continue;
    const place = match[2] as string;
    if (place.toLowerCase() !== name.toLowerCase() && isPlaceName(place)) return true;
  }
  return false;
}

/** A place is visited: "… is best visited in March", "is worth visiting". */
const VISITED = new RegExp(
  String.raw`^[ \t]+(?:is|are)[ \t]+(?:${alternation(WORDS.visitedAdverbs)})[ \t]+visit(?:ed|ing)\b`,
  'i',
);

const COPULAS = new Set(wordsOfEveryLanguage((pack) => pack.names.copulas));

const LOCATIVES = new Set(wordsOfEveryLanguage((pack) => pack.names.locatives));

/** The words for "of" after which an article makes "the one of" ("la de Movistar"), with those articles. */
const ARTICLES_BEFORE_OF = new Map(
  NAMES.flatMap(({ articlesBeforeOf }) =>
    articlesBeforeOf ? [[articlesBeforeOf.of, new Set(articlesBeforeOf.articles)] as const] : [],
  ),
);

/**
 * The text says the name is a place: travelled in or visited, a town, or a settlement the sentence names
 * after moving to or being in it. examples.test.ts holds an answer for each way.
 */
export function isNamedAsPlace(original: string, start: number, end: number): boolean {
  // A place named as one: a settlement noun and "of" (or the language's word for it) before the name.
  const before = original.slice(Math.max(0, start - 30), start);
  const beforeEnds = lastWord(before);
  if (SETTLEMENT_NAMED_ENDS.has(beforeEnds) && SETTLEMENT_NAMED.test(before)) return true;
  // Travelled in or through ("trekking through Patagonia"), or visited; a noun after the name is worn,
  // the brand's.
  const next = wordAfter(original, end);
  const previous = wordBefore(original, start);
  const lowerPrevious = previous?.toLowerCase() ?? '';
  if (
    previous !== null &&
    TRAVEL_PREPOSITIONS.has(lowerPrevious) &&
    TRAVELLED.test(original.slice(Math.max(0, start - 40), start)) &&
    !nounFollows(original, end)
  )
    return true;
  if ((next === 'is' || next === 'are') && VISITED.test(original.slice(end, end + 30))) return true;
  // A place the model knows, after "in" or "the" and before no noun or name (one shops "at Iceland"; "the
  // Alhambra Reserva" is the beer).
  if (
    (previous === 'in' || previous === 'the') &&
    !nounFollows(original, end) &&
    !followedByCapitalisedWord(original, end) &&
    isPlaceName(original.slice(start, end).toLowerCase())
  )
    return true;
  // A town named with its state or region after a comma.
  const comma = original[end] === ',';
  const region = comma
    ? /^,[ \t]+(\p{Lu}\p{Ll}+(?:[ \t]+\p{Lu}\p{Ll}+)?)(?![\p{L}-])/u.exec(original.slice(end, end + 30))
    : null;
  if (region && isRegion(region[1] as string)) return true;
  // A town placed in its province or region.
  if (
    REGION_OPENERS.has(wordAfter(original, comma ? end + 1 : end)?.toLowerCase() ?? '') &&
    IN_ADMINISTRATIVE_REGION.test(original.slice(end, end + 40))
  )
    return true;
  if (previous !== null && isRouteEnd(original, start, end, lowerPrevious)) return true;
  // A visit to a landmark ("visitar la Alhambra"), with no noun or name after it ("visit the Apple Store").
  if (
    VISITED_THE_ENDS.has(beforeEnds) &&
    VISITING_VERB.test(before.toLowerCase()) &&
    VISITED_THE.test(before) &&
    !nounFollows(original, end) &&
    !followedByCapitalisedWord(original, end)
  )
    return true;
  // A kind of place placed around or near the name ("villages near Arezzo").
  if (
    previous !== null &&
    PLACED_BY.has(lowerPrevious) &&
    !nounFollows(original, end) &&
    isPlaceWord(wordBefore(original, start - previous.length - 1) ?? '')
  )
    return true;
  const copula = next !== null && COPULAS.has(next.toLowerCase());
  // After an article, "de" makes "the one of", not a place's "from".
  const locative =
    previous !== null &&
    LOCATIVES.has(lowerPrevious) &&
    !ARTICLES_BEFORE_OF.get(lowerPrevious)?.has(
      wordBefore(original, start - previous.length - 1)?.toLowerCase() ?? '',
    );
  if (!copula && !locative) return false;
  const { from, to } = sentenceAround(original, start, end);
  // Both readings ask for a settlement noun in the sentence.
  if (!holdsSettlementNoun(original.slice(from, to))) return false;
  // A settlement noun among the second to fifth words after the name.
  if (copula) {
    const after = allMatches(WORD, original.slice(end, to)).slice(1, 5);
    if (after.some(([word]) => isSettlementNoun(word))) return true;
  }
  if (!locative) return false;
  // A settlement noun right after another capitalised name is that place's ("vende em São Paulo capital, eu
  // usaria a Loggi", "Mexico City").
  const words = allMatches(WORD, original.slice(from, to));
  return words.some(({ 0: word, index }, i) => {
    const at = from + index;
    if (at >= start - (previous?.length ?? 0) - 1 && at < end) return false;
    if (!isSettlementNoun(word)) return false;
    const preceding = words[i - 1]?.[0];
    return (
      preceding === undefined || !isCapitalised(preceding) || from + (words[i - 1]?.index ?? 0) === start
    );
  });
}

/** ", in the province of", ", in provincia di", ", im Landkreis" … right after a name, in each full language. */
const IN_ADMINISTRATIVE_REGION = new RegExp(
  String.raw`^,?[ \t]+(?:${NAMES.map(({ inAdministrativeRegion: { before, regions, after } }) =>
    [before.map(phrasePattern), regions, ...(after ? [after] : [])]
      .map((words) => `(?:${alternation(words)})`)
      .join(String.raw`[ \t]+`),
  ).join('|')})\b`,
  'i',
);

/** The words IN_ADMINISTRATIVE_REGION opens with, after a comma or white space. */
const REGION_OPENERS = new Set(
  NAMES.flatMap(({ inAdministrativeRegion }) =>
    inAdministrativeRegion.before.map((words) => words.split(' ')[0]!.toLowerCase()),
  ),
);

/** A journey from a capitalised name, before "to": "walk from Santiago …", "the drive from Lyon …". */
const JOURNEY_FROM = new RegExp(
  String.raw`\b(?:${alternation(WORDS.journeys)})(?:s|ed|ing)?[ \t]+from[ \t]+\p{Lu}[^.!?\n]{0,40}[ \t]to[ \t]+$`,
  'iu',
);

const VISITING = NAMES.map((names) => names.visiting);

/**
 * A verb of visiting and a definite article, right before a name, in each full language: a language's own
 * phrase, or any verb of the others with any of their articles.
 */
const VISITED_THE = new RegExp(
  String.raw`(?:${[
    ...VISITING.flatMap(({ phrase }) => phrase ?? []),
    String.raw`(?<![\p{L}])(?:${alternation(unique(VISITING.flatMap(({ verbs, phrase }) => (phrase ? [] : verbs))))})[ \t]+(?:${unique(
      VISITING.flatMap(({ articles, phrase }) => (phrase ? [] : articles)),
    )
      .map(phrasePattern)
      .join('|')})[ \t]*`,
  ].join('|')})[ \t]*$`,
  'iu',
);

/**
 * What VISITED_THE holds, lower-cased: one of its verbs, or "ſ", which its case-insensitive Unicode matching
 * reads as "s" where lower-casing keeps it.
 */
const VISITING_VERB = new RegExp([...unique(VISITING.flatMap(({ verbs }) => verbs)), 'ſ'].join('|'));

/** The words VISITED_THE can end with. */
const VISITED_THE_ENDS = new Set(VISITING.flatMap(({ articles }) => articles));

/** Prepositions that place one place by another: "the coast around Sagres", "villages near Arezzo". */
const PLACED_BY = new Set(['around', 'near', 'outside', 'beyond']);

const isPlaceWord = (word: string) => isPlaceOrSkyNoun(word) || isSettlementNoun(word);

/** A kind of place, in the singular or the plural ("cities", "beaches", "villages"). */
const isPlaceKind = (word: string) =>
  isPlaceWord(word) ||
  (/ies$/.test(word) && isPlaceWord(`${word.slice(0, -3)}y`)) ||
  (/es$/.test(word) && isPlaceWord(word.slice(0, -2))) ||
  (/s$/.test(word) && isPlaceWord(word.slice(0, -1)));

/**
 * Place words of the language model whose examples are as often businesses: "sites like Booking.com", "bars
 * like …", "garden centres like …".
 */
const NOT_PLACE_KINDS = new Set(['site', 'bar', 'house', 'building', 'garden', 'street', 'road']);

const PLACES_INTRODUCED_BY = wordsOfEveryLanguage((pack) => pack.names.placesIntroducedBy);

/** A noun and the word that introduces examples of it, right before a list: "cities like", "towns such as". */
const PLACES_INTRODUCED = new RegExp(
  String.raw`(?<![\p{L}])(\p{L}+)[ \t]+(?:${PLACES_INTRODUCED_BY.map(phrasePattern).join('|')})[ \t]+$`,
  'iu',
);

/** The words PLACES_INTRODUCED can end with. */
const PLACES_INTRODUCED_ENDS = new Set(PLACES_INTRODUCED_BY.map((words) => words.split(' ').at(-1)!));

const TRAVELLING = NAMES.flatMap(({ travelling }) => (travelling ? [travelling] : []));

const TRAVEL_WORDS = TRAVELLING.flatMap((travelling) => ('phrase' in travelling ? [] : [travelling]));

/**
 * Walking, travelling or touring through places, right before a list, in each full language that says so:
 * a language's own phrase, or any verb of the others with any of their prepositions.
 */
const TRAVELLED_THROUGH = new RegExp(
  String.raw`(?:${[
    ...TRAVELLING.flatMap((travelling) => ('phrase' in travelling ? [travelling.phrase] : [])),
    String.raw`(?:${alternation(unique(TRAVEL_WORDS.flatMap(({ verbs }) => verbs)))})[ \t]+(?:${alternation(unique(TRAVEL_WORDS.flatMap(({ prepositions }) => prepositions)))})`,
  ].join('|')})[ \t]+$`,
  'i',
);

/** Words joining the items of a list, in each full language. */
const CONJUNCTIONS = wordsOfEveryLanguage((pack) => pack.names.listConjunctions);

/** Articles opening a list item's name, in each full language. */
const ITEM_ARTICLES = wordsOfEveryLanguage((pack) => pack.names.listArticles);

/** The articles of ITEM_ARTICLES that stand before spaces: an elided article ("l'") joins the word after it. */
const ARTICLES = ITEM_ARTICLES.filter((article) => !article.includes("'"));

/** Particles inside a listed name ("Isle of Man"), in each full language. */
const NAME_PARTICLES = wordsOfEveryLanguage((pack) => pack.names.listNameParticles);

const LIST_JOINT = new RegExp(
  String.raw`^(?:,[ \t]*(?:(?:${alternation(CONJUNCTIONS)})[ \t]+)?|[ \t]+(?:${alternation(CONJUNCTIONS)})[ \t]+)`,
  'i',
);

const LIST_JOINT_BEFORE = new RegExp(
  String.raw`(?:,[ \t]*(?:(?:${alternation(CONJUNCTIONS)})[ \t]+)?|[ \t]+(?:${alternation(CONJUNCTIONS)})[ \t]+)$`,
  'i',
);

/** An item of a list of names: an article, capitalised words, and perhaps a lower-case kind ("the Pearl district"). */
const LIST_ITEM_AFTER = new RegExp(
  String.raw`^(?:(?:${alternation(ITEM_ARTICLES)})[ \t]+)?(\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|(?:${alternation(NAME_PARTICLES)})(?!\p{L})))*)(?:[ \t]+(?!(?:${alternation(CONJUNCTIONS)})(?!\p{L}))(\p{Ll}+))?`,
  'u',
);

const LIST_ITEM_BEFORE = new RegExp(
  String.raw`(?:^|[^\p{L}])((?:(?:${alternation(ARTICLES)})[ \t]+)?\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|(?:${alternation(NAME_PARTICLES)})(?!\p{L})))*)$`,
  'u',
);

const ARTICLE_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(?:${alternation(ARTICLES)})[ \t]+$`, 'iu');

/** An article opening a list item's name. */
const LEADING_ARTICLE = new RegExp(String.raw`^(?:${alternation(ARTICLES)})[ \t]+`, 'i');

const isJointChar = (char: string | undefined) => char === ',' || char === ' ' || char === '\t';

/** ARTICLE_BEFORE's articles, and the conjunctions LIST_JOINT_BEFORE joins items with. */
const LIST_ARTICLES = new Set(ARTICLES);

const LIST_CONJUNCTIONS = new Set(CONJUNCTIONS);

/**
 * Whether the `span` characters before `end` can end with one of the words (read case-insensitively) and
 * spaces or tabs, or (with `comma`) with a comma and perhaps spaces or tabs: what ARTICLE_BEFORE and
 * LIST_JOINT_BEFORE ask for there. A word beyond ASCII is left to the pattern.
 */
function mayEndWithWord(
  text: string,
  end: number,
  span: number,
  words: ReadonlySet<string>,
  comma: boolean,
): boolean {
  const from = Math.max(0, end - span);
  let at = end;
  while (at > from && (text[at - 1] === ' ' || text[at - 1] === '\t')) at--;
  if (comma && text[at - 1] === ',' && at > from) return true;
  if (at === end) return false;
  let wordStart = at;
  for (; wordStart > from; wordStart--) {
    const code = text.charCodeAt(wordStart - 1);
    if (code >= 0x80) return true;
    if (!((code >= 97 && code <= 122) || (code >= 65 && code <= 90))) break;
  }
  return words.has(text.slice(wordStart, at).toLowerCase());
}

/**
 * The name is one of a list of names (joined by commas and a conjunction) that the text walks or travels
 * through, or where another item is a place the model knows or names a kind of place. (A list of brands is
 * read so too: the caller reads the name as the brand when its sentence names another tracked brand.)
 */
export function listsPlaces(original: string, start: number, end: number): boolean {
  const siblings: { name: string; kind: string | undefined }[] = [];
  // Forward: the items after the name.
  let at = end;
  for (let count = 0; count < 8; count++) {
    // The joints open with a comma, a space or a tab: most names are followed by none of them.
    const joint = isJointChar(original[at]) ? LIST_JOINT.exec(original.slice(at, at + 12)) : null;
    if (!joint) break;
    const item = LIST_ITEM_AFTER.exec(original.slice(at + joint[0].length, at + joint[0].length + 60));
    if (!item) break;
    siblings.push({ name: item[1] as string, kind: item[2] });
    at += joint[0].length + item[0].length;
  }
  // Backward: the items before it (and the article before the name itself).
  // The patterns are tried only where their words end the text before.
  const article = mayEndWithWord(original, start, 5, LIST_ARTICLES, false)
    ? ARTICLE_BEFORE.exec(original.slice(Math.max(0, start - 5), start))
    : null;
  let from = start - (article?.[0].length ?? 0);
  if (from < start && original.slice(from, start).match(/^[^\p{L}]/u)) from++;
  for (let count = 0; count < 8; count++) {
    const joint = mayEndWithWord(original, from, 12, LIST_CONJUNCTIONS, true)
      ? LIST_JOINT_BEFORE.exec(original.slice(Math.max(0, from - 12), from))
      : null;
    if (!joint) break;
    // A list's last item follows its conjunction: a name after a bare comma with no item after it opens
    // the next clause.
    if (count === 0 && siblings.length === 0 && /^,[ \t]*$/.test(joint[0])) break;
    const before = original.slice(Math.max(0, from - joint[0].length - 60), from - joint[0].length);
    const item = LIST_ITEM_BEFORE.exec(before);
    if (!item) break;
    siblings.push({ name: item[1] as string, kind: undefined });
    from -= joint[0].length + (item[1] as string).length;
  }
  // A kind of place introduces the list ("towns such as Arezzo").
  const introduction = original.slice(Math.max(0, from - 40), from);
  const kind = PLACES_INTRODUCED_ENDS.has(lastWord(introduction))
    ? PLACES_INTRODUCED.exec(introduction)?.[1]
    : undefined;
  if (
    kind !== undefined &&
    !NOT_PLACE_KINDS.has(kind.toLowerCase().replace(/s$/, '')) &&
    isPlaceKind(kind) &&
    !nounFollows(original, end)
  )
    return true;
  if (siblings.length < 2) return false;
  if (TRAVELLED_THROUGH.test(original.slice(Math.max(0, from - 40), from))) return true;
  return siblings.some(
    ({ name, kind }) =>
      (kind !== undefined && isPlaceWord(kind)) ||
      isPlaceName(name.replace(LEADING_ARTICLE, '').toLowerCase()),
  );
}

/** Place nouns that are also verbs of a singular subject ("falls short", "springs to mind"). */
const PLACES_ALSO_VERBS = new Set(['falls', 'springs']);

/** A place or sky noun right before or after the name, with only a space (or a possessive) between. */
export function placeOrSkyNext(original: string, start: number, end: number): boolean {
  const before = /(\p{L}+)[ \t]+$/u.exec(original.slice(Math.max(0, start - 20), start));
  const after = /^(?:['’]s)?[ \t]+(\p{L}+)([ \t]+\p{Ll})?/u.exec(original.slice(end, end + 20));
  // A place noun that is also a verb, in lower case before another word, is the verb.
  const verbNext = after !== null && PLACES_ALSO_VERBS.has(after[1] as string) && after[2] !== undefined;
  return (
    (before !== null && isPlaceOrSkyNoun(before[1] as string)) ||
    (after !== null && !verbNext && isPlaceOrSkyNoun(after[1] as string))
  );
}
