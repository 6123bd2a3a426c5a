/** English: read for names and for sentiment. */
import { alternation } from '../../lexicon/word-lists';
import { vaderLexicon } from '../../sentiment/base-lexicons';
import type { FullLanguagePack } from '../pack';
import lexicon from './lexicon.json';
import { ALTERNATIVE, BRAND_PRONOUNS, VERDICT_RULES } from './verdicts';
import claims from './claims.json';
import words from './words.json';

const { visiting, travelling } = words.names;

export const en: FullLanguagePack<'en'> = {
  code: 'en',
  lexicon,
  functionWords: words.functionWords,
  baseLexicon: vaderLexicon,
  sentiment: {
    ...words.sentiment,
    betterChoice: words.betterChoice,
    leavesChoice:
      /\b(?:neither (?:is|one is) (?:clearly |objectively )?(?:better|the winner)|(?:it|that|the choice|the answer) (?:really |mostly |largely )?depends on|whether [^.!?\n]{1,80}? (?:really |mostly |largely )?depends on|pick (?:based on|whichever)|there['’]s no (?:clear|single) winner)\b/i,
    verdicts: VERDICT_RULES,
    brandPronouns: BRAND_PRONOUNS,
    alternative: ALTERNATIVE,
  },
  discourse: words.discourse,
  sections: words.sections,
  aspects: words.aspects,
  claims,
  names: {
    ...words.names,
    // A verb of visiting and "the", at a word boundary: English verbs take no other language's article.
    visiting: {
      ...words.names.visiting,
      phrase: String.raw`\b(?:${alternation(visiting.verbs)})[ \t]+(?:${alternation(visiting.articles)})`,
    },
    // One travels, visits or tours "in" places too; one walks, hikes or drives "in" shoes, gear and cars.
    travelling: {
      phrase: String.raw`\b(?:${alternation(travelling.stems)})(?:ing|ed|s)?[ \t]+(?:in|${alternation(travelling.prepositions)})|\b(?:${alternation(travelling.walkingStems)})(?:ing|ed|s)?[ \t]+(?:${alternation(travelling.prepositions)})`,
    },
  },
};
