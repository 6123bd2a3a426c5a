/** Finnish, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const fi = reviewOnlyPack('fi', lexicon, words, claims, {
  words:
    'advice in Finnish: a verb of recommending or of advising against, a negator flipping it ("suosittelen", "välttäisin")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Pieneen asuntoon suosittelen Nordvik-imuria.',
      reads: 'visible why=advice-for verdict=+ verdictRule=fi-verdict-verb language=fi',
    },
  ],
});
