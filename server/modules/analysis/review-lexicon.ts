/**
 * Product-review language for the sentiment scorer (sentiment.ts), per language (lexicon/review/<language>.json,
 * bundled by the build as sentiment-model.json is): words and phrases with a valence on VADER's scale
 * (-4 … +4), plus each language's negators, intensifiers, dampeners, contrast words and pronouns that refer
 * back to the brand. Entries are folded (lower case, no accents); a phrase is its words joined by single
 * spaces, hyphens read as spaces ("best-in-class" = "best in class").
 *
 * These entries take precedence over the general lexicons underneath (VADER's for English, nlp.js's for
 * German, French and Spanish), which know neither "outages" nor "overpriced" and read "support", "free" or
 * "yes" as praise. They cover what answers say about products: quality and reliability, price and value,
 * ease of use, support, recommendation ("best for", "avoid") and trouble (breaches, fees, lawsuits).
 */
import de from './lexicon/review/de.json';
import en from './lexicon/review/en.json';
import es from './lexicon/review/es.json';
import fr from './lexicon/review/fr.json';
import it from './lexicon/review/it.json';
import nl from './lexicon/review/nl.json';
import pt from './lexicon/review/pt.json';
import cs from './lexicon/review/cs.json';
import da from './lexicon/review/da.json';
import el from './lexicon/review/el.json';
import fi from './lexicon/review/fi.json';
import hu from './lexicon/review/hu.json';
import ja from './lexicon/review/ja.json';
import pl from './lexicon/review/pl.json';
import ro from './lexicon/review/ro.json';
import ru from './lexicon/review/ru.json';
import sv from './lexicon/review/sv.json';
import tr from './lexicon/review/tr.json';
import uk from './lexicon/review/uk.json';

/** The languages whose grammar the analyzer reads for names (mentions/, grammar/) as well as for sentiment. */
export type Language = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl';

/**
 * Languages read for sentiment only, from their review lexicon (Polish, Swedish, Danish, Finnish, Czech,
 * Turkish, Japanese, Russian, Ukrainian, Greek, Romanian, Hungarian): names in them are read as in any other
 * language. Danish carries Norwegian Bokmål's spellings too (the detector cannot tell the two apart and
 * their review words are mostly shared).
 */
export type ReviewOnlyLanguage =
  'pl' | 'sv' | 'da' | 'fi' | 'cs' | 'tr' | 'ja' | 'ru' | 'uk' | 'el' | 'ro' | 'hu';

export type SentimentLanguage = Language | ReviewOnlyLanguage;

export interface LanguageRules {
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
  /** Words before which … concessive clauses ("although it is cheap, …") weigh less. */
  concessive: readonly string[];
  /** Words opening a sentence that refers back to the last-named brand ("It", "Its", "They"). */
  pronouns: readonly string[];
  /** Words of a conditional clause ("if you need …"): its valence says what a reader wants, not the product. */
  conditional: readonly string[];
}

/**
 * What a review-only language states as data that the others' code holds as patterns: the words where a
 * sentence naming several brands is cut, phrases leaving the choice to the reader, verbs of avoiding, and
 * the verbs of a verdict ("polecam", "undvik"), each before the object it speaks of.
 */
export interface ReviewOnlyRules extends LanguageRules {
  segmentWords: readonly string[];
  leavesChoice: readonly string[];
  avoiding: readonly string[];
  verdicts: {
    for: readonly string[];
    against: readonly string[];
    /** A negator may follow the verb, with the subject between ("anbefaler jeg ikke", "rekommenderar inte"). */
    negatedAfter: boolean;
  };
}

/** The files, checked against LanguageRules when compiled. */
export const LANGUAGE_RULES: Readonly<Record<Language, LanguageRules>> = { en, de, fr, es, it, pt, nl };

export const REVIEW_ONLY_RULES: Readonly<Record<ReviewOnlyLanguage, ReviewOnlyRules>> = {
  pl,
  sv,
  da,
  fi,
  cs,
  tr,
  ja,
  ru,
  uk,
  el,
  ro,
  hu,
};

export const SENTIMENT_RULES: Readonly<Record<SentimentLanguage, LanguageRules>> = {
  ...LANGUAGE_RULES,
  ...REVIEW_ONLY_RULES,
};

/** One value per review-only language, made from its rules (for the tables the other languages write out). */
export const perReviewOnlyLanguage = <Value>(
  make: (rules: ReviewOnlyRules, language: ReviewOnlyLanguage) => Value,
): Record<ReviewOnlyLanguage, Value> =>
  Object.fromEntries(
    Object.entries(REVIEW_ONLY_RULES).map(([language, rules]) => [
      language,
      make(rules, language as ReviewOnlyLanguage),
    ]),
  ) as Record<ReviewOnlyLanguage, Value>;

export const isReviewOnly = (language: SentimentLanguage): language is ReviewOnlyLanguage =>
  language in REVIEW_ONLY_RULES;
