/**
 * Norwegian Bokmål, read for sentiment only. Told apart from Danish by its words (language.ts): the Danish
 * pack still carries Bokmål spellings, for an answer the detector reads as Danish.
 */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const nb = reviewOnlyPack('nb', lexicon, words, claims, {
  words:
    'advice in Norwegian: a verb of recommending or of advising against, a negator flipping it ("anbefaler", "fraråder")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Appen er treg og kundeservice er vanskelig å nå, så jeg anbefaler ikke Nordvik.',
      reads: 'visible why=advice-against verdict=- verdictRule=nb-verdict-verb language=nb',
    },
    {
      brand: 'Nordvik',
      answer: 'For en familie som vil ha noe enkelt, vil jeg anbefale Nordvik.',
      reads: 'visible why=advice-for verdict=+ verdictRule=nb-verdict-verb language=nb',
    },
  ],
});
