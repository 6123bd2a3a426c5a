/** A mention's first reading, from the words around it alone (findMentions' first step). */
import { holdsWhiteSpace } from '../grammar/words';
import type { EntityMatcher, Mention } from '../matching';
import { type NameContext, type NameVerdict, nameVerdict } from './name-verdict';
import { allMatches, type Span } from '../text/spans';
import {
  codeSpans,
  inExcludedSense,
  isCode,
  isCommonNounUse,
  isNamePlural,
  namesAnotherSite,
  namesCodeLibrary,
  titlesAWork,
} from './evidence';
import {
  followsDemonym,
  followsSaint,
  isIndefiniteNoun,
  isInterjection,
  opensClauseAsVerb,
} from '../grammar/clauses';
import { followsFeatureTitle, isNamedAsPlace, isPlaceNameStart, listsPlaces } from '../grammar/places';
import { isCapitalised, startsSentence } from '../grammar/capitals';
import { isGermanNounUse, isGermanThing } from './german';
import { isOwnedBy, opensNameWithParticle } from '../grammar/other-names';
import { isPersonName, isPersonsPossession, referredToAsPerson } from '../grammar/persons';
import { nameMatches, writtenInLowerCase } from './name-matches';

/** A mention found by name, with how it reads (name-verdict.ts); domain mentions always read as names. */
export interface Candidate extends Mention {
  verdict: NameVerdict;
  /** The name as matched is an ordinary word ("Ring", "Tide"), which needs the answer to vouch for it. */
  ordinaryWord: boolean;
}

export const hasAccent = (written: string) =>
  holdsNonAscii(written) && /\p{M}/u.test(written.normalize('NFD'));

/** Whether the text holds a character beyond ASCII ([^\p{ASCII}]), read without a pattern. */
function holdsNonAscii(text: string): boolean {
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) >= 0x80) return true;
  return false;
}

const WHITE_SPACE_RUNS = /\s+/g;

/** Runs of white space made one space (names are compared so); most names hold none to replace. */
export const singleSpaced = (text: string) =>
  holdsWhiteSpace(text, 0, text.length) ? text.replace(WHITE_SPACE_RUNS, ' ') : text;

export const isApostrophe = (char: string | undefined) => char === "'" || char === '’';

/** "Arc'teryx", "O'Neill": an apostrophe joining letters other than a possessive or a contraction. */
export const JOINED_WORD = /^['’](?!(?:s|ll|re|ve|d)(?!\p{L}))\p{L}/u;

/**
 * What the answer's other readings of an entity's name say about its remaining mentions: 'all' (a person,
 * a place, another company's name: each needs evidence of its own), or 'capital-forced' (the name is a
 * common noun here, "chipotle peppers": a mention whose capital the sentence start explains needs evidence).
 */
export type AnswerSense = 'all' | 'capital-forced';

/** What findMentions' steps share while they read one answer. */
export interface MentionSearch {
  text: string;
  folded: string;
  /** The folded text with its URLs blanked out: names are matched in it. */
  withoutUrls: string;
  matchers: readonly EntityMatcher[];
  /** Where each entity's names may start (openerStarts). */
  starts: (number[] | undefined)[];
  context: NameContext;
  /** The answer's code spans, found when a reading first asks. */
  code?: Span[];
  /** The entities whose names the answer writes in lower case, found when a reading first asks. */
  inLowerCase?: Set<number>;
  /** The mentions read so far, each with its verdict. */
  candidates: Candidate[];
  /** What the answer's readings of an entity's name say about its other mentions. */
  senses: Map<number, AnswerSense>;
  /** The entities whose one-word name the answer writes in lower case in mid-sentence. */
  lowerInText: Set<number>;
}

/** An ordinary-word variant of a name, as compiled (EntityMatcher.ordinary). */
type OrdinaryVariant = EntityMatcher['ordinary'] extends Map<string, infer V> ? V : never;

/** A common noun here, not a name: the entity's other capitals that a sentence's start explains need evidence. */
export function readsAsCommonNoun(search: MentionSearch, entity: number): void {
  search.senses.set(entity, search.senses.get(entity) ?? 'capital-forced');
}

/**
 * findMentions' first step: every match of one entity's names, read from the words around it; those read as
 * anything but the ordinary word are the answer's candidates.
 */
export function readMatches(search: MentionSearch, matcher: EntityMatcher, entity: number): void {
  const { text, folded, context } = search;
  const matches = nameMatches(matcher, search.withoutUrls, search.starts[entity]);
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
        readsAsCommonNoun(search, entity);
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
      search.lowerInText.add(entity);
    // "Hey! Good question.", "Hay varias tiendas …": a greeting, or a verb opening the sentence.
    if (
      isInterjection(text, folded, start, end) ||
      opensClauseAsVerb(text, folded, start, end, context.language)
    )
      continue;
    const ordinary = matcher.ordinary.get(variant);
    let verdict = firstReading(search, matcher, entity, start, end, variant, ordinary, excluded);
    if (verdict === 'name' && context.language() === 'de' && isGermanThing(text, start, end))
      verdict = 'ordinary';
    else if (verdict === 'name' && isGermanNounUse(text, folded, { entity, start, end }, context.language))
      verdict = 'noun-use';
    if (verdict === 'common-noun') readsAsCommonNoun(search, entity);
    else if (verdict !== 'ordinary')
      search.candidates.push({ entity, start, end, verdict, ordinaryWord: ordinary !== undefined });
  }
}

/** How a match reads from its own words: another sense, another's name, an ordinary word, or the name. */
function firstReading(
  search: MentionSearch,
  matcher: EntityMatcher,
  entity: number,
  start: number,
  end: number,
  variant: string,
  ordinary: OrdinaryVariant | undefined,
  excluded: readonly RegExpExecArray[],
): NameVerdict {
  const { text, folded } = search;
  if (excluded.some((m) => m.index < end && m.index + m[0].length > start)) return 'other-sense';
  if (matcher.excludedSenses.size > 0 && inExcludedSense(folded, start, end, matcher.excludedSenses))
    return 'other-sense';
  if (
    titlesAWork(text, start, end) ||
    isPersonsPossession(text, end) ||
    namesCodeLibrary(text, start, end, matcher)
  )
    return 'other-sense';
  if (namesAnotherSite(text, folded, start, end, matcher)) return 'other-name';
  if (ordinary) return ordinaryWordReading(search, entity, start, end, variant, ordinary);
  if (matcher.capitalised.has(variant)) return capitalisedNameReading(search, entity, start, end);
  return 'name';
}

/** A name that is also an ordinary word ("Apple", "Sunday"): read by its sense's cues (nameVerdict). */
function ordinaryWordReading(
  search: MentionSearch,
  entity: number,
  start: number,
  end: number,
  variant: string,
  ordinary: OrdinaryVariant,
): NameVerdict {
  const { text, folded, context } = search;
  search.code ??= codeSpans(text);
  const verdict = isCode(text, search.code, start, end)
    ? 'ordinary'
    : nameVerdict(ordinary.sense, text, folded, start, end, ordinary.needsCapital, context);
  // "yes, boost mobile is a real carrier … the same bracket as cricket wireless": a name of several
  // words in lower case, in an answer that writes another tracked brand's name in lower case too.
  if (
    (verdict === 'ordinary' || verdict === 'common-noun' || verdict === 'handle') &&
    ordinary.needsCapital &&
    variant.includes(' ') &&
    text.slice(start, end) === variant &&
    [
      ...(search.inLowerCase ??= writtenInLowerCase(
        search.matchers,
        text,
        search.withoutUrls,
        search.starts,
      )),
    ].some((other) => other !== entity)
  )
    return 'name';
  return verdict;
}

/** A capitalised name that is no English word ("Chipotle"): a common noun, a person, a place or the name. */
function capitalisedNameReading(
  search: MentionSearch,
  entity: number,
  start: number,
  end: number,
): NameVerdict {
  const { text, folded, context } = search;
  // "from pinecone import Pinecone": code writes names in lower case, which makes no common noun.
  if (isIndefiniteNoun(text, start, end, context.language)) return 'indefinite';
  if (
    isCommonNounUse(text, folded, start, end, context) &&
    !isCode(text, (search.code ??= codeSpans(text)), start, end)
  ) {
    // A name that is no English word, used as a common noun ("canned chipotle peppers").
    readsAsCommonNoun(search, entity);
    return 'ordinary';
  }
  if (
    isPersonName(text, folded, start, end, false) ||
    followsDemonym(text, start, end) ||
    followsSaint(text, start) ||
    followsFeatureTitle(text, start) ||
    isNamedAsPlace(text, start, end) ||
    isPlaceNameStart(text, start, end) ||
    referredToAsPerson(text, end)
  )
    return 'other-sense';
  if (listsPlaces(text, start, end)) return 'listed-place';
  if (isOwnedBy(text, start)) return 'other-name';
  if (opensNameWithParticle(text, end)) return 'other-name';
  return 'name';
}
