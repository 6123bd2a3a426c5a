/**
 * Danish, read for sentiment only. It still carries some Norwegian Bokmål spellings: where the spellings
 * leave the two tied, language.ts keeps the detector's guess, which may be Danish for a Norwegian answer.
 */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const da = reviewOnlyPack('da', lexicon, words, claims, {
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
