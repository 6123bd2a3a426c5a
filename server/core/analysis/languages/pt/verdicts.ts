/** Portuguese verdicts: the patterns of advice for or against, tried in order (sentiment/verdict.ts). */
import { alternation } from '../../lexicon/word-lists';
import type { VerdictRule } from '../pack';
import WORDS from './words.json';

const words = WORDS.verdicts;

export const VERDICT_RULES: VerdictRule<'pt'>[] = [
  {
    id: 'pt-first-person',
    languages: ['pt'],
    verdict: {
      pattern: new RegExp(
        String.raw`\b(?:não\s+)?(?:(?:${alternation(words.clitics)})\s+){0,2}(?:(?<against>${alternation(words.refuse)})|${alternation(words.choose)}|(?<=\bnão\s+(?:(?:${alternation(words.clitics)})\s+){0,2})\p{L}+(?:aria|eria|iria))\b`,
        'giu',
      ),
      negation: /\bnão\b/i,
    },
    words:
      'advice in the Portuguese first-person conditional, a negation flipping it ("escolheria", "não recomendaria")',
    examples: [
      {
        brand: 'Acme',
        answer: 'Pelo preço, eu não recomendaria a Acme.',
        reads: 'visible why=advice-against verdict=- verdictRule=pt-first-person language=pt',
      },
    ],
  },
  {
    id: 'pt-imperative',
    languages: ['pt'],
    verdict: {
      // An imperative opening a sentence or the main clause.
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>${alternation(words.imperativeRefuse)})|${alternation(words.imperativeChoose)})(?![\p{L}])`,
        'giu',
      ),
      negation: /\bnão\b/i,
    },
    words: 'advice as a Portuguese imperative opening a sentence or the main clause ("escolha", "evite")',
    examples: [
      {
        brand: 'Delta',
        answer: 'Escolha a Delta.',
        reads: 'verdict=+ verdictRule=pt-imperative language=pt',
      },
      {
        brand: 'Acme',
        answer: 'Opte por Acme.',
        reads: 'visible why=advice-for verdict=+ verdictRule=pt-imperative language=pt',
      },
      { brand: 'Acme', answer: 'Evite Acme.', reads: 'verdict=- verdictRule=pt-imperative language=pt' },
    ],
  },
];
