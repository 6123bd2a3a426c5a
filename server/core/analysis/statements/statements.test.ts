/**
 * Statements through the analyzer's front door: what a long answer says of the brand and of each rival,
 * sentence by sentence, list item by list item, row by row, with polarity and aspects.
 */
import { describe, expect, test } from 'vitest';
import { createAnalyzer } from '../analysis';
import type { AnswerStatement } from '../types';

const REVIEW = `Kestrel Coffee has grown quickly in the UK over the last two years, mostly through its subscription boxes, so here is an honest look at whether it is worth it compared with the big names.

## What Kestrel does well

- **Freshness.** Beans are roasted to order and usually arrive within three days of roasting, which you can taste in the cup.
- **Flexible plans.** You can pause, skip or change the roast from the app in a couple of taps.
- **Friendly support.** Customer service answers emails within a day and replaced a damaged bag without any fuss.

## Where it falls short

- **Price.** A 250 g bag costs £11.50 on the subscription, a good deal more than supermarket coffee.
- **Slow delivery to the Highlands.** Parcels to remote postcodes often take a week, and tracking updates are patchy.

## How it compares

| Brand | Price per 250 g | Delivery | Roast to order |
|---|---|---|---|
| Kestrel Coffee | £11.50 | 2–3 days | Yes |
| Nespresso | £9.80 (pods equivalent) | Next day | No |
| Lavazza | £5.50 | Supermarkets | No |

Nespresso is the most convenient choice if you already own one of its machines, and its next-day delivery is excellent. Lavazza is cheap and available everywhere, but its beans are often stale by the time they reach the shelf.

## Is it worth it?

If you grind your own beans and care about freshness, the subscription is worth the extra money: the coffee tastes noticeably brighter than anything on the supermarket shelf. If you mostly drink milky coffee, the difference is harder to notice, and the price is harder to justify.

## Verdict

For most home baristas, Kestrel Coffee is one of the best subscriptions in the UK right now, and I would recommend starting with its medium roast.`;

const analyzer = createAnalyzer(
  {
    name: 'Kestrel Coffee',
    aliases: ['Kestrel'],
    website: 'kestrelcoffee.co.uk',
    attributes: [{ name: 'freshness', words: { en: ['fresh*', 'roasted to order', 'roast to order'] } }],
  },
  [
    { name: 'Nespresso', aliases: [], website: null },
    { name: 'Lavazza', aliases: [], website: null },
  ],
);
const statements = analyzer.statements(REVIEW);

/** The statement about `name` (null: the brand) whose text holds `words`. */
function statementWith(words: string, name: string | null = null): AnswerStatement {
  const found = statements.find(
    (statement) =>
      (statement.competitor?.name ?? null) === name &&
      REVIEW.slice(statement.start, statement.end).includes(words),
  );
  if (!found) throw new Error(`no statement about ${name ?? 'the brand'} with "${words}"`);
  return found;
}

describe('statements of a long review', () => {
  test('each is a whole sentence, list item (without its marker) or table row, in text order', () => {
    const texts = statements.map((statement) => REVIEW.slice(statement.start, statement.end));
    expect(texts).toContain(
      '**Freshness.** Beans are roasted to order and usually arrive within three days of roasting, which you can taste in the cup.',
    );
    expect(texts).toContain('| Kestrel Coffee | £11.50 | 2–3 days | Yes |');
    expect(texts.every((text) => !text.startsWith('- ') && !text.startsWith('## '))).toBe(true);
    const starts = statements.map((statement) => statement.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  test('a list item under a heading about the brand is the brand’s, though it does not name it', () => {
    expect(statementWith('Customer service answers emails').polarity).toBe('positive');
    expect(statementWith('Customer service answers emails').aspects).toContain('CUSTOMER_SERVICE');
    expect(statementWith('Parcels to remote postcodes').polarity).toBe('negative');
    expect(statementWith('Parcels to remote postcodes').aspects).toContain('AVAILABILITY_DELIVERY');
  });

  test('a price is a price, in words or in figures; a table row is read with its header', () => {
    expect(statementWith('A 250 g bag costs £11.50').aspects).toContain('PRICE_VALUE');
    const row = statementWith('| Kestrel Coffee | £11.50 |');
    expect(row.aspects).toEqual(expect.arrayContaining(['PRICE_VALUE', 'AVAILABILITY_DELIVERY']));
  });

  test('each rival gets its own statements and polarity; the brand takes nothing from them', () => {
    expect(statementWith('its next-day delivery is excellent', 'Nespresso').polarity).toBe('positive');
    expect(statementWith('its beans are often stale', 'Lavazza').polarity).toBe('negative');
    expect(() => statementWith('its next-day delivery is excellent')).toThrow();
    expect(statementWith('| Lavazza | £5.50 |', 'Lavazza').aspects).toContain('PRICE_VALUE');
  });

  test('the verdict recommending the brand is positive', () => {
    expect(statementWith('I would recommend starting with its medium roast').polarity).toBe('positive');
  });

  test('the brand’s own attributes are found by their words; rivals carry none', () => {
    expect(statementWith('Beans are roasted to order').attributes).toEqual(['freshness']);
    expect(statementWith('| Kestrel Coffee |').attributes).toEqual(['freshness']);
    expect(statements.filter((s) => s.competitor).every((s) => s.attributes.length === 0)).toBe(true);
  });
});

test('an answer that names no tracked name has no statements', () => {
  expect(
    analyzer.statements(
      'Coffee subscriptions vary a lot in price and freshness. Compare roast dates before you buy.',
    ),
  ).toEqual([]);
});
