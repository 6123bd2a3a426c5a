/** A mention's first reading, from the words around it alone (findMentions' first step). */
import { isCapitalised, startsSentence } from '../grammar/capitals';
import { holdsWhiteSpace } from '../grammar/words';
import { allMatches } from '../text/spans';
import { codeSpans, isCode, isCommonNounUse, isNamePlural } from './evidence';
import { nameMatches, writtenInLowerCase } from './name-matches';
import { ORDINARY_WORD_RULES, wordMatch } from './name-verdict';
import {
  CAPITALISED_NAME_RULES,
  firstRuleApplying,
  MATCH_RULES,
  type MatchAt,
  type MentionRule,
  NAME_RULES,
  type Reading,
} from './rules';
import { type Language, LANGUAGE_PACKS } from '../languages/registry';
import { escapeRegExp } from '../../../lib/regexp';
import type { ApplyingRule } from '../rules/rule';
import type { StepRule } from './steps';
import type { EntityMatcher, MentionSearch } from './types';

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

/** Every pack's endings of names (LanguagePack.nameEndings), and whether one is written in Hangul. */
export const NAME_ENDINGS = [
  ...new Set(Object.values(LANGUAGE_PACKS).flatMap((pack) => pack.nameEndings ?? [])),
];
export const isHangulWord = (word: string) => /^\p{sc=Hangul}+$/u.test(word);

/**
 * An apostrophe and an ending of a name ("'ın", "'dan"). Only packs names read as none of the full
 * languages have them (Turkish answers read as 'other'), so they are read in such answers alone.
 */
const APOSTROPHE_NAME_ENDING = new RegExp(
  `^['’](?:${NAME_ENDINGS.filter((ending) => !isHangulWord(ending))
    .map(escapeRegExp)
    .join('|')})(?!\\p{L})`,
  'u',
);

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
type SpellingSkip = ApplyingRule<SpeltMatch, 'ordinary', Language>;

/** A plural the name does not take: the word's plural (which may make the name a common noun). */
const PLURAL_OF_NO_NAME: SpellingSkip = {
  id: 'plural-of-no-name',
  languages: 'any',
  applies: ({ matcher, name, plural, possessive, search, start }) =>
    !!plural && !possessive && !isNamePlural(matcher, name, search.text, start),
  verdict: 'ordinary',
  words: 'read as the plural of a word, which the name does not take',
  examples: [
    {
      brand: 'Chipotle',
      answer: 'Add two minced chipotles to the sauce.',
      reads: 'hidden why=plural-of-no-name reading=ordinary/plural-of-no-name',
    },
  ],
};

/**
 * The spellings readMatches skips, as rule records: the first that applies leaves the match unread, its
 * reading 'ordinary' with the skip's id (where readings are asked for).
 */
export const SPELLING_SKIPS: readonly SpellingSkip[] = [
  {
    // Only a capitalised name that is no word takes a model number written on to it (a word's is another word).
    id: 'model-number-on-word',
    languages: 'any',
    applies: ({ search, matcher, start, variant, model }) =>
      !!model && !(matcher.capitalised.has(variant) && isCapitalised(search.text.charAt(start))),
    verdict: 'ordinary',
    words: 'read as another word: a number is written on to it, which only a name that is no word takes',
    examples: [
      {
        brand: 'Level',
        answer: 'Reach level2 to unlock the boss.',
        reads: 'hidden why=model-number-on-word reading=ordinary/model-number-on-word',
      },
    ],
  },
  PLURAL_OF_NO_NAME,
  {
    // In an answer in another language than English, an accented spelling of a one-word name written
    // without accents is that language's word (in English it is the name).
    id: 'accented-spelling',
    languages: 'any',
    applies: ({ search, matcher, start, end, oneWord }) =>
      !matcher.accented &&
      oneWord &&
      hasAccent(search.text.slice(start, end)) &&
      !['en', 'other'].includes(search.context.language()),
    verdict: 'ordinary',
    words: 'read as a word of the answer’s language: written with accents the name does not have ("Über")',
    examples: [
      {
        brand: 'Uber',
        competitors: ['Bolt'],
        answer: 'Über die App kannst du bei Bolt buchen.',
        reads: 'why=accented-spelling reading=ordinary/accented-spelling',
      },
      {
        brand: 'Patagonia',
        answer: 'Viajamos pela Patagônia por duas semanas.',
        reads: 'hidden why=accented-spelling reading=ordinary/accented-spelling',
      },
    ],
  },
  {
    // A word the name opens with an apostrophe is another word; in a language that inflects names so, the
    // name with one of its endings is the name.
    id: 'joined-by-apostrophe',
    languages: 'any',
    applies: ({ search, end }) =>
      isApostrophe(search.text[end]) &&
      JOINED_WORD.test(search.text.slice(end, end + 4)) &&
      !(
        search.context.language() === 'other' && APOSTROPHE_NAME_ENDING.test(search.text.slice(end, end + 12))
      ),
    verdict: 'ordinary',
    words: 'read as part of another word, joined to it by an apostrophe ("Arc’teryx")',
    examples: [
      {
        brand: 'Arc',
        answer: "Arc'teryx jackets are expensive.",
        reads: 'hidden why=joined-by-apostrophe reading=ordinary/joined-by-apostrophe',
      },
      {
        brand: 'Arc',
        answer: "Arc'teryx ceketleri pahalı ama dayanıklı.",
        reads: 'hidden why=joined-by-apostrophe reading=ordinary/joined-by-apostrophe',
      },
    ],
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
    const skip = SPELLING_SKIPS.find((rule) => rule.applies(spelt));
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
