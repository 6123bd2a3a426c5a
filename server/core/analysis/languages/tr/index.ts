/** Turkish, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const tr = reviewOnlyPack('tr', lexicon, words, claims, {
  words:
    'advice in Turkish: a verb of recommending or of advising against, a negator flipping it ("tavsiye ederim", "uzak durun")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Küçük bir ev için Nordvik öneririm.',
      reads: 'verdict=+ verdictRule=tr-verdict-verb language=tr',
    },
    {
      brand: 'Nordvik',
      answer: 'Nordvik sessiz ve güçlü bir süpürge. Küçük bir ev için Nordvik öneririm.',
      reads: 'visible why=advice-for verdict=+ verdictRule=tr-verdict-verb language=tr',
    },
  ],
});
