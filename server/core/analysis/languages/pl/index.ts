/** Polish, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const pl = reviewOnlyPack('pl', lexicon, words, claims, {
  words:
    'advice in Polish: a verb of recommending or of advising against, a negator flipping it ("polecam", "odradzam")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Jeśli szukasz czegoś na lata, polecam Nordvik.',
      reads: 'visible why=advice-for verdict=+ verdictRule=pl-verdict-verb language=pl',
    },
    {
      brand: 'Nordvik',
      answer: 'Na pierwsze mieszkanie lepiej wybrać Nordvik.',
      reads: 'visible why=advice-for verdict=+ verdictRule=pl-verdict-verb language=pl',
    },
    {
      brand: 'Nordvik',
      answer: 'Nordvik kusi ceną, ale nie polecam Nordvik.',
      reads: 'visible why=advice-against verdict=- verdictRule=pl-verdict-verb language=pl',
    },
  ],
});
