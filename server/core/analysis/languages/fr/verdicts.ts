/** French verdicts: the patterns of advice for or against, tried in order (sentiment/verdict.ts). */
import { alternation } from '../../lexicon/word-lists';
import type { VerdictRule } from '../pack';
import WORDS from './words.json';

const words = WORDS.verdicts;

export const VERDICT_RULES: VerdictRule<'fr'>[] = [
  {
    id: 'fr-first-person',
    languages: ['fr'],
    verdict: {
      pattern: new RegExp(
        String.raw`\b(?:je\s+|j['’])(?:ne\s+|n['’])?(?:(?:${alternation(words.clitics)})\s+|l['’]){0,2}(?:(?<against>${alternation(words.refuse)})|${alternation(words.choose)}|(?<=\b(?:ne|n['’])\s*(?:(?:${alternation(words.clitics)})\s+|l['’]){0,2})\p{L}+rais(?=\s+pas\b))\b(?:\s+pas\b)?`,
        'giu',
      ),
      negation: /\bne\b|\bn['’]|\bpas\b/i,
    },
    words:
      'advice in the French first-person conditional, a negation flipping it ("je choisirais", "je ne le prendrais pas")',
    examples: [
      {
        brand: 'Acme',
        answer: 'Acme est cher et le service client est lent. Je ne choisirais pas Acme.',
        reads: 'visible why=advice-against verdict=- verdictRule=fr-first-person language=fr',
      },
    ],
  },
  {
    id: 'fr-imperative',
    languages: ['fr'],
    verdict: {
      // An imperative opening a sentence.
      pattern: new RegExp(
        String.raw`(?:^|[.!?:]\s+|\n\s*)[*_\s]*(?:(?<against>${alternation(words.imperativeRefuse)})|${alternation(words.imperativeChoose)})(?![\p{L}])`,
        'giu',
      ),
      negation: /\bne\b|\bn['’]|\bpas\b/i,
    },
    words: 'advice as a French imperative opening a sentence ("optez pour", "évitez")',
    examples: [
      {
        brand: 'Lidl',
        answer: 'Faites plutôt vos courses chez Lidl.',
        reads: 'verdict=+ verdictRule=fr-imperative language=fr',
      },
      {
        brand: 'Acme',
        answer: 'Optez pour Acme.',
        reads: 'visible why=advice-for verdict=+ verdictRule=fr-imperative language=fr',
      },
      { brand: 'Acme', answer: 'Évitez Acme.', reads: 'verdict=- verdictRule=fr-imperative language=fr' },
    ],
  },
];
