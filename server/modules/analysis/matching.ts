import { detectLanguage } from './language';
import { isKnownWord } from './name-senses';
import {
  followsDemonym,
  followsFeatureTitle,
  followsSaint,
  holdsWhiteSpace,
  isCapitalised,
  isCommonWord,
  isCommonWordOrPlural,
  isIndefiniteNoun,
  isInterjection,
  isPersonName,
  isPersonsPossession,
  opensClauseAsVerb,
  isNamedAsPlace,
  isTitleCaseLine,
  listsPlaces,
  nameVerdict,
  isOwnedBy,
  isPlaceNameStart,
  opensNameWithParticle,
  referredToAsPerson,
  startsSentence,
  usesCapitals,
  ordinarySense,
  sentenceAround,
  wordBefore,
  WORD,
  type NameContext,
  type NameVerdict,
  type OrdinarySense,
} from './ordinary-words';
import { LANGUAGE_RULES, type Language } from './review-lexicon';
import { verdictIn } from './verdict';
import { domainOf } from './sources';
import { allMatches, blankSpans, findBareHosts, findUrls, foldText, WEB_TLDS, type Span } from './text';
import { escapeRegExp } from '../../lib/regexp';

/** Something whose mentions are tracked in answers: the brand or a competitor. */
export interface TrackedEntity {
  name: string;
  aliases?: readonly string[];
  website?: string | null;
  /**
   * What this name is not ("not this"), as plain strings a user can type: a phrase containing the name
   * ("Square Enix", "Freddie Mercury") is never the entity; a description of a sense ("the planet",
   * "outboard engines") makes a mention in a sentence with one of its words another thing, and with it the
   * answer's other mentions that have no evidence of their own.
   */
  exclusions?: readonly string[];
}

export interface Mention extends Span {
  /** Index of the entity in the list given to findMentions. */
  entity: number;
}

// A name is a whole word when neither neighbour is a letter or digit: "Acme's", "**Acme**" and
// "Acme-powered" match, "Acmeology" does not.
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}])';

export interface EntityMatcher {
  /** Matches of the name and aliases, run on text whose URLs are blanked out. */
  names: RegExp | null;
  /** First words of the name and aliases: an answer with none of them holds no match (namesToFind). */
  needles: string[];
  /** The names pattern, sticky: tried only where one of the openers occurs (openerStarts, nameMatches). */
  nameAt: RegExp | null;
  /** What every match of the names pattern opens with: a first word, or the forms of an article opening a name. */
  openers: string[];
  /** Whether an article opens a name: its forms are frequent words, so the needles are looked for first. */
  articleOpened: boolean;
  /** The website's domain and names written as host names ("Booking.com"): they and their subdomains match. */
  domains: string[];
  /**
   * The name and aliases as a host label ("HubSpot" -> "hubspot"): a host whose registrable name is that
   * label ("hubspot.com", "docs.hubspot.co.uk") names the entity even when no website is configured.
   */
  hostLabels: string[];
  /** Name variants that are also ordinary words ("apple", "sunday"): matched only where used as a name. */
  ordinary: Map<string, { sense: OrdinarySense; needsCapital: boolean }>;
  /** Name variants whose capitalised plural counts ("two Teslas", "Rolexes"): not ordinary words. */
  pluralizable: Set<string>;
  /**
   * One-word variants written with a capital that are not ordinary words ("Chipotle"), unless the name or an
   * alias also writes them in lower case ("imagin", "realme"): the brand's own spelling is no common noun.
   */
  capitalised: Set<string>;
  /** Variants the name or an alias writes in lower case ("freenet"): the brand writes itself so. */
  lowerCaseNames: Set<string>;
  /**
   * Variants written with capitals that no ordinary word explains: several words ("Cricket Wireless") or a
   * name that is no word ("Metro by T-Mobile"). An answer writing one in lower case writes names so.
   */
  capitalNames: Set<string>;
  /** Whether a name or alias is written with accents: if none is, an accented spelling is another word ("Über"). */
  accented: boolean;
  /** The entity's exclusions that contain its name ("Square Enix"), as one pattern. */
  excludedPhrases: RegExp | null;
  /** Words of the senses its other exclusions describe ("planet", "outboard", "engines"). */
  excludedSenses: Set<string>;
}

/** Words of an exclusion that describe no sense ("not the planet" → "planet"). */
const EXCLUSION_STOPWORDS = new Set(
  'the a an of not no this that these those its it is are was to in on at for with by from and or as sense meaning kind type one'.split(
    ' ',
  ),
);

const HOST_NAME = /^(?:[a-z0-9-]+\.)+[a-z]{2,}$/;

/**
 * A name opening with an article ("Le Petit Ballon", "El Corte Inglés", "La Rinascente"): the article merges
 * with a preposition before it ("l'abonnement du Petit Ballon", "del Corte Inglés", "della Rinascente").
 */
const ARTICLE_MERGES: ReadonlyMap<string, readonly string[]> = new Map([
  ['le', ['du', 'au']],
  ['les', ['des', 'aux']],
  ['el', ['del', 'al']],
  ['il', ['del', 'al', 'dal', 'nel', 'sul']],
  ['la', ['della', 'alla', 'dalla', 'nella', 'sulla']],
  ['o', ['do', 'ao', 'no']],
]);

/**
 * A folded name as a pattern: flexible white space, an article opening it merged with a preposition, its
 * first word in the possessive, and a German adjective opening it declined ("der Deutschen Bahn", "der
 * Neuen Zürcher Zeitung"): a word in -e before another word that is no English word.
 */
function namePattern(variant: string): string {
  const words = variant.split(/\s+/);
  const [first, ...rest] = words.map((word, i) => {
    const merged = i === 0 && words.length > 1 ? ARTICLE_MERGES.get(word) : undefined;
    if (merged) return `(?:${[word, ...merged].join('|')})`;
    return i < words.length - 1 && word.length >= 4 && /\p{L}e$/u.test(word) && !isCommonWord(word)
      ? `${escapeRegExp(word)}[nrsm]?`
      : escapeRegExp(word);
  });
  // "Eurotunnel's Le Shuttle", "Amazon's Prime Video": the first word of a longer name in the possessive.
  const possessive = rest.length > 0 && !ARTICLE_MERGES.has(words[0] as string) ? "(?:'s)?" : '';
  return [`${first}${possessive}`, ...rest].join('\\s+');
}

/** The words a variant's pattern can open with: its first, or the forms of a merging article opening it. */
function openersOf(variant: string): string[] {
  const words = variant.split(/\s+/);
  const first = words[0] as string;
  const merged = words.length > 1 ? ARTICLE_MERGES.get(first) : undefined;
  return merged ? [first, ...merged] : [first];
}

/** The word whose presence lets a variant's pattern run: its first, or its second after a merging article. */
function needleOf(variant: string): string {
  const [first, second] = variant.split(/\s+/) as [string, string | undefined];
  return second !== undefined && ARTICLE_MERGES.has(first) ? second : first;
}

/**
 * Compiles the patterns for one entity. Names are folded (case, accents) and matched as whole words with
 * flexible white space. Names that are also ordinary words ("Apple", "Sunday") carry context rules
 * (ordinary-words.ts).
 */
export function compileMatcher(entity: TrackedEntity): EntityMatcher {
  const written = [entity.name, ...(entity.aliases ?? [])].map((variant) => variant.trim());
  const variants = written.map((variant) => foldText(variant)).filter((variant) => variant.length > 0);
  const ordinary: EntityMatcher['ordinary'] = new Map();
  written.forEach((variant) => {
    const folded = foldText(variant).replace(/\s+/g, ' ');
    const sense = ordinarySense(folded);
    if (!sense) return;
    // Lower case marks the ordinary word only where that word is written in lower case ("fresh mint"); a
    // weekday is capitalised too, so "steer clear of monday" says nothing against the brand.
    const needsCapital =
      variant !== variant.toLowerCase() && folded.split(' ').every((word) => isCommonWordOrPlural(word));
    // One capitalised spelling among the variants is enough to require the capital.
    ordinary.set(folded, {
      sense,
      needsCapital: needsCapital || (ordinary.get(folded)?.needsCapital ?? false),
    });
  });
  const unique = [...new Set(variants)].sort((a, b) => b.length - a.length);
  const names = unique.length
    ? new RegExp(
        `${NOT_WORD_BEFORE}(?:${unique.map(namePattern).join('|')})(?:(?<plural>e?s)|(?<model>\\d{1,4}))?${NOT_WORD_AFTER}`,
        'gu',
      )
    : null;
  const needles = [...new Set(unique.map(needleOf))];
  const openers = [...new Set(unique.flatMap(openersOf))];
  const website = domainOf(entity.website);
  const domains = [...new Set([...(website ? [website] : []), ...unique.filter((v) => HOST_NAME.test(v))])];
  const hostLabels = [
    ...new Set(
      unique
        .filter((v) => !HOST_NAME.test(v))
        .map((v) => v.replace(/[^a-z0-9]/g, ''))
        .filter((v) => v.length >= 2),
    ),
  ];
  const pluralizable = new Set(
    unique.filter(
      (v) => v.length >= 3 && /\p{L}$/u.test(v) && !/s$/.test(v) && !ordinary.has(v.replace(/\s+/g, ' ')),
    ),
  );
  const lowerCaseNames = new Set(
    written
      .filter((variant) => /\p{L}/u.test(variant) && variant === variant.toLowerCase())
      .map((variant) => foldText(variant).replace(/\s+/g, ' '))
      .filter((variant) => !ordinary.has(variant)),
  );
  const capitalised = new Set(
    written
      .filter((variant) => /^\p{Lu}/u.test(variant) && !/\s/.test(variant))
      .map((variant) => foldText(variant))
      .filter((variant) => !ordinary.has(variant) && !lowerCaseNames.has(variant)),
  );
  const capitalNames = new Set(
    written
      .filter((variant) => /\p{Lu}/u.test(variant))
      .map((variant) => foldText(variant).replace(/\s+/g, ' '))
      .filter((variant) => variant.includes(' ') || !ordinary.has(variant)),
  );
  const phrases: string[] = [];
  const excludedSenses = new Set<string>();
  for (const exclusion of entity.exclusions ?? []) {
    const text = foldText(exclusion).replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const containsName = unique.some((variant) =>
      new RegExp(`${NOT_WORD_BEFORE}${escapeRegExp(variant)}${NOT_WORD_AFTER}`, 'u').test(text),
    );
    if (containsName) phrases.push(text);
    else
      for (const [word] of text.matchAll(WORD))
        if (word.length >= 3 && !EXCLUSION_STOPWORDS.has(word)) excludedSenses.add(word.replace(/s$/, ''));
  }
  const excludedPhrases = phrases.length
    ? new RegExp(
        `${NOT_WORD_BEFORE}(?:${phrases.map((p) => escapeRegExp(p).replace(/ /g, '\\s+')).join('|')})${NOT_WORD_AFTER}`,
        'gu',
      )
    : null;
  return {
    names,
    needles,
    nameAt: names ? new RegExp(names.source, 'uy') : null,
    openers,
    articleOpened: unique.some((variant) => openersOf(variant).length > 1),
    domains,
    hostLabels,
    ordinary,
    pluralizable,
    capitalised,
    lowerCaseNames,
    capitalNames,
    accented: written.some(hasAccent),
    excludedPhrases,
    excludedSenses,
  };
}

/**
 * What an answer must hold for the entity to be found in it at all: the words that let its name patterns
 * run (findMentions skips an entity with none of them), its host labels and its domains, folded.
 */
export function namesToFind(entity: TrackedEntity): string[] {
  const { needles, hostLabels, domains } = compileMatcher(entity);
  return [...needles, ...hostLabels, ...domains];
}

/** The items one of two lists holds and the other does not. */
const eitherOnly = <T>(a: Iterable<T>, b: Iterable<T>): T[] => {
  const left = new Set(a);
  const right = new Set(b);
  return [...[...left].filter((item) => !right.has(item)), ...[...right].filter((item) => !left.has(item))];
};

/**
 * Where two versions of an entity that differ only in aliases (the same name, website and "not this" list)
 * can read an answer differently: where an alias added or removed matches by its own pattern, and where a
 * host label only one version has is written. Every other rule keys on the variant it reads, so the other
 * variants' mentions read as they did. Null when the change reaches further: a host-name alias (the
 * domains), the first accented spelling (which lets accented spellings of every name match), an exclusion
 * that now holds a name, or any variant read differently for a reason other than its own spelling.
 */
export function aliasChangeReach(
  old: TrackedEntity,
  now: TrackedEntity,
): { variants: string[]; hostLabels: string[] } | null {
  if (
    old.name !== now.name ||
    (old.website ?? null) !== (now.website ?? null) ||
    eitherOnly(old.exclusions ?? [], now.exclusions ?? []).length > 0
  )
    return null;
  const before = compileMatcher(old);
  const after = compileMatcher(now);
  if (
    before.accented !== after.accented ||
    before.excludedPhrases?.source !== after.excludedPhrases?.source ||
    eitherOnly(before.excludedSenses, after.excludedSenses).length > 0 ||
    eitherOnly(before.domains, after.domains).length > 0
  )
    return null;
  const written = (entity: TrackedEntity) =>
    [entity.name, ...(entity.aliases ?? [])]
      .map((variant) => variant.trim())
      .filter((variant) => foldText(variant).length > 0);
  const variants = eitherOnly(written(old), written(now));
  const key = (variant: string) => foldText(variant).replace(/\s+/g, ' ');
  const reached = new Set(variants.map(key));
  const readAlike = (a: Iterable<string>, b: Iterable<string>) =>
    eitherOnly([...a].map(key), [...b].map(key)).every((variant) => reached.has(variant));
  const ordinaryAlike = [...new Set([...before.ordinary.keys(), ...after.ordinary.keys()])].every(
    (variant) =>
      reached.has(key(variant)) ||
      (before.ordinary.get(variant)?.sense === after.ordinary.get(variant)?.sense &&
        before.ordinary.get(variant)?.needsCapital === after.ordinary.get(variant)?.needsCapital),
  );
  if (
    !ordinaryAlike ||
    !readAlike(before.pluralizable, after.pluralizable) ||
    !readAlike(before.capitalised, after.capitalised) ||
    !readAlike(before.lowerCaseNames, after.lowerCaseNames) ||
    !readAlike(before.capitalNames, after.capitalNames)
  )
    return null;
  return { variants, hostLabels: eitherOnly(before.hostLabels, after.hostLabels) };
}

/** A name variant's own pattern (as compileMatcher builds it within the entity's), null when it folds to nothing. */
export function variantPattern(variant: string): RegExp | null {
  return compileMatcher({ name: variant }).names;
}

/** The folded text with its URLs and bare hosts blanked out: what names are matched in. */
export function blankUrls(folded: string): string {
  const urls = findUrls(folded);
  const hosts = findBareHosts(blankSpans(folded, urls));
  return blankSpans(folded, hosts.length ? [...urls, ...hosts].sort((a, b) => a.start - b.start) : urls);
}

interface OpenerIndex {
  /** Any entity's opener (without a look-behind, which would slow the search down). */
  pattern: RegExp | null;
  /** The openers by their first character, each with the entities whose names it opens. */
  byFirst: Map<string, { opener: string; entities: number[] }[]>;
}

const openerIndexes = new WeakMap<readonly EntityMatcher[], OpenerIndex>();

/** Every entity's openers in one pattern, built once per list of matchers. */
function openerIndex(matchers: readonly EntityMatcher[]): OpenerIndex {
  let index = openerIndexes.get(matchers);
  if (!index) {
    const entitiesOf = new Map<string, number[]>();
    matchers.forEach((matcher, entity) => {
      if (matcher.nameAt)
        for (const opener of matcher.openers)
          entitiesOf.set(opener, [...(entitiesOf.get(opener) ?? []), entity]);
    });
    const byFirst: OpenerIndex['byFirst'] = new Map();
    for (const [opener, entities] of entitiesOf) {
      const first = opener.charAt(0);
      byFirst.set(first, [...(byFirst.get(first) ?? []), { opener, entities }]);
    }
    const openers = [...entitiesOf.keys()];
    index = {
      pattern: openers.length ? new RegExp(openers.map(escapeRegExp).join('|'), 'g') : null,
      byFirst,
    };
    openerIndexes.set(matchers, index);
  }
  return index;
}

/**
 * For each entity, the offsets where one of its openers occurs after no ASCII letter or digit, in text
 * order: one search for every entity, stepping on by one character so that overlapping openers are found.
 */
function openerStarts(matchers: readonly EntityMatcher[], text: string): (number[] | undefined)[] {
  const { pattern, byFirst } = openerIndex(matchers);
  const starts: (number[] | undefined)[] = [];
  if (!pattern) return starts;
  pattern.lastIndex = 0;
  for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
    const at = found.index;
    pattern.lastIndex = at + 1;
    if (isAsciiLetterOrDigit(text.charCodeAt(at - 1))) continue; // the names patterns' look-behind fails
    for (const { opener, entities } of byFirst.get(text.charAt(at)) ?? [])
      if (text.startsWith(opener, at))
        for (const entity of entities) {
          const entityStarts = (starts[entity] ??= []);
          if (entityStarts[entityStarts.length - 1] !== at) entityStarts.push(at);
        }
  }
  return starts;
}

const isAsciiLetterOrDigit = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);

const NO_MATCHES: readonly RegExpExecArray[] = [];

/**
 * Every match of the entity's names in the text, as a global search with its names pattern finds them: the
 * sticky pattern is tried only at the starts openerStarts found for it (a search tries the look-behind at
 * every position).
 */
function nameMatches(
  matcher: EntityMatcher,
  text: string,
  starts: readonly number[] | undefined,
): readonly RegExpExecArray[] {
  const { nameAt } = matcher;
  if (!nameAt || !starts) return NO_MATCHES;
  if (matcher.articleOpened && !matcher.needles.some((needle) => text.includes(needle))) return NO_MATCHES;
  const found: RegExpExecArray[] = [];
  // As a global search goes on after each match: a match found hides the starts inside it.
  let from = 0;
  for (const at of starts) {
    if (at < from) continue;
    nameAt.lastIndex = at;
    const match = nameAt.exec(text);
    if (match) {
      found.push(match);
      from = at + match[0].length;
    } else from = at + 1;
  }
  return found;
}

/** Entities whose names the answer writes in lower case ("as cricket wireless and metro by t-mobile"). */
function writtenInLowerCase(
  matchers: readonly EntityMatcher[],
  text: string,
  withoutUrls: string,
  starts: readonly (number[] | undefined)[],
): Set<number> {
  const entities = new Set<number>();
  matchers.forEach((matcher, entity) => {
    for (const match of nameMatches(matcher, withoutUrls, starts[entity])) {
      const written = text.slice(match.index, match.index + match[0].length);
      if (written === written.toLowerCase() && matcher.capitalNames.has(match[0].replace(/\s+/g, ' '))) {
        entities.add(entity);
        return;
      }
    }
  });
  return entities;
}

/** A mention found by name, with how it reads (ordinary-words.ts); domain mentions always read as names. */
interface Candidate extends Mention {
  verdict: NameVerdict;
  /** The name as matched is an ordinary word ("Ring", "Tide"), which needs the answer to vouch for it. */
  ordinaryWord: boolean;
}

const hasAccent = (written: string) => holdsNonAscii(written) && /\p{M}/u.test(written.normalize('NFD'));

/** Whether the text holds a character beyond ASCII ([^\p{ASCII}]), read without a pattern. */
function holdsNonAscii(text: string): boolean {
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) >= 0x80) return true;
  return false;
}

const WHITE_SPACE_RUNS = /\s+/g;

/** Runs of white space made one space (names are compared so); most names hold none to replace. */
const singleSpaced = (text: string) =>
  holdsWhiteSpace(text, 0, text.length) ? text.replace(WHITE_SPACE_RUNS, ' ') : text;

const isApostrophe = (char: string | undefined) => char === "'" || char === '’';

/** "Arc'teryx", "O'Neill": an apostrophe joining letters other than a possessive or a contraction. */
const JOINED_WORD = /^['’](?!(?:s|ll|re|ve|d)(?!\p{L}))\p{L}/u;

export interface FindOptions {
  /**
   * The text is known to be about the brand's market (a question the account tracks): a name alone in it
   * needs no word of that market to count (see offMarket).
   */
  aboutTheMarket?: boolean;
}

/**
 * What the answer's other readings of an entity's name say about its remaining mentions: 'all' (a person,
 * a place, another company's name: each needs evidence of its own), or 'capital-forced' (the name is a
 * common noun here, "chipotle peppers": a mention whose capital the sentence start explains needs evidence).
 */
type AnswerSense = 'all' | 'capital-forced';

/**
 * Every mention of every entity, in text order. Where two entities' matches overlap (a competitor
 * "Acme" inside the brand "Acme Cloud"), the longer match wins.
 *
 * One sense per answer: when a mention of an entity reads as another thing bearing its name (a person, a
 * planet, another company's name or product, an excluded sense), the entity's other mentions in that answer
 * count only with evidence of their own: set in bold, named in a paragraph or list item with another
 * tracked brand, or the entity's domain in the answer ("Usain Bolt … Bolt won eight golds" is the athlete
 * twice). A mention inside another name ("Google Nest", "Mint Mobile") counts only with that evidence.
 */
export function findMentions(
  text: string,
  matchers: readonly EntityMatcher[],
  answerLanguage?: () => Language | 'other',
  { aboutTheMarket = false }: FindOptions = {},
): Mention[] {
  const folded = foldText(text);
  const withoutUrls = blankUrls(folded);
  const starts = openerStarts(matchers, withoutUrls);
  let language: Language | 'other' | undefined;
  // No closure bound to a name here: tsx names each one it makes (keepNames), which costs at every answer.
  const context: NameContext = { language: answerLanguage ?? (() => (language ??= detectLanguage(text))) };
  let code: Span[] | undefined;
  let inLowerCase: Set<number> | undefined;
  const candidates: Candidate[] = [];
  const senses = new Map<number, AnswerSense>();
  const lowerInText = new Set<number>();
  matchers.forEach((matcher, entity) => {
    const matches = nameMatches(matcher, withoutUrls, starts[entity]);
    if (matches.length === 0) return;
    const excluded = matcher.excludedPhrases ? allMatches(matcher.excludedPhrases, folded) : [];
    for (const match of matches) {
      const start = match.index;
      // "BitBox02", "Trezor3": a model number written on to the name (the mention is the name).
      const model = match.groups?.model;
      const end = start + match[0].length - (model?.length ?? 0);
      const plural = match.groups?.plural;
      const name = plural ? match[0].slice(0, -plural.length) : match[0].slice(0, end - start);
      // "Dunkin's": for a name ending in an apostrophe the "s" is the possessive.
      const possessive = plural === 's' && name.endsWith("'");
      const variant = singleSpaced(name);
      const oneWord = !variant.includes(' ');
      // Only a capitalised name that is no word takes a model number that way ("level2" is another word).
      if (model && !(matcher.capitalised.has(variant) && isCapitalised(text.charAt(start)))) continue;
      if (plural && !possessive && !isNamePlural(matcher, name, text, start)) {
        // "two minced chipotles": a name that is no English word, as a common noun.
        if (matcher.capitalised.has(variant) && isCommonNounUse(text, folded, start, end, context))
          senses.set(entity, senses.get(entity) ?? 'capital-forced');
        continue;
      }
      // "Über die S-Bahn", "pela Patagônia": in an answer in another language than English, an accented
      // spelling of a one-word name written without accents is that language's word ("Citroën" in English
      // is the name); "Arc'teryx" is another word.
      if (
        !matcher.accented &&
        oneWord &&
        hasAccent(text.slice(start, end)) &&
        !['en', 'other'].includes(context.language())
      )
        continue;
      if (isApostrophe(text[end]) && JOINED_WORD.test(text.slice(end, end + 4))) continue;
      // The answer writes the name in lower case in mid-sentence: a word of its own language there.
      if (oneWord && text.slice(start, end) === variant && !startsSentence(folded, start))
        lowerInText.add(entity);
      // "Hey! Good question.", "Hay varias tiendas …": a greeting, or a verb opening the sentence.
      if (
        isInterjection(text, folded, start, end) ||
        opensClauseAsVerb(text, folded, start, end, context.language)
      )
        continue;
      const ordinary = matcher.ordinary.get(variant);
      let verdict: NameVerdict = 'name';
      if (excluded.some((m) => m.index < end && m.index + m[0].length > start)) verdict = 'other-sense';
      else if (matcher.excludedSenses.size > 0 && inExcludedSense(folded, start, end, matcher.excludedSenses))
        verdict = 'other-sense';
      else if (
        titlesAWork(text, start, end) ||
        isPersonsPossession(text, end) ||
        namesCodeLibrary(text, start, end, matcher)
      )
        verdict = 'other-sense';
      else if (namesAnotherSite(text, folded, start, end, matcher)) verdict = 'other-name';
      else if (ordinary) {
        code ??= codeSpans(text);
        verdict = isCode(text, code, start, end)
          ? 'ordinary'
          : nameVerdict(ordinary.sense, text, folded, start, end, ordinary.needsCapital, context);
        // "yes, boost mobile is a real carrier … the same bracket as cricket wireless": a name of several
        // words in lower case, in an answer that writes another tracked brand's name in lower case too.
        if (
          (verdict === 'ordinary' || verdict === 'common-noun' || verdict === 'handle') &&
          ordinary.needsCapital &&
          variant.includes(' ') &&
          text.slice(start, end) === variant &&
          [...(inLowerCase ??= writtenInLowerCase(matchers, text, withoutUrls, starts))].some(
            (other) => other !== entity,
          )
        )
          verdict = 'name';
      } else if (matcher.capitalised.has(variant)) {
        // "from pinecone import Pinecone": code writes names in lower case, which makes no common noun.
        if (isIndefiniteNoun(text, start, end, context.language)) verdict = 'indefinite';
        else if (
          isCommonNounUse(text, folded, start, end, context) &&
          !isCode(text, (code ??= codeSpans(text)), start, end)
        ) {
          // A name that is no English word, used as a common noun ("canned chipotle peppers").
          verdict = 'ordinary';
          senses.set(entity, senses.get(entity) ?? 'capital-forced');
        } else if (
          isPersonName(text, folded, start, end, false) ||
          followsDemonym(text, start, end) ||
          followsSaint(text, start) ||
          followsFeatureTitle(text, start) ||
          isNamedAsPlace(text, start, end) ||
          isPlaceNameStart(text, start, end) ||
          referredToAsPerson(text, end)
        )
          verdict = 'other-sense';
        else if (listsPlaces(text, start, end)) verdict = 'listed-place';
        else if (isOwnedBy(text, start)) verdict = 'other-name';
        else if (opensNameWithParticle(text, end)) verdict = 'other-name';
      }
      if (verdict === 'name' && context.language() === 'de' && isGermanThing(text, start, end))
        verdict = 'ordinary';
      else if (verdict === 'name' && isGermanNounUse(text, folded, { entity, start, end }, context.language))
        verdict = 'noun-use';
      if (verdict === 'common-noun') senses.set(entity, senses.get(entity) ?? 'capital-forced');
      else if (verdict !== 'ordinary')
        candidates.push({ entity, start, end, verdict, ordinaryWord: ordinary !== undefined });
    }
  });
  const domains = findDomains(folded, domainIndex(matchers));
  // Mentions inside other names count where their paragraph or list item names another tracked entity, or
  // the entity on its own in a list that names others ("- **Toast Mobile Order & Pay** – only if you're
  // already on Toast").
  const inOtherNames = candidates.filter((c) => c.verdict === 'other-name' || c.verdict === 'in-other-name');
  for (const candidate of inOtherNames) {
    const item = paragraphAround(folded, candidate.start);
    if (
      hasOwnEvidence(candidate, text, folded, candidates, domains) ||
      ownedByItself(candidate, text, candidates) ||
      (namedIn(candidates, item, (other) => other.entity === candidate.entity) &&
        namedIn(
          candidates,
          blockAround(folded, candidate.start),
          (other) => other.entity !== candidate.entity,
        ))
    )
      candidate.verdict = 'name';
    else if (candidate.verdict === 'other-name') senses.set(candidate.entity, 'all');
  }
  for (const candidate of candidates) {
    if (candidate.verdict === 'other-sense') senses.set(candidate.entity, 'all');
    // "donner le feu vert … Norauto et Feu Vert": a name of several words written with capitals, in lower case
    // in mid-sentence where the answer writes it with its capitals too, is the phrase of the language.
    const written = text.slice(candidate.start, candidate.end);
    if (
      candidate.verdict === 'name' &&
      holdsWhiteSpace(written, 0, written.length) &&
      written === written.toLowerCase() &&
      matchers[candidate.entity]!.capitalNames.has(singleSpaced(foldText(written))) &&
      !matchers[candidate.entity]!.lowerCaseNames.has(singleSpaced(foldText(written))) &&
      !startsSentence(folded, candidate.start) &&
      candidates.some((other) => other.entity === candidate.entity && isCapitalised(text.charAt(other.start)))
    ) {
      candidate.verdict = 'ordinary';
      continue;
    }
    // "works best in tandem with … Tandem Pro gives you …": where the answer writes the name with its
    // capital, the lower-case word after a preposition is the word, not the product written in lower case.
    if (
      candidate.verdict === 'handle' &&
      candidates.some((other) => other.entity === candidate.entity && isCapitalised(text.charAt(other.start)))
    ) {
      candidate.verdict = 'ordinary';
      continue;
    }
    // A product written in lower case ("on slack") counts in an answer that names other tracked brands; a
    // sentence opening with the word before a noun ("Dove soap is …") where the sentence names one.
    // "The Alamo, the River Walk and the Pearl district are walkable": a list of places, unless its sentence
    // names another tracked brand ("in Rome, GetYourGuide and Viator have …").
    if (candidate.verdict === 'noun-use') {
      const sentence = sentenceSpan(folded, candidate.start, candidate.end);
      candidate.verdict = namedIn(candidates, sentence, (other) => other.entity !== candidate.entity)
        ? 'name'
        : 'ordinary';
      continue;
    }
    if (candidate.verdict === 'listed-place') {
      const sentence = sentenceSpan(folded, candidate.start, candidate.end);
      const listsBrands = candidates.some(
        (other) =>
          other.entity !== candidate.entity &&
          (other.verdict === 'name' || other.verdict === 'listed-place') &&
          other.start >= sentence.start &&
          other.end <= sentence.end,
      );
      candidate.verdict = listsBrands ? 'name' : 'other-sense';
      if (candidate.verdict === 'other-sense') senses.set(candidate.entity, 'all');
      continue;
    }
    const span =
      candidate.verdict === 'handle'
        ? { start: 0, end: text.length }
        : candidate.verdict === 'opening' || candidate.verdict === 'indefinite'
          ? sentenceSpan(folded, candidate.start, candidate.end)
          : null;
    if (span && namedIn(candidates, span, (other) => other.entity !== candidate.entity))
      candidate.verdict = 'name';
    // A common noun here ("ein Flink."): a capital the sentence start explains needs evidence elsewhere.
    else if (candidate.verdict === 'indefinite')
      senses.set(candidate.entity, senses.get(candidate.entity) ?? 'capital-forced');
  }
  const found: (Mention & { ordinaryWord?: boolean })[] = [...domains];
  for (const candidate of candidates) {
    if (candidate.verdict !== 'name') continue;
    // "Prima di tutto controlla … prima di rinnovare": outside English, where the answer writes the word
    // in lower case in mid-sentence, its capital at a sentence's start is the start's, not a name's.
    // "Prima di firmare, leggi …", "Antes de comprar": a preposition of the infinitive after it makes the
    // word an adverb of the language even where the answer never writes it in lower case.
    if (
      opensWithWordOfLanguage(
        text,
        folded,
        candidate,
        context.language(),
        lowerInText.has(candidate.entity) ? 'any' : 'infinitive',
      )
    )
      continue;
    const sense = senses.get(candidate.entity);
    if (
      sense !== undefined &&
      (sense === 'all' ||
        isCapitalForced(text, folded, candidate.start) ||
        // "ein Depot … Ein Depot bei deiner Hausbank": in German the article explains the noun's capital.
        (sense === 'capital-forced' &&
          context.language() === 'de' &&
          germanArticleBefore(text, candidate.start) !== null)) &&
      !hasOwnEvidence(candidate, text, folded, candidates, domains) &&
      // "Uvex-Helme gehören …": in German a common word joins a noun without a hyphen; a name with one.
      !(
        sense === 'capital-forced' &&
        context.language() === 'de' &&
        GERMAN_NAME_COMPOUND.test(text.slice(candidate.end, candidate.end + 3))
      )
    )
      continue;
    found.push({
      entity: candidate.entity,
      start: candidate.start,
      end: candidate.end,
      ordinaryWord: candidate.ordinaryWord,
    });
  }
  found.sort(inTextOrder);
  const kept: (Mention & { ordinaryWord?: boolean })[] = [];
  let coveredUntil = -1;
  for (const mention of found) {
    if (mention.start < coveredUntil) {
      continue; // inside a longer (or earlier) match
    }
    kept.push(mention);
    coveredUntil = mention.end;
  }
  if (uncorroborated(kept, text, folded, context.language)) return [];
  if (!aboutTheMarket && offMarket(kept, text, folded, context.language)) return [];
  return kept.map(withoutFlag);
}

/**
 * Prepositions and articles per language: after a sentence's first word they make it a word of its own
 * ("Prima di tutto", "Hay que"); a subject is followed by its verb ("Sol es una lager", "Ben is goedkoop").
 */
const FOLLOWS_WORD: Readonly<Record<Exclude<Language, 'en'>, ReadonlySet<string>>> = {
  es: new Set('de del a al en con por para el la los las un una unos unas que'.split(' ')),
  it: new Set('di del della dei a al alla da in con per il lo la i gli le un uno una che'.split(' ')),
  pt: new Set('de do da dos das a ao em no na com por para o os as um uma que'.split(' ')),
  fr: new Set('de du des a au aux en avec pour par le la les un une que'.split(' ')),
  de: new Set('der die das den dem des ein eine einen zu von mit fur auf an in bei'.split(' ')),
  nl: new Set('de het een van voor met op aan in bij'.split(' ')),
};

/**
 * Outside English, a capitalised one-word mention opening a sentence in running text, before a preposition
 * or an article.
 */
function opensWithWordOfLanguage(
  text: string,
  folded: string,
  mention: Span,
  language: Language | 'other',
  followers: 'any' | 'infinitive',
): boolean {
  if (language === 'en' || language === 'other') return false;
  if (!/^\p{Lu}\p{Ll}*$/u.test(text.slice(mention.start, mention.end))) return false;
  if (!isCapitalForced(text, folded, mention.start) || isEmphasisedName(text, mention.start, mention.end))
    return false;
  if (followers === 'infinitive') {
    const words = /^[ \t]+(\p{L}+)[ \t]+(\p{Ll}+)/u.exec(text.slice(mention.end, mention.end + 40));
    return words !== null && INFINITIVE_PREPOSITION[language] === (words[1] as string).toLowerCase();
  }
  const next = /^[ \t]+(\p{L}+)/u.exec(folded.slice(mention.end, mention.end + 20))?.[1];
  return next !== undefined && FOLLOWS_WORD[language].has(next);
}

/**
 * The preposition that opens an infinitive after an adverb or a preposition ("prima di firmare", "antes de
 * comprar", "avant de signer"); a one-word name and its verb never stand so, and a longer name goes on with
 * a capital ("Sol de Janeiro"). German "zu" and Dutch "te" also follow a subject ("zu teuer").
 */
const INFINITIVE_PREPOSITION: Readonly<Partial<Record<Language, string>>> = {
  it: 'di',
  es: 'de',
  pt: 'de',
  fr: 'de',
};

/** A word of the English lexicon or word list, or a name the lexicon knows (a person, a place, a myth). */
const isWordOrName = (word: string) => isKnownWord(word) || isCommonWord(word.toLowerCase());

/**
 * Words that say a sentence is about a product, a service or a company, in the seven languages answers are
 * read in: what such things are, cost, do for customers and are bought through.
 */
const MARKET_WORDS = new Set(
  [
    'account api app apps application applications airline bank banking brand brands browser buy bought card cards charger chargers cheaper cheapest checkout client clients company companies cost costs coverage crm customer customers dashboard delivery deploy deployment device devices download erp expensive extension features fee fees flight flights fly flew headphones hosting install insurance insurer integration integrations laptop loan loans login members membership online order ordered orders payment payments phone plan plans platform platforms plugin premium price priced prices pricier pricing product products provider providers purchase quote quotes router saas sdk selection service services shipping shop signup software startup startups store stores subscription subscriptions support tariff tier tool tools trial users vendor vendors website',
    'abo anbieter bestellen bestellt bestellung bietet gebühr gebühren karte kaufen kauft konto kunden lieferung preis preise rechnung tarif versand versicherung',
    'abonnement appli assurance carte commande forfait fournisseur frais livraison offre prix propose tarifs',
    'aplicación comisión comisiones cuota envío ofrece pedido plataforma precio precios proveedor seguro servicio suscripción tarifa tarjeta',
    'abbonamento assicurazione carta conto fornitore offerta ordine piattaforma prezzi prezzo servizio spedizione tariffa',
    'aplicativo assinatura cartão entrega preço preços serviço',
    'bestelling bezorging kaart klanten leverancier prijs prijzen verzekering',
  ].flatMap((words) => words.split(' ')),
);

/** Before a name: a verb of using, choosing or avoiding it, or an owner ("just use Loom", "your Apple Watch"). */
const USED_BEFORE =
  /(?:^|[^\p{L}])(?:use|using|used|try|tried|get|buy|switch(?:ed)? to|sign up (?:for|with)|go with|pick|choose|recommend|install|download|stay on|stick with|start with|steer clear of|avoid|skip|pass on|stay away from|your|my|our)\s+[*_]*$/u;

/**
 * After a name: what a product does ("Sunday lets diners pay"), a compound naming its style ("Loom-style"),
 * a model number ("Ram 1500"); ORGANIZATION_VERB covers what a company does.
 */
const PRODUCT_AFTER =
  /^(?:['’]s)?\s+(?:also\s+|now\s+)?(?:lets|allows|gives|costs|supports|integrates|syncs|hosts|runs on|works with)\b|^-(?:style|inspired|like|based|powered|branded|certified|compatible)\b|^\s\d/u;

/** The one-word entries of each language's review lexicon with a clear valence ("reliable", "zuverlässig"). */
const REVIEW_WORDS = new Map<Language, ReadonlySet<string>>(
  (Object.keys(LANGUAGE_RULES) as Language[]).map((language) => [
    language,
    new Set(
      Object.entries(LANGUAGE_RULES[language].valence)
        .filter(([entry, valence]) => !entry.includes(' ') && Math.abs(valence) >= 1)
        .map(([entry]) => entry),
    ),
  ]),
);

/**
 * Whether the brand, the answer's only tracked name, is named by one word that is also a word, a name or
 * an identifier in code, and no sentence naming it speaks of a product, a service or a company: no market
 * word, no review word, no verdict, no use of it ("Hurricane Harvey made landfall", "The Book of Genesis
 * opens with …", "class Harbor:"). Such an answer is about something else that bears the name. A domain of
 * the brand's, a bold name, an all-capital or multi-word name and any tracked competitor say otherwise.
 */
function offMarket(
  kept: readonly (Mention & { ordinaryWord?: boolean })[],
  text: string,
  folded: string,
  answerLanguage: () => Language | 'other',
): boolean {
  if (kept.length === 0 || kept.some((m) => m.entity !== 0)) return false;
  const language = answerLanguage();
  const reading = language === 'other' ? 'en' : language;
  const code = codeSpans(text);
  for (const mention of kept) if (speaksOfMarket(mention, kept, text, folded, code, reading)) return false;
  return true;
}

/** Whether a mention (offMarket) is unambiguous, or the words around it speak of a product or a company. */
function speaksOfMarket(
  mention: Mention & { ordinaryWord?: boolean },
  kept: readonly Mention[],
  text: string,
  folded: string,
  code: readonly Span[],
  reading: Language,
): boolean {
  const written = text.slice(mention.start, mention.end);
  if (/\s/.test(written) || written === written.toUpperCase()) return true;
  const ambiguous =
    mention.ordinaryWord ||
    isWordOrName(written) ||
    isWordOrName(written.replace(/['’]?s$/, '')) ||
    isCode(text, code, mention.start, mention.end);
  if (!ambiguous || isEmphasisedName(text, mention.start, mention.end)) return true;
  return sentenceSpeaksOfMarket(text, folded, mention, kept, reading);
}

/**
 * Whether the words around a mention speak of a product, a service or a company: what a company does or
 * a product does after it, a use of it before it, or in its sentence a verdict, a market word or a review
 * word.
 */
function sentenceSpeaksOfMarket(
  text: string,
  folded: string,
  mention: Span,
  kept: readonly Mention[],
  reading: Language,
): boolean {
  const after = folded.slice(mention.end, mention.end + 30);
  if (ORGANIZATION_VERB.test(after) || PRODUCT_AFTER.test(after)) return true;
  if (USED_BEFORE.test(folded.slice(Math.max(0, mention.start - 30), mention.start))) return true;
  const { from, to } = sentenceAround(folded, mention.start, mention.end);
  if (verdictIn(text, { start: from, end: to }, kept, reading)) return true;
  const reviewWords = REVIEW_WORDS.get(reading);
  for (const { 0: word, index } of allMatches(WORD, folded.slice(from, to))) {
    if (MARKET_WORDS.has(word)) return true;
    // A review word written in lower case ("Acme ist zuverlässig"), not in a title ("Best Picture").
    if (reviewWords?.has(word) && !/^\p{Lu}/u.test(text.charAt(from + index))) return true;
  }
  return false;
}

/** A hyphen joining a capitalised noun to the name ("Uvex-Helme", "Miele-Geräte"). */
const GERMAN_NAME_COMPOUND = /^-\p{Lu}\p{Ll}/u;

/**
 * German articles of masculine and neuter nouns (and the negative article): companies are feminine ("die
 * Telekom", "bei der Sparkasse"), common nouns like "Teufel", "Staub", "Fressnapf" are not. "der" counts
 * only where no preposition governs it (then it is the feminine dative).
 */
const GERMAN_DETERMINERS = new Set(
  'der das den dem des ein einen einem eines kein keinen keinem keines'.split(' '),
);
const GERMAN_PREPOSITIONS = new Set(
  'bei mit von zu nach aus seit in an auf unter uber vor hinter neben zwischen fur durch gegen ohne um wahrend wegen trotz statt laut'.split(
    ' ',
  ),
);
/** Words of cost and payment in German, also as the end of a compound ("Kontoführungsgebühren"). */
const GERMAN_MARKET_ENDINGS =
  /(?:kostet|kosten|zahlt|zahlst|zahlen|gebuhr|gebuhren|preis|preise|tarif|tarife|vertrag|abo|konto|kunden|filiale|filialen|app|shop)$/;

/**
 * The German article of masculine and neuter nouns before a word, across up to two declined adjectives in
 * lower case ("einen beleuchteten Globus"), with where it starts; null if there is none.
 */
function germanArticleBefore(text: string, start: number): { word: string; start: number } | null {
  let at = start;
  for (let adjectives = 0; adjectives <= 2; adjectives += 1) {
    const word = wordBefore(text, at);
    if (word === null) return null;
    const wordStart = text.lastIndexOf(word, at - 1);
    if (GERMAN_DETERMINERS.has(word.toLowerCase())) return { word, start: wordStart };
    if (!/^\p{Ll}{3,}(?:e|en|er|es|em)$/u.test(word)) return null;
    at = wordStart;
  }
  return null;
}

/**
 * One capitalised word with no name going on after it in a compound or a longer name ("kein klassisches
 * Sky-Abo", "der Globus Baumarkt"): how a German noun is written.
 */
const isOneCapitalisedWord = (text: string, start: number, end: number) =>
  /^\p{Lu}\p{Ll}+$/u.test(text.slice(start, end)) &&
  !/^[ \t]*(?:[-–(]|\p{Lu}|\d)/u.test(text.slice(end, end + 3));

/** "Einen beleuchteten Globus": an indefinite article and an adjective declined for it make a thing. */
function isGermanThing(text: string, start: number, end: number): boolean {
  const article = germanArticleBefore(text, start);
  return (
    article !== null &&
    /^k?ein(?:en|em|es)?$/i.test(article.word) &&
    article.start + article.word.length + 1 < start &&
    isOneCapitalisedWord(text, start, end)
  );
}

/**
 * "Der Teufel steckt im Detail", "damit sich kein Staub darin sammelt": in German every noun is capitalised,
 * so a one-word name after an article, with no name going on after it, is a noun of the language unless its
 * sentence speaks of the market (or, as the caller checks, names another tracked brand).
 */
function isGermanNounUse(
  text: string,
  folded: string,
  mention: Mention,
  language: () => Language | 'other',
): boolean {
  // Read first: the caller has read the answer's language already, and most answers are not German.
  if (language() !== 'de') return false;
  const article = germanArticleBefore(text, mention.start);
  if (article === null) return false;
  if (article.word.toLowerCase() === 'der') {
    const governing = wordBefore(text, article.start);
    if (governing !== null && GERMAN_PREPOSITIONS.has(foldText(governing))) return false;
  }
  if (!isOneCapitalisedWord(text, mention.start, mention.end)) return false;
  if (isEmphasisedName(text, mention.start, mention.end)) return false;
  if (sentenceSpeaksOfMarket(text, folded, mention, [mention], 'de')) return false;
  const { from, to } = sentenceAround(folded, mention.start, mention.end);
  for (const [word] of allMatches(WORD, folded.slice(from, to)))
    if (GERMAN_MARKET_ENDINGS.test(word)) return false;
  return true;
}

/** By start, the longer of two mentions starting together first. */
const inTextOrder = (a: Span, b: Span) => a.start - b.start || b.end - a.end;

const withoutFlag = ({ entity, start, end }: Mention): Mention => ({ entity, start, end });

/**
 * Whether the brand (entity 0), the answer's only named entity, is named by an ordinary word alone ("Ring", "Arc", "Tide"), with
 * nothing else in the answer to say the text is about its market (no other tracked brand, no domain of its
 * own, no name of its that is no ordinary word), and a reading that puts it in another market: in a language
 * other than English, always as the start of a longer name (a road, "de Ring A10"), or a
 * shortlist of untracked names it opens an item of ("- **Tide** – …", "- **Starling** – …": another
 * market's shortlist, where the tracked rivals would otherwise appear).
 */
function uncorroborated(
  kept: readonly (Mention & { ordinaryWord?: boolean })[],
  text: string,
  folded: string,
  answerLanguage: () => Language | 'other',
): boolean {
  const first = kept[0];
  if (!first || first.entity !== 0 || kept.some((m) => m.entity !== 0 || !m.ordinaryWord)) return false;
  const language = answerLanguage();
  // "de Ring A10": in another language, a name followed by a capital or a number goes on as a longer name.
  if (language !== 'en' && language !== 'other')
    return kept.every((mention) => /^[ \t]+[\p{Lu}\p{N}]/u.test(text.slice(mention.end, mention.end + 3)));
  return kept.every((mention) => opensItemAmongStrangers(text, folded, mention));
}

/** The mention opens a list item, and two other items of its list open with capitalised names. */
function opensItemAmongStrangers(text: string, folded: string, mention: Span): boolean {
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1;
  if (!/^\s*(?:[-*+•]|\d+[.)])\s+[*_]*$/.test(text.slice(lineStart, mention.start))) return false;
  const block = blockAround(folded, mention.start);
  let peers = 0;
  for (const line of text.slice(block.start, block.end).split('\n')) {
    const opener = /^\s*(?:[-*+•]|\d+[.)])\s+[*_]*(\p{Lu})/u.exec(line);
    if (opener) peers++;
  }
  return peers >= 3;
}

/**
 * At the start of a sentence in running text, where a capital says nothing of a name (a list item, table
 * cell or heading opening with a name is how answers list brands).
 */
function isCapitalForced(text: string, folded: string, at: number): boolean {
  if (!startsSentence(folded, at)) return false;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const line = text.slice(lineStart, at);
  return !/^\s*(?:[-*+•|#]|\d+[.)])/.test(line);
}

/**
 * Evidence that a mention is the entity despite another sense: set in bold, the entity's domain in the
 * answer, or another tracked entity named in its paragraph or list item (not the owner in "Taco Bell's
 * Chipotle …").
 */
function hasOwnEvidence(
  mention: Candidate,
  text: string,
  folded: string,
  candidates: readonly Candidate[],
  domains: readonly Mention[],
): boolean {
  if (domains.some((d) => d.entity === mention.entity)) return true;
  if (isEmphasisedName(text, mention.start, mention.end)) return true;
  if (ORGANIZATION_VERB.test(folded.slice(mention.end, mention.end + 30))) return true;
  return namedIn(
    candidates,
    paragraphAround(folded, mention.start),
    (other) => other.entity !== mention.entity && !/^['’]s?\s*$/.test(text.slice(other.end, mention.start)),
  );
}

/** "Zendure's SolarFlow": a product after its own brand's possessive is the brand's, not another owner's. */
function ownedByItself(mention: Candidate, text: string, candidates: readonly Candidate[]): boolean {
  return candidates.some(
    (other) =>
      other.entity === mention.entity &&
      other.verdict === 'name' &&
      other.end < mention.start &&
      /^['’]s?[ \t]+$/.test(text.slice(other.end, mention.start)),
  );
}

/** Whether a mention read as a name, and accepted by `which`, lies within the span. */
function namedIn(
  candidates: readonly Candidate[],
  span: Span,
  which: (other: Candidate) => boolean,
): boolean {
  return candidates.some(
    (other) => other.verdict === 'name' && other.start >= span.start && other.end <= span.end && which(other),
  );
}

/** What only an organisation does, right after its name: "which Amazon owns", "Bolt launched". */
const ORGANIZATION_VERB =
  /^\s+(?:also\s+|now\s+|recently\s+)?(?:owns|owned|acquired|bought|sells|sold|launched|launches|announced|announces|charges|charged|hired|employs|raised|reported|reports|ships|shipped|offers|offered|partnered|rolled out|released|releases)\b/;

function sentenceSpan(folded: string, start: number, end: number): Span {
  const { from, to } = sentenceAround(folded, start, end);
  return { start: from, end: to };
}

/** The block around a position, up to blank lines (a paragraph, or a whole list). */
function blockAround(folded: string, at: number): Span {
  const before = folded.lastIndexOf('\n\n', at);
  const after = folded.indexOf('\n\n', at);
  return { start: before < 0 ? 0 : before, end: after < 0 ? folded.length : after };
}

/** The paragraph (or list item) around a position: up to a blank line or the next list item. */
function paragraphAround(folded: string, at: number): Span {
  let from = folded.lastIndexOf('\n', at - 1) + 1;
  while (from > 0 && !opensBlock(folded, from)) {
    const previous = folded.lastIndexOf('\n', from - 2) + 1;
    if (folded.slice(previous, from).trim() === '') break;
    from = previous;
  }
  let to = folded.indexOf('\n', at);
  while (to >= 0 && to + 1 < folded.length && !opensBlock(folded, to + 1)) to = folded.indexOf('\n', to + 1);
  return { start: from, end: to < 0 ? folded.length : to };
}

/** Whether the line starting at `lineStart` is blank or opens a list item. */
function opensBlock(folded: string, lineStart: number): boolean {
  const lineEnd = folded.indexOf('\n', lineStart);
  const line = folded.slice(lineStart, lineEnd < 0 ? folded.length : lineEnd);
  return line.trim() === '' || LIST_ITEM_START.test(line);
}

const LIST_ITEM_START = /^\s*(?:[-*+•]|\d+[.)])\s/;

/** "**Chipotle**", "**Chipotle's**", "_Mint_". */
const isEmphasisedName = (text: string, start: number, end: number) =>
  (text[start - 1] === '*' || text[start - 1] === '_') && /^(?:['’]s?)?[*_]/.test(text.slice(end, end + 3));

/** Fenced code blocks and inline code spans. */
function codeSpans(text: string): Span[] {
  if (!text.includes('`')) return [];
  return [...text.matchAll(/```[\s\S]*?(?:```|$)|`[^`\n]+`/g)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** In code, or written as an identifier: "np.square", "square_root", "Square()". */
function isCode(text: string, code: readonly Span[], start: number, end: number): boolean {
  if (code.some((span) => span.start <= start && span.end >= end)) return true;
  // The patterns ask for ".", "_" or "$" right before the name, or "(", "_" or "." right after it.
  const before = text[start - 1];
  const after = text[end];
  return (
    ((before === '.' || before === '_' || before === '$') &&
      /[\p{L}\p{N}][._$]$/u.test(text.slice(Math.max(0, start - 2), start))) ||
    ((after === '(' || after === '_' || after === '.') &&
      /^(?:\(|_[\p{L}\p{N}]|\.\p{L})/u.test(text.slice(end, end + 2)))
  );
}

/**
 * "*Exodus* (1977)", "the documentary *Apollo 11* (2019)": a title set in italics or quotes and dated in
 * brackets is a work's (an album, a film, a book).
 */
function titlesAWork(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  if (before !== '*' && before !== '_' && before !== '"' && before !== '“') return false;
  return /^[^*_"”\n]{0,40}?[*_"”]+[ \t]*\((?:1[5-9]|20)\d\d\)/.test(text.slice(end, end + 60));
}

/**
 * "Mango Languages … mangolanguages.com": the name and the capitalised word after it, written together
 * as a host name in the answer, are another organisation's name (not when that host is the entity's own).
 */
function namesAnotherSite(
  text: string,
  folded: string,
  start: number,
  end: number,
  matcher: EntityMatcher,
): boolean {
  if (text[end] !== ' ') return false;
  // A capital after the space: ASCII other than one rules the tail out without the pattern.
  const next = text.charCodeAt(end + 1);
  if (next < 0x80 && !(next >= 65 && next <= 90)) return false;
  const tail = /^ (\p{Lu}[\p{L}\p{N}]+)/u.exec(text.slice(end, end + 40))?.[1];
  if (tail === undefined) return false;
  const label = foldText(text.slice(start, end) + tail).replace(/[^a-z0-9]/g, '');
  if (matcher.hostLabels.includes(label) || matcher.domains.some((domain) => domain.startsWith(`${label}.`)))
    return false;
  // The label as a whole host label: after a dot or no host character, before a dot and a letter.
  for (let at = folded.indexOf(`${label}.`); at >= 0; at = folded.indexOf(`${label}.`, at + 1)) {
    const before = folded[at - 1];
    if (
      (before === undefined || before === '.' || !isHostChar(before)) &&
      /[a-z]/.test(folded[at + label.length + 1] ?? '')
    )
      return true;
  }
  return false;
}

/** "Ember.js", "Express.js", "Pandas.py", "ASP.NET": a code library named after the word. */
const CODE_LIBRARY_SUFFIX = /^\.(js|ts|jsx|tsx|py|rb|php|net)(?![\p{L}\p{N}])/iu;

/**
 * The name written on to a language's suffix, with its capital ("Ember.js"), is a code library's, unless it
 * is the entity's own: its website is named so ("vuejs.org" for "Vue"). "lib/sanity.ts" is a file.
 */
function namesCodeLibrary(text: string, start: number, end: number, matcher: EntityMatcher): boolean {
  if (text[end] !== '.') return false;
  const suffix = CODE_LIBRARY_SUFFIX.exec(text.slice(end, end + 5))?.[1];
  // A file name ("lib/sanity.ts") is in lower case.
  if (suffix === undefined || !/^\p{Lu}/u.test(text.charAt(start)) || /[/\\._-]/.test(text.charAt(start - 1)))
    return false;
  const label = foldText(text.slice(start, end)).replace(/[^a-z0-9]/g, '') + suffix.toLowerCase();
  return !matcher.domains.some((domain) => domain.replace(/[^a-z0-9]/g, '').includes(label));
}

/** Whether the mention's sentence holds a word of an excluded sense ("planet" or "planets"). */
function inExcludedSense(folded: string, start: number, end: number, senses: ReadonlySet<string>): boolean {
  const { from, to } = sentenceAround(folded, start, end);
  for (const [word] of allMatches(WORD, folded.slice(from, to)))
    if (senses.has(word) || (word.endsWith('s') && senses.has(word.slice(0, -1)))) return true;
  return false;
}

/**
 * "a chipotle crema", "the final push to basecamp": a capitalised one-word name written in lower case in a
 * sentence (or quotation) that uses capitals is a common noun.
 */
function isCommonNounUse(
  text: string,
  folded: string,
  start: number,
  end: number,
  context: NameContext,
): boolean {
  const written = text.slice(start, end);
  if (written !== written.toLowerCase() || !usesCapitals(text, start, end)) return false;
  // "- **illy Classico** – …": a word opening a bold item is the item's name, in whatever case.
  if (text.slice(Math.max(0, start - 2), start) === '**') return false;
  // In German, French or Spanish a capitalised name is not written in lower case ("flink unterwegs",
  // "au grand carrefour", "un buen día"), unless it takes the possessive of names ("maar bol's
  // assortiment"; in Dutch and German a common noun takes no "'s").
  if (context.language() !== 'en') return !/^['’]s(?!\p{L})/u.test(text.slice(end, end + 3));
  // In English, in mid-sentence ("reach basecamp on day 8", "smoky chipotle crema"); a sentence may open
  // in lower case ("zoho is cheaper, but …"), and handles and paths are names ("@hubspot/api-client").
  if (
    /[@/._-]$/.test(text.slice(Math.max(0, start - 1), start)) ||
    /^[/._-]\w/.test(text.slice(end, end + 2))
  )
    return false;
  return !startsSentence(folded, start);
}

/**
 * "Teslas", "Rolexes": a plural counts when the name takes one (not an ordinary word, not ending in s) and
 * it is capitalised as a name, outside title-case headings ("Yoga Asanas for Beginners").
 */
function isNamePlural(matcher: EntityMatcher, name: string, text: string, start: number): boolean {
  const variant = name.replace(/\s+/g, ' ');
  if (!matcher.pluralizable.has(variant)) return false;
  // "freenets Tarife": a brand that writes itself in lower case, in its own spelling, with the genitive s.
  if (matcher.lowerCaseNames.has(variant) && name === name.toLowerCase()) return true;
  return /^\p{Lu}/u.test(text.charAt(start)) && !isTitleCaseLine(text, start);
}

interface DomainIndex {
  /** domain -> entities with that website or host-name name. */
  exact: Map<string, number[]>;
  /** registrable host label -> entities named so. */
  labels: Map<string, number[]>;
}

const domainIndexes = new WeakMap<readonly EntityMatcher[], DomainIndex>();

/** The domains and host labels of every entity, built once per list of matchers. */
function domainIndex(matchers: readonly EntityMatcher[]): DomainIndex {
  let index = domainIndexes.get(matchers);
  if (!index) {
    const add = (map: Map<string, number[]>, key: string, entity: number) =>
      map.set(key, [...(map.get(key) ?? []), entity]);
    index = { exact: new Map(), labels: new Map() };
    for (const [entity, matcher] of matchers.entries()) {
      for (const domain of matcher.domains) add(index.exact, domain, entity);
      for (const label of matcher.hostLabels) add(index.labels, label, entity);
    }
    domainIndexes.set(matchers, index);
  }
  return index;
}

/** Second-level labels under a country code ("co.uk", "com.au"). */
const SECOND_LEVEL_LABELS = new Set([
  'co',
  'com',
  'org',
  'net',
  'ac',
  'gov',
  'edu',
  'ltd',
  'plc',
  'ne',
  'or',
]);

/** The label a host is registered under: "hubspot" for "docs.hubspot.co.uk"; null for non-web hosts. */
function registrableLabel(host: string): string | null {
  // The last labels, read from the dots before them without splitting the host.
  const lastDot = host.lastIndexOf('.');
  if (lastDot < 0) return null;
  const tld = host.slice(lastDot + 1);
  if (!WEB_TLDS.has(tld)) return null;
  const dotBefore = lastDot > 0 ? host.lastIndexOf('.', lastDot - 1) : -1;
  const label = host.slice(dotBefore + 1, lastDot);
  if (dotBefore < 0 || tld.length !== 2 || !SECOND_LEVEL_LABELS.has(label)) return label;
  return host.slice((dotBefore > 0 ? host.lastIndexOf('.', dotBefore - 1) : -1) + 1, dotBefore);
}

const NON_ASCII_HOST_CHAR = /[\p{L}\p{N}]/u;

/** A character that can be part of a host name label: a letter, a digit or a hyphen. */
function isHostChar(char: string | undefined): boolean {
  if (char === undefined) return false;
  const code = char.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 45) return true; // a-z 0-9 -
  if (code >= 65 && code <= 90) return true; // A-Z
  return code > 127 && NON_ASCII_HOST_CHAR.test(char);
}

/**
 * Host names in the text that are one of the domains or a subdomain of one ("docs.acme.io" and "acme.io/x"
 * match "acme.io"), or are registered under an entity's name ("acme.com", "acme.co.uk" for "Acme");
 * "notacme.io" and "acme.io.evil.com" match neither. One scan for all entities: each dot between two label
 * characters is expanded to the whole dotted name around it.
 */
function findDomains(folded: string, { exact, labels }: DomainIndex): Mention[] {
  const found: Mention[] = [];
  if (exact.size === 0 && labels.size === 0) return found;
  let scannedUntil = 0;
  for (let dot = folded.indexOf('.'); dot >= 0; dot = folded.indexOf('.', dot + 1)) {
    if (dot < scannedUntil || !isHostChar(folded[dot - 1]) || !isHostChar(folded[dot + 1])) continue;
    let start = dot - 1;
    while (
      start > 0 &&
      (isHostChar(folded[start - 1]) || (folded[start - 1] === '.' && isHostChar(folded[start - 2])))
    ) {
      start--;
    }
    let end = dot + 1;
    while (
      end < folded.length &&
      (isHostChar(folded[end]) || (folded[end] === '.' && isHostChar(folded[end + 1])))
    )
      end++;
    scannedUntil = end;
    const host = folded.slice(start, end);
    const entities = exactDomainEntities(host, exact) ?? labels.get(registrableLabel(host) ?? '');
    if (entities) for (const entity of entities) found.push({ entity, start, end });
  }
  return found;
}

/** Entities whose domain is the host or one of its parent domains. */
function exactDomainEntities(host: string, exact: Map<string, number[]>): number[] | undefined {
  for (let at = -1; ;) {
    const entities = exact.get(at < 0 ? host : host.slice(at + 1));
    if (entities) return entities;
    at = host.indexOf('.', at + 1);
    if (at < 0) return undefined;
  }
}
