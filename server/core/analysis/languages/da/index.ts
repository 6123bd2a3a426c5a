/**
 * Danish, read for sentiment only. It carries Norwegian Bokmål's spellings too: the detector cannot tell the
 * two apart (language.ts reads Norwegian as Danish) and their review words are mostly shared.
 */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import words from './words.json';

export const da = reviewOnlyPack('da', lexicon, words, {
  words:
    'advice in Danish: a verb of recommending or of advising against, a negator flipping it ("anbefaler", "fraråder")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Til en familie vil jeg anbefale Nordvik.',
      reads: 'visible why=advice-for verdict=+ verdictRule=da-verdict-verb language=da',
    },
  ],
});
