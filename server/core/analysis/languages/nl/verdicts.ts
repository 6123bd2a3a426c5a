/** Dutch verdicts: the patterns of advice for or against, tried in order (sentiment/verdict.ts). */
import { alternation } from '../../lexicon/word-lists';
import type { VerdictRule } from '../pack';
import WORDS from './words.json';

const words = WORDS.verdicts;

export const VERDICT_RULES: VerdictRule<'nl'>[] = [
  {
    id: 'nl-first-person',
    languages: ['nl'],
    verdict: {
      pattern: new RegExp(
        String.raw`\b(?:${alternation(words.firstPerson)})\b(?:\s+[\p{L}-]+){0,8}?\s+(?:(?<against>${alternation(words.refuse)})|${alternation(words.choose)})\b`,
        'giu',
      ),
      negation: /\b(?:niet|geen|nooit)\b/i,
    },
    words:
      'advice in the Dutch first person: a verb of choosing or of refusing after "zou ik" or "ik raad" ("zou ik kiezen", "raad ik af")',
    examples: [
      {
        brand: 'Coach',
        answer: 'Voor dat geld zou ik geen Coach-tas kopen.',
        reads: 'visible why=advice-against verdict=- verdictRule=nl-first-person language=nl',
      },
    ],
  },
  {
    id: 'nl-imperative',
    languages: ['nl'],
    verdict: {
      // An imperative opening a sentence or the main clause.
      pattern: new RegExp(
        String.raw`(?:^|[.!?:,]\s+|\n\s*)[*_\s]*(?:(?<against>vermijd)|${alternation(words.imperativeChoose)})\b`,
        'gi',
      ),
      negation: /\b(?:niet|geen|nooit)\b/i,
    },
    words: 'advice as a Dutch imperative opening a sentence or the main clause ("kies", "vermijd")',
    examples: [
      {
        brand: 'Flinders',
        answer: 'Kies Flinders.',
        reads: 'verdict=+ verdictRule=nl-imperative language=nl',
      },
      { brand: 'Acme', answer: 'Vermijd Acme.', reads: 'verdict=- verdictRule=nl-imperative language=nl' },
      {
        brand: 'Flinders',
        answer:
          'Flinders heeft een mooie collectie en de levering is snel. Kies Flinders voor je nieuwe bank.',
        reads: 'visible why=advice-for verdict=+ verdictRule=nl-imperative language=nl',
      },
    ],
  },
];
