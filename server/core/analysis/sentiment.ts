/**
 * Lexicon sentiment for the text about a brand, in English, German, French, Spanish, Italian, Portuguese
 * and Dutch. Each word or phrase found in the language's lexicon adds its valence (-4 … +4); a negator in
 * the three words before flips and damps it, an intensifier strengthens it, a contrast word shifts the
 * weight to what follows it and turns the side even where the lexicon knows no word after it, and a
 * concessive or conditional clause weighs less, and so does mild praise a condition follows
 * (sentiment/examples.test.ts holds an answer for each). A word capitalised in mid-sentence is part of a
 * name ("the Standard plan", "Easy Apply") and carries no valence (not in German). The sum x maps to a
 * compound c = x / √(x² + 15) in [-1, 1], as VADER does, and c to the 0-100 scale as (c + 1) × 50.
 *
 * Lexicons: product-review words and phrases first (languages/<code>/lexicon.json), then a general lexicon: VADER's
 * (shipped in the vader-sentiment package) for English, nlp.js's SentiCon / Pattern lexicons on stemmed
 * words for the other languages.
 */
import { perLanguage, type SentimentLanguage, wordsOfEveryLanguage } from './languages/registry';
import {
  compile,
  CONCESSIVE,
  CONDITIONAL,
  CONTRAST,
  DAMPENER,
  type Hit,
  INTENSIFIER,
  lookup,
  NEGATOR,
  NEITHER,
  NOR,
} from './sentiment/lexicons';
import { spacedWords, type Token, tokenize } from './sentiment/tokens';
import { foldText } from './text/fold';

export {
  SENTIMENT_LABEL_DEFINITION,
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
  sentimentLabel,
  type SentimentLabel,
} from '../../../graphql/shared/sentiment-label';

/** Maps a compound score in [-1, 1] to Sightline's 0-100 sentiment scale: (compound + 1) × 50. */
export function toSentimentScore(compound: number): number {
  return (compound + 1) * 50;
}

/** VADER's normalisation of a sum of valences into [-1, 1]. */
export function toCompound(sum: number): number {
  return sum === 0 ? 0 : sum / Math.sqrt(sum * sum + 15);
}

const NEGATION_FACTOR = -0.74;

const INTENSIFIER_FACTOR = 1.3;

const DAMPENER_FACTOR = 0.7;

/** Weight of what follows a contrast word ("…, but X"), and of what precedes it. */
const AFTER_CONTRAST = 1.5;

const BEFORE_CONTRAST = 0.5;

const CONCESSIVE_FACTOR = 0.5;

const CONDITIONAL_FACTOR = 0.3;

const CONDITION_AFTER_FACTOR = 0.25;

/** A valence from which a word is a verdict of its own ("excellent", "great choice", "avoid"). */
const STRONG_VALENCE = 2;

const NEGATION_WINDOW = 3;

export interface TextSentiment {
  /** Sum of the valences found. */
  sum: number;
  /** How many words or phrases carried a valence. */
  hits: number;
  /** The part of the sum that the review lexicon's words and phrases add (the general lexicon's left out). */
  reviewSum: number;
}

/** The summed valence of one clause, sentence or list item in the given language. */
export function scoreText(text: string, language: SentimentLanguage): TextSentiment {
  return scoreTokens(textTokens(text, language), language);
}

/** A text's tokens as the lexicons read them. */
export function textTokens(text: string, language: SentimentLanguage): Token[] {
  // In German every noun is capitalised: a capital marks no name there.
  return tokenize(language === 'ja' ? spacedWords(text) : text, language !== 'de');
}

/** The summed valence of a text's tokens (textTokens). */
export function scoreTokens(tokens: Token[], language: SentimentLanguage): TextSentiment {
  const lang = compile(language);
  const english = language === 'en';
  const hits: Hit[] = [];
  for (let at = 0; at < tokens.length;) {
    const hit = (tokens[at] as Token).mark ? null : lookup(lang, tokens, at, english);
    if (hit && hit.valence !== 0) hits.push(hit);
    at += hit ? hit.length : 1;
  }
  if (hits.length === 0) return { sum: 0, hits: 0, reviewSum: 0 };

  // In ascending order: a hit follows a contrast when the first is before it, precedes one when the last is after.
  const contrastAt: number[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const { hash, word } = tokens[i] as Token;
    if (lang.contrastHashes.has(hash) && lang.contrast.has(word)) contrastAt.push(i);
  }
  const firstContrast = contrastAt[0] ?? Infinity;
  const lastContrast = contrastAt[contrastAt.length - 1] ?? -Infinity;
  let sum = 0;
  let reviewSum = 0;
  let previousEnd = 0;
  // The clause that the first contrast turns from: back to the clause mark before it.
  const turn = contrastAt[0] ?? -1;
  let clauseBeforeTurn = turn - 1;
  if (clauseBeforeTurn >= 0 && (tokens[clauseBeforeTurn] as Token).mark) clauseBeforeTurn--;
  while (clauseBeforeTurn >= 0 && !(tokens[clauseBeforeTurn] as Token).mark) clauseBeforeTurn--;
  let beforeContrast = 0;
  const avoided = avoidedHits(tokens, hits, language);
  for (const hit of hits) {
    let valence = hit.valence;
    // The avoiding is no fault, what is avoided turns.
    const avoiding = avoided.get(hit);
    if (avoiding === 'verb') continue;
    if (avoiding === 'object') valence *= NEGATION_FACTOR;
    // Negators, intensifiers and dampeners just before, within the clause and after the previous valenced
    // word (a negator is spent on the first word after it).
    let negated = false;
    for (let i = hit.at - 1; i >= Math.max(previousEnd, hit.at - NEGATION_WINDOW); i--) {
      const { word, mark } = tokens[i] as Token;
      if (mark) break;
      const role = lang.roles.get(word) ?? 0;
      if (role & CONTRAST) break;
      if (role & NEGATOR || (role & NOR && neitherBefore(tokens, i, lang.roles))) negated = true;
      if (i === hit.at - 1 || i === hit.at - 2) {
        if (role & INTENSIFIER) valence *= INTENSIFIER_FACTOR;
        else if (role & DAMPENER) valence *= DAMPENER_FACTOR;
      }
    }
    // A phrase that opens with its own negation ("rien à redire", "non è affatto male") has spent the
    // negator before it: French "n'… rien" is one negation.
    const ownNegation =
      hit.length > 1 && ((lang.roles.get((tokens[hit.at] as Token).word) ?? 0) & NEGATOR) !== 0;
    if (negated && !ownNegation) valence *= NEGATION_FACTOR;
    // Concessive and conditional clauses: from their word to the next clause mark.
    for (let i = hit.at - 1; i >= 0; i--) {
      const { word, mark } = tokens[i] as Token;
      if (mark && word !== '(') break;
      const role = lang.roles.get(word) ?? 0;
      if (role & CONCESSIVE) {
        valence *= CONCESSIVE_FACTOR;
        break;
      }
      if (role & CONDITIONAL) {
        valence *= CONDITIONAL_FACTOR;
        break;
      }
    }
    // Mild praise on a condition that follows it is a hedge (strong praise stays a recommendation).
    const next = tokens[hit.at + hit.length];
    if (next && ((lang.roles.get(next.word) ?? 0) & CONDITIONAL) !== 0 && Math.abs(valence) < STRONG_VALENCE)
      valence *= CONDITION_AFTER_FACTOR;
    if (firstContrast < hit.at) valence *= AFTER_CONTRAST;
    else if (lastContrast > hit.at) valence *= BEFORE_CONTRAST;
    sum += valence;
    if (!hit.base) reviewSum += valence;
    if (hit.at > clauseBeforeTurn && hit.at < turn) beforeContrast += valence;
    previousEnd = hit.at + hit.length;
  }
  // A contrast turns the side; a clause after it that the lexicon has no word for still weighs against
  // what came before.
  if (
    turn > 0 &&
    beforeContrast !== 0 &&
    !hits.some((hit) => hit.at > turn) &&
    !NOT_A_TURN.has(tokens[turn + 1]?.word ?? '') &&
    tokens.slice(turn + 1).filter((token) => !token.mark).length >= IMPLIED_CLAUSE_WORDS
  ) {
    const implied = -beforeContrast * IMPLIED_SHARE;
    sum += implied;
    reviewSum += implied;
    return { sum, hits: hits.length + 1, reviewSum };
  }
  return { sum, hits: hits.length, reviewSum };
}

/** Whether "neither" stands before the "nor" at `at`, in its clause ("varken snabb eller billig"). */
function neitherBefore(tokens: readonly Token[], at: number, roles: ReadonlyMap<string, number>): boolean {
  for (let i = at - 1; i >= 0; i--) {
    const { word, mark } = tokens[i] as Token;
    if (mark) return false;
    if ((roles.get(word) ?? 0) & NEITHER) return true;
  }
  return false;
}

/** Verbs of avoiding or escaping something, folded, per language. */
const AVOIDING = perLanguage((pack) => new Set(pack.sentiment.avoiding.map(foldText)));

/**
 * A negative word a verb of avoiding governs (within a few words, in its clause) is avoided, which is
 * good; the verb itself then says nothing against anyone.
 * Returns the hits so read: the negative words ('object'), and the verbs where the lexicon rates them.
 */
function avoidedHits(
  tokens: readonly Token[],
  hits: readonly Hit[],
  language: SentimentLanguage,
): Map<Hit, 'verb' | 'object'> {
  const verbs = AVOIDING[language];
  const avoided = new Map<Hit, 'verb' | 'object'>();
  for (const hit of hits) {
    if (hit.valence >= 0) continue;
    for (let i = hit.at - 1; i >= Math.max(0, hit.at - NEGATION_WINDOW - 1); i--) {
      const { word, mark } = tokens[i] as Token;
      if (mark) break;
      if (!verbs.has(word)) continue;
      avoided.set(hit, 'object');
      const verb = hits.find((other) => other.at === i);
      if (verb) avoided.set(verb, 'verb');
      break;
    }
  }
  return avoided;
}

/** "not only … but also": no turn. */
const NOT_A_TURN = new Set(wordsOfEveryLanguage((pack) => pack.discourse.also));

/**
 * What a contrast gives the clause after it when the lexicon finds none there, as a share of what came
 * before it (turned): the two sides cancel, a mixed account.
 */
const IMPLIED_SHARE = 1;

/** Words a clause after a contrast needs to say something of its own ("… but that's it" says nothing). */
const IMPLIED_CLAUSE_WORDS = 4;
