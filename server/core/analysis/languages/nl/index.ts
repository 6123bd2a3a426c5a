/** Dutch: read for names and for sentiment. */
import { SentimentNl, StemmerNl } from '@nlpjs/lang-nl';
import { stemmedLexicon } from '../../sentiment/base-lexicons';
import type { FullLanguagePack } from '../pack';
import lexicon from './lexicon.json';
import { VERDICT_RULES } from './verdicts';
import claims from './claims.json';
import words from './words.json';

export const nl: FullLanguagePack<'nl'> = {
  code: 'nl',
  lexicon,
  functionWords: words.functionWords,
  baseLexicon: () => stemmedLexicon(new StemmerNl(), SentimentNl),
  sentiment: {
    ...words.sentiment,
    betterChoice: words.betterChoice,
    leavesChoice: /\b(?:hangt (?:er )?(?:van )?af|geen (?:van beide )?is (?:duidelijk )?beter)\b/i,
    verdicts: VERDICT_RULES,
  },
  names: words.names,
  discourse: words.discourse,
  sections: words.sections,
  aspects: words.aspects,
  claims,
};
