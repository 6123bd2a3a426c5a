/**
 * The rules that read a match of a tracked name from the words around it (findMentions' first step), as
 * records: each has an id (which a reading carries, so that the answer's drawer can say why a name was or
 * was not read as the brand), the answer languages it reads, when it applies, and its verdict. The first
 * rule of a list that applies decides; rules.test.ts holds an answer each rule was written for.
 */
import {
  followsDemonym,
  followsSaint,
  isIndefiniteNoun,
  isInterjection,
  opensClauseAsVerb,
} from '../grammar/clauses';
import { isOwnedBy, opensNameWithParticle } from '../grammar/other-names';
import { isPersonName, isPersonsPossession, referredToAsPerson } from '../grammar/persons';
import { followsFeatureTitle, isNamedAsPlace, isPlaceNameStart, listsPlaces } from '../grammar/places';
import type { EntityMatcher } from '../matching';
import type { Language } from '../review-lexicon';
import {
  codeSpans,
  inExcludedSense,
  isCode,
  isCommonNounUse,
  namesAnotherSite,
  namesCodeLibrary,
  titlesAWork,
} from './evidence';
import type { MentionSearch } from './first-reading';
import { isGermanNounUse, isGermanThing } from './german';
import type { NameVerdict } from './name-verdict';

/** One match of an entity's name, as the rules read it. */
export interface MatchAt {
  search: MentionSearch;
  matcher: EntityMatcher;
  entity: number;
  start: number;
  end: number;
  /** Where the entity's excluded phrases ("Square Enix") stand in the answer. */
  excluded: readonly RegExpExecArray[];
}

export interface MentionRule<Match extends MatchAt = MatchAt> {
  id: string;
  /** The answer languages the rule reads (asked only where it applies: the language is detected when first asked). */
  languages: readonly (Language | 'other')[] | 'any';
  applies: (match: Match) => boolean;
  verdict: NameVerdict;
}

/** A reading of a match: its verdict and the id of the rule that gave it. */
export interface Reading {
  verdict: NameVerdict;
  rule: string;
}

/** The first rule of `rules` that applies to the match, or null. */
export function firstRuleApplying<Match extends MatchAt>(
  rules: readonly MentionRule<Match>[],
  match: Match,
): MentionRule<Match> | null {
  for (const rule of rules)
    if (
      rule.applies(match) &&
      (rule.languages === 'any' || rule.languages.includes(match.search.context.language()))
    )
      return rule;
  return null;
}

/** Rules read both for capitalised names and for names that are also ordinary words. */
export const INDEFINITE_NOUN: MentionRule = {
  id: 'indefinite-noun',
  languages: 'any',
  applies: ({ search, start, end }) => isIndefiniteNoun(search.text, start, end, search.context.language),
  verdict: 'indefinite',
};

export const AFTER_DEMONYM: MentionRule = {
  id: 'after-demonym',
  languages: 'any',
  applies: ({ search, start, end }) => followsDemonym(search.text, start, end),
  verdict: 'other-sense',
};

export const AFTER_SAINT: MentionRule = {
  id: 'after-saint',
  languages: 'any',
  applies: ({ search, start }) => followsSaint(search.text, start),
  verdict: 'other-sense',
};

export const NAMED_AS_PLACE: MentionRule = {
  id: 'named-as-place',
  languages: 'any',
  applies: ({ search, start, end }) => isNamedAsPlace(search.text, start, end),
  verdict: 'other-sense',
};

export const PLACE_NAME_START: MentionRule = {
  id: 'place-name-start',
  languages: 'any',
  applies: ({ search, start, end }) => isPlaceNameStart(search.text, start, end),
  verdict: 'other-sense',
};

export const REFERRED_TO_AS_PERSON: MentionRule = {
  id: 'referred-to-as-person',
  languages: 'any',
  applies: ({ search, end }) => referredToAsPerson(search.text, end),
  verdict: 'other-sense',
};

/** Read for every match, before what is known of the name (an ordinary word, a capitalised name). */
export const MATCH_RULES: readonly MentionRule[] = [
  {
    // "Hey! Good question.": a greeting.
    id: 'interjection',
    languages: 'any',
    applies: ({ search, start, end }) => isInterjection(search.text, search.folded, start, end),
    verdict: 'ordinary',
  },
  {
    // "Hay varias tiendas …": a verb opening the sentence.
    id: 'verb-opens-clause',
    languages: 'any',
    applies: ({ search, start, end }) =>
      opensClauseAsVerb(search.text, search.folded, start, end, search.context.language),
    verdict: 'ordinary',
  },
  {
    // A phrase the account says the name is not ("Square Enix" for Square).
    id: 'excluded-phrase',
    languages: 'any',
    applies: ({ excluded, start, end }) =>
      excluded.some((m) => m.index < end && m.index + m[0].length > start),
    verdict: 'other-sense',
  },
  {
    // A sense the account says the name is not ("the planet" for Mercury), by its cue words nearby.
    id: 'excluded-sense',
    languages: 'any',
    applies: ({ search, matcher, start, end }) =>
      matcher.excludedSenses.size > 0 && inExcludedSense(search.folded, start, end, matcher.excludedSenses),
    verdict: 'other-sense',
  },
  {
    id: 'titles-a-work',
    languages: 'any',
    applies: ({ search, start, end }) => titlesAWork(search.text, start, end),
    verdict: 'other-sense',
  },
  {
    id: 'persons-possession',
    languages: 'any',
    applies: ({ search, end }) => isPersonsPossession(search.text, end),
    verdict: 'other-sense',
  },
  {
    id: 'code-library',
    languages: 'any',
    applies: ({ search, matcher, start, end }) => namesCodeLibrary(search.text, start, end, matcher),
    verdict: 'other-sense',
  },
  {
    id: 'another-site',
    languages: 'any',
    applies: ({ search, matcher, start, end }) =>
      namesAnotherSite(search.text, search.folded, start, end, matcher),
    verdict: 'other-name',
  },
];

/** Read for a capitalised name that is no English word ("Chipotle", "Bodum"), after MATCH_RULES. */
export const CAPITALISED_NAME_RULES: readonly MentionRule[] = [
  INDEFINITE_NOUN,
  {
    // "canned chipotle peppers": a name that is no English word, used as a common noun; "from pinecone
    // import Pinecone": code writes names in lower case, which makes no common noun.
    id: 'common-noun-use',
    languages: 'any',
    applies: ({ search, start, end }) =>
      isCommonNounUse(search.text, search.folded, start, end, search.context) &&
      !isCode(search.text, (search.code ??= codeSpans(search.text)), start, end),
    verdict: 'common-noun',
  },
  {
    id: 'person-name',
    languages: 'any',
    applies: ({ search, start, end }) => isPersonName(search.text, search.folded, start, end, false),
    verdict: 'other-sense',
  },
  AFTER_DEMONYM,
  AFTER_SAINT,
  {
    id: 'after-feature-title',
    languages: 'any',
    applies: ({ search, start }) => followsFeatureTitle(search.text, start),
    verdict: 'other-sense',
  },
  NAMED_AS_PLACE,
  PLACE_NAME_START,
  REFERRED_TO_AS_PERSON,
  {
    id: 'listed-place',
    languages: 'any',
    applies: ({ search, start, end }) => listsPlaces(search.text, start, end),
    verdict: 'listed-place',
  },
  {
    id: 'owned-by',
    languages: 'any',
    applies: ({ search, start }) => isOwnedBy(search.text, start),
    verdict: 'other-name',
  },
  {
    id: 'particle-opens-name',
    languages: 'any',
    applies: ({ search, end }) => opensNameWithParticle(search.text, end),
    verdict: 'other-name',
  },
];

/** Read for a match the rules above read as the name. */
export const NAME_RULES: readonly MentionRule[] = [
  {
    id: 'german-thing',
    languages: ['de'],
    applies: ({ search, start, end }) => isGermanThing(search.text, start, end),
    verdict: 'ordinary',
  },
  {
    id: 'german-noun-use',
    languages: 'any',
    applies: ({ search, entity, start, end }) =>
      isGermanNounUse(search.text, search.folded, { entity, start, end }, search.context.language),
    verdict: 'noun-use',
  },
];

/**
 * The ids of the decisions made outside the rule records: the reading no rule changed ('name'), a name
 * written as the entity's domain ('domain'), the branches of findMentions' later steps that settle a reading
 * (settleOtherNames, settleInAnswer) or leave it out (keepNames, withoutOverlaps, findMentions' whole-answer
 * checks), and the two exceptions of the first reading in code and in lower case.
 */
export const STEP_RULES = [
  'name',
  'domain',
  'ordinary-word-in-code',
  'lower-case-like-other-brands',
  'vouched-for-nearby',
  'phrase-of-language',
  'capitalised-elsewhere',
  'noun-beside-brands',
  'listed-with-brands',
  'named-beside-brands',
  'word-of-language',
  'needs-own-evidence',
  'inside-a-longer-name',
  'uncorroborated',
  'off-market',
] as const;

export type StepRule = (typeof STEP_RULES)[number];
