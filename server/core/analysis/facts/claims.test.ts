import { describe, expect, test } from 'vitest';
import type { FactSheetEntry } from '../../../../graphql/shared/brand-facts';
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

describe('rules of issue 58’s second round', () => {
  const sheet = (entries: Partial<FactSheetEntry>[]): FactSheetEntry[] =>
    entries.map((entry) => ({
      key: 'k',
      label: 'k',
      kind: 'NUMBER',
      value: '',
      unit: null,
      currency: null,
      country: null,
      previousValues: [],
      aliases: {},
      ...entry,
    }));
  const ferro = {
    brand: { name: 'Ferrowind', aliases: [], website: null },
    competitors: [{ name: 'Stadtrad', aliases: [], website: null }],
  };
  const reader = createClaimReader(
    ferro,
    sheet([
      {
        key: 'stores',
        label: 'Stores',
        value: '14',
        unit: 'stores',
        aliases: { en: ['stores', 'shops'], de: ['Filialen'], sv: ['butiker'] },
      },
      {
        key: 'recipes',
        label: 'Recipes a week',
        value: '32',
        unit: 'recipes',
        previousValues: ['24'],
        aliases: { en: ['recipes'] },
      },
      {
        key: 'hq',
        label: 'Head office',
        kind: 'TEXT',
        value: 'Leipzig',
        aliases: { en: ['based in'], de: ['Sitz'], sv: ['huvudkontor'] },
      },
      {
        key: 'made_in',
        label: 'Made in',
        kind: 'TEXT',
        value: 'Chemnitz',
        aliases: { en: ['made in'], sv: ['tillverkad i'] },
      },
      {
        key: 'founded',
        label: 'Founded',
        kind: 'YEAR',
        value: '2015',
        aliases: { sv: ['grundat'], de: ['gegründet'] },
      },
      {
        key: 'plan',
        label: 'Plan price',
        kind: 'MONEY',
        value: '49.90',
        currency: 'PLN',
        unit: 'per month',
        aliases: { pl: ['cena', 'kosztuje'] },
      },
      {
        key: 'no_deductible',
        label: 'No deductible',
        kind: 'BOOLEAN',
        value: 'true',
        aliases: { de: ['Selbstbeteiligung'] },
      },
    ]),
  );
  const readIn = (text: string, language: string, country: string) =>
    claims(reader(text, { language, country }));

  test('a count written in words, in the answer’s language only, near the fact’s words', () => {
    expect(
      readIn(
        'Ferrowind has grown quickly since its launch and now runs nine stores across Saxony and Thuringia, most of them with a small workshop at the back where you can book a fitting.',
        'en',
        'DE',
      ),
    ).toEqual(['stores WRONG nine']);
    expect(
      readIn(
        'Ferrowind hat inzwischen zwölf Filialen in Sachsen, in denen man die Räder vor dem Kauf ausgiebig Probe fahren kann.',
        'de',
        'DE',
      ),
    ).toEqual(['stores WRONG zwölf']);
    // "sex" is a number in Swedish only; "two or three" is a choice, read but not judged.
    expect(
      readIn(
        'Ferrowind har i dag sex egna butiker i Sverige, och personalen i butikerna får mycket beröm i recensionerna.',
        'sv',
        'SE',
      ),
    ).toEqual(['stores WRONG sex']);
    expect(
      readIn(
        'Ferrowind plans to open two or three more stores next year, mostly in university towns where commuters ride all year.',
        'en',
        'DE',
      ),
    ).toEqual(['stores UNCLEAR two']);
  });

  test('a count of another thing is no value: its unit follows it, or the fact’s words stand far off', () => {
    expect(
      readIn(
        'Ferrowind keeps its recipes short and simple, and most of them are on the table in 30 minutes with very little washing up afterwards.',
        'en',
        'DE',
      ),
    ).toEqual([]);
    expect(
      readIn(
        'Ferrowind now offers 24 recipes a week, most of them vegetarian, with a few fish dishes for mixed households.',
        'en',
        'DE',
      ),
    ).toEqual(['recipes OUTDATED 24']);
  });

  test('a place after the fact’s words: another city is wrong, a country unclear, a translated name none', () => {
    expect(
      readIn(
        'Ferrowind is a small maker based in Dresden that builds its frames by hand and sells mostly online to commuters in eastern Germany.',
        'en',
        'DE',
      ),
    ).toEqual(['hq WRONG Dresden']);
    expect(
      readIn(
        'Ferrowind ist ein sächsischer Hersteller mit Sitz in Dresden, der seit Jahren Pendlerräder baut.',
        'de',
        'DE',
      ),
    ).toEqual(['hq WRONG Dresden']);
    expect(
      readIn(
        'Ferrowind säljer robusta pendlarcyklar tillverkad i Tyskland, och ramarna får mycket beröm i testerna.',
        'sv',
        'SE',
      ),
    ).toEqual(['made_in UNCLEAR Tyskland']);
    expect(readIn('| Huvudkontor | Dresden |\n\nFerrowind svarar snabbt på mejl.', 'sv', 'SE')).toEqual([]);
  });

  test('a fact’s word in another form of the language: "grundades" for "grundat", "gegründeter"', () => {
    expect(
      readIn(
        'Ferrowind grundades 2013 och har sedan dess byggt upp ett gott rykte bland pendlare i Stockholm.',
        'sv',
        'SE',
      ),
    ).toEqual(['founded WRONG 2013']);
    expect(
      readIn(
        'Ferrowind ist ein 2012 gegründeter Hersteller aus Sachsen, der seine Räder in kleinen Serien montiert.',
        'de',
        'DE',
      ),
    ).toEqual(['founded WRONG 2012']);
  });

  test('a table of the brand’s plans: another plan’s price is no wrong value', () => {
    const table = [
      'Ferrowind sprzedaje trzy plany abonamentowe, a różnice dotyczą głównie pakietu danych i roamingu.',
      '',
      '| Plan | Cena | Dane |',
      '|---|---|---|',
      '| Ferrowind S | 49,90 zł | 25 GB |',
      '| Ferrowind L | 69,90 zł | 50 GB |',
      '| Ferrowind XL | 99,90 zł | 100 GB |',
    ].join('\n');
    expect(readIn(table, 'pl', 'PL')).toEqual(['plan CORRECT 49,90 zł']);
  });

  test('an amount per something else is another price: "2,50 zł/km" is no monthly plan', () => {
    expect(
      readIn(
        'Ferrowind kosztuje 2,50 zł/km za dodatkowe kilometry, ale sam plan jest tańszy niż u konkurencji.',
        'pl',
        'PL',
      ),
    ).toEqual([]);
  });

  test('a fact that is an absence: "keine Selbstbeteiligung" says it holds', () => {
    expect(
      readIn(
        'Ferrowind ist günstig, unkompliziert und kommt ohne Selbstbeteiligung aus, auch bei kleinen Arztbesuchen im Ausland.',
        'de',
        'DE',
      ),
    ).toEqual(['no_deductible CORRECT ohne Selbstbeteiligung']);
  });
});
