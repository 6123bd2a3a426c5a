/** Spanish: read for names and for sentiment. */
import { SentimentEs, StemmerEs } from '@nlpjs/lang-es';
import { stemmedLexicon } from '../../sentiment/base-lexicons';
import type { FullLanguagePack } from '../pack';
import lexicon from './lexicon.json';
import { VERDICT_RULES } from './verdicts';
import claims from './claims.json';
import words from './words.json';

export const es: FullLanguagePack<'es'> = {
  code: 'es',
  lexicon,
  functionWords: words.functionWords,
  baseLexicon: () => stemmedLexicon(new StemmerEs(), SentimentEs),
  sentiment: {
    ...words.sentiment,
    betterChoice: words.betterChoice,
    leavesChoice: /\b(?:depende de|ninguno es (?:claramente )?mejor|todo depende)\b/i,
    verdicts: VERDICT_RULES,
  },
  names: words.names,
  discourse: words.discourse,
  sections: words.sections,
  aspects: words.aspects,
  claims,
};
