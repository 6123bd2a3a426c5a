/** Russian, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const ru = reviewOnlyPack('ru', lexicon, words, claims, {
  words:
    'advice in Russian: a verb of recommending or of advising against, a negator flipping it ("рекомендую", "избегайте")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Для небольшой квартиры рекомендую Nordvik.',
      reads: 'visible why=advice-for verdict=+ verdictRule=ru-verdict-verb language=ru',
    },
  ],
});
