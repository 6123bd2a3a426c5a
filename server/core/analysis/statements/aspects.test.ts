/** How the aspect words of a language pack find what a statement speaks of. */
import { describe, expect, test } from 'vitest';
import { aspectsIn, attributeReader } from './aspects';

describe('aspect words', () => {
  test('a word matches whole, a starred stem with any ending, a phrase across spaces and hyphens', () => {
    expect(aspectsIn('Support replies within a day.', 'en')).toContain('CUSTOMER_SERVICE');
    // "pric*" reaches "pricing"; a whole word does not reach into a longer one.
    expect(aspectsIn('Their pricing is opaque.', 'en')).toContain('PRICE_VALUE');
    expect(aspectsIn('The appetite for it is small.', 'en')).not.toContain('EASE_OF_USE');
    expect(aspectsIn('Great value   for money overall.', 'en')).toContain('PRICE_VALUE');
  });

  test('an amount of money is a price in any language, before or after its figures', () => {
    for (const [text, language] of [
      ['Kostet 12,90 € im Monat.', 'de'],
      ['Cuesta 15 EUR.', 'es'],
      ['Pakiet za 49 zł.', 'pl'],
      ['From $7.99.', 'en'],
    ] as const)
      expect(aspectsIn(text, language)).toContain('PRICE_VALUE');
    expect(aspectsIn('Founded in 2011 with 40 stores.', 'en')).not.toContain('PRICE_VALUE');
  });

  test('Japanese and Chinese words are found inside running text; Korean at a word’s start', () => {
    expect(aspectsIn('このサービスは料金が安く、配送も早いです。', 'ja')).toEqual(
      expect.arrayContaining(['PRICE_VALUE', 'AVAILABILITY_DELIVERY']),
    );
    expect(aspectsIn('客服回复很慢。', 'zh')).toContain('CUSTOMER_SERVICE');
    expect(aspectsIn('가격이 저렴하고 배송이 빠릅니다.', 'ko')).toEqual(
      expect.arrayContaining(['PRICE_VALUE', 'AVAILABILITY_DELIVERY']),
    );
  });

  test('accents fold away: a word matches however it is accented', () => {
    expect(aspectsIn('La livraison était rapide.', 'fr')).toContain('AVAILABILITY_DELIVERY');
    expect(aspectsIn('LA LIVRAISON ÉTAIT RAPIDE.', 'fr')).toContain('AVAILABILITY_DELIVERY');
  });
});

test('a brand’s own attribute is found by its words in any of its languages', () => {
  const attributes = attributeReader([
    { name: 'battery life', words: { en: ['battery life', 'battery'], de: ['Akku*'] } },
    { name: 'vegan', words: { en: ['vegan'] } },
  ]);
  expect(attributes('The battery lasts two days.')).toEqual(['battery life']);
  expect(attributes('Die Akkulaufzeit ist kurz.')).toEqual(['battery life']);
  expect(attributes('Vegan and battery-free.')).toEqual(['battery life', 'vegan']);
  expect(attributes('Nothing of the sort.')).toEqual([]);
});
