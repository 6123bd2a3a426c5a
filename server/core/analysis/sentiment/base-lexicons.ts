/**
 * The general lexicons under the review words (languages/<code>/index.ts picks one): VADER's for English
 * (shipped in the vader-sentiment package), nlp.js's SentiCon / Pattern / AFINN lexicons on stemmed words
 * for German, French, Spanish, Italian, Portuguese and Dutch.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BaseLexicon } from '../languages/pack';
import { foldText } from '../text/fold';

/** Shorter words are left to the review lexicon in German, French and Spanish. */
const MIN_STEMMED_WORD = 5;

/** VADER rates words for social media; in product answers its valences run high, so they are damped. */
const VADER_SCALE = 0.7;

export function stemmedLexicon(stemmer: NlpjsStemmer, lexicon: NlpjsSentimentLexicon): BaseLexicon {
  // SentiCon and Pattern give [-1, 1]; AFINN [-5, 5]. Only their strong entries are read: weak ones, and
  // the stems of short words (which collide with function words: "con", "para", "que"), are mostly noise.
  const scaled = new Map<string, number>();
  const add = (entries: Record<string, number> | undefined, scale: number, min: number) => {
    for (const [stem, value] of Object.entries(entries ?? {}))
      if (Math.abs(value) >= min && !scaled.has(stem)) scaled.set(stem, value * scale);
  };
  add(lexicon.senticon, 2, 0.5);
  add(lexicon.pattern, 2, 0.5);
  add(lexicon.afinn, 0.5, 2);
  const cache = new Map<string, number | undefined>();
  return (token) => {
    if (token.raw.length < MIN_STEMMED_WORD) return undefined;
    if (cache.has(token.raw)) return cache.get(token.raw);
    const stem = stemmer.stemWord(token.raw);
    const value = scaled.get(stem) ?? scaled.get(foldText(stem));
    if (cache.size > 50_000) cache.clear();
    cache.set(token.raw, value);
    return value;
  };
}

/** VADER's lexicon, read from the file the vader-sentiment package ships. */
export function vaderLexicon(): BaseLexicon {
  const require = createRequire(import.meta.url);
  const file = require.resolve('vader-sentiment/vader_lexicon.txt');
  const words = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [word, mean] = line.split('\t');
    if (word && mean && /^[a-z]+$/.test(word)) words.set(word, Number(mean) * VADER_SCALE);
  }
  return (token) => words.get(token.word);
}
