/**
 * The simulated engine's sentences. They hold no category's vocabulary: everything specific in an answer
 * comes from the question, its topic, the brand and the competitors ({B} = a name, {T} = the topic as a
 * noun phrase, {P} = the question), so a coffee roaster's answers talk about coffee and an issue tracker's
 * about issue tracking. Nor do they presume what is sold: no "provider", "tools" or "getting started", words
 * that fit software and not running shoes or a dental clinic. The wording still carries a tone the analyzer
 * reads (praise, complaints).
 */
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
