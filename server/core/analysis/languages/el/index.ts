/** Greek, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const el = reviewOnlyPack('el', lexicon, words, claims, {
  words:
    'advice in Greek: a verb of recommending or of advising against, a negator flipping it ("προτείνω", "αποφύγετε")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Για μικρό σπίτι προτείνω το Nordvik.',
      reads: 'verdict=+ verdictRule=el-verdict-verb language=el',
    },
    {
      brand: 'Nordvik',
      answer: 'Το Nordvik είναι αθόρυβο και δυνατό. Για μικρό σπίτι προτείνω το Nordvik.',
      reads: 'visible why=advice-for verdict=+ verdictRule=el-verdict-verb language=el',
    },
  ],
});
