/** Portuguese: read for names and for sentiment. */
import { SentimentPt, StemmerPt } from '@nlpjs/lang-pt';
import { stemmedLexicon } from '../../sentiment/base-lexicons';
import type { FullLanguagePack } from '../pack';
import lexicon from './lexicon.json';
import { VERDICT_RULES } from './verdicts';
import claims from './claims.json';
import words from './words.json';

export const pt: FullLanguagePack<'pt'> = {
  code: 'pt',
  lexicon,
  functionWords: words.functionWords,
  baseLexicon: () => stemmedLexicon(new StemmerPt(), SentimentPt),
  sentiment: {
    ...words.sentiment,
    betterChoice: words.betterChoice,
    leavesChoice: /\b(?:depende d[eoa]|nenhum é (?:claramente )?melhor|tudo depende)\b/i,
    verdicts: VERDICT_RULES,
  },
  names: words.names,
  discourse: words.discourse,
  sections: words.sections,
  aspects: words.aspects,
  claims,
};
