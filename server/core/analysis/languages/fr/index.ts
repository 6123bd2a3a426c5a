/** French: read for names and for sentiment. */
import { SentimentFr, StemmerFr } from '@nlpjs/lang-fr';
import { stemmedLexicon } from '../../sentiment/base-lexicons';
import type { FullLanguagePack } from '../pack';
import lexicon from './lexicon.json';
import { VERDICT_RULES } from './verdicts';
import claims from './claims.json';
import words from './words.json';

export const fr: FullLanguagePack<'fr'> = {
  code: 'fr',
  lexicon,
  functionWords: words.functionWords,
  baseLexicon: () => stemmedLexicon(new StemmerFr(), SentimentFr),
  sentiment: {
    ...words.sentiment,
    betterChoice: words.betterChoice,
    leavesChoice:
      /(?:à (?:toi|vous) de voir|(?:ça|cela) dépend|aucun n['’]est (?:clairement )?meilleur|tout dépend)/i,
    verdicts: VERDICT_RULES,
  },
  names: words.names,
  discourse: words.discourse,
  sections: words.sections,
  aspects: words.aspects,
  claims,
};
