import { describe, expect, test } from 'vitest';
import { foldText } from '../text/fold';
import { datesIn, parseNumber, valuesIn } from './values';

const valuesOf = (text: string) => {
  const folded = foldText(text);
  return valuesIn(folded, { start: 0, end: folded.length });
};

describe('values as written', () => {
  test.each([
    ['1,299', 1299],
    ['1.299,00', 1299],
    ['12,50', 12.5],
    ['12.90', 12.9],
    ['24 990', 24990],
    ["1'299", 1299],
    ['1,000,000', 1000000],
  ])('%s is %d', (written, value) => expect(parseNumber(written)).toBe(value));

  test.each([
    ['$12/month', 12, 'USD', 'month'],
    ['12 € pro Monat', 12, 'EUR', 'month'],
    ['1.299,00 €', 1299, 'EUR', null],
    ['12,50 zł miesięcznie', 12.5, 'PLN', 'month'],
    ['¥1,200', 1200, 'JPY', null],
    ['月額1,480円', 1480, 'JPY', 'month'],
    ['£96 a year', 96, 'GBP', 'year'],
    ['24 990 kr', 24990, 'SEK', null],
    ['2.6万円', 26000, 'JPY', null],
  ])('%s', (text, number, currency, period) => {
    const [value] = valuesOf(text);
    expect(value).toMatchObject({ number, period });
    expect(value!.currencies).toContain(currency);
  });

  test('a percentage with the full-width sign of Japanese and Chinese', () => {
    expect(valuesOf('15％オフ')[0]).toMatchObject({ number: 15, percent: true });
  });

  test('an approximation and a range', () => {
    expect(valuesOf('about £40 a week')[0]).toMatchObject({ number: 40, approximate: true });
    expect(valuesOf('14 500 à 16 000 €').map((value) => value.range)).toEqual([true, true]);
  });

  test('dates in several languages', () => {
    for (const text of [
      '2024-03-01',
      '1 March 2024',
      'March 1, 2024',
      '1. März 2024',
      '2024年3月1日',
      '01.03.2024',
      '1 de marzo de 2024',
    ])
      expect(datesIn(foldText(text), { start: 0, end: text.length })).toMatchObject([
        { year: 2024, month: 3, day: 1 },
      ]);
  });

  test('numbers written in words, in the answer’s language only, a choice of two read as a range', () => {
    const spelled = (text: string, language: string) =>
      valuesIn(foldText(text), { start: 0, end: text.length }, language).map(
        ({ number, range, spelled }) => ({
          number,
          range,
          spelled,
        }),
      );
    expect(
      spelled('Die Marke betreibt zwölf Showrooms und bietet fünf Jahre Garantie auf den Rahmen.', 'de'),
    ).toEqual([
      { number: 12, range: false, spelled: true },
      { number: 5, range: false, spelled: true },
    ]);
    expect(spelled('Märket har sex egna butiker i Sverige.', 'sv')).toEqual([
      { number: 6, range: false, spelled: true },
    ]);
    expect(spelled('The sex of the chick is hard to tell.', 'en')).toEqual([]);
    expect(spelled('It plans two or three more stores next year.', 'en').map((value) => value.range)).toEqual(
      [true, true],
    );
  });

  test('two figures offered as a choice are a range: "31 or 45 days", "10 oder 12 €", "3 eller 4"', () => {
    expect(valuesOf('usually 31 or 45 days').map((value) => value.range)).toEqual([true, true]);
    expect(valuesOf('10 oder 12 € im Monat').map((value) => value.range)).toEqual([true, true]);
    expect(valuesOf('3 eller 4 butiker').map((value) => value.range)).toEqual([true, true]);
  });

  test('"30-odd" and "sopra i 35 €" are approximations', () => {
    expect(valuesOf('30-odd recipes')[0]).toMatchObject({ number: 30, approximate: true });
    expect(valuesOf('gratuita sopra i 35 €')[0]).toMatchObject({ number: 35, approximate: true });
  });

  test('a month name only where a word begins: "grundades 2013" holds no "des 2013"', () => {
    const text = 'Märket grundades 2013 och öppnade sin första butik i des 2014.';
    expect(datesIn(foldText(text), { start: 0, end: text.length })).toMatchObject([
      { year: 2014, month: 12 },
    ]);
  });
});
