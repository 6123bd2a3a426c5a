/** Why the review queue offers an answer: what in its stored reading says the analyzer may be wrong. */
import { expect, test } from 'vitest';
import { SENTIMENT_NEGATIVE_BELOW, SENTIMENT_POSITIVE_FROM } from '../../../graphql/shared/sentiment-label';
import { createAnalyzer } from '../../core/analysis';
import { uncertainties } from './review-queue';

const brand = { name: 'Mercury', aliases: [], website: null };
const competitors = [{ id: 'c1', name: 'Wise Business', aliases: ['Wise'], website: null }];
const names = ['Mercury', 'Wise Business'];
const analyzer = createAnalyzer(brand, competitors);
const reasonsFor = (text: string, reading: { visible: boolean; sentiment: number | null }) =>
  uncertainties({ text, ...reading }, analyzer.mentions(text), names);

test('a sentiment near a label’s threshold, on either side', () => {
  const text = 'Mercury is a bank for startups.';
  expect(reasonsFor(text, { visible: true, sentiment: SENTIMENT_POSITIVE_FROM + 1 })).toEqual([
    `Sentiment ${(SENTIMENT_POSITIVE_FROM + 1).toFixed(1)} is 1.0 from the Positive threshold (${SENTIMENT_POSITIVE_FROM}).`,
  ]);
  expect(reasonsFor(text, { visible: true, sentiment: SENTIMENT_NEGATIVE_BELOW - 2.5 })).toHaveLength(1);
  expect(reasonsFor(text, { visible: true, sentiment: 90 })).toEqual([]);
  // Not visible: no sentiment counts, whatever the row holds.
  expect(
    reasonsFor('A traditional bank is fine.', { visible: false, sentiment: SENTIMENT_POSITIVE_FROM }),
  ).toEqual([]);
});

test('a competitor matched only by a short form of its name', () => {
  expect(reasonsFor('Mercury and Wise both work well.', { visible: true, sentiment: 90 })).toEqual([
    'Wise Business was matched only as “Wise”.',
  ]);
  expect(reasonsFor('Mercury and Wise Business both work well.', { visible: true, sentiment: 90 })).toEqual(
    [],
  );
});

test('a tracked name written in the answer but read as something else', () => {
  expect(
    reasonsFor('Mercury Drug is the largest pharmacy chain in the Philippines.', {
      visible: false,
      sentiment: null,
    }),
  ).toEqual(['“Mercury” is written in the answer but was read as something else.']);
});

test('a one-word name that is also an ordinary word is not queued where it is the word', () => {
  const on = createAnalyzer({ name: 'Stride Labs', aliases: [], website: null }, [
    { id: 'c1', name: 'On', aliases: [], website: null },
  ]);
  const reasons = (text: string) =>
    uncertainties({ text, visible: true, sentiment: 90 }, on.mentions(text), ['Stride Labs', 'On']);
  // The preposition, in lower case or opening a sentence or a list item before a lower-case word.
  const longAnswer = [
    '## Best running shoes for a marathon',
    'Stride Labs is a solid pick for most runners; which one suits you depends on how you will use it.',
    'On the other hand, heavier runners may want more cushioning.',
    '- On a budget, look at last season’s models.',
    '**Verdict:** Stride Labs, unless you run on trails.',
  ].join('\n');
  expect(reasons(longAnswer)).toEqual([]);
  // Written as the name (capitalised inside a sentence) and read as nothing: queued.
  const named = `${longAnswer}\nSeveral reviewers prefer the On Cloudmonster.`;
  expect(uncertainties({ text: named, visible: true, sentiment: 90 }, [], ['On'])).toEqual([
    '“On” is written in the answer but was read as something else.',
  ]);
});
