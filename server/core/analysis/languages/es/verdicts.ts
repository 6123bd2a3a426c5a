/** Spanish verdicts: the patterns of advice for or against, tried in order (sentiment/verdict.ts). */
import { alternation } from '../../lexicon/word-lists';
import type { VerdictRule } from '../pack';
import WORDS from './words.json';

const words = WORDS.verdicts;

export const VERDICT_RULES: VerdictRule<'es'>[] = [
  {
    id: 'es-not-the-one',
    languages: ['es'],
    verdict: {
      // Not the one the writer would choose.
      pattern: new RegExp(
        String.raw`\b(?<against>no es (?:el|la|lo|uno|una) que (?:yo\s+)?(?:${alternation(words.notTheOneChoose)}))(?![\p{L}])`,
        'giu',
      ),
    },
    words: 'advice against: not the one the writer would choose ("no es la que yo elegiría")',
    examples: [
      {
        brand: 'Acme',
        answer: 'Acme no es la que yo elegiría.',
        reads: 'visible why=advice-against verdict=- verdictRule=es-not-the-one language=es',
      },
    ],
  },
  {
    id: 'es-first-person',
    languages: ['es'],
    verdict: {
      pattern: new RegExp(
        String.raw`\b(?:no\s+)?(?:(?:${alternation(words.clitics)})\s+){0,2}(?:(?<against>${alternation(words.refuse)})|${alternation(words.choose)}|(?<=\bno\s+(?:(?:${alternation(words.clitics)})\s+){0,2})\p{L}+(?:aría|ería|iría))\b`,
        'giu',
      ),
      negation: /\bno\b/i,
    },
    words:
      'advice in the Spanish first-person conditional, a negation flipping it ("recomendaría", "no lo haría")',
    examples: [
      {
        brand: 'Correos',
        answer: 'Yo no enviaría nada urgente por Correos.',
        reads: 'visible why=advice-against verdict=- verdictRule=es-first-person language=es',
      },
      {
        brand: 'Acme',
        answer: 'Acme tiene buena pinta, pero yo no lo haría.',
        reads: 'visible why=advice-against verdict=- verdictRule=es-first-person language=es',
      },
      {
        brand: 'Acme',
        answer: 'Acme es popular, pero no te lo recomendaría.',
        reads: 'visible why=advice-against verdict=- verdictRule=es-first-person language=es',
      },
      {
        brand: 'Acme',
        answer: 'Yo evitaría Acme.',
        reads: 'verdict=- verdictRule=es-first-person language=es',
      },
    ],
  },
  {
    id: 'es-imperative',
    languages: ['es'],
    verdict: {
      // An imperative opening a sentence or the main clause ("Evita …").
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_¡\s]*(?:(?<against>${alternation(words.imperativeRefuse)})|${alternation(words.imperativeChoose)})(?![\p{L}])`,
        'giu',
      ),
      negation: /\bno\b/i,
    },
    words: 'advice as a Spanish imperative opening a sentence or the main clause ("elige", "evita")',
    examples: [
      {
        brand: 'Revolut',
        answer: 'Elige Revolut.',
        reads: 'verdict=+ verdictRule=es-imperative language=es',
      },
      {
        brand: 'Acme',
        answer: 'Opta por Acme.',
        reads: 'visible why=advice-for verdict=+ verdictRule=es-imperative language=es',
      },
    ],
  },
];
