import { describe, expect, test } from 'vitest';
import { compileMatcher, findMentions } from '../matching';
import type { Candidate } from './first-reading';
import { CAPITALISED_NAME_RULES, MATCH_RULES, NAME_RULES } from './rules';

/**
 * An answer each rule was written for, and how the rule reads the brand's name in it: [the rule's id (or
 * the step that settles its reading), the verdict, the brand, its exclusions, the competitors, the text].
 */
const ROWS: [string, string, string, string[], string[], string][] = [
  ['interjection', 'ordinary', 'Hey', [], [], 'Hey! Good question. Here are three options.'],
  [
    'verb-opens-clause',
    'ordinary',
    'Hay',
    [],
    [],
    'Hay varias tiendas en Madrid que venden café de especialidad.',
  ],
  [
    'excluded-phrase',
    'other-sense',
    'Square',
    ['Square Enix'],
    ['Stripe'],
    'Square Enix makes Final Fantasy, while Stripe handles payments.',
  ],
  [
    'excluded-sense',
    'other-sense',
    'Mercury',
    ['the planet'],
    [],
    'Mercury is the planet closest to the sun.',
  ],
  ['titles-a-work', 'other-sense', 'Exodus', [], [], 'Bob Marley recorded *Exodus* (1977) in London.'],
  ['persons-possession', 'other-sense', 'Max', [], [], "For Max's age (8), the tablet is a good fit."],
  [
    'code-library',
    'other-sense',
    'Ember',
    [],
    ['React'],
    'Ember.js and React are both front-end frameworks.',
  ],
  [
    'another-site',
    'other-name',
    'Mango',
    [],
    [],
    'Mango Languages is free at many libraries: see mangolanguages.com for details.',
  ],
  ['indefinite-noun', 'indefinite', 'Flink', [], [], 'Für den Wocheneinkauf reicht ein Flink.'],
  [
    'common-noun-use',
    'common-noun',
    'Chipotle',
    [],
    [],
    'Add two canned chipotle peppers in adobo to the sauce.',
  ],
  ['person-name', 'other-sense', 'Cuban', [], [], 'Mark Cuban launched his pharmacy to cut drug prices.'],
  [
    'after-demonym',
    'other-sense',
    'Patagonia',
    [],
    [],
    'We hiked across the Chilean Patagonia for two weeks.',
  ],
  ['after-saint', 'other-sense', 'Moritz', [], [], 'The resort town of St Moritz is busy in winter.'],
  ['after-feature-title', 'other-sense', 'Maggiore', [], [], 'We spent a week by Lago Maggiore last summer.'],
  [
    'named-as-place',
    'other-sense',
    'Sabadell',
    [],
    [],
    'Sabadell es una buena ciudad para vivir cerca de Barcelona.',
  ],
  ['place-name-start', 'other-sense', 'Costa', [], [], 'Costa Rica is a great place for surfing holidays.'],
  [
    'referred-to-as-person',
    'other-sense',
    'Utley',
    [],
    [],
    'Utley spent 13 seasons with the Phillies. He retired in 2018.',
  ],
  [
    'referred-to-as-person',
    'other-sense',
    'Demeter',
    [],
    [],
    'Demeter, goddess of grain, was worshipped at Eleusis.',
  ],
  [
    'listed-place',
    'other-sense',
    'Alamo',
    [],
    [],
    'The Alamo, the River Walk and the Pearl district are walkable.',
  ],
  [
    'listed-with-brands',
    'name',
    'Alamo',
    [],
    ['Hertz'],
    'The Alamo, the River Walk and the Pearl district are walkable, and Hertz rents cars nearby.',
  ],
  ['owned-by', 'other-name', 'Gemini', [], [], "Google's Gemini can summarise your inbox."],
  [
    'particle-opens-name',
    'other-name',
    'Sabadell',
    [],
    [],
    'Banco Sabadell de Empresas offers business accounts.',
  ],
  ['german-thing', 'ordinary', 'Tado', [], [], 'Ich habe mir ein neues Tado gekauft.'],
  ['german-noun-use', 'ordinary', 'Tado', [], [], 'Ich habe mir einen Tado gekauft und bin zufrieden.'],
  [
    'ordinary-word-in-code',
    'ordinary',
    'Slack',
    [],
    [],
    'Run `slack send --channel general` to post the build status.',
  ],
  ['ordinary-word-cues', 'ordinary', 'Sunday', [], ['OpenTable'], 'Most shops close on Sunday.'],
  [
    'phrase-of-language',
    'ordinary',
    'Feu Vert',
    [],
    ['Norauto'],
    'Il faut donner le feu vert au mécanicien. Norauto et Feu Vert sont deux chaînes.',
  ],
  [
    'capitalised-elsewhere',
    'ordinary',
    'Tandem',
    [],
    [],
    'It works best in tandem with a planner. Tandem Pro gives you shared calendars.',
  ],
  [
    'vouched-for-nearby',
    'name',
    'Toast',
    [],
    ['Square'],
    "- **Toast Mobile Order & Pay** – only if you're already on Toast, or on Square.",
  ],
  [
    'named-beside-brands',
    'name',
    'Dove',
    [],
    ['Nivea'],
    'Dove soap is gentle, and Nivea makes a good lotion.',
  ],
  [
    'name',
    'name',
    'Courtepaille',
    [],
    ['Buffalo Grill'],
    'Pour manger vite, choisissez un Buffalo Grill ou un Courtepaille.',
  ],
];

/** The readings of the brand's name in the text, each with its verdict and the id of the rule behind it. */
function brandReadings(
  brand: string,
  exclusions: string[],
  competitors: string[],
  text: string,
): Candidate[] {
  const matchers = [
    compileMatcher({ name: brand, aliases: [], exclusions }),
    ...competitors.map((name) => compileMatcher({ name, aliases: [] })),
  ];
  const readings: Candidate[] = [];
  findMentions(text, matchers, undefined, { readings });
  return readings.filter((reading) => reading.entity === 0);
}

describe('each rule reads the answer it was written for', () => {
  test.each(ROWS)('%s: %s (%s)', (rule, verdict, brand, exclusions, competitors, text) => {
    expect(brandReadings(brand, exclusions, competitors, text)[0]).toMatchObject({ rule, verdict });
  });
});

test('every rule has an answer it reads', () => {
  const shown = new Set(ROWS.map(([rule]) => rule));
  for (const rule of [...MATCH_RULES, ...CAPITALISED_NAME_RULES, ...NAME_RULES])
    expect(shown).toContain(rule.id);
});

test('rule ids are unique', () => {
  const ids = [...MATCH_RULES, ...CAPITALISED_NAME_RULES, ...NAME_RULES].map((rule) => rule.id);
  expect(new Set(ids).size).toBe(ids.length);
});
