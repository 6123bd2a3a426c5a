/** Ukrainian, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const uk = reviewOnlyPack('uk', lexicon, words, claims, {
  words:
    'advice in Ukrainian: a verb of recommending or of advising against, a negator flipping it ("рекомендую", "уникайте")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Через поломки не рекомендую Nordvik.',
      reads: 'verdict=- verdictRule=uk-verdict-verb language=uk',
    },
    {
      brand: 'Nordvik',
      answer: 'Nordvik має гарний дизайн, але часто ламається. Через поломки не рекомендую Nordvik.',
      reads: 'visible why=advice-against verdict=- verdictRule=uk-verdict-verb language=uk',
    },
  ],
});
