/**
 * The shapes findMentions' steps share (matching.ts, mentions/): a mention, an entity's compiled patterns, a
 * match's reading and the search that one answer's readings fill. They live apart from the steps so that
 * every step can name them without importing another step.
 */
import type { AnotherName } from '../grammar/other-names';
import type { OrdinarySense } from '../lexicon/ordinary-words';
import type { Language } from '../languages/registry';
import type { Span } from '../text/spans';
import type { StepRule } from './steps';

/** Where an entity is named in an answer. */
export interface Mention extends Span {
  /** Index of the entity in the list given to findMentions. */
  entity: number;
}

/** One entity's names compiled for the search (compileMatcher in matching.ts). */
export interface EntityMatcher {
  /** First words of the name and aliases: an answer with none of them holds no match (namesToFind). */
  needles: string[];
  /**
   * The name and aliases as one sticky pattern, run on text whose URLs are blanked out: tried only where one
   * of the openers occurs (openerStarts, nameMatches).
   */
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

/**
 * How a mention of an ordinary-word name reads: as the name ('name'), as the ordinary word right here
 * ('ordinary'), or as another thing that bears the name ('other-sense': a person, a place or sky object,
 * another company's product, a day in a schedule). An 'other-sense' reading says what the whole answer is
 * about: the answer's other mentions then need evidence of their own (matching.ts).
 * 'indefinite' ("un Flunch"): a common noun after an indefinite article, unless its sentence names another
 * tracked brand the same way (a list of chains).
 */
export type NameVerdict =
  | 'name'
  | 'ordinary'
  | 'common-noun'
  | 'other-sense'
  | 'handle'
  | 'opening'
  | 'indefinite'
  /** One of a list of places, unless the sentence names another tracked brand (see listsPlaces). */
  | 'listed-place'
  /** A German noun after an article, unless the sentence names another tracked brand (matching.ts). */
  | 'noun-use'
  | AnotherName;

/** What the caller knows of the answer around a mention. */
export interface NameContext {
  /** The answer's language ('en' unless detected otherwise): the English sentence-start reading applies to English. */
  language: () => Language | 'other';
  /** The days of the week the answer names (folded): found by the first reading that asks, kept for the rest. */
  weekdays?: ReadonlySet<string>;
}

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
