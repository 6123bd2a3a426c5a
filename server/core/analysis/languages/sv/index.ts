/** Swedish, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const sv = reviewOnlyPack('sv', lexicon, words, claims, {
  words:
    'advice in Swedish: a verb of recommending or of advising against, a negator flipping it ("rekommenderar", "avråder")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Appen är långsam, så jag rekommenderar inte Nordvik.',
      reads: 'visible why=advice-against verdict=- verdictRule=sv-verdict-verb language=sv',
    },
  ],
});
