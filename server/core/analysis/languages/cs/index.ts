/** Czech, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const cs = reviewOnlyPack('cs', lexicon, words, claims, {
  words:
    'advice in Czech: a verb of recommending or of advising against, a negator flipping it ("doporučuji", "vyhněte se")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Kvůli poruchám nedoporučuji Nordvik.',
      reads: 'verdict=- verdictRule=cs-verdict-verb language=cs',
    },
    {
      brand: 'Nordvik',
      answer: 'Nordvik má hezký design, ale často se kazí. Kvůli poruchám nedoporučuji Nordvik.',
      reads: 'visible why=advice-against verdict=- verdictRule=cs-verdict-verb language=cs',
    },
  ],
});
