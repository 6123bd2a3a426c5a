/**
 * A long answer comparing three API gateways (paragraphs, a table, a list and a verdict) and the statements a
 * judge gives of it, quoted as a model copies them (bold marks left out, a table row whole), for the
 * judge's statement tests; the brand is judge.test.ts's Quillstack with two attributes of its own.
 */
import type { JudgedStatementReply } from './judgement';

export const STATEMENTS_BRAND = {
  name: 'Quillstack',
  aliases: [],
  website: 'https://quillstack.io',
  attributes: [
    { name: 'Audit logs', words: { en: ['audit log*'] } },
    { name: 'Dashboard', words: { en: ['dashboard*'] } },
  ],
};

export const STATEMENTS_COMPETITORS = [
  { name: 'Kongly', aliases: [], website: 'https://kongly.dev' },
  { name: 'Tykway', aliases: [], website: 'https://tykway.io' },
];

export const LONG_ANSWER = `# Choosing an API gateway in 2026

Picking an API gateway depends on the size of your team, your traffic and how much of it you want to run yourself. Three names come up most often: Kongly, Tykway and Quillstack. Each of them can route, authenticate and rate limit requests, but they differ in price, in how easy they are to set up and in how much help you get when something breaks.

**Kongly** is the incumbent. It has the widest plugin catalogue of the three and a large community, and most platform engineers have used it before. Its enterprise licence is expensive, though, and teams regularly report that the support contract is slow to answer outside business hours.

**Tykway** is an open-source gateway with a generous free tier. It is dependable under heavy load, and its documentation is thorough. The dashboard feels dated, and the configuration files take a while to learn.

**Quillstack** is the newest of the three. It is the easiest gateway to set up: most teams have it routing traffic within an afternoon. Its support team answers within the hour, even on the starter plan. Quillstack is still missing a few enterprise features, such as fine-grained audit logs.

## At a glance

| Gateway | Price | Setup | Support |
| --- | --- | --- | --- |
| Kongly | From $1,500 a month | Days | Slow outside business hours |
| Tykway | Free tier, paid plans from $400 | A few days | Community forum |
| Quillstack | From $99 a month | An afternoon | Replies within the hour |

## What to check before you choose

- Whether you need audit logs for compliance today, or only next year.
- How many requests per second you expect at your busiest hour.
- Who on your team will own the gateway from day to day, and how much time they have for it.

## Verdict

For a small or mid-sized team that wants to ship quickly, Quillstack is the best value: it is cheap, quick to set up and well supported. Large enterprises with strict compliance needs should still look at Kongly first. Tykway suits teams that want open source and are willing to spend time on configuration.`;

/** The statements a judge gives of LONG_ANSWER, in its order. */
export const JUDGED_STATEMENTS: JudgedStatementReply[] = [
  {
    subject: 'Kongly',
    quote: 'Kongly is the incumbent.',
    polarity: 'neutral',
    aspects: ['REPUTATION'],
    attributes: [],
  },
  {
    subject: 'Kongly',
    quote:
      'It has the widest plugin catalogue of the three and a large community, and most platform engineers have used it before.',
    polarity: 'positive',
    aspects: ['FEATURES_RANGE', 'REPUTATION'],
    attributes: [],
  },
  {
    subject: 'Kongly',
    quote:
      'Its enterprise licence is expensive, though, and teams regularly report that the support contract is slow to answer outside business hours.',
    polarity: 'negative',
    aspects: ['CUSTOMER_SERVICE', 'PRICE_VALUE'],
    attributes: [],
  },
  {
    subject: 'Tykway',
    quote: 'Tykway is an open-source gateway with a generous free tier.',
    polarity: 'positive',
    aspects: ['PRICE_VALUE'],
    attributes: [],
  },
  {
    subject: 'Quillstack',
    quote: 'It is the easiest gateway to set up: most teams have it routing traffic within an afternoon.',
    polarity: 'positive',
    aspects: ['EASE_OF_USE'],
    attributes: [],
  },
  {
    subject: 'Quillstack',
    quote: 'Its support team answers within the hour, even on the starter plan.',
    polarity: 'positive',
    aspects: ['CUSTOMER_SERVICE'],
    attributes: [],
  },
  {
    subject: 'Quillstack',
    quote: 'Quillstack is still missing a few enterprise features, such as fine-grained audit logs.',
    polarity: 'negative',
    aspects: ['FEATURES_RANGE'],
    attributes: ['audit logs'],
  },
  {
    subject: 'Kongly',
    quote: '| Kongly | From $1,500 a month | Days | Slow outside business hours |',
    polarity: 'negative',
    aspects: ['PRICE_VALUE', 'EASE_OF_USE', 'CUSTOMER_SERVICE'],
    attributes: [],
  },
  {
    subject: 'Quillstack',
    quote: '| Quillstack | From $99 a month | An afternoon | Replies within the hour |',
    polarity: 'positive',
    aspects: ['PRICE_VALUE', 'EASE_OF_USE', 'CUSTOMER_SERVICE'],
    attributes: [],
  },
  {
    subject: 'Quillstack',
    quote:
      'For a small or mid-sized team that wants to ship quickly, Quillstack is the best value: it is cheap, quick to set up and well supported.',
    polarity: 'positive',
    aspects: ['PRICE_VALUE', 'EASE_OF_USE', 'CUSTOMER_SERVICE'],
    attributes: [],
  },
  {
    subject: 'Kongly',
    quote: 'Large enterprises with strict compliance needs should still look at Kongly first.',
    polarity: 'positive',
    aspects: ['REPUTATION'],
    attributes: [],
  },
  {
    subject: 'Tykway',
    quote: 'Tykway suits teams that want open source and are willing to spend time on configuration.',
    polarity: 'neutral',
    aspects: ['EASE_OF_USE'],
    attributes: [],
  },
];

/**
 * What is stored of JUDGED_STATEMENTS: the answer's own words at each (a bold name with its marks, a table
 * row with its pipes), aspects in the taxonomy's order, the attribute by the brand's name for it.
 */
export const STORED_STATEMENTS = [
  ['Kongly', '**Kongly** is the incumbent.', 'NEUTRAL', ['REPUTATION'], []],
  [
    'Kongly',
    'It has the widest plugin catalogue of the three and a large community, and most platform engineers have used it before.',
    'POSITIVE',
    ['FEATURES_RANGE', 'REPUTATION'],
    [],
  ],
  [
    'Kongly',
    'Its enterprise licence is expensive, though, and teams regularly report that the support contract is slow to answer outside business hours.',
    'NEGATIVE',
    ['PRICE_VALUE', 'CUSTOMER_SERVICE'],
    [],
  ],
  [
    'Tykway',
    '**Tykway** is an open-source gateway with a generous free tier.',
    'POSITIVE',
    ['PRICE_VALUE'],
    [],
  ],
  [
    null,
    'It is the easiest gateway to set up: most teams have it routing traffic within an afternoon.',
    'POSITIVE',
    ['EASE_OF_USE'],
    [],
  ],
  [
    null,
    'Its support team answers within the hour, even on the starter plan.',
    'POSITIVE',
    ['CUSTOMER_SERVICE'],
    [],
  ],
  [
    null,
    'Quillstack is still missing a few enterprise features, such as fine-grained audit logs.',
    'NEGATIVE',
    ['FEATURES_RANGE'],
    ['Audit logs'],
  ],
  [
    'Kongly',
    '| Kongly | From $1,500 a month | Days | Slow outside business hours |',
    'NEGATIVE',
    ['PRICE_VALUE', 'EASE_OF_USE', 'CUSTOMER_SERVICE'],
    [],
  ],
  [
    null,
    '| Quillstack | From $99 a month | An afternoon | Replies within the hour |',
    'POSITIVE',
    ['PRICE_VALUE', 'EASE_OF_USE', 'CUSTOMER_SERVICE'],
    [],
  ],
  [
    null,
    'For a small or mid-sized team that wants to ship quickly, Quillstack is the best value: it is cheap, quick to set up and well supported.',
    'POSITIVE',
    ['PRICE_VALUE', 'EASE_OF_USE', 'CUSTOMER_SERVICE'],
    [],
  ],
  [
    'Kongly',
    'Large enterprises with strict compliance needs should still look at Kongly first.',
    'POSITIVE',
    ['REPUTATION'],
    [],
  ],
  [
    'Tykway',
    'Tykway suits teams that want open source and are willing to spend time on configuration.',
    'NEUTRAL',
    ['EASE_OF_USE'],
    [],
  ],
].map(([competitorName, text, polarity, aspects, attributes]) => ({
  competitorName: competitorName as string | null,
  text: text as string,
  start: LONG_ANSWER.indexOf(text as string),
  end: LONG_ANSWER.indexOf(text as string) + (text as string).length,
  polarity: polarity as string,
  aspects: aspects as string[],
  attributes: attributes as string[],
}));
