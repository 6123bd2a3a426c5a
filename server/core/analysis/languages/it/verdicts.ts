/** Italian verdicts: the patterns of advice for or against, tried in order (sentiment/verdict.ts). */
import { alternation } from '../../lexicon/word-lists';
import type { VerdictRule } from '../pack';
import WORDS from './words.json';

const words = WORDS.verdicts;

export const VERDICT_RULES: VerdictRule<'it'>[] = [
  {
    id: 'it-first-person',
    languages: ['it'],
    verdict: {
      pattern: new RegExp(
        String.raw`\b(?:non\s+)?(?:(?:${alternation(words.clitics)})\s+){0,2}(?:(?<against>${alternation(words.refuse)})|${alternation(words.choose)}|(?<=\bnon\s+(?:(?:${alternation(words.clitics)})\s+){0,2})\p{L}+(?:erei|irei|arei))\b`,
        'giu',
      ),
      negation: /\bnon\b/i,
    },
    words:
      'advice in the Italian first-person conditional, a negation flipping it ("sceglierei", "non lo sceglierei")',
    examples: [
      {
        brand: 'Acme',
        answer: 'Acme ha un buon prezzo, ma non lo sceglierei.',
        reads: 'visible why=advice-against verdict=- verdictRule=it-first-person language=it',
      },
    ],
  },
  {
    id: 'it-imperative',
    languages: ['it'],
    verdict: {
      // An imperative opening a sentence or the main clause ("Evita …").
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>${alternation(words.imperativeRefuse)})|${alternation(words.imperativeChoose)})(?![\p{L}])`,
        'giu',
      ),
      negation: /\bnon\b/i,
    },
    words: 'advice as an Italian imperative opening a sentence or the main clause ("scegli", "evita")',
    examples: [
      { brand: 'Fineco', answer: 'Scegli Fineco.', reads: 'verdict=+ verdictRule=it-imperative language=it' },
      { brand: 'Acme', answer: 'Punta su Acme.', reads: 'verdict=+ verdictRule=it-imperative language=it' },
      {
        brand: 'Fineco',
        answer: 'Fineco è una banca online con costi bassi e una buona app. Scegli Fineco per il tuo conto.',
        reads: 'visible why=advice-for verdict=+ verdictRule=it-imperative language=it',
      },
    ],
  },
];
