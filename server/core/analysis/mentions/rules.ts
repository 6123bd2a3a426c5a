/**
 * The rules that read a match of a tracked name from the words around it (findMentions' first step), as
 * records (rules/rule.ts): each has an id (which a reading carries, so that the answer's drawer can say why a
 * name was or was not read as the brand), the answer languages it reads, when it applies, its verdict, its
 * plain words and the answers it was written for. The first rule of a list that applies decides.
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
import type { Language } from '../languages/registry';
import type { ApplyingRule } from '../rules/rule';
import {
  codeSpans,
  inExcludedSense,
  isCode,
  isCommonNounUse,
  namesAnotherSite,
  namesCodeLibrary,
  titlesAWork,
} from './evidence';
import { isGermanNounUse, isGermanThing } from './german';
import type { EntityMatcher, MentionSearch, NameVerdict } from './types';

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

/** How a match of a name reads, from the words around it. */
export type MentionRule<Match extends MatchAt = MatchAt> = ApplyingRule<Match, NameVerdict, Language>;

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
  words: 'read as a common noun after an article ("a …"), unless its sentence names another tracked brand',
  examples: [
    {
      brand: 'Flink',
      answer: 'Für den Wocheneinkauf reicht ein Flink.',
      reads: 'why=indefinite-noun reading=indefinite/indefinite-noun',
    },
  ],
};

export const AFTER_DEMONYM: MentionRule = {
  id: 'after-demonym',
  languages: 'any',
  applies: ({ search, start, end }) => followsDemonym(search.text, start, end),
  verdict: 'other-sense',
  words: 'read as a place: a nationality word stands before it ("the Chilean …")',
  examples: [
    {
      brand: 'Patagonia',
      answer: 'We hiked across the Chilean Patagonia for two weeks.',
      reads: 'why=after-demonym reading=other-sense/after-demonym',
    },
  ],
};

export const AFTER_SAINT: MentionRule = {
  id: 'after-saint',
  languages: 'any',
  applies: ({ search, start }) => followsSaint(search.text, start),
  verdict: 'other-sense',
  words: 'read as a place or a person: "Saint" stands before it',
  examples: [
    {
      brand: 'Moritz',
      answer: 'The resort town of St Moritz is busy in winter.',
      reads: 'why=after-saint reading=other-sense/after-saint',
    },
  ],
};

export const NAMED_AS_PLACE: MentionRule = {
  id: 'named-as-place',
  languages: 'any',
  applies: ({ search, start, end }) => isNamedAsPlace(search.text, start, end),
  verdict: 'other-sense',
  words: 'read as a place: the sentence calls it a city, region or country',
  examples: [
    {
      brand: 'Sabadell',
      answer: 'Sabadell es una buena ciudad para vivir cerca de Barcelona.',
      reads: 'why=named-as-place reading=other-sense/named-as-place',
    },
  ],
};

export const PLACE_NAME_START: MentionRule = {
  id: 'place-name-start',
  languages: 'any',
  applies: ({ search, start, end }) => isPlaceNameStart(search.text, start, end),
  verdict: 'other-sense',
  words: 'read as the start of a place’s name ("Costa Rica")',
  examples: [
    {
      brand: 'Costa',
      answer: 'Costa Rica is a great place for surfing holidays.',
      reads: 'why=place-name-start reading=other-sense/place-name-start',
    },
  ],
};

export const REFERRED_TO_AS_PERSON: MentionRule = {
  id: 'referred-to-as-person',
  languages: 'any',
  applies: ({ search, end }) => referredToAsPerson(search.text, end),
  verdict: 'other-sense',
  words: 'read as a person: the answer goes on with "he" or "she", or a role',
  examples: [
    {
      brand: 'Utley',
      answer: 'Utley spent 13 seasons with the Phillies. He retired in 2018.',
      reads: 'why=referred-to-as-person reading=other-sense/referred-to-as-person',
    },
    {
      brand: 'Demeter',
      answer: 'Demeter, goddess of grain, was worshipped at Eleusis.',
      reads: 'why=referred-to-as-person reading=other-sense/referred-to-as-person',
    },
  ],
};

/** Read for every match, before what is known of the name (an ordinary word, a capitalised name). */
export const MATCH_RULES: readonly MentionRule[] = [
  {
    // "Hey! Good question.": a greeting.
    id: 'interjection',
    languages: 'any',
    applies: ({ search, start, end }) => isInterjection(search.text, search.folded, start, end),
    verdict: 'ordinary',
    words: 'read as a greeting or an exclamation ("Hey!"), not the name',
    examples: [
      {
        brand: 'Hey',
        answer: 'Hey! Good question. Here are three options.',
        reads: 'why=interjection reading=ordinary/interjection',
      },
    ],
  },
  {
    // "Hay varias tiendas …": a verb opening the sentence.
    id: 'verb-opens-clause',
    languages: 'any',
    applies: ({ search, start, end }) =>
      opensClauseAsVerb(search.text, search.folded, start, end, search.context.language),
    verdict: 'ordinary',
    words: 'read as a verb opening the sentence in the answer’s language, not the name',
    examples: [
      {
        brand: 'Hay',
        answer: 'Hay varias tiendas en Madrid que venden café de especialidad.',
        reads: 'why=verb-opens-clause reading=ordinary/verb-opens-clause',
      },
    ],
  },
  {
    // A phrase the account says the name is not ("Square Enix" for Square).
    id: 'excluded-phrase',
    languages: 'any',
    applies: ({ excluded, start, end }) =>
      excluded.some((m) => m.index < end && m.index + m[0].length > start),
    verdict: 'other-sense',
    words: 'read as part of a phrase you said the name is not (your “not this” list)',
    examples: [
      {
        brand: 'Square -Square Enix',
        competitors: ['Stripe'],
        answer: 'Square Enix makes Final Fantasy, while Stripe handles payments.',
        reads: 'why=excluded-phrase reading=other-sense/excluded-phrase',
      },
    ],
  },
  {
    // A sense the account says the name is not ("the planet" for Mercury), by its cue words nearby.
    id: 'excluded-sense',
    languages: 'any',
    applies: ({ search, matcher, start, end }) =>
      matcher.excludedSenses.size > 0 && inExcludedSense(search.folded, start, end, matcher.excludedSenses),
    verdict: 'other-sense',
    words: 'read as a sense you said the name is not: a word of that sense stands near it',
    examples: [
      {
        brand: 'Mercury -the planet',
        answer: 'Mercury is the planet closest to the sun.',
        reads: 'why=excluded-sense reading=other-sense/excluded-sense',
      },
    ],
  },
  {
    id: 'titles-a-work',
    languages: 'any',
    applies: ({ search, start, end }) => titlesAWork(search.text, start, end),
    verdict: 'other-sense',
    words: 'read as the title of a book, film or record, not the name',
    examples: [
      {
        brand: 'Exodus',
        answer: 'Bob Marley recorded *Exodus* (1977) in London.',
        reads: 'why=titles-a-work reading=other-sense/titles-a-work',
      },
    ],
  },
  {
    id: 'persons-possession',
    languages: 'any',
    applies: ({ search, end }) => isPersonsPossession(search.text, end),
    verdict: 'other-sense',
    words: 'read as a person’s name: something of theirs follows it',
    examples: [
      {
        brand: 'Max',
        answer: "For Max's age (8), the tablet is a good fit.",
        reads: 'why=persons-possession reading=other-sense/persons-possession',
      },
    ],
  },
  {
    id: 'code-library',
    languages: 'any',
    applies: ({ search, matcher, start, end }) => namesCodeLibrary(search.text, start, end, matcher),
    verdict: 'other-sense',
    words: 'read as a code library of the same name',
    examples: [
      {
        brand: 'Ember',
        competitors: ['React'],
        answer: 'Ember.js and React are both front-end frameworks.',
        reads: 'why=code-library reading=other-sense/code-library',
      },
    ],
  },
  {
    id: 'another-site',
    languages: 'any',
    applies: ({ search, matcher, start, end }) =>
      namesAnotherSite(search.text, search.folded, start, end, matcher),
    verdict: 'other-name',
    words: 'read as part of another website’s or company’s name',
    examples: [
      {
        brand: 'Mango',
        answer: 'Mango Languages is free at many libraries: see mangolanguages.com for details.',
        reads: 'why=another-site reading=other-name/another-site',
      },
    ],
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
    words: 'read as a common noun written in lower case, not the name',
    examples: [
      {
        brand: 'Chipotle',
        answer: 'Add two canned chipotle peppers in adobo to the sauce.',
        reads: 'why=common-noun-use reading=common-noun/common-noun-use',
      },
    ],
  },
  {
    id: 'person-name',
    languages: 'any',
    applies: ({ search, start, end }) => isPersonName(search.text, search.folded, start, end, false),
    verdict: 'other-sense',
    words: 'read as a person’s name: a first name or a title stands before it',
    examples: [
      {
        brand: 'Cuban',
        answer: 'Mark Cuban launched his pharmacy to cut drug prices.',
        reads: 'why=person-name reading=other-sense/person-name',
      },
    ],
  },
  AFTER_DEMONYM,
  AFTER_SAINT,
  {
    id: 'after-feature-title',
    languages: 'any',
    applies: ({ search, start }) => followsFeatureTitle(search.text, start),
    verdict: 'other-sense',
    words: 'read as a place: a word like "Lake" or "Mount" stands before it',
    examples: [
      {
        brand: 'Maggiore',
        answer: 'We spent a week by Lago Maggiore last summer.',
        reads: 'why=after-feature-title reading=other-sense/after-feature-title',
      },
    ],
  },
  NAMED_AS_PLACE,
  PLACE_NAME_START,
  REFERRED_TO_AS_PERSON,
  {
    id: 'listed-place',
    languages: 'any',
    applies: ({ search, start, end }) => listsPlaces(search.text, start, end),
    verdict: 'listed-place',
    words: 'read as one of a list of places, unless its sentence names another tracked brand',
    examples: [
      {
        brand: 'Alamo',
        answer: 'The Alamo, the River Walk and the Pearl district are walkable.',
        reads: 'why=listed-place reading=other-sense/listed-place',
      },
    ],
  },
  {
    id: 'owned-by',
    languages: 'any',
    applies: ({ search, start }) => isOwnedBy(search.text, start),
    verdict: 'other-name',
    words: 'read as another company’s product: its owner’s name stands before it ("Google’s …")',
    examples: [
      {
        brand: 'Gemini',
        answer: "Google's Gemini can summarise your inbox.",
        reads: 'why=owned-by reading=other-name/owned-by',
      },
    ],
  },
  {
    id: 'particle-opens-name',
    languages: 'any',
    applies: ({ search, end }) => opensNameWithParticle(search.text, end),
    verdict: 'other-name',
    words: 'read as the start of a longer name ("… de …")',
    examples: [
      {
        brand: 'Sabadell',
        answer: 'Banco Sabadell de Empresas offers business accounts.',
        reads: 'why=particle-opens-name reading=other-name/particle-opens-name',
      },
    ],
  },
];

/** Read for a match the rules above read as the name. */
export const NAME_RULES: readonly MentionRule[] = [
  {
    id: 'german-thing',
    languages: ['de'],
    applies: ({ search, start, end }) => isGermanThing(search.text, start, end),
    verdict: 'ordinary',
    words: 'read as a German noun for a thing ("ein neues …"), not the name',
    examples: [
      {
        brand: 'Tado',
        answer: 'Ich habe mir ein neues Tado gekauft.',
        reads: 'why=german-thing reading=ordinary/german-thing',
      },
    ],
  },
  {
    id: 'german-noun-use',
    languages: 'any',
    applies: ({ search, entity, start, end }) =>
      isGermanNounUse(search.text, search.folded, { entity, start, end }, search.context.language),
    verdict: 'noun-use',
    words: 'read as a German noun after an article, unless its sentence names another tracked brand',
    examples: [
      {
        brand: 'Tado',
        answer: 'Ich habe mir einen Tado gekauft und bin zufrieden.',
        reads: 'why=german-noun-use reading=ordinary/german-noun-use',
      },
    ],
  },
];
