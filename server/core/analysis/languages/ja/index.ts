/** Japanese, read for sentiment only. */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const ja = reviewOnlyPack('ja', lexicon, words, claims, {
  words:
    'advice in Japanese: a verb of recommending, or its negated form ("おすすめします", "おすすめしません")',
  examples: [
    {
      brand: 'Nordvik',
      answer: '故障が多いので、Nordvik はおすすめしません。',
      reads: 'verdict=- verdictRule=ja-verdict-verb language=ja',
    },
    {
      brand: 'Nordvik',
      answer: 'Nordvik のアプリは使いにくいです。故障が多いので、Nordvik はおすすめしません。',
      reads: 'visible why=advice-against verdict=- verdictRule=ja-verdict-verb language=ja',
    },
  ],
});
