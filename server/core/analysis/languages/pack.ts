/**
 * What the analyzer knows of one language, kept in its folder (languages/<code>/: lexicon.json, words.json
 * and an index.ts that makes the pack) behind this one type. Every language has a review lexicon and the
 * words the sentiment stages read; a language whose grammar is also read for names (a full language:
 * English, German, French, Spanish, Italian, Portuguese, Dutch) fills the optional parts as well. The stages
 * read the packs through the registry (registry.ts), never a language's code.
 */
import type { Aspect } from '../../../../graphql/shared/aspects';
import type { Rule } from '../rules/rule';
import type { Token } from '../sentiment/tokens';

/**
 * Product-review words (lexicon.json), on VADER's scale (-4 … +4), and the words that shift them. Entries
 * are folded (lower case, no accents); a phrase is its words joined by single spaces, hyphens read as spaces
 * ("best-in-class" = "best in class"); an entry ending in '*' stands for every ending ("polec*"). These
 * entries take precedence over the general lexicon underneath (LanguagePack.baseLexicon), which knows
 * neither "outages" nor "overpriced" and reads "support", "free" or "yes" as praise.
 */
export interface ReviewLexicon {
  /** Review words and phrases with their valence. */
  valence: Readonly<Record<string, number>>;
  /** Why entries are there ("negative", an answer's words they were added for), by the first entry each explains. */
  notes: Readonly<Record<string, string>>;
  /** Words that flip the valence of the next few words ("not reliable", "never had an issue"). */
  negators: readonly string[];
  /** Words that strengthen the next valenced word ("very reliable"). */
  intensifiers: readonly string[];
  /** Words that weaken it ("somewhat slow"). */
  dampeners: readonly string[];
  /** Words after which the rest of the clause carries more weight ("good, but …"). */
  contrast: readonly string[];
  /** Words of a concessive clause ("although it is cheap, …"), which weighs less. */
  concessive: readonly string[];
  /** Words opening a sentence that refers back to the last-named brand ("It", "Its", "They"). */
  pronouns: readonly string[];
  /** Words of a conditional clause ("if you need …"): its valence says what a reader wants, not the product. */
  conditional: readonly string[];
  /** "Neither" and "nor" where "nor" negates only after "neither" in its clause ("weder … noch"). */
  neitherNor?: { neither: readonly string[]; nor: readonly string[] };
}

/**
 * How a verdict rule reads advice (sentiment/verdict.ts): its pattern finds the words (a first person or an
 * imperative before a verb of choosing or refusing), which are advice for, or against where its group
 * `against` matched, and the other way where `negation` matches them.
 */
export interface AdvicePattern {
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

/** A verdict rule of one language, named by the language and the grammar it reads ("de-imperative"). */
export type VerdictRule<Code extends string = string> = Rule<AdvicePattern, Code>;

/** What the sentiment stages read in every language (target.ts, sentiment/). */
export interface SentimentWords {
  /**
   * Conjunctions where a sentence naming several brands is cut into segments. "And" and "or" are not among
   * them: a sentence joining two names so says it of both.
   */
  segmentWords: readonly string[];
  /** Verbs of avoiding or escaping something, folded: what they govern is avoided, which is good. */
  avoiding: readonly string[];
  /** Sentences that leave the choice to the reader ("it depends on …", "neither is clearly better"). */
  leavesChoice: RegExp;
  /** The verdict rules, tried in order. */
  verdicts: readonly VerdictRule[];
  /**
   * Where a language has them, the pronouns that make a verdict the brand's in a sentence that does not name
   * it: the subject opening the sentence, the object after the verb ("it", "them"). A language without them
   * reads a clitic or an object pronoun inside the verdict's words (DiscourseWords.objectPronouns).
   */
  brandPronouns?: { subject: RegExp; object: RegExp };
  /** An unnamed alternative chosen in the brand's place, right after a verdict for ("I'd go with another"). */
  alternative?: RegExp;
  /** The words of a verdict naming the better choice (sentiment/choice.ts), where the language has them. */
  betterChoice?: BetterChoiceWords;
}

/** A language's words for the better choice ("det bättre valet", "lepszym wyborem", "更好的选择"). */
export interface BetterChoiceWords {
  /** The phrases, lower case, as written ("det bättre valet", "besser bedient mit"). */
  phrases: readonly string[];
  /** Copulas that may stand between the phrase and the name it speaks of ("is", "będzie", "是"). */
  copulas: readonly string[];
  /** Words that restrict the choice to one case ("for", "przy", "なら"): the better choice for that case. */
  cases: readonly string[];
  /** Words that make the case most readers' ("for most", "för de flesta", "大多数"): a choice for all. */
  most: readonly string[];
}

/**
 * How a full language organises what it says about brands, read by the sentiment stages in the words of
 * every full language together (an answer in one language may borrow another's "but" or "instead").
 */
export interface DiscourseWords {
  /** Contrast words where a sentence's segment turns to the other side ("…, but"). */
  contrastBreaks: readonly string[];
  /** Contrast words opening a sentence, which then weighs more than the ones before it ("But …"). */
  contrastOpenings: readonly string[];
  /** Words before the standard of a comparison that compare on their own ("than"). */
  comparesAlone?: readonly string[];
  /** Words before the standard of a comparison after a comparative ("as", "als", "que"). */
  comparedWith: readonly string[];
  /** Comparatives, as patterns ("more", "\p{L}{3,}er", "più"). */
  comparatives: readonly string[];
  /** Openings of a sentence summing up the answer, as patterns ("overall", "(?:my )?verdict", "fazit"). */
  conclusionOpenings: readonly string[];
  /** Openings that weigh the other side of a brand just described, as patterns ("on the other hand"). */
  balancingOpenings: readonly string[];
  /** Words of a balancing opening that name what follows as a con ("catch", "nachteil"). */
  conWords?: readonly string[];
  /** Labels of a list of pros, and of cons ("Pros:", "Nachteile:"). */
  prosLabels: readonly string[];
  consLabels: readonly string[];
  /** "Also" after a contrast: "not only … but also" turns nothing. */
  also: readonly string[];
  /** "Only" and the conditions after it: advice for the brand in one case only is advice against it. */
  only: readonly string[];
  onlyConditions: readonly string[];
  /** "Instead", right after a rival chosen in the brand's place. */
  instead: readonly string[];
  /**
   * Conjunctions opening a clause of its own after a verdict ("I'd choose that until Zest sorts out …"): a
   * brand named after one is not what the verdict chooses.
   */
  subordinators: readonly string[];
  /** Conditions before a verdict ("if you need …, pick"), which then counts less. */
  conditions: readonly string[];
  /** Clitics and object pronouns inside a verdict's words that stand for the brand ("lo", "ihn", "er"). */
  objectPronouns?: readonly string[];
}

/**
 * Words of the headings and opening labels that say what a section of a long answer is (sentiment/structure.ts),
 * as folded patterns: its verdict ("Verdict", "Bottom line", "Fazit", "En résumé", "結論"), what to avoid
 * ("Avoid", "Finger weg", "À éviter") and the top pick ("Top pick", "Testsieger", "Meilleur choix").
 */
export interface SectionWords {
  verdict: readonly string[];
  avoid: readonly string[];
  pick: readonly string[];
}

/**
 * The words that mark each aspect of a statement (statements/aspects.ts), folded: a trailing '*' stands for
 * any ending; in Japanese and Chinese an entry matches anywhere, in Korean at a word's start.
 */
export type AspectWords = Readonly<Record<Aspect, readonly string[]>>;

/** The general lexicon under the review words: a token's valence, or undefined. */
export type BaseLexicon = (token: Token) => number | undefined;

/** What the rules that read a name (mentions/, grammar/) know of a full language's words. */
export interface NameWords {
  /**
   * Prepositions and articles after which a capitalised word opening a sentence is a word of the language,
   * not a name (a subject is followed by its verb). English has none: its names open sentences.
   */
  wordsAfterOpeningWord?: readonly string[];
  /** The preposition that opens an infinitive after an adverb or a preposition ("avant de signer"). */
  infinitivePreposition?: string;
  /**
   * Words that open an object or a complement, never a verb: indefinite articles, quantifiers and small
   * numbers ("varias", "plusieurs", "einige"). A one-word name opening a sentence before one is a verb.
   */
  objectDeterminers?: readonly string[];
  /**
   * Nouns of settlements that name the place after them ("the town of", "la ville de", "die Stadt"), with
   * the words between, if the language puts one there.
   */
  settlementsNamed: { nouns: readonly string[]; of?: readonly string[] };
  /**
   * A town's region named after its name (", in the province of", ", im Landkreis"): the words before the
   * region's noun, the nouns, and the words after them, if any.
   */
  inAdministrativeRegion: {
    before: readonly string[];
    regions: readonly string[];
    after?: readonly string[];
  };
  /**
   * Verbs of visiting and the articles after them, right before a landmark's name ("visitar la Alhambra").
   * They combine with the other languages' (any verb with any article: answers mix them), unless the
   * language reads them in a phrase of its own (`phrase`, a pattern: "visit the").
   */
  visiting: { verbs: readonly string[]; articles: readonly string[]; phrase?: string };
  /**
   * Travelling through places, right before a list of them ("viajando por", "wandern durch"): verbs and
   * prepositions that combine with the other languages' that list them, or a phrase of the language's own
   * (a pattern) read apart.
   */
  travelling?: { verbs: readonly string[]; prepositions: readonly string[] } | { phrase: string };
  /** Words that introduce examples of a kind of place right before a list ("cities like", "villes comme"). */
  placesIntroducedBy: readonly string[];
  /** Conjunctions joining the items of a list of names ("and", "oder"). */
  listConjunctions: readonly string[];
  /** Definite articles opening a list item's name ("the", "l'"). */
  listArticles: readonly string[];
  /** Particles inside a listed place's name ("of", "van"). */
  listNameParticles: readonly string[];
  /** Titles of a landscape's features that open its name ("Mount", "Lago"), in lower case. */
  featureTitles?: readonly string[];
  /** Copulas after a name, before what the sentence says it is ("is", "est"). */
  copulas?: readonly string[];
  /** Prepositions of place before a name ("in", "nach", "à"). */
  locatives?: readonly string[];
  /** Articles that make the word for "of" after them "the one of" ("la de Movistar"), not a place's "from". */
  articlesBeforeOf?: { of: string; articles: readonly string[] };
  /** Nouns of settlements a sentence may call a name ("city", "Stadt", "ville", "ciudad"). */
  settlementNouns?: readonly string[];
  /** Titles of saints before a name ("St", "San", "Sankt"), unaccented and in lower case. */
  saintTitles: readonly string[];
  /** Indefinite articles, after which a name that ends its phrase is a common noun ("ein Flink"). */
  indefiniteArticles?: readonly string[];
  /** Articles opening a name that merge with a preposition before it ("du Petit Ballon", "della Rinascente"). */
  articleMerges?: Readonly<Record<string, readonly string[]>>;
  /** Particles between a given name and a surname ("von", "de"). */
  surnameParticles?: readonly string[];
  /** Particles after a name going on with a capitalised word, which make a longer name ("Costa del Sol"). */
  nameParticles?: readonly string[];
  /** Particles of a product's name before a capitalised word ("… for Teams", "… pour Mac"). */
  productNameParticles?: readonly string[];
  /** Words for a relative, a friend, a neighbour or a colleague, unaccented: a capitalised word after one is a person. */
  relationNouns: readonly string[];
  /**
   * A deity's or ruler's title set after a name and a comma ("Demeter, goddess of grain"), perhaps with an
   * article and an adjective before it.
   */
  titles: readonly string[];
  titleArticles: readonly string[];
  titleAdjectives?: readonly string[];
  /** Words that say a sentence is about a product, a service or a company: what they cost, are, are bought as. */
  marketWords: readonly string[];
}

/**
 * The words a claim of a brand's fact is read with (facts/): how amounts, periods, dates and yes or no are
 * written, folded (lower case, no accents).
 */
export interface ClaimWords {
  /** Words saying an amount is paid each month ("a month", "pro Monat", "月額"), and each year. */
  perMonth: readonly string[];
  perYear: readonly string[];
  /** Words making a value approximate or a bound ("about", "from", "bis zu", "約"). */
  approximate: readonly string[];
  /** Words saying a thing is not there, beside the review lexicon's negators ("no", "pas de", "sin", "なし"). */
  negations: readonly string[];
  /** A table cell's yes and no ("yes", "ja", "あり"; "no", "nein", "なし"). */
  yes: readonly string[];
  no: readonly string[];
  /** The month names, January first, each with its short forms and inflections. */
  months: readonly (readonly string[])[];
  /** Words multiplying the number before them ("thousand", "Mio.", "万"). */
  multipliers: Readonly<Record<string, number>>;
  /** Words naming a currency, with its ISO code; "*$" and "*kr" stand for every dollar or peso, every krona. */
  currencies: Readonly<Record<string, string>>;
}

export interface LanguagePack<Code extends string = string> {
  code: Code;
  lexicon: ReviewLexicon;
  sentiment: SentimentWords;
  sections: SectionWords;
  aspects: AspectWords;
  claims: ClaimWords;
  /** Frequent short words that tell the language apart when detecting it (language.ts). */
  functionWords?: readonly string[];
  /**
   * Endings the language writes on a proper name: after an apostrophe (Turkish "Solvane'ın", "Brivo'dan"),
   * or right after it in Hangul, whose particles join the word before ("브리보가", "브리보는"). The name
   * followed by one is the name, not part of another word ("Arc'teryx", "브리보드").
   */
  nameEndings?: readonly string[];
  /** The general lexicon under the review words, made when the language is first read. */
  baseLexicon?: () => BaseLexicon;
  names?: NameWords;
  discourse?: DiscourseWords;
}

/** A language whose grammar is read for names as well as for sentiment: every part filled. */
export interface FullLanguagePack<Code extends string = string> extends LanguagePack<Code> {
  functionWords: readonly string[];
  baseLexicon: () => BaseLexicon;
  names: NameWords;
  discourse: DiscourseWords;
}
