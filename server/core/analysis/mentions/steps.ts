/**
 * The readings findMentions gives or takes away outside the rule records (rules.ts, name-verdict.ts), as
 * records of their own: the reading no rule changed ('name'), a name written as the entity's domain
 * ('domain'), the two exceptions of the first reading in code and in lower case, the branches of its later
 * steps that settle a reading (settleOtherNames, settleInAnswer), and those that leave a reading as the name
 * out ('left-out': keepNames, withoutOverlaps, findMentions' whole-answer checks).
 */
import type { Language } from '../languages/registry';
import type { Rule } from '../rules/rule';

type StepVerdict = 'name' | 'ordinary' | 'left-out';

export const STEP_RULES = [
  {
    id: 'name',
    languages: 'any',
    verdict: 'name',
    words: 'read as the name: nothing around it reads otherwise',
    examples: [
      {
        brand: 'Courtepaille',
        competitors: ['Buffalo Grill'],
        answer: 'Pour manger vite, choisissez un Buffalo Grill ou un Courtepaille.',
        reads: 'visible why=name reading=name/name',
      },
    ],
  },
  {
    id: 'domain',
    languages: 'any',
    verdict: 'name',
    words: 'read as the name: the answer writes its website’s domain',
    examples: [
      {
        brand: 'Acme',
        answer: 'See docs.acme.io for the setup guide, it is great.',
        reads: 'visible why=domain',
      },
    ],
  },
  {
    id: 'ordinary-word-in-code',
    languages: 'any',
    verdict: 'ordinary',
    words: 'read as a word of code, not the name',
    examples: [
      {
        brand: 'Slack',
        answer: 'Run `slack send --channel general` to post the build status.',
        reads: 'hidden why=ordinary-word-in-code reading=ordinary/ordinary-word-in-code',
      },
    ],
  },
  {
    id: 'lower-case-like-other-brands',
    languages: 'any',
    verdict: 'name',
    words: 'read as the name: written in lower case, as the answer writes another tracked brand',
    examples: [
      {
        brand: 'Whole Foods',
        competitors: ["Trader Joe's"],
        answer: "I shop at whole foods and trader joe's for groceries.",
        reads: 'visible why=lower-case-like-other-brands reading=name/lower-case-like-other-brands',
      },
    ],
  },
  {
    id: 'vouched-for-nearby',
    languages: 'any',
    verdict: 'name',
    words: 'read as the name inside a longer name: its paragraph or list item names another tracked brand',
    examples: [
      {
        brand: 'Toast',
        competitors: ['Square'],
        answer: "- **Toast Mobile Order & Pay** – only if you're already on Toast, or on Square.",
        reads: 'visible why=vouched-for-nearby reading=name/vouched-for-nearby',
      },
    ],
  },
  {
    id: 'phrase-of-language',
    languages: 'any',
    verdict: 'ordinary',
    words: 'read as a phrase of the language: the answer writes the name elsewhere with capitals',
    examples: [
      {
        brand: 'Feu Vert',
        competitors: ['Feu Vert Pro'],
        answer: 'Il faut donner le feu vert au mécanicien. Feu Vert Pro répare les voitures.',
        reads: 'hidden why=phrase-of-language reading=ordinary/phrase-of-language',
      },
    ],
  },
  {
    id: 'capitalised-elsewhere',
    languages: 'any',
    verdict: 'ordinary',
    words: 'read as the ordinary word: the answer writes the name elsewhere with a capital',
    examples: [
      {
        brand: 'Tandem',
        answer: 'It works best in tandem with a planner. Tandem Pro gives you shared calendars.',
        reads: 'why=capitalised-elsewhere reading=ordinary/capitalised-elsewhere',
      },
    ],
  },
  {
    id: 'noun-beside-brands',
    languages: ['de'],
    verdict: 'name',
    words: 'read as the name: its sentence names another tracked brand',
    examples: [
      {
        brand: 'Tado',
        competitors: ['Netatmo'],
        answer: 'Ich habe mir einen Tado gekauft, mein Bruder hat Netatmo.',
        reads: 'visible why=noun-beside-brands reading=name/noun-beside-brands',
      },
    ],
  },
  {
    id: 'product-beside-brands',
    languages: 'any',
    verdict: 'name',
    words:
      'read as the name: a capitalised product name follows it ("Spur City"), and its paragraph, list or table names another tracked brand',
    examples: [
      {
        brand: 'Spur',
        competitors: ['VanMoof', 'Cowboy'],
        answer: 'For city riding, compare the Spur City, the VanMoof S5 and the Cowboy 4.',
        reads: 'visible why=product-beside-brands reading=name/product-beside-brands',
      },
      {
        brand: 'Yonder',
        competitors: ['Aventon'],
        answer: '| Bike | Price |\n|---|---|\n| Aventon Sinch | $1,799 |\n| Yonder Trail | $1,599 |',
        reads: 'visible why=product-beside-brands reading=name/product-beside-brands',
      },
    ],
  },
  {
    id: 'listed-with-brands',
    languages: 'any',
    verdict: 'name',
    words: 'read as the name: its list names another tracked brand',
    examples: [
      {
        brand: 'Alamo',
        competitors: ['Hertz'],
        answer: 'The Alamo, the River Walk and the Pearl district are walkable, and Hertz rents cars nearby.',
        reads: 'visible why=listed-with-brands reading=name/listed-with-brands',
      },
    ],
  },
  {
    id: 'named-beside-brands',
    languages: 'any',
    verdict: 'name',
    words: 'read as the name: the answer names another tracked brand beside it',
    examples: [
      {
        brand: 'Dove',
        competitors: ['Nivea'],
        answer: 'Dove soap is gentle, and Nivea makes a good lotion.',
        reads: 'visible why=named-beside-brands reading=name/named-beside-brands',
      },
    ],
  },
  {
    id: 'word-of-language',
    languages: 'any',
    verdict: 'left-out',
    words: 'outside English, a capitalised word opening a sentence is the language’s own word here',
    examples: [
      {
        brand: 'Prima',
        answer: 'Prima di tutto controlla il contratto: prima di rinnovare, confronta le offerte.',
        reads: 'hidden why=word-of-language reading=name/name/word-of-language',
      },
    ],
  },
  {
    id: 'heading-word',
    languages: 'any',
    verdict: 'left-out',
    words:
      'it opens a heading that goes on in lower case, and the answer writes the word in lower case elsewhere: the heading’s capital, not a name',
    examples: [
      {
        brand: 'Toit',
        answer: '## Toit en pente, toit plat : ce qui change\n\nUn toit plat demande une structure lestée.',
        reads: 'hidden why=heading-word reading=name/name/heading-word',
      },
      {
        brand: 'Radish',
        competitors: ['HelloFresh'],
        answer:
          'HelloFresh ships in two days.\n\n## Radish greens and carrot tops\n\nDo not throw the radish leaves away: they make a good pesto.',
        reads: 'hidden why=heading-word reading=name/name/heading-word',
      },
    ],
  },
  {
    id: 'needs-own-evidence',
    languages: 'any',
    verdict: 'left-out',
    words:
      'the answer reads this name as another thing elsewhere, and this mention has no evidence of its own',
    examples: [
      {
        brand: 'Bolt',
        answer: 'Usain Bolt is the fastest man in history. Bolt won eight Olympic golds.',
        reads: 'hidden why=needs-own-evidence',
      },
    ],
  },
  {
    id: 'inside-a-longer-name',
    languages: 'any',
    verdict: 'left-out',
    words: 'it lies inside a longer tracked name',
    examples: [
      {
        brand: 'Acme',
        competitors: ['Acme Cloud'],
        answer: 'Acme Cloud is faster than most rivals.',
        reads: 'hidden why=inside-a-longer-name reading=name/name',
      },
    ],
  },
  {
    id: 'uncorroborated',
    languages: 'any',
    verdict: 'left-out',
    words: 'the name is an ordinary word, and nothing else in the answer says it means the brand',
    examples: [
      {
        brand: 'Ring',
        answer: 'Neem de Ring A10 richting Amsterdam-Noord.',
        reads: 'hidden why=uncorroborated reading=name/name/uncorroborated',
      },
    ],
  },
  {
    id: 'off-market',
    languages: 'any',
    verdict: 'left-out',
    words: 'the answer is about another market than the brand’s',
    examples: [
      {
        brand: 'Tide',
        answer: 'The Tide turned against us in the second half.',
        reads: 'hidden why=off-market reading=name/name/off-market',
      },
    ],
  },
] as const satisfies readonly Rule<StepVerdict, Language>[];

/** The id of a step's reading (Candidate.rule, or Candidate.dropped for one that left the name out). */
export type StepRule = (typeof STEP_RULES)[number]['id'];
