/** German verdicts: the patterns of advice for or against, tried in order (sentiment/verdict.ts). */
import { alternation } from '../../lexicon/word-lists';
import type { VerdictRule } from '../pack';
import WORDS from './words.json';

const words = WORDS.verdicts;

export const VERDICT_RULES: VerdictRule<'de'>[] = [
  {
    id: 'de-first-person',
    languages: ['de'],
    verdict: {
      pattern: new RegExp(
        String.raw`\b(?:${alternation(words.firstPerson)})\b(?:\s+[\p{L}\p{N}&.'’-]+){0,8}?\s+(?:(?<against>${alternation(words.refuse)})|${alternation(words.choose)})\b`,
        'giu',
      ),
      negation: /\b(?:nicht|kein\w*|nie)\b/i,
    },
    words:
      'advice in the German first person: a verb of choosing or of refusing after "würde ich" or "ich empfehle" ("würde ich nehmen", "rate ich ab")',
    examples: [
      {
        brand: 'Acme',
        answer: 'Acme ist teuer und der Service ist langsam. Ich würde Acme nicht nehmen.',
        reads: 'visible why=advice-against verdict=- verdictRule=de-first-person language=de',
      },
      {
        brand: 'Relai',
        answer: 'Für den Einstieg würde ich Ihnen zu Relai raten.',
        reads: 'verdict=+ verdictRule=de-first-person language=de',
      },
    ],
  },
  {
    id: 'de-imperative',
    languages: ['de'],
    verdict: {
      // An imperative opening a sentence or the main clause after a subordinate one (German puts the verb
      // first there).
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>${alternation(words.imperativeRefuse)})|${alternation(words.imperativeChoose)})\b`,
        'gi',
      ),
      negation: /\b(?:nicht|kein\w*|nie)\b/i,
    },
    words:
      'advice as a German imperative opening a sentence or the main clause ("nimm", "meide", "nehmen Sie", "meiden Sie")',
    examples: [
      { brand: 'Relai', answer: 'Nimm Relai.', reads: 'verdict=+ verdictRule=de-imperative language=de' },
      {
        brand: 'Relai',
        answer: 'Wenn du nur Bitcoin willst, nimm Relai.',
        reads: 'visible why=advice-for verdict=+ verdictRule=de-imperative language=de',
      },
      { brand: 'Acme', answer: 'Meide Acme.', reads: 'verdict=- verdictRule=de-imperative language=de' },
      // The formal imperative: the verb, then "Sie".
      {
        brand: 'Relai',
        answer: 'Nehmen Sie lieber Relai.',
        reads: 'verdict=+ verdictRule=de-imperative language=de',
      },
      { brand: 'Acme', answer: 'Meiden Sie Acme.', reads: 'verdict=- verdictRule=de-imperative language=de' },
    ],
  },
];
