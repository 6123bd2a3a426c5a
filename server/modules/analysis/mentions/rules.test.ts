import { describe, expect, test } from 'vitest';
import { compileMatcher, findMentions } from '../matching';
import type { Candidate } from './first-reading';
import { ORDINARY_WORD_RULES } from './name-verdict';
import { CAPITALISED_NAME_RULES, MATCH_RULES, NAME_RULES } from './rules';

/**
 * An answer each rule was written for, and how the rule reads the brand's name in it: the rule's id (or
 * that of the step that settled the reading), the verdict, the brand (with " -" before what it is not,
 * its exclusions), the competitors and the answer ("\n" a line break).
 */
const TABLE = `
interjection                  | ordinary    | Hey                   |               | Hey! Good question. Here are three options.
verb-opens-clause             | ordinary    | Hay                   |               | Hay varias tiendas en Madrid que venden café de especialidad.
excluded-phrase               | other-sense | Square -Square Enix   | Stripe        | Square Enix makes Final Fantasy, while Stripe handles payments.
excluded-sense                | other-sense | Mercury -the planet   |               | Mercury is the planet closest to the sun.
titles-a-work                 | other-sense | Exodus                |               | Bob Marley recorded *Exodus* (1977) in London.
persons-possession            | other-sense | Max                   |               | For Max's age (8), the tablet is a good fit.
code-library                  | other-sense | Ember                 | React         | Ember.js and React are both front-end frameworks.
another-site                  | other-name  | Mango                 |               | Mango Languages is free at many libraries: see mangolanguages.com for details.
indefinite-noun               | indefinite  | Flink                 |               | Für den Wocheneinkauf reicht ein Flink.
common-noun-use               | common-noun | Chipotle              |               | Add two canned chipotle peppers in adobo to the sauce.
person-name                   | other-sense | Cuban                 |               | Mark Cuban launched his pharmacy to cut drug prices.
after-demonym                 | other-sense | Patagonia             |               | We hiked across the Chilean Patagonia for two weeks.
after-saint                   | other-sense | Moritz                |               | The resort town of St Moritz is busy in winter.
after-feature-title           | other-sense | Maggiore              |               | We spent a week by Lago Maggiore last summer.
named-as-place                | other-sense | Sabadell              |               | Sabadell es una buena ciudad para vivir cerca de Barcelona.
place-name-start              | other-sense | Costa                 |               | Costa Rica is a great place for surfing holidays.
referred-to-as-person         | other-sense | Utley                 |               | Utley spent 13 seasons with the Phillies. He retired in 2018.
referred-to-as-person         | other-sense | Demeter               |               | Demeter, goddess of grain, was worshipped at Eleusis.
listed-place                  | other-sense | Alamo                 |               | The Alamo, the River Walk and the Pearl district are walkable.
listed-with-brands            | name        | Alamo                 | Hertz         | The Alamo, the River Walk and the Pearl district are walkable, and Hertz rents cars nearby.
owned-by                      | other-name  | Gemini                |               | Google's Gemini can summarise your inbox.
particle-opens-name           | other-name  | Sabadell              |               | Banco Sabadell de Empresas offers business accounts.
german-thing                  | ordinary    | Tado                  |               | Ich habe mir ein neues Tado gekauft.
german-noun-use               | ordinary    | Tado                  |               | Ich habe mir einen Tado gekauft und bin zufrieden.
ordinary-word-in-code         | ordinary    | Slack                 |               | Run \`slack send --channel general\` to post the build status.
lower-case-handle             | handle      | Slack                 |               | We chat on slack with clients.
lower-case-after-adjective    | common-noun | Mint                  |               | Garnish with lots of fresh mint.
lower-case-word               | ordinary    | Apple                 |               | An apple a day keeps the doctor away.
given-name-before             | other-sense | Mercury               |               | Freddie Mercury was the singer of Queen.
verb-before-place             | ordinary    | Discover              |               | Discover Lisbon on foot in three days.
imperative-opens-sentence     | ordinary    | Target                |               | Target your ads to people who visited your site.
opens-sentence                | opening     | Dove                  |               | Dove soap is gentle on sensitive skin.
named-beside-brands           | name        | Dove                  | Nivea         | Dove soap is gentle, and Nivea makes a good lotion.
another-organisations-name    | other-name  | Mint                  |               | Mint Mobile has cheap plans.
longer-name-of-its-own        | in-other-name | Subway              |               | Subway Surfers is a popular mobile game.
tail-of-another-name          | other-sense | Delta                 |               | We took a boat trip through the Mekong Delta.
tail-of-another-name          | other-sense | Bolt                  |               | The new **Chevrolet Bolt** has a longer range.
capitalised-sense-cue         | other-sense | Amazon                |               | Deforestation in the Amazon rainforest is accelerating.
sense-cue                     | ordinary    | Sunday                | OpenTable     | Most shops close on Sunday.
place-or-sky-next             | other-sense | Mercury               |               | Mercury's orbit is the most eccentric of the planets.
place-or-sky-next             | other-sense | Summit                |               | Hotels in Aspen, Vail and Summit County fill up early.
capitalised-among-places      | other-sense | Phoenix               |               | Hot cities like Phoenix, Tucson and Las Vegas need good air conditioning.
weekday-in-schedule           | other-sense | Monday                |               | The team meets Monday at 10 am.
sense-word-near               | other-sense | Apple                 |               | Which Apple is the sweetest fruit to bake with?
list-introduced-by-sense-word | other-sense | Apple                 |               | Healthy fruits to pack:\\n- Apple\\n- Banana
phrase-of-language            | ordinary    | Feu Vert              | Norauto       | Il faut donner le feu vert au mécanicien. Norauto et Feu Vert sont deux chaînes.
capitalised-elsewhere         | ordinary    | Tandem                |               | It works best in tandem with a planner. Tandem Pro gives you shared calendars.
vouched-for-nearby            | name        | Toast                 | Square        | - **Toast Mobile Order & Pay** – only if you're already on Toast, or on Square.
name                          | name        | Courtepaille          | Buffalo Grill | Pour manger vite, choisissez un Buffalo Grill ou un Courtepaille.
`;

const ROWS = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [rule, verdict, brand, competitors, text] = line.split('|').map((cell) => cell.trim()) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const [name, ...exclusions] = brand.split(' -');
    return {
      rule,
      verdict,
      brand: { name: name!, aliases: [], exclusions },
      competitors: competitors ? competitors.split(',').map((competitor) => competitor.trim()) : [],
      text: text.replaceAll('\\n', '\n'),
    };
  });

/** The first reading of the brand's name in the text, with its verdict and the id of the rule behind it. */
function brandReading({ brand, competitors, text }: (typeof ROWS)[number]): Candidate | undefined {
  const matchers = [
    compileMatcher(brand),
    ...competitors.map((name) => compileMatcher({ name, aliases: [] })),
  ];
  const readings: Candidate[] = [];
  findMentions(text, matchers, undefined, { readings });
  return readings.find((reading) => reading.entity === 0);
}

describe('each rule reads the answer it was written for', () => {
  test.each(ROWS)('$rule: $verdict ($text)', (row) => {
    expect(brandReading(row)).toMatchObject({ rule: row.rule, verdict: row.verdict });
  });
});

/** Every rule once: a rule read in two lists is one record. */
const RULES = [
  ...new Set([...MATCH_RULES, ...CAPITALISED_NAME_RULES, ...ORDINARY_WORD_RULES, ...NAME_RULES]),
];

test('every rule has an answer it reads', () => {
  const shown = new Set(ROWS.map((row) => row.rule));
  for (const rule of RULES) expect(shown).toContain(rule.id);
});

test('rule ids are unique', () => {
  const ids = RULES.map((rule) => rule.id);
  expect(new Set(ids).size).toBe(ids.length);
});

/** Readings as the name that a later step leaves out: [the rule that drops it, the brand, the answer]. */
const DROPPED = `
word-of-language   | Prima | Prima di tutto controlla il contratto: prima di rinnovare, confronta le offerte.
needs-own-evidence | Bolt  | Usain Bolt is the fastest man in history. Bolt won eight Olympic golds.
off-market         | Tide  | The Tide turned against us in the second half.
`;

test.each(DROPPED.trim().split('\n'))('a reading as the name dropped: %s', (line) => {
  const [rule, brand, text] = line.split('|').map((cell) => cell.trim()) as [string, string, string];
  const readings: Candidate[] = [];
  const found = findMentions(text, [compileMatcher({ name: brand, aliases: [] })], undefined, { readings });
  expect(found).toEqual([]);
  expect(readings.find((reading) => reading.verdict === 'name')).toMatchObject({
    rule: 'name',
    dropped: rule,
  });
});
