/**
 * Chinese (simplified and traditional), read for sentiment only. Written without spaces: the tokeniser splits
 * runs of Han characters into words with ICU's dictionary (sentiment/tokens.ts), and the verdicts need no
 * boundary, so their lists hold the negated forms among the verbs against ("不推荐").
 */
import { reviewOnlyPack } from '../review-only';
import lexicon from './lexicon.json';
import claims from './claims.json';
import words from './words.json';

export const zh = reviewOnlyPack('zh', lexicon, words, claims, {
  words: 'advice in Chinese: a verb of recommending, or its negated form ("我推荐", "不推荐")',
  examples: [
    {
      brand: 'Nordvik',
      answer: 'Nordvik 的应用很慢，客服也不靠谱，我不推荐 Nordvik。',
      reads: 'visible why=advice-against verdict=- verdictRule=zh-verdict-verb language=zh',
    },
    {
      brand: 'Nordvik',
      answer: '我推荐 Nordvik：质量稳定，售后服务也很贴心。',
      reads: 'visible why=advice-for verdict=+ verdictRule=zh-verdict-verb language=zh',
    },
  ],
});
