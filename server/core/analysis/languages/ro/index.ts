/** Romanian, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const ro = reviewOnlyPack('ro', lexicon, words, claims, {
  words:
    'advice in Romanian: a verb of recommending or of advising against, a negator flipping it ("recomand", "evitați")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Pentru un apartament mic recomand Nordvik.',
      reads: 'visible why=advice-for verdict=+ verdictRule=ro-verdict-verb language=ro',
    },
  ],
});
