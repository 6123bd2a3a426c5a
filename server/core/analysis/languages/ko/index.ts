/**
 * Korean, read for sentiment only. Its particles and endings are written onto the word ("추천합니다",
 * "불만이"), so most entries are stems ("추천*"); a negation mostly follows the predicate ("좋지 않다"), so
 * the form before it is an entry of its own ("좋지": not good), and the verdicts list negated forms among
 * the verbs against ("추천하지 않*").
 */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const ko = reviewOnlyPack('ko', lexicon, words, claims, {
  words: 'advice in Korean: a verb of recommending, or its negated form ("추천합니다", "추천하지 않습니다")',
  examples: [
    {
      brand: 'Nordvik',
      answer: '앱이 느리고 고객센터 연결도 어려워서, Nordvik 서비스는 추천하지 않습니다.',
      reads: 'visible why=advice-against verdict=- verdictRule=ko-verdict-verb language=ko',
    },
    {
      brand: 'Nordvik',
      answer: '가격 대비 품질이 좋아서 Nordvik 제품을 추천합니다.',
      reads: 'visible why=advice-for verdict=+ verdictRule=ko-verdict-verb language=ko',
    },
  ],
});
