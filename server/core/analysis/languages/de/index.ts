/** German: read for names and for sentiment. */
import { SentimentDe, StemmerDe } from '@nlpjs/lang-de';
import { alternation } from '../../lexicon/word-lists';
import { stemmedLexicon } from '../../sentiment/base-lexicons';
import type { FullLanguagePack } from '../pack';
import lexicon from './lexicon.json';
import { VERDICT_RULES } from './verdicts';
import claims from './claims.json';
import words from './words.json';

const { travelling } = words.names;

export const de: FullLanguagePack<'de'> = {
  code: 'de',
  lexicon,
  functionWords: words.functionWords,
  baseLexicon: () => stemmedLexicon(new StemmerDe(), SentimentDe),
  sentiment: {
    ...words.sentiment,
    betterChoice: words.betterChoice,
    leavesChoice:
      /\b(?:hängt (?:ganz |vor allem )?(?:davon|von \S+) ab|keiner ist (?:klar )?besser|kommt (?:ganz )?darauf an)\b/i,
    verdicts: VERDICT_RULES,
  },
  discourse: words.discourse,
  sections: words.sections,
  aspects: words.aspects,
  claims,
  names: {
    ...words.names,
    // German's verbs of travelling take its own prepositions, apart from the Romance languages' words.
    travelling: {
      phrase: String.raw`(?:${alternation(travelling.verbs)})[ \t]+(?:${alternation(travelling.prepositions)})`,
    },
  },
};
