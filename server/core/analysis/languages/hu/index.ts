/** Hungarian, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const hu = reviewOnlyPack('hu', lexicon, words, claims, {
  words:
    'advice in Hungarian: a verb of recommending or of advising against, a negator flipping it ("ajánlom", "kerülje")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'A sok hiba miatt nem ajánlom a Nordvik porszívót.',
      reads: 'visible why=advice-against verdict=- verdictRule=hu-verdict-verb language=hu',
    },
  ],
});
