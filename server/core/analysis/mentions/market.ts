/** Whether an answer that names a brand alone speaks of its market at all (a name alone in text about something else). */
import { alternation } from '../lexicon/word-lists';
import WORDS from './market.words.json';
import { isKnownWord } from '../grammar/name-senses';
import { sentenceAround, WORD } from '../grammar/words';
import { isCommonWord } from '../lexicon/ordinary-words';
import { type Language, LANGUAGE_PACKS, LANGUAGES, wordsOfEveryLanguage } from '../languages/registry';
import { verdictIn } from '../sentiment/verdict';
import { allMatches, type Span } from '../text/spans';
import { codeSpans, isCode, isEmphasisedName, ORGANIZATION_VERB } from './evidence';
import type { Mention } from './types';

/** A word of the English lexicon or word list, or a name the lexicon knows (a person, a place, a myth). */
const isWordOrName = (word: string) => isKnownWord(word) || isCommonWord(word.toLowerCase());

/**
 * Words that say a sentence is about a product, a service or a company, in each full language: what such
 * things are, cost, do for customers and are bought through.
 */
const MARKET_WORDS = new Set(wordsOfEveryLanguage((pack) => pack.names.marketWords));

/** Before a name: a verb of using, choosing or avoiding it, or an owner ("just use Loom", "your Apple Watch"). */
const USED_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}])(?:${alternation(WORDS.usedBefore)})\s+[*_]*$`, 'u');

/**
 * After a name: what a product does, a compound naming its style, a model number; ORGANIZATION_VERB covers
 * what a company does.
 */
const PRODUCT_AFTER = new RegExp(
  String.raw`^(?:['’]s)?\s+(?:also\s+|now\s+)?(?:${alternation(WORDS.productVerbs)})\b|^-(?:${alternation(WORDS.styleCompounds)})\b|^\s\d`,
  'u',
);

/** The one-word entries of each language's review lexicon with a clear valence ("reliable", "zuverlässig"). */
const REVIEW_WORDS = new Map<Language, ReadonlySet<string>>(
  LANGUAGES.map((language) => [
    language,
    new Set(
      Object.entries(LANGUAGE_PACKS[language].lexicon.valence)
        .filter(([entry, valence]) => !entry.includes(' ') && Math.abs(valence) >= 1)
        .map(([entry]) => entry),
    ),
  ]),
);

/**
 * Whether the brand, the answer's only tracked name, is named by one word that is also a word, a name or
 * an identifier in code, and no sentence naming it speaks of a product, a service or a company: no market
 * word, no review word, no verdict, no use of it ("class Harbor:"). Such an answer is about something else
 * that bears the name. A domain of
 * the brand's, a bold name, an all-capital or multi-word name and any tracked competitor say otherwise.
 */
export function offMarket(
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
export function sentenceSpeaksOfMarket(
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
    // A review word written in lower case, not in a title ("Best Picture").
    if (reviewWords?.has(word) && !/^\p{Lu}/u.test(text.charAt(from + index))) return true;
  }
  return false;
}
