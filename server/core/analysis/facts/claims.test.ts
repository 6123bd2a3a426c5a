import { describe, expect, test } from 'vitest';
import { createClaimReader, type FactClaimReading } from './claims';
import {
  BRINDLEWICK,
  BRINDLEWICK_FACTS,
  ENGLISH_ANSWER,
  FRENCH_ANSWER,
  GERMAN_ANSWER,
  JAPANESE_ANSWER,
  POLISH_ANSWER,
  SPANISH_ANSWER,
} from './claims.fixture';

const read = createClaimReader(BRINDLEWICK, BRINDLEWICK_FACTS);

/** Each claim as "fact status stated". */
const claims = (readings: FactClaimReading[]) =>
  readings.map(({ fact, status, stated }) => `${fact} ${status} ${stated}`);

describe('the claim reader', () => {
  test('English, for the UK: pounds, a yearly price that is exactly twelve months, an old office, a list', () => {
    expect(claims(read(ENGLISH_ANSWER, { language: 'en', country: 'GB' }))).toEqual([
      'founded WRONG 2009',
      'bag_price CORRECT £11.50',
      'subscription CORRECT £96',
      'subscription_launch CORRECT 1 March 2024',
      'head_office OUTDATED Bremen',
      'free_shipping WRONG no free shipping',
      'cafes CORRECT 14',
      'markets CORRECT Germany, Austria and Switzerland',
      'bag_price CORRECT £11.50',
    ]);
  });

  test("a rival's price is no claim about the brand, in its row or in its sentence", () => {
    const stated = read(ENGLISH_ANSWER, { language: 'en', country: 'GB' }).map((claim) => claim.stated);
    expect(stated).not.toContain('£9');
    expect(stated).not.toContain('£12');
    for (const [answer, language, country, rivalPrice] of [
      [GERMAN_ANSWER, 'de', 'DE', '8,99 €'],
      [FRENCH_ANSWER, 'fr', 'FR', '6 €'],
      [SPANISH_ANSWER, 'es', 'ES', '10 €'],
      [JAPANESE_ANSWER, 'ja', 'JP', '¥1,200'],
      [POLISH_ANSWER, 'pl', 'PL', '12,50 zł'],
    ] as const)
      expect(read(answer, { language, country }).map((claim) => claim.stated)).not.toContain(rivalPrice);
  });

  test('the quote is the statement holding the value', () => {
    const [founded] = read(ENGLISH_ANSWER, { language: 'en', country: 'GB' });
    expect(founded).toMatchObject({
      quote: 'Brindlewick Coffee was founded in 2009 in northern Germany and roasts in small batches.',
    });
    expect(ENGLISH_ANSWER.slice(founded!.start, founded!.end)).toBe(founded!.quote);
  });

  test("a market's own value wins over everywhere else's: pounds are judged in the UK only", () => {
    const elsewhere = read(ENGLISH_ANSWER, { language: 'en', country: 'US' });
    expect(elsewhere.filter((claim) => claim.fact === 'bag_price')).toEqual([]);
    expect(claims(elsewhere)).toContain('founded WRONG 2009');
  });

  test('German: 12,90 € and 1.299,00 €, an outdated monthly price, "kein", a month and year', () => {
    expect(claims(read(GERMAN_ANSWER, { language: 'de', country: 'DE' }))).toEqual([
      'founded CORRECT 2011',
      'head_office CORRECT Hamburg',
      'bag_price CORRECT 12,90 €',
      'subscription OUTDATED 7,50 €',
      'espresso_machine CORRECT 1.299,00 €',
      'free_shipping WRONG Kein kostenloser Versand',
      'subscription_launch WRONG Februar 2024',
      'bag_price CORRECT 12,90 €',
    ]);
  });

  test('French: 108 € par an is 9 € a month; free delivery stated', () => {
    expect(claims(read(FRENCH_ANSWER, { language: 'fr', country: 'FR' }))).toEqual([
      'founded CORRECT 2011',
      'bag_price CORRECT 12,90 €',
      'subscription CORRECT 108 €',
      'free_shipping CORRECT livraison gratuite',
      'bag_price CORRECT 12,90 €',
    ]);
  });

  test('Spanish: a wrong price, "al mes", 1.299 € without decimals, "no hay envío gratis"', () => {
    expect(claims(read(SPANISH_ANSWER, { language: 'es', country: 'ES' }))).toEqual([
      'founded CORRECT 2011',
      'bag_price WRONG 13,50 €',
      'subscription CORRECT 9 €',
      'espresso_machine CORRECT 1.299 €',
      'free_shipping WRONG No hay envío gratis',
      'bag_price WRONG 13,50 €',
    ]);
  });

  test('Japanese: 円 and ユーロ with 月額, a date written 2024年3月1日, a year with 年', () => {
    expect(claims(read(JAPANESE_ANSWER, { language: 'ja', country: 'JP' }))).toEqual([
      'founded CORRECT 2011',
      'bag_price CORRECT 2,480円',
      'subscription CORRECT 9ユーロ',
      'subscription_launch CORRECT 2024年3月1日',
      'free_shipping CORRECT 送料無料',
      'bag_price CORRECT 2,480円',
    ]);
  });

  test('Polish: 49,90 zł is the old price; a count of cafés', () => {
    expect(claims(read(POLISH_ANSWER, { language: 'pl', country: 'PL' }))).toEqual([
      'founded CORRECT 2011',
      'bag_price OUTDATED 49,90 zł',
      'free_shipping CORRECT Darmowa dostawa',
      'cafes CORRECT 14',
      'bag_price OUTDATED 49,90 zł',
    ]);
  });

  test('each claim carries its value normalised, whatever the language wrote', () => {
    const values = (answer: string, language: string, country: string) =>
      read(answer, { language, country }).map(({ fact, value }) => `${fact} ${value}`);
    expect(values(ENGLISH_ANSWER, 'en', 'GB')).toEqual([
      'founded 2009',
      'bag_price 11.50 GBP',
      // £96 a year of a monthly subscription: £8 a month.
      'subscription 8.00 GBP/month',
      'subscription_launch 2024-03-01',
      'head_office bremen',
      'free_shipping false',
      'cafes 14',
      'markets austria; germany; switzerland',
      'bag_price 11.50 GBP',
    ]);
    expect(values(GERMAN_ANSWER, 'de', 'DE')).toContain('espresso_machine 1299.00 EUR');
    expect(values(GERMAN_ANSWER, 'de', 'DE')).toContain('subscription_launch 2024-02');
    expect(values(SPANISH_ANSWER, 'es', 'ES')).toContain('espresso_machine 1299.00 EUR');
    expect(values(JAPANESE_ANSWER, 'ja', 'JP')).toContain('subscription 9.00 EUR/month');
    expect(values(FRENCH_ANSWER, 'fr', 'FR')).toContain('free_shipping true');
  });

  test('one value in other words is the same value: "$14/month", "14 USD per month", "$168 a year"', () => {
    const acme = createClaimReader({ brand: { name: 'Acme', aliases: [], website: null }, competitors: [] }, [
      {
        key: 'price',
        label: 'Monthly price',
        kind: 'MONEY',
        value: '12.00',
        unit: 'per month',
        currency: 'USD',
        country: null,
        aliases: { en: ['costs', 'price'] },
        previousValues: [],
      },
    ]);
    const valueOf = (text: string) =>
      acme(text, { language: 'en', country: 'US' }).map((claim) => claim.value);
    for (const text of [
      'Acme costs $14/month for the whole family.',
      'Acme costs 14 USD per month for the whole family.',
      'Acme costs $14 for the whole family.',
      'Acme costs $168 a year for the whole family.',
    ])
      expect(valueOf(text)).toEqual(['14.00 USD/month']);
  });

  test('an answer that does not name the brand holds no claims', () => {
    const withoutBrand = ENGLISH_ANSWER.replaceAll('Brindlewick Coffee', 'This roaster').replaceAll(
      'Brindlewick',
      'It',
    );
    expect(read(withoutBrand, { language: 'en', country: 'GB' })).toEqual([]);
  });
});
