/** A mention's first reading, from the words around it alone (findMentions' first step). */
import { isCapitalised, startsSentence } from '../grammar/capitals';
import { holdsWhiteSpace } from '../grammar/words';
import type { EntityMatcher, Mention } from '../matching';
import { allMatches, type Span } from '../text/spans';
import { codeSpans, isCode, isCommonNounUse, isNamePlural } from './evidence';
import { nameMatches, writtenInLowerCase } from './name-matches';
import { type NameContext, type NameVerdict, ORDINARY_WORD_RULES, wordMatch } from './name-verdict';
import {
  CAPITALISED_NAME_RULES,
  firstRuleApplying,
  MATCH_RULES,
  type MatchAt,
  type MentionRule,
  NAME_RULES,
  type Reading,
  type StepRule,
} from './rules';

/** A mention found by name, with how it reads (name-verdict.ts); domain mentions always read as names. */
export interface Candidate extends Mention {
  verdict: NameVerdict;
  /** The id of the rule that gave the verdict (rules.ts, or a step that settled it). */
  rule: string;
  /** The name as matched is an ordinary word ("Ring", "Tide"), which needs the answer to vouch for it. */
  ordinaryWord: boolean;
  /** The id of the rule that left a reading as the name out in the end (keepNames, findMentions), if one did. */
  dropped: StepRule | undefined;
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
  /** Where asked (FindOptions.readings), every match's reading, kept or not, in the order read. */
  readings?: Candidate[];
}

/** An ordinary-word variant of a name, as compiled (EntityMatcher.ordinary). */
type OrdinaryVariant = EntityMatcher['ordinary'] extends Map<string, infer V> ? V : never;

/** A common noun here, not a name: the entity's other capitals that a sentence's start explains need evidence. */
export function readsAsCommonNoun(search: MentionSearch, entity: number): void {
  search.senses.set(entity, search.senses.get(entity) ?? 'capital-forced');
}

/** A match of a name as the answer spells it, before any rule reads the words around it. */
interface SpeltMatch {
  search: MentionSearch;
  matcher: EntityMatcher;
  start: number;
  end: number;
  /** The name as matched, without a plural's ending or a model number. */
  name: string;
  /** The name with its runs of white space made one space. */
  variant: string;
  oneWord: boolean;
  model: string | undefined;
  plural: string | undefined;
  possessive: boolean;
}

/** A spelling that makes a match another word, whatever the words around it (readMatches skips it). */
interface SpellingSkip {
  id: string;
  skips: (match: SpeltMatch) => boolean;
}

/** A plural the name does not take: the word's plural (which may make the name a common noun). */
const PLURAL_OF_NO_NAME: SpellingSkip = {
  id: 'plural-of-no-name',
  skips: ({ matcher, name, plural, possessive, search, start }) =>
    !!plural && !possessive && !isNamePlural(matcher, name, search.text, start),
};

/**
 * The spellings readMatches skips, as records: the first that applies leaves the match unread, its reading
 * 'ordinary' with the skip's id (where readings are asked for).
 */
export const SPELLING_SKIPS: readonly SpellingSkip[] = [
  {
    // Only a capitalised name that is no word takes a model number written on to it (a word's is another word).
    id: 'model-number-on-word',
    skips: ({ search, matcher, start, variant, model }) =>
      !!model && !(matcher.capitalised.has(variant) && isCapitalised(search.text.charAt(start))),
  },
  PLURAL_OF_NO_NAME,
  {
    // In an answer in another language than English, an accented spelling of a one-word name written
    // without accents is that language's word (in English it is the name).
    id: 'accented-spelling',
    skips: ({ search, matcher, start, end, oneWord }) =>
      !matcher.accented &&
      oneWord &&
      hasAccent(search.text.slice(start, end)) &&
      !['en', 'other'].includes(search.context.language()),
  },
  {
    // A word the name opens with an apostrophe is another word.
    id: 'joined-by-apostrophe',
    skips: ({ search, end }) =>
      isApostrophe(search.text[end]) && JOINED_WORD.test(search.text.slice(end, end + 4)),
  },
];

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
    // A model number written on to the name (the mention is the name).
    const model = match.groups?.model;
    const end = start + match[0].length - (model?.length ?? 0);
    const plural = match.groups?.plural;
    const name = plural ? match[0].slice(0, -plural.length) : match[0].slice(0, end - start);
    // For a name ending in an apostrophe the "s" is the possessive.
    const possessive = plural === 's' && name.endsWith("'");
    const variant = singleSpaced(name);
    const oneWord = !variant.includes(' ');
    const spelt: SpeltMatch = {
      search,
      matcher,
      start,
      end,
      name,
      variant,
      oneWord,
      model,
      plural,
      possessive,
    };
    const skip = SPELLING_SKIPS.find((rule) => rule.skips(spelt));
    if (skip) {
      // A name that is no English word, as a common noun.
      if (
        skip === PLURAL_OF_NO_NAME &&
        matcher.capitalised.has(variant) &&
        isCommonNounUse(text, folded, start, end, context)
      )
        readsAsCommonNoun(search, entity);
      search.readings?.push({
        entity,
        start,
        end,
        verdict: 'ordinary',
        rule: skip.id,
        ordinaryWord: matcher.ordinary.has(variant),
        dropped: undefined,
      });
      continue;
    }
    // The answer writes the name in lower case in mid-sentence: a word of its own language there.
    if (oneWord && text.slice(start, end) === variant && !startsSentence(folded, start))
      search.lowerInText.add(entity);
    const ordinary = matcher.ordinary.get(variant);
    const { verdict, rule } = firstReading(
      { search, matcher, entity, start, end, excluded },
      variant,
      ordinary,
    );
    const reading = {
      entity,
      start,
      end,
      verdict,
      rule,
      ordinaryWord: ordinary !== undefined,
      dropped: undefined,
    };
    search.readings?.push(reading);
    if (verdict === 'common-noun') readsAsCommonNoun(search, entity);
    else if (verdict !== 'ordinary') search.candidates.push(reading);
  }
}

/** How a match reads from its own words: the first rule (rules.ts) that applies, or 'name'. */
function firstReading(match: MatchAt, variant: string, ordinary: OrdinaryVariant | undefined): Reading {
  const reading =
    readingBy(firstRuleApplying(MATCH_RULES, match)) ??
    (ordinary
      ? ordinaryWordReading(match, variant, ordinary)
      : match.matcher.capitalised.has(variant)
        ? readingBy(firstRuleApplying(CAPITALISED_NAME_RULES, match))
        : null) ??
    NAME;
  return reading.verdict === 'name' ? (readingBy(firstRuleApplying(NAME_RULES, match)) ?? reading) : reading;
}

/** Read as the name: no rule read it otherwise. */
const NAME: Reading = { verdict: 'name', rule: 'name' satisfies StepRule };

const readingBy = <Match extends MatchAt>(rule: MentionRule<Match> | null): Reading | null =>
  rule && { verdict: rule.verdict, rule: rule.id };

/** A name that is also an ordinary word ("Apple", "Sunday"): read by ORDINARY_WORD_RULES. */
function ordinaryWordReading(match: MatchAt, variant: string, ordinary: OrdinaryVariant): Reading {
  const { search, entity, start, end } = match;
  const text = search.text;
  search.code ??= codeSpans(text);
  if (isCode(text, search.code, start, end))
    return { verdict: 'ordinary', rule: 'ordinary-word-in-code' satisfies StepRule };
  const word = wordMatch(match, ordinary.sense, ordinary.needsCapital);
  const rule = firstRuleApplying(ORDINARY_WORD_RULES, word);
  // "yes, boost mobile is a real carrier … the same bracket as cricket wireless": a name of several
  // words in lower case, in an answer that writes another tracked brand's name in lower case too.
  if (
    (rule?.verdict === 'ordinary' || rule?.verdict === 'common-noun' || rule?.verdict === 'handle') &&
    ordinary.needsCapital &&
    variant.includes(' ') &&
    word.written === variant &&
    [
      ...(search.inLowerCase ??= writtenInLowerCase(
        search.matchers,
        text,
        search.withoutUrls,
        search.starts,
      )),
    ].some((other) => other !== entity)
  )
    return { verdict: 'name', rule: 'lower-case-like-other-brands' satisfies StepRule };
  return readingBy(rule) ?? NAME;
}
