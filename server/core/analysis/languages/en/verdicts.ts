/** English verdicts: the patterns of advice for or against, tried in order (sentiment/verdict.ts). */
import { alternation } from '../../lexicon/word-lists';
import type { VerdictRule } from '../pack';
import WORDS from './words.json';

const words = WORDS.verdicts;

/** A first person: "I'd pick", "we would not recommend". */
const FIRST_PERSON = /\b(?:i|we)\b/i;

const CHOOSE = alternation(words.choose);

// Verbs of refusing, some with a particle that follows the object ("rule X out").
const REFUSE = alternation(words.refuse);

export const VERDICT_RULES: VerdictRule<'en'>[] = [
  {
    id: 'en-not-one-to-recommend',
    languages: ['en'],
    verdict: {
      // Not one the writer would recommend or use, hard to recommend, or too much of something to recommend
      // ("too slow to recommend", "too pricey for us to justify").
      pattern: new RegExp(
        String.raw`\b(?:is|are)(?:n['’]t|\s+not)\s+(?:something|the one|one|what|an?\s+\w+)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:${alternation(words.notOneToChoose)})\b|\b(?<against>${alternation(words.hardToRecommend)}|too\s+[\p{L}-]+(?:\s+for\s+(?:me|us))?\s+to\s+(?:recommend|justify))\b`,
        'giu',
      ),
      negation: /n['’]t|\bnot\b/i,
      cue: /\b(?:i|we|recommend|justify|non-?starter|worth|poor|wrong)\b/i,
    },
    words:
      'advice against: not one the writer would recommend, or hard to recommend ("isn’t something I’d recommend", "a non-starter")',
    examples: [
      {
        brand: 'Acme',
        answer: "Acme isn't something I'd recommend.",
        reads: 'visible why=advice-against verdict=- verdictRule=en-not-one-to-recommend language=en',
      },
      {
        brand: 'Acme',
        answer: 'Acme is not a tool I would use.',
        reads: 'visible why=advice-against verdict=- verdictRule=en-not-one-to-recommend language=en',
      },
      {
        brand: 'Acme',
        answer: 'Acme is hard to recommend.',
        reads: 'visible why=advice-against verdict=- verdictRule=en-not-one-to-recommend language=en',
      },
      {
        brand: 'Acme',
        answer:
          'Acme is fast to set up, but at $90 a seat it is too pricey for us to recommend to a small team.',
        reads: 'visible why=advice-against verdict=- verdictRule=en-not-one-to-recommend language=en',
      },
      {
        brand: 'Acme',
        answer: 'Acme is a non-starter.',
        reads: 'visible why=advice-against verdict=- verdictRule=en-not-one-to-recommend language=en',
      },
    ],
  },
  {
    id: 'en-first-person',
    languages: ['en'],
    verdict: {
      // A first person with a modal before a verb of choosing or refusing, a negation flipping it.
      pattern: new RegExp(
        `\\b(?:i|we)(?:['’]d|\\s+would|\\s+do|['’]m|\\s+am|\\s+can|\\s+could)?(?:\\s*n['’]t|\\s+not|\\s+never)?(?:\\s+(?:${alternation(words.adverbs)}))?\\s+(?:(?<against>${REFUSE})|${CHOOSE})\\b`,
        'giu',
      ),
      negation: /n['’]t|\bnot\b|\bnever\b/i,
      cue: FIRST_PERSON,
    },
    words:
      'advice in the first person: a verb of choosing or of refusing after "I" or "we", a negation flipping it ("I’d pick", "I wouldn’t choose")',
    examples: [
      {
        brand: 'Marcus',
        answer: "Marcus has a decent app, but I wouldn't pick Marcus.",
        reads: 'visible why=advice-against verdict=- verdictRule=en-first-person language=en',
      },
      {
        brand: 'Acme',
        answer: "Acme has excellent hardware, but I'd pass on it.",
        reads: 'visible why=advice-against verdict=- verdictRule=en-first-person language=en',
      },
      {
        brand: 'Acme',
        answer: "I'd pick Acme.",
        reads: 'visible why=advice-for verdict=+ verdictRule=en-first-person language=en',
      },
      {
        brand: 'Acme',
        answer: "I wouldn't choose Acme.",
        reads: 'visible why=advice-against verdict=- verdictRule=en-first-person language=en',
      },
      {
        brand: 'Acme',
        answer: 'We would not recommend Acme.',
        reads: 'visible why=advice-against verdict=- verdictRule=en-first-person language=en',
      },
      {
        brand: 'Acme',
        answer: "I'd probably pass on Acme.",
        reads: 'visible why=advice-against verdict=- verdictRule=en-first-person language=en',
      },
      {
        brand: 'Acme',
        answer: "I don't recommend Acme.",
        reads: 'visible why=advice-against verdict=- verdictRule=en-first-person language=en',
      },
      {
        brand: 'Acme',
        answer: "What we'd use is Acme.",
        reads: 'visible why=advice-for verdict=+ verdictRule=en-first-person language=en',
      },
    ],
  },
  {
    id: 'en-imperative',
    languages: ['en'],
    verdict: {
      // An imperative opening the sentence ("Skip Lattice for now").
      pattern: new RegExp(
        `(?:^|[.!?:]\\s+|\\n\\s*)[*_\\s]*(?:honestly,?\\s+|so\\s+|then\\s+)?(?:just\\s+|definitely\\s+|simply\\s+)?(?:don['’]t\\s+|do\\s+not\\s+|never\\s+)?(?:(?<against>${REFUSE}|skip)|${CHOOSE})\\b`,
        'giu',
      ),
      negation: /\bdon['’]t\b|\bdo not\b|\bnever\b/i,
    },
    words: 'advice as an imperative opening the sentence ("just use", "skip", "don’t bother with")',
    examples: [
      {
        brand: 'Loom',
        answer: 'Honestly, just use Loom.',
        reads: 'visible why=advice-for verdict=+ verdictRule=en-imperative language=en',
      },
      {
        brand: 'Acme',
        answer: "Don't bother with Acme.",
        reads: 'visible why=advice-against verdict=- verdictRule=en-imperative language=en',
      },
    ],
  },
  {
    id: 'en-the-one-i-would',
    languages: ['en'],
    verdict: {
      // The writer's choice, named after it.
      pattern: new RegExp(
        String.raw`\b(?:the one|the (?:tool|app|service|option|plan)|what)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:actually\s+|really\s+|personally\s+)?(?:${alternation(words.theOneIWouldChoose)})\s+is\b`,
        'gi',
      ),
      cue: FIRST_PERSON,
    },
    words: 'advice for what the writer names as their own choice ("the one I’d actually pay for is")',
    examples: [
      {
        brand: 'Brilliant',
        answer: "The one I'd actually pay for is Brilliant.",
        reads: 'visible why=advice-for verdict=+ verdictRule=en-the-one-i-would language=en',
      },
    ],
  },
  {
    id: 'en-the-choice',
    languages: ['en'],
    verdict: {
      // The subject named before it is the choice, the pick, where the writer would send people.
      pattern: new RegExp(
        String.raw`\b(?:is|are)\s+(?:where|what|who)\s+(?:i|we)(?:['’]d|\s+would)\s+(?:${alternation(words.whereIWouldSend)})\b|(?:\b(?:is|are|remains)|(?<=\p{L})['’]s)\s+(?:the|a|my|our)\s+(?:(?:${alternation(words.choiceAdjectives)})\s+)?(?:${alternation(words.choiceNouns)})\b`,
        'giu',
      ),
      subjectFirst: true,
      cue: new RegExp(String.raw`\b(?:where|what|who|${alternation(words.choiceNouns)})\b`, 'i'),
    },
    words:
      'advice for the subject named as the choice ("is the safer choice", "is where I’d send most people")',
    examples: [
      {
        brand: 'Acme',
        competitors: ['Zeta'],
        answer: 'Zeta is fine, but Acme is the safer choice.',
        reads: 'visible why=advice-for verdict=+ verdictRule=en-the-choice language=en',
      },
      {
        brand: 'Acme',
        answer: 'Acme is the better pick.',
        reads: 'visible why=advice-for verdict=+ verdictRule=en-the-choice language=en',
      },
      {
        brand: 'Acme',
        answer: 'Acme is my pick.',
        reads: 'visible why=advice-for verdict=+ verdictRule=en-the-choice language=en',
      },
      {
        brand: 'Acme',
        answer: "Acme is where I'd send most people.",
        reads: 'visible why=advice-for verdict=+ verdictRule=en-the-choice language=en',
      },
    ],
  },
];

/** English pronouns for the brand: the subject opening the sentence, or the object after the verb. */
export const BRAND_PRONOUNS = {
  subject: /^\W*(?:it|it['’]s|they|they['’]re)\b/i,
  object: /^\s+(?:it|them|one(?!\s+of\b)|this one|that one)\b/i,
};

/** An unnamed alternative chosen in the brand's place. */
export const ALTERNATIVE = new RegExp(String.raw`^\s+(?:${alternation(words.alternatives)})\b`, 'i');
