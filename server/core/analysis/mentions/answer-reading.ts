/** Readings that the rest of the answer settles (findMentions' later steps). */
import { isCapitalised, startsSentence } from '../grammar/capitals';
import { holdsWhiteSpace } from '../grammar/words';
import { type Language, LANGUAGE_PACKS, perFullLanguage } from '../languages/registry';
import { escapeRegExp } from '../../../lib/regexp';
import { foldText } from '../text/fold';
import type { Span } from '../text/spans';
import {
  blockAround,
  hasOwnEvidence,
  inTextOrder,
  isCapitalForced,
  isEmphasisedName,
  namedIn,
  ownedByItself,
  paragraphAround,
  sentenceSpan,
} from './evidence';
import { readsAsCommonNoun, singleSpaced } from './first-reading';
import { GERMAN_NAME_COMPOUND, germanArticleBefore } from './german';
import type { StepRule } from './steps';
import type { Candidate, Mention, MentionSearch, NameVerdict } from './types';

/**
 * Per language, the prepositions and articles after which a sentence's first word is a word of its own (a
 * subject is followed by its verb: mentions/examples.test.ts).
 */
const FOLLOWS_WORD = perFullLanguage((pack) => new Set(pack.names.wordsAfterOpeningWord));

/**
 * Outside English, a capitalised one-word mention opening a sentence in running text, before a preposition
 * or an article.
 */
export function opensWithWordOfLanguage(
  text: string,
  folded: string,
  mention: Span,
  language: Language | 'other',
  followers: 'any' | 'infinitive',
): boolean {
  if (language === 'other' || !FOLLOWS_WORD[language].size) return false;
  if (!/^\p{Lu}\p{Ll}*$/u.test(text.slice(mention.start, mention.end))) return false;
  if (!isCapitalForced(text, folded, mention.start) || isEmphasisedName(text, mention.start, mention.end))
    return false;
  if (followers === 'infinitive') {
    const words = /^[ \t]+(\p{L}+)[ \t]+(\p{Ll}+)/u.exec(text.slice(mention.end, mention.end + 40));
    return (
      words !== null &&
      LANGUAGE_PACKS[language].names.infinitivePreposition === (words[1] as string).toLowerCase()
    );
  }
  const next = /^[ \t]+(\p{L}+)/u.exec(folded.slice(mention.end, mention.end + 20))?.[1];
  return next !== undefined && FOLLOWS_WORD[language].has(next);
}

/** A mention as kept, with whether its name is an ordinary word (which uncorroborated and offMarket weigh). */
export type FoundMention = Mention & { ordinaryWord?: boolean };

/** A reading the rest of the answer settles: the id of what settled it, or the first rule's where it stands. */
function settle(candidate: Candidate, verdict: NameVerdict, rule?: StepRule): void {
  candidate.verdict = verdict;
  candidate.rule = rule ?? candidate.rule;
}

/** Words after a name opening a heading that set it against others: "## Rask vs Duolingo" is about the brand. */
const HEADING_COMPARISONS = new Set([
  'vs',
  'versus',
  'or',
  'and',
  'oder',
  'und',
  'ou',
  'et',
  'o',
  'y',
  'e',
  'of',
  'og',
  'och',
]);

/**
 * A one-word name opening a Markdown heading that goes on in lower case ("## Toit en pente, toit plat",
 * "## Radish greens and carrot tops"): the heading's capital, where the answer writes the word in lower case
 * too (anywhere: the readings skip some lower-case matches before noting them). A heading naming the brand goes on with its punctuation or another name ("## Toit Énergie: …").
 */
function opensHeadingInLowerCase(text: string, mention: Span): boolean {
  const lineStart = text.lastIndexOf('\n', mention.start - 1) + 1;
  if (!/^\s*#{1,6}\s+$/.test(text.slice(lineStart, mention.start))) return false;
  if (!/^\p{Lu}\p{Ll}+$/u.test(text.slice(mention.start, mention.end))) return false;
  const next = /^[ \t]+(\p{Ll}+)/u.exec(text.slice(mention.end, mention.end + 30))?.[1];
  if (next === undefined || HEADING_COMPARISONS.has(next)) return false;
  const word = text.slice(mention.start, mention.end).toLowerCase();
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(word)}(?![\p{L}\p{N}])`, 'u').test(text);
}

/** A capitalised word right after the name: a product of the brand's ("Spur City", "Yonder Trail"). */
const PRODUCT_AFTER = /^[ \t]+\p{Lu}\p{Ll}/u;

/**
 * A place or sky noun after the name that is the brand's product instead ("the Spur City, the VanMoof S5
 * and the Cowboy 4"): the name and the noun both capitalised, in a paragraph, list or table that names
 * another tracked brand.
 */
function productBesideBrands(search: MentionSearch, candidate: Candidate): boolean {
  const { text, folded, candidates } = search;
  return (
    candidate.verdict === 'other-sense' &&
    candidate.rule === 'place-or-sky-next' &&
    isCapitalised(text.charAt(candidate.start)) &&
    PRODUCT_AFTER.test(text.slice(candidate.end, candidate.end + 4)) &&
    namedIn(
      candidates,
      paragraphAround(folded, candidate.start),
      (other) => other.entity !== candidate.entity,
    )
  );
}

/** The entity and the product's word after its name: "0 Trail". */
const productKey = (text: string, candidate: Candidate) =>
  `${candidate.entity} ${/^[ \t]+(\p{L}+)/u.exec(text.slice(candidate.end, candidate.end + 30))?.[1] ?? ''}`;

/** findMentions' third step: mentions inside other names, settled by their paragraph or list item. */
export function settleOtherNames(search: MentionSearch, domains: readonly Mention[]): void {
  const { text, folded, candidates, senses } = search;
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
      settle(candidate, 'name', 'vouched-for-nearby');
    else if (candidate.verdict === 'other-name') senses.set(candidate.entity, 'all');
  }
}

/**
 * findMentions' fourth step: the readings the rest of the answer settles: a lower-case phrase the answer
 * also writes with capitals, a handle, a German noun, a list of places, a sentence's opening word.
 */
export function settleInAnswer(search: MentionSearch): void {
  const { text, folded, matchers, candidates, senses } = search;
  // A product read beside other brands once ("the Yonder Trail, the Aventon Sinch") is the product wherever
  // the answer names it.
  const products = new Set<string>();
  for (const candidate of candidates)
    if (productBesideBrands(search, candidate)) products.add(productKey(text, candidate));
  for (const candidate of candidates) {
    if (candidate.rule === 'place-or-sky-next' && products.has(productKey(text, candidate)))
      settle(candidate, 'name', 'product-beside-brands');
    if (candidate.verdict === 'other-sense') senses.set(candidate.entity, 'all');
    // A name of several words written with capitals, in lower case in mid-sentence where the answer writes
    // it with its capitals too, is the phrase of the language.
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
      settle(candidate, 'ordinary', 'phrase-of-language');
      continue;
    }
    // Where the answer writes the name with its capital, the lower-case word after a preposition is the
    // word, not the product written in lower case.
    if (
      candidate.verdict === 'handle' &&
      candidates.some((other) => other.entity === candidate.entity && isCapitalised(text.charAt(other.start)))
    ) {
      settle(candidate, 'ordinary', 'capitalised-elsewhere');
      continue;
    }
    // A product written in lower case counts in an answer that names other tracked brands; a sentence
    // opening with the word before a noun where the sentence names one. A list of places, unless its
    // sentence names another tracked brand.
    if (candidate.verdict === 'noun-use') {
      const sentence = sentenceSpan(folded, candidate.start, candidate.end);
      if (namedIn(candidates, sentence, (other) => other.entity !== candidate.entity))
        settle(candidate, 'name', 'noun-beside-brands');
      else settle(candidate, 'ordinary');
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
      if (listsBrands) settle(candidate, 'name', 'listed-with-brands');
      else {
        settle(candidate, 'other-sense');
        senses.set(candidate.entity, 'all');
      }
      continue;
    }
    const span =
      candidate.verdict === 'handle'
        ? { start: 0, end: text.length }
        : candidate.verdict === 'opening' || candidate.verdict === 'indefinite'
          ? sentenceSpan(folded, candidate.start, candidate.end)
          : null;
    if (span && namedIn(candidates, span, (other) => other.entity !== candidate.entity))
      settle(candidate, 'name', 'named-beside-brands');
    // A common noun here: a capital the sentence start explains needs evidence elsewhere.
    else if (candidate.verdict === 'indefinite') readsAsCommonNoun(search, candidate.entity);
  }
}

/**
 * findMentions' fifth step: the names kept, beside the domains: those the answer's other readings of the
 * entity (senses) leave in doubt need evidence of their own.
 */
export function keepNames(search: MentionSearch, domains: readonly Mention[]): FoundMention[] {
  const { text, folded, context, candidates, senses, lowerInText } = search;
  const found: FoundMention[] = [...domains];
  for (const candidate of candidates) {
    if (candidate.verdict !== 'name') continue;
    if (opensHeadingInLowerCase(text, candidate)) {
      candidate.dropped = 'heading-word';
      continue;
    }
    // Outside English, where the answer writes the word in lower case in mid-sentence, its capital at a
    // sentence's start is the start's, not a name's. A preposition of the infinitive after it makes the
    // word an adverb of the language even where the answer never writes it in lower case.
    if (
      opensWithWordOfLanguage(
        text,
        folded,
        candidate,
        context.language(),
        lowerInText.has(candidate.entity) ? 'any' : 'infinitive',
      )
    ) {
      candidate.dropped = 'word-of-language';
      continue;
    }
    const sense = senses.get(candidate.entity);
    if (
      sense !== undefined &&
      (sense === 'all' ||
        isCapitalForced(text, folded, candidate.start) ||
        // In German the article explains the noun's capital.
        (sense === 'capital-forced' &&
          context.language() === 'de' &&
          germanArticleBefore(text, candidate.start) !== null)) &&
      !hasOwnEvidence(candidate, text, folded, candidates, domains) &&
      // In German a common word joins a noun without a hyphen; a name with one.
      !(
        sense === 'capital-forced' &&
        context.language() === 'de' &&
        GERMAN_NAME_COMPOUND.test(text.slice(candidate.end, candidate.end + 3))
      )
    ) {
      candidate.dropped = 'needs-own-evidence';
      continue;
    }
    found.push({
      entity: candidate.entity,
      start: candidate.start,
      end: candidate.end,
      ordinaryWord: candidate.ordinaryWord,
    });
  }
  return found;
}

/** findMentions' sixth step: in text order, each match inside a longer (or earlier) one left out. */
export function withoutOverlaps(found: FoundMention[]): FoundMention[] {
  found.sort(inTextOrder);
  const kept: FoundMention[] = [];
  let coveredUntil = -1;
  for (const mention of found) {
    if (mention.start < coveredUntil) {
      continue; // inside a longer (or earlier) match
    }
    kept.push(mention);
    coveredUntil = mention.end;
  }
  return kept;
}
