/**
 * The simulated engine's sentences. They hold no category's vocabulary: everything specific in an answer
 * comes from the question, its topic, the brand and the competitors ({B} = a name, {T} = the topic as a
 * noun phrase, {P} = the question), so a coffee roaster's answers talk about coffee and an issue tracker's
 * about issue tracking. Nor do they presume what is sold: no "provider", "tools" or "getting started", words
 * that fit software and not running shoes or a dental clinic. The wording still carries a tone the analyzer
 * reads (praise, complaints).
 */
import type { Aspect } from '../../../graphql/shared/aspects';

export type Tone = 'positive' | 'neutral' | 'negative';

export const INTROS = [
  'Here is an overview of the names that come up most often for this question.',
  'Several options are worth a look, depending on what matters most to you and your budget.',
  'When people ask "{P}", a handful of names appear again and again. The short version:',
  'There is no single right answer, but these are the most commonly recommended options for {T}.',
  'Based on reviews, expert write-ups and community discussions, these are the leading choices for {T}.',
];

export const DESCRIPTIONS: Record<Tone, string[]> = {
  positive: [
    '{B} is one of the most often recommended names for {T}, and reviewers praise its quality and value.',
    '{B} stands out for its excellent reputation and genuinely helpful customer service.',
    'Customers consistently rate {B} highly and say it is reliable and lives up to its promises.',
    '{B} is a great choice if you want a trusted, well-established option for {T}.',
    'Many people recommend {B} because it delivers consistently good results.',
  ],
  neutral: [
    '{B} comes up in most comparisons of {T}; its website lists its current offers and prices.',
    '{B} is a well-known name in {T}, with options at several price points.',
    '{B} is widely available and publishes detailed information about what it offers.',
    '{B} is often listed alongside the other names here when people compare options for {T}.',
    '{B} has been around for years and appears regularly in roundups of {T}.',
  ],
  negative: [
    'Some customers complain that {B} is expensive and that its customer service can be slow.',
    '{B} gets mixed reviews: several people report disappointing experiences and unanswered complaints.',
    'Critics say {B} has fallen behind and that recent changes have frustrated long-time customers.',
    '{B} can be confusing for first-time customers, and a few reviewers mention problems that took long to resolve.',
  ],
};

/** Shown in a table's second column. */
export const KNOWN_FOR = [
  'Overall value',
  'Trusted quality',
  'Wide availability',
  'Premium choice',
  'Strong reviews',
  'Long track record',
];

/** Shown in a table's third column. */
export const REVIEWERS_SAY = ['Highly rated', 'Mostly positive', 'Mixed', 'Well known', 'Worth comparing'];

export const TABLE_HEADER = ['Name', 'Known for', 'What reviewers say'] as const;

export const CLOSINGS = [
  '**Bottom line:** start with {A} if you want the most often recommended option, and compare it with {C} before you decide.',
  'My recommendation: shortlist {A} and {C}, read a few recent independent reviews, and check current prices.',
  'For most people, {A} is the safest starting point; {C} is worth considering too.',
  'In short, {A} and {C} cover most needs. Check current offers, since they change often.',
];

/** An answer that names nobody still gives advice: what to weigh when choosing ({T} = the topic). */
export const CONSIDERATIONS = [
  '**Independent reviews**: compare recent reviews on more than one site, not only the star ratings.',
  '**Total cost**: look beyond the headline price at what is included and what costs extra.',
  '**Fit**: the right choice for {T} depends on how you will use it, so list your must-haves first.',
  '**Track record**: how long a name has been around, and what long-time customers say about it.',
];

export const NAMELESS_INTROS = [
  'It depends on your situation, but a few things matter most when it comes to {T}:',
  'Rather than a single name, here is what to weigh for {T}:',
];

/** A refusal, in the words engines use when they decline. */
export const REFUSALS = [
  "I'm sorry, but I can't help with recommendations on this topic.",
  "I can't provide an answer to that question. You may want to consult a qualified professional or an independent source.",
  "I'm not able to answer this request.",
];

export const AUTHORS = ['jmorgan', 'anna_writes', 'thereviewdesk', 'lpatel', 'notesbyk'];

/**
 * How an answer states one of the brand's facts, by the fact's kind and the form of the words that name it
 * ({B} = the brand, {N} = the fact named as a noun, {W} = its word such as "founded", "based in" or
 * "integrates with", {V} = the value as written, {a} = "a " or "an " before {N}, or nothing before a plural).
 */
export const FACT_FRAMES = {
  MONEY: { noun: ["{B}'s {N} is {V}.", 'At {B}, the {N} is {V}.', '{B} lists its {N} at {V}.'] },
  NUMBER: { noun: ["{B}'s {N} is {V}.", 'At {B}, the {N} is {V}.'] },
  YEAR: {
    participle: ['{B} was {W} in {V}.', '{B} has been around since it was {W} in {V}.'],
    noun: ["{B}'s {N} is {V}."],
  },
  DATE: { participle: ['{B} was {W} on {V}.'], noun: ["{B}'s {N} is {V}."] },
  TEXT: {
    participle: ['{B} is {W} in {V}.'],
    preposition: ['{B} is {W} {V}.'],
    noun: ["{B}'s {N} is {V}."],
  },
  LIST: { preposition: ['{B} {W} {V}.'], noun: ["{B}'s {N} include {V}."] },
  BOOLEAN: {
    yes: ['{B} offers {a}{N}.', '{B} has {a}{N}.'],
    no: ['{B} has no {N}.', '{B} does not offer {a}{N}.'],
  },
} as const;

/**
 * How an answer speaks of one aspect of a name ({B} = the name, {B}'s = its possessive), by aspect and tone
 * (simulated.aspects.ts). Each names the aspect in the analyzer's words for it (the language packs' "aspects")
 * and in no other aspect's, and fits any category: a shoe brand's, a clinic's or a fund's customers alike.
 */
export const ASPECT_FRAMES = {
  PRICE_VALUE: {
    positive: [
      '{B} is praised as great value for money.',
      'Customers love how affordable {B} is and say it is well worth the money.',
      '{B} is one of the most affordable names around, and reviewers say it is worth every penny.',
    ],
    neutral: [
      "{B}'s price point sits roughly in the middle of the market.",
      "Whether {B}'s pricing makes sense depends on how you will use it.",
      "How {B}'s price compares varies, though it is roughly in line with the market.",
    ],
    negative: [
      'The main complaint about {B} is price: several customers find it overpriced.',
      '{B} is expensive, and several reviewers say it is overpriced for what you get.',
      'Customers complain that {B} is overpriced and that its prices keep rising.',
    ],
  },
  QUALITY_PERFORMANCE: {
    positive: [
      '{B} is praised for consistently high quality.',
      "Reviewers single out {B}'s performance as a real strength.",
      'Customers describe the quality they get from {B} as excellent.',
    ],
    neutral: [
      "{B}'s quality varies, though it is roughly what the market would expect.",
      'How {B} compares on quality varies by market, though it is roughly average.',
      '{B} is roughly average on performance, though it varies by market.',
    ],
    negative: [
      "Several customers report that {B}'s quality is poor, calling it mediocre.",
      "Several customers say {B}'s performance is disappointing, not what it used to be.",
      "Critics say {B}'s quality has slipped, and several customers call it poor.",
    ],
  },
  EASE_OF_USE: {
    positive: [
      'Customers find {B} easy and convenient, with a simple, intuitive sign-up.',
      '{B} gets credit for keeping things simple and intuitive.',
      'Reviewers describe the whole experience with {B} as straightforward and effortless.',
    ],
    neutral: [
      'How long onboarding takes with {B} varies, though it is roughly the market average.',
      'The sign-up process at {B} varies, though it is much the same as elsewhere in the market.',
      "{B}'s learning curve is roughly average, though it varies by market.",
    ],
    negative: [
      'Several customers report that {B} is confusing, with a clunky sign-up process.',
      'Several customers call {B} confusing, not intuitive at all.',
      'Several customers find the sign-up process at {B} complicated and frustrating.',
    ],
  },
  CUSTOMER_SERVICE: {
    positive: [
      "Several reviewers say {B}'s support team answers within hours and is genuinely helpful.",
      "{B}'s customer service gets warm praise for being friendly and quick.",
      "Customers often mention {B}'s helpful, responsive staff.",
    ],
    neutral: [
      '{B} handles customer support by email and phone, though the hours vary by market.',
      "How fast {B}'s support team replies varies by market, though it is roughly average.",
      "{B}'s customer support answers by email, though how fast varies by market.",
    ],
    negative: [
      'The most common complaint about {B} is slow customer service.',
      "Several customers report long wait times and unhelpful replies from {B}'s support team.",
      "Several customers say {B}'s support is slow to respond when something goes wrong.",
    ],
  },
  RELIABILITY_TRUST: {
    positive: [
      '{B} has a solid track record, and customers describe it as reliable.',
      'Reviewers say {B} is reliable and honest about what it promises.',
      '{B} is known for being transparent and dependable.',
    ],
    neutral: [
      '{B} has been in the market for years, though its track record is roughly average.',
      "{B}'s reliability varies by market, though it is roughly average.",
      "How {B}'s reliability compares depends on whom you ask, though it is roughly average.",
    ],
    negative: [
      'Several customers say {B} is unreliable and not always transparent.',
      'Customers complain that {B} is unreliable, citing repeated problems.',
      "Several customers report frustrating problems with {B}'s reliability.",
    ],
  },
  FEATURES_RANGE: {
    positive: [
      'Reviewers like the wide selection of options {B} has.',
      "{B}'s features impress reviewers, who praise how flexible it is.",
      '{B} stands out for the variety and flexibility of what it provides.',
    ],
    neutral: [
      "{B}'s selection varies by market, though the core options are the same.",
      "How {B}'s selection compares depends on the market, though it is roughly average.",
      "Whether {B}'s features are enough depends on how you will use it.",
    ],
    negative: [
      'Several customers report that {B} is lacking in features, with limited options.',
      "{B}'s limited features frustrate some customers, who call them outdated.",
      "Several customers complain that {B}'s selection is limited, not keeping up with the market.",
    ],
  },
  PRIVACY_SECURITY: {
    positive: [
      '{B} is praised for taking privacy seriously, and reviewers trust it with personal data.',
      'Reviewers trust {B} with their personal data and highlight its strong security.',
      '{B} gets high marks for strong security and solid privacy protections.',
    ],
    neutral: [
      "{B}'s privacy policy explains how personal data is handled, though it varies by market.",
      'How {B} handles personal data depends on the market you are in.',
      "{B}'s approach to privacy is roughly average, though it varies by market.",
    ],
    negative: [
      'Reviewers criticise {B} for poor privacy practices and a past data breach.',
      '{B} has faced harsh criticism over a data breach.',
      "A past data breach still worries some of {B}'s customers.",
    ],
  },
  AVAILABILITY_DELIVERY: {
    positive: [
      "Reviewers praise {B}'s wide availability as a great strength.",
      'Reviewers praise {B} for being available in so many regions, a real strength.',
      "Customers say {B}'s wide availability is a great plus.",
    ],
    neutral: [
      "{B}'s availability varies from region to region, though it is roughly the market average.",
      'How widely {B} is available varies by market.',
      'Whether {B} is available where you are depends on the market.',
    ],
    negative: [
      'Customers complain about delays and limited availability with {B}.',
      'Several customers report that {B} is not available in their region, which is frustrating.',
      'Several reviewers report frustrating delays with {B}.',
    ],
  },
  SUSTAINABILITY_ETHICS: {
    positive: [
      '{B} earns strong praise for its commitment to sustainability.',
      'Reviewers credit {B} with ethical business practices and a genuine focus on the environment.',
      '{B} is regarded as one of the more ethical names in this space.',
    ],
    neutral: [
      "Whether {B}'s sustainability efforts are enough depends on whom you ask, though they are roughly average.",
      "{B}'s sustainability efforts vary by market, though they are roughly average.",
      "{B}'s environmental commitments are roughly in line with the market, though details vary.",
    ],
    negative: [
      "Several customers report that {B}'s sustainability efforts are disappointing, no more than marketing.",
      '{B} has drawn harsh criticism for its poor environmental record.',
      "Several customers question {B}'s ethics after a scandal over its sourcing.",
    ],
  },
  REPUTATION: {
    positive: [
      '{B} enjoys a strong reputation, and its loyal customers often recommend it.',
      '{B} is a popular favourite, with a loyal following and glowing reviews.',
      '{B} has won several awards and is widely recognised and trusted.',
    ],
    neutral: [
      "{B}'s reputation varies by market, though it is roughly average.",
      '{B} is a well-known name in the market, though opinions of it vary.',
      "{B}'s ratings are roughly average for the market, though they vary.",
    ],
    negative: [
      "Several customers report that {B}'s reputation has suffered after a string of complaints.",
      "Several customers say {B}'s reputation has been damaged by bad reviews and complaints.",
      'Several customers feel {B} does not deserve its reputation, citing poor experiences.',
    ],
  },
} as const satisfies Record<Aspect, Record<Tone, readonly string[]>>;
