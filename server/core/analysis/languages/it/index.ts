/** Italian: read for names and for sentiment. */
import { SentimentIt, StemmerIt } from '@nlpjs/lang-it';
import { stemmedLexicon } from '../../sentiment/base-lexicons';
import type { FullLanguagePack } from '../pack';
import lexicon from './lexicon.json';
import { VERDICT_RULES } from './verdicts';
import claims from './claims.json';
import words from './words.json';

export const it: FullLanguagePack<'it'> = {
  code: 'it',
  lexicon,
  functionWords: words.functionWords,
  baseLexicon: () => stemmedLexicon(new StemmerIt(), SentimentIt),
  sentiment: {
    ...words.sentiment,
    betterChoice: words.betterChoice,
    leavesChoice: /\b(?:dipende da|nessuno è (?:chiaramente )?migliore|tutto dipende)\b/i,
    verdicts: VERDICT_RULES,
  },
  names: words.names,
  discourse: words.discourse,
  sections: words.sections,
  aspects: words.aspects,
  claims,
};
