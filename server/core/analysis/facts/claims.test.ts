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
      'free_shipping CORRECT livraison gratuite est incluse',
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
    // "sex" is a number in Swedish only; "two or three" is a choice, read but not judged, were it not a count
    // of stores added, and far below fourteen.
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
    ).toEqual([]);
    expect(
      readIn('Ferrowind runs ten or twelve stores, depending on how you count its pop-ups.', 'en', 'DE'),
    ).toEqual(['stores UNCLEAR ten']);
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

/** A fact of the sheet with the fields a test leaves out empty. */
const entry = (fields: Partial<FactSheetEntry> & Pick<FactSheetEntry, 'key' | 'kind' | 'value'>) => ({
  label: fields.key,
  unit: null,
  currency: null,
  country: null,
  previousValues: [],
  aliases: {},
  ...fields,
});

/** The claims a brand's reader finds in a text, in a language and market (`market` unless given). */
const readerOf = (
  names: Parameters<typeof createClaimReader>[0],
  facts: FactSheetEntry[],
  market: string,
) => {
  const reader = createClaimReader(names, facts);
  return (text: string, language = 'en', country = market) => claims(reader(text, { language, country }));
};

const SOLVANE = {
  brand: { name: 'Solvane', aliases: [], website: null },
  competitors: ['Otovo', 'Enpal'].map((name) => ({ name, aliases: [], website: null })),
};

describe('rules of issue 58’s third round: long answers’ tables, bounds and words', () => {
  const zest = {
    brand: { name: 'Zest Kitchen', aliases: ['Zest'], website: null },
    competitors: ['HelloFresh', 'My Food Bag', 'Gousto'].map((name) => ({
      name,
      aliases: [],
      website: null,
    })),
  };
  const facts: FactSheetEntry[] = [
    entry({ key: 'founded', label: 'Founded', kind: 'YEAR', value: '2018', aliases: { en: ['founded'] } }),
    entry({
      key: 'box_price',
      label: 'Weekly box price',
      kind: 'MONEY',
      value: '69.00',
      currency: 'NZD',
      unit: 'one-off',
      aliases: { en: ['box costs', 'price'], es: ['cuesta', 'precio'] },
    }),
    entry({
      key: 'annual_plan',
      label: 'Annual plan',
      kind: 'MONEY',
      value: '119.00',
      currency: 'GBP',
      unit: 'per year',
      aliases: { en: ['annual plan', 'costs'] },
    }),
    entry({
      key: 'monthly_plan',
      label: 'Monthly plan',
      kind: 'MONEY',
      value: '12.00',
      currency: 'GBP',
      unit: 'per month',
      aliases: { en: ['costs'] },
    }),
    entry({
      key: 'recipes',
      label: 'Recipes per week',
      kind: 'NUMBER',
      value: '24',
      unit: 'recipes per week',
      previousValues: ['18'],
      aliases: { en: ['weekly recipes'] },
    }),
    entry({
      key: 'branches',
      label: 'Branches',
      kind: 'NUMBER',
      value: '64',
      unit: 'branches',
      aliases: { en: ['branches'], fi: ['toimipistettä'] },
    }),
    entry({
      key: 'trial_nights',
      label: 'Trial nights',
      kind: 'NUMBER',
      value: '100',
      unit: 'nights',
      aliases: { en: ['trial'], de: ['Probeschlafen', 'Testphase'] },
    }),
    entry({
      key: 'hq',
      label: 'Head office',
      kind: 'TEXT',
      value: 'Wellington',
      aliases: { en: ['based in'], de: ['Sitz', 'aus'], es: ['sede'], it: ['sede'] },
    }),
    entry({
      key: 'markets',
      label: 'Markets',
      kind: 'LIST',
      value: 'New Zealand; Sweden; Denmark',
      aliases: { en: ['delivers in'], sv: ['finns i'], pl: ['działa w'] },
    }),
    entry({
      key: 'organic',
      label: 'Organic',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { de: ['bio-zertifiziert'], pt: ['sem agrotóxicos'] },
    }),
    entry({
      key: 'no_additives',
      label: 'No additives',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { pt: ['sem aditivos'] },
    }),
  ];
  const readIn = readerOf(zest, facts, 'NZ');

  test('a table with a column per name: its rows are the brand’s in its column, naming no one', () => {
    const table = [
      'Zest Kitchen and My Food Bag are the two local boxes most people compare. Here is how they line up.',
      '',
      '| | Zest Kitchen | My Food Bag | HelloFresh |',
      '|---|---|---|---|',
      '| Delivery complaints | Frequent | Occasional | Occasional |',
      '| Founded | 2019 | 2012 | 2011 |',
    ].join('\n');
    expect(readIn(table)).toEqual(['founded WRONG 2019']);
  });

  test('a two-column table of facts under prose naming the brand alone is the brand’s', () => {
    const table = [
      'Zest Kitchen is a Wellington meal-kit company that delivers across both islands.',
      '',
      '## Company facts',
      '',
      '| | |',
      '|---|---|',
      '| Head office | Wellington |',
      '| Founded | 2016 |',
    ].join('\n');
    expect(readIn(table)).toEqual(['hq CORRECT Wellington', 'hq CORRECT Wellington', 'founded WRONG 2016']);
  });

  test('a rating table’s scores are no values, and the same row’s price still is one', () => {
    const table = [
      'We scored the boxes on taste, value and delivery.',
      '',
      '| Box | Price | Taste | Value | Delivery | Overall |',
      '|---|---|---|---|---|---|',
      '| Zest Kitchen | NZ$75 | 8 | 7 | 6 | 7,0 |',
      '| HelloFresh | NZ$89 | 7 | 6 | 8 | 7,0 |',
    ].join('\n');
    expect(readIn(table)).toEqual(['box_price WRONG NZ$75']);
  });

  test('a bound is wrong only where the value breaks it; a starting price is said as the value', () => {
    expect(
      readIn(
        'Zest Kitchen kasvaa nopeasti, ja sillä on yli 70 toimipistettä eri puolilla maata.',
        'fi',
        'FI',
      ),
    ).toEqual(['branches WRONG 70']);
    expect(readIn('Zest Kitchen now has more than 50 branches, most of them in the North Island.')).toEqual([
      'branches UNCLEAR 50',
    ]);
    expect(
      readIn('Zest Kitchen was founded in 2017, and its box price starts from NZ$65, delivery included.'),
    ).toEqual(['founded WRONG 2017', 'box_price WRONG NZ$65']);
    // An approximation is a rounding: "around NZ$75" of NZ$69 is no longer one.
    expect(
      readIn('Zest Kitchen is pricier than it looks: the box price is around NZ$75 once delivered.'),
    ).toEqual(['box_price WRONG NZ$75']);
  });

  test('a decade written before its year is a decade: wrong where it does not hold the year', () => {
    expect(
      readIn(
        'Zest Kitchen, fondée à la fin des années 1990, livre aujourd’hui dans toute la Nouvelle-Zélande.',
        'fr',
        'NZ',
      ),
    ).toEqual(['founded WRONG 1990']);
    expect(readIn('Zest Kitchen, fondée dans les années 2010, livre partout.', 'fr', 'NZ')).toEqual([
      'founded UNCLEAR 2010',
    ]);
  });

  test('of two facts alike, the one more of whose words are named; an amount per another thing is none', () => {
    expect(
      readIn('Zest Kitchen’s annual plan costs £139, which is a lot for a meal-kit add-on.', 'en', 'GB'),
    ).toEqual(['annual_plan WRONG £139']);
    expect(
      readIn('Drei Abhebungen sind bei Zest kostenlos, danach fallen pro Abhebung 2 £ an.', 'de', 'GB'),
    ).toEqual([]);
  });

  test('a count of time in another unit, or a count in words of another thing, is no value', () => {
    expect(
      readIn(
        'Zest bietet ein Probeschlafen an, und nach etwa zwei Wochen hat sich der Körper gewöhnt.',
        'de',
        'DE',
      ),
    ).toEqual([]);
    expect(
      readIn('Zest Kitchen’s weekly recipes are quick: most take 30 minutes, with little washing up.'),
    ).toEqual([]);
    expect(readIn('Zest Kitchen offers a generous trial, so ordering two sizes is low-risk.')).toEqual([]);
  });

  test('an amount a year is no one-off price; one said only in the plan’s period, unnamed, is no wrong one', () => {
    expect(
      readIn('Spread over ten years, the Zest box works out at NZ$60 a year, which is hardly anything.'),
    ).toEqual([]);
    expect(
      readIn('Switching to Zest Kitchen saved me about £20 a month on my old supermarket bill.', 'en', 'GB'),
    ).toEqual([]);
  });

  test('rows of one table naming one fact are several plans: a figure there equal to none is another plan’s', () => {
    const table = [
      'Zest Kitchen sells boxes for two or four people, with three or four recipes each.',
      '',
      '| Box | Weekly recipes |',
      '|---|---|',
      '| 2 people, 3 recipes | 6 |',
      '| 4 people, 4 recipes | 16 |',
    ].join('\n');
    // The prose's "three or four recipes" are a box's, far below a menu of 24.
    expect(readIn(table)).toEqual([]);
  });

  test('a table’s cells: a yes under words saying an absence, a count naming what it counts, a period named', () => {
    const comparison = [
      'Zest Kitchen e os concorrentes locais, lado a lado.',
      '',
      '| Marca | Sem aditivos | Receitas |',
      '|---|---|---|',
      '| Zest Kitchen | Sim | 30 weekly recipes |',
      '| Gousto | Não | 75 receitas |',
    ].join('\n');
    expect(readIn(comparison, 'pt', 'NZ')).toEqual(['no_additives CORRECT  Sim ', 'recipes WRONG 30']);
    const prices = [
      'What you pay for Zest Kitchen against Gousto.',
      '',
      '| | Zest Kitchen | Gousto |',
      '|---|---|---|',
      '| Annual Europe (approx.) | £139 | £40–£110 |',
    ].join('\n');
    expect(readIn(prices, 'en', 'GB')).toEqual(['annual_plan WRONG £139']);
  });

  test('places: the label names the fact; a longer word is no place; the name after the words comes first', () => {
    expect(
      readIn(
        '**Head office:** Auckland, with a second kitchen in Christchurch\n\nZest Kitchen delivers weekly.',
      ),
    ).toEqual([]);
    expect(
      readIn('Zest Kitchen\n\n- **Head office:** Auckland, with a second kitchen in Christchurch'),
    ).toEqual(['hq WRONG Auckland']);
    expect(
      readIn(
        'Zest Kitchen è un marchio wellingtoniano, con sede a Auckland e cucine in tutto il paese.',
        'it',
        'NZ',
      ),
    ).toEqual(['hq WRONG Auckland']);
    expect(
      readIn(
        '**Zest Kitchen** — **Sede:** Auckland, aunque el almacén principal está en Wellington.',
        'es',
        'NZ',
      ),
    ).toEqual(['hq WRONG Auckland']);
  });

  test('German: a short word tells no name, a capitalised noun after an article is no place', () => {
    expect(
      readIn(
        'Mehrere Zest-Kunden aus Wien und Graz berichten über lange Lieferzeiten. Die 140 Rezepte aus dem Datenblatt sind bei Zest nicht alle verfügbar.',
        'de',
        'AT',
      ),
    ).toEqual([]);
    expect(readIn('Zest liefert schnell, und der Sitz des Unternehmens ist Auckland.', 'de', 'AT')).toEqual([
      'hq WRONG Auckland',
    ]);
  });

  test('a founding year in the language’s own words; a range; a number after the name', () => {
    expect(
      readIn('La marca Zest Kitchen nació en 2012 en Auckland y hoy reparte en todo el país.', 'es', 'NZ'),
    ).toEqual(['founded WRONG 2012']);
    // A range holds no one value, though its first is an old one.
    expect(readIn('Zest Kitchen offers 18–30 weekly recipes, depending on the season.')).toEqual([
      'recipes UNCLEAR 18',
    ]);
    expect(
      readIn('Zest Kitchen 199: the weekly recipes box for students, 16 recipes to choose from.'),
    ).toEqual(['recipes WRONG 16']);
  });

  test('an extra’s price is no plan’s; "not all" says a thing of all is not so', () => {
    expect(
      readIn('Zest Kitchen is flexible: an additional dessert box costs NZ$15 and can be added any week.'),
    ).toEqual([]);
    expect(
      readIn(
        'Nicht alle Sorten von Zest Kitchen sind bio-zertifiziert, ein Teil stammt aus konventionellem Anbau.',
        'de',
        'DE',
      ),
    ).toEqual(['organic WRONG Nicht alle Sorten von Zest Kitchen sind bio-zertifiziert']);
  });

  test('a list of countries in the answer’s language, or with an article', () => {
    expect(
      readIn('Zest Kitchen grundades i Auckland och finns i dag i Sverige, Danmark och Norge.', 'sv', 'SE'),
    ).toEqual(['markets WRONG Sverige, Danmark och Norge']);
    expect(readIn('Zest Kitchen działa w Szwecji i Danii, choć planuje kolejne rynki.', 'pl', 'PL')).toEqual([
      'markets WRONG Szwecji i Danii',
    ]);
    expect(
      readIn('Zest Kitchen delivers in Sweden, Denmark and the New Zealand market it started in.'),
    ).toEqual(['markets CORRECT Sweden, Denmark and the New Zealand market it started in']);
  });
});

describe('rules of issue 58’s fourth round: what a figure or a yes is not', () => {
  const facts: FactSheetEntry[] = [
    entry({ key: 'founded', label: 'Founded', kind: 'YEAR', value: '2014', aliases: { en: ['founded'] } }),
    entry({
      key: 'warranty',
      label: 'Product warranty',
      kind: 'NUMBER',
      value: '25',
      unit: 'years',
      aliases: { en: ['warranty'], pl: ['gwarancja', 'gwarancje'], ja: ['保証'] },
    }),
    entry({
      key: 'data',
      label: 'Data allowance',
      kind: 'NUMBER',
      value: '150',
      unit: 'GB',
      aliases: { it: ['giga'] },
    }),
    entry({
      key: 'recipes',
      label: 'Recipes per week',
      kind: 'NUMBER',
      value: '32',
      unit: 'recipes',
      aliases: { en: ['recipes'] },
    }),
    entry({
      key: 'claim_days',
      label: 'Claim decision',
      kind: 'NUMBER',
      value: '10',
      unit: 'days',
      aliases: { en: ['days per trip', 'trial'] },
    }),
    entry({
      key: 'serving_price',
      label: 'Price per serving',
      kind: 'MONEY',
      value: '4.99',
      currency: 'GBP',
      unit: 'per serving',
      aliases: { en: ['pay', 'price'], sv: ['priset'] },
    }),
    entry({
      key: 'bag_price',
      label: 'Price of a bag',
      kind: 'MONEY',
      value: '249',
      currency: 'SEK',
      unit: 'per bag',
      aliases: { sv: ['priset', 'kostar'] },
    }),
    entry({
      key: 'system_price',
      label: 'System price',
      kind: 'MONEY',
      value: '1280000',
      currency: 'JPY',
      unit: 'one-off',
      aliases: { ja: ['価格'], es: ['plan'], en: ['costs'] },
    }),
    entry({
      key: 'day_price',
      label: 'Day rate',
      kind: 'MONEY',
      value: '349',
      currency: 'DKK',
      unit: 'per day',
      aliases: { da: ['pris'] },
    }),
    entry({
      key: 'serum_price',
      label: 'Serum price',
      kind: 'MONEY',
      value: '24.95',
      currency: 'EUR',
      unit: 'per bottle',
      aliases: { it: ['gratuita', 'costa'] },
    }),
    entry({
      key: 'network',
      label: 'Host network',
      kind: 'TEXT',
      value: 'T-Mobile',
      aliases: { en: ['network'] },
    }),
    entry({ key: 'esim', label: 'eSIM', kind: 'BOOLEAN', value: 'true', aliases: { ja: ['eSIM'] } }),
    entry({
      key: 'grain_free',
      label: 'Grain-free',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { ja: ['グレインフリー'] },
    }),
    entry({
      key: 'cruise',
      label: 'Cruise cover included',
      kind: 'BOOLEAN',
      value: 'false',
      aliases: { en: ['cruise cover'], sv: ['allrisk'] },
    }),
    entry({
      key: 'free_returns',
      label: 'Free returns',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { en: ['free returns'], fr: ['retours gratuits'] },
    }),
  ];
  const readIn = readerOf(SOLVANE, facts, 'GB');

  test('a count in another unit of measure, a time ago and a count in words of no time are no span', () => {
    expect(
      readIn('見積もりは1kWあたりの単価と保証の範囲で比べるのが基本です。Solvaneも同じです。', 'ja', 'JP'),
    ).toEqual([]);
    expect(readIn('Solvane offers unlimited calls and a bundle of giga in 4G.', 'it', 'IT')).toEqual([]);
    expect(
      readIn(
        'Solvane has been opening service centres, and its warranty desk is better than it was two years ago.',
      ),
    ).toEqual([]);
    expect(
      readIn('**Dwie gwarancje:** Solvane daje gwarancję produktową i liniową na moc paneli.', 'pl', 'PL'),
    ).toEqual([]);
  });

  test('a decade holding the year is unclear, one that does not is wrong, in Turkish too', () => {
    expect(readIn('Solvane was founded in the 2010s in Gdańsk.')).toEqual(['founded UNCLEAR 2010']);
    expect(
      readIn('Solvane 1990’ların sonlarında kurulmuş olarak biliniyor.'.replace('’', "'"), 'tr', 'TR'),
    ).toEqual(['founded WRONG 1990']);
    expect(readIn("Solvane 2010'ların ortasında kurulmuş.", 'tr', 'TR')).toEqual(['founded UNCLEAR 2010']);
  });

  test('a round approximation within its rounding is unclear; "30-odd" is one', () => {
    expect(readIn('Solvane offers 30-odd recipes each week.')).toEqual(['recipes UNCLEAR 30']);
    expect(readIn('Solvane offers around 30 recipes each week.')).toEqual(['recipes UNCLEAR 30']);
    expect(readIn('Solvane offers around 20 recipes each week.')).toEqual(['recipes WRONG 20']);
  });

  test('two figures offered as a choice hold no one value; a figure compared with is another’s', () => {
    expect(readIn('Solvane caps days per trip on an annual policy, usually 8 or 12 days.')).toEqual([
      'claim_days UNCLEAR 8',
    ]);
    expect(readIn('Solvane gives a trial that is longer than the 14 days most competitors offer.')).toEqual(
      [],
    );
  });

  test('an amount a week is no price per serving; nor one per kilo said earlier in its clause', () => {
    expect(readIn('With Solvane, expect to pay around £40 a week plus delivery.')).toEqual([]);
    expect(
      readIn('Solvane: priset per kilo blir alltså drygt 550 kr, i nivå med andra rosterier.', 'sv', 'SE'),
    ).toEqual([]);
  });

  test('a gap, a saving and a threshold of a free thing are no prices', () => {
    expect(readIn('Solvaneなら、たとえば15万円高ければ回収が1年遅れる計算です。', 'ja', 'JP')).toEqual([]);
    expect(
      readIn('No vale la pena quedarse en Solvane solo por ahorrar 50 pesos al mes.', 'es', 'MX'),
    ).toEqual([]);
    expect(readIn('Solvane: la spedizione è gratuita sopra i 35 €.', 'it', 'IT')).toEqual([]);
    expect(readIn('Solvane costs £25 more than Otovo over a year.')).toEqual([]);
  });

  test('a table row of an extra, or a table of extras, holds no day rate', () => {
    const table = [
      'Hos Solvane koster en lille bil 349 kr. om dagen.',
      '',
      '| Tillæg | Pris hos Solvane | Kommentar |',
      '|---|---|---|',
      '| Nedsat selvrisiko | 95 kr./dag | Sænker selvrisikoen |',
      '| Barnestol | 60 kr./dag | Maks. 300 kr. per leje |',
      '| Ekstra fører | 50 kr. | Gratis for ægtefælle |',
    ].join('\n');
    expect(readIn(table, 'da', 'DK')).toEqual(['day_price CORRECT 349 kr.']);
  });

  test('a name after "as" is a role, no value', () => {
    expect(
      readIn('Solvane runs on a host network as an MVNO, so its data is deprioritised.', 'en', 'US'),
    ).toEqual([]);
  });

  test('a yes or a no right after the words, in the clause: "included", "非対応", "ingår inte"', () => {
    expect(readIn('Solvane’s marketing says cruise cover is included.')).toEqual([
      'cruise WRONG cruise cover is included',
    ]);
    expect(readIn('Solvane は現時点では物理SIMのみで、eSIMには非対応です。', 'ja', 'JP')).toEqual([
      'esim WRONG eSIMには非対応',
    ]);
    expect(
      readIn(
        'Hos Solvane ingår allrisk inte i grundskyddet, och allrisk ingår inte heller i tillägget.',
        'sv',
        'SE',
      ),
    ).toEqual(['cruise CORRECT allrisk ingår']);
    expect(readIn('Solvane: cruise cover is included at no extra cost.')).toEqual([
      'cruise WRONG cruise cover is included',
    ]);
  });

  test('a negation in another clause of Japanese denies no fact', () => {
    expect(
      readIn(
        'Solvane のフードは、穀物アレルギーがない犬にとって、グレインフリーである点が魅力です。',
        'ja',
        'JP',
      ),
    ).toEqual(['grain_free CORRECT グレインフリー']);
  });

  test('a table cell opening with yes or no', () => {
    const table = ['| | Solvane |', '|---|---|', '| eSIM | 非対応（物理SIMのみ） |'].join('\n');
    expect(readIn(table, 'ja', 'JP')).toEqual(['esim WRONG  非対応（物理SIMのみ） ']);
  });

  test('a free thing said to be paid for', () => {
    expect(readIn('Solvane is comfortable, but returns incur a £50 collection fee.')).toEqual([
      'free_returns WRONG returns incur',
    ]);
    expect(readIn('Chez Solvane, les retours sont payants pour la France.', 'fr', 'FR')).toEqual([
      'free_returns WRONG retours sont payants',
    ]);
    expect(readIn('Solvane offers free returns, though exchanges incur a fee.')).toEqual([
      'free_returns CORRECT free returns',
    ]);
  });
});

describe('rules of issue 58’s fifth round', () => {
  const facts: FactSheetEntry[] = [
    entry({
      key: 'head_office',
      label: 'Head office',
      kind: 'TEXT',
      value: 'Lyon',
      aliases: { en: ['based in'] },
    }),
    entry({ key: 'made_in', label: 'Where it is made', kind: 'TEXT', value: 'Treviso' }),
  ];
  const readIn = readerOf(SOLVANE, facts, 'GB');

  test('a place fact is named by the language’s words for it, beyond the sheet’s aliases', () => {
    expect(readIn('Solvane is a small installer, and the company is headquartered in Toronto.')).toEqual([
      'head_office WRONG Toronto',
    ]);
    expect(readIn('**Headquarters:** Hamburg, with its workshop on the same site at Solvane.')).toEqual([
      'head_office WRONG Hamburg',
    ]);
    expect(readIn('**Firmensitz in den USA:** Solvane sitzt in San Francisco.', 'de', 'AT')).toEqual([
      'head_office WRONG San Francisco',
    ]);
    expect(readIn('Solvane est un installateur basé à Grenoble, certifié RGE.', 'fr', 'FR')).toEqual([
      'head_office WRONG Grenoble',
    ]);
    expect(readIn('**Gdzie produkowany:** rowery Solvane powstają w Mediolanie.', 'pl', 'PL')).toEqual([
      'made_in WRONG Mediolanie',
    ]);
    expect(readIn('Solvane is headquartered in Lyon.')).toEqual(['head_office CORRECT Lyon']);
  });

  test('a verb saying a thing is there says yes, in the words before it or opening them; not in a question', () => {
    const plans = createClaimReader(SOLVANE, [
      entry({
        key: 'free_plan',
        label: 'Has a free plan',
        kind: 'BOOLEAN',
        value: 'false',
        aliases: { en: ['free plan', 'free tier'], de: ['Gratis-Tarif'] },
      }),
    ]);
    const readPlans = (text: string, language = 'en', country = 'GB') =>
      claims(plans(text, { language, country }));
    expect(readPlans('Solvane is simple. It has a free plan for up to three clients.')).toEqual([
      'free_plan WRONG has a free plan',
    ]);
    expect(readPlans('Solvane offers a free tier for students.')).toEqual([
      'free_plan WRONG offers a free tier',
    ]);
    expect(readPlans('Solvane bietet einen Gratis-Tarif für Einsteiger.', 'de', 'DE')).toEqual([
      'free_plan WRONG bietet einen Gratis-Tarif',
    ]);
    expect(readPlans('Does Solvane have a free plan? Not that I know of, but check.')).toEqual([
      'free_plan UNCLEAR free plan',
    ]);
  });

  test('a percentage written with the full-width sign is one', () => {
    const discount = createClaimReader(SOLVANE, [
      entry({
        key: 'subscription_discount',
        label: 'Subscription discount',
        kind: 'NUMBER',
        value: '10',
        unit: '%',
        previousValues: ['15'],
        aliases: { ja: ['定期便'] },
      }),
    ]);
    const table = ['| 項目 | Solvane |', '|---|---|', '| 定期便 | 15％オフ |'].join('\n');
    expect(claims(discount(table, { language: 'ja', country: 'JP' }))).toEqual([
      'subscription_discount OUTDATED 15％',
    ]);
  });
});

describe('rules of issue 58’s sixth round', () => {
  const facts: FactSheetEntry[] = [
    entry({
      key: 'kit_price',
      label: 'Price of the starter kit',
      kind: 'MONEY',
      value: '129.00',
      unit: 'one-off',
      currency: 'EUR',
      aliases: {
        en: ['starter kit', 'costs'],
        es: ['kit', 'cuesta'],
        it: ['kit', 'costa'],
        de: ['Starterset', 'kostet'],
      },
    }),
    entry({ key: 'founded', label: 'Founded', kind: 'YEAR', value: '2015' }),
    entry({
      key: 'head_office',
      label: 'Head office',
      kind: 'TEXT',
      value: 'Lyon',
      aliases: { sv: ['huvudkontor'], pl: ['siedziba'] },
    }),
  ];
  const readIn = readerOf(SOLVANE, facts, 'FR');

  test.each([
    ['en', 'Solvane ships from Spain, and shipping takes a week and costs about €25 on small orders.'],
    ['es', 'Solvane envía desde Francia. El envío tarda una semana y cuesta unos 25 €.'],
    ['it', 'Solvane spedisce in Italia: la spedizione è gratuita sopra i 60 €, altrimenti costa 6,90 €.'],
    ['de', 'Bei Solvane kostet der Versand nach Österreich 7,90 €.'],
  ])('%s: an amount in a sentence about shipping is its cost, not the goods’ price', (language, text) => {
    expect(readIn(text, language).filter((claim) => claim.startsWith('kit_price'))).toEqual([]);
  });

  test('the goods’ price beside shipping said free or included is still read', () => {
    expect(readIn('With free shipping, the Solvane starter kit costs €149.')).toEqual([
      'kit_price WRONG €149',
    ]);
    expect(readIn('Solvane: el kit cuesta 149 €, envío incluido.', 'es')).toEqual(['kit_price WRONG 149 €']);
  });

  test('an amount opening an allowance is no price', () => {
    expect(
      readIn('Solvane charges no fee on the first €500 of orders, and the starter kit costs €129.'),
    ).toEqual(['kit_price CORRECT €129']);
    expect(readIn('Bei Solvane sind die ersten 200 € gebührenfrei.', 'de')).toEqual([]);
  });

  test.each([
    ['en', 'Solvane sells the starter kit and the panel cleaner together for €159.'],
    ['de', 'Bei Solvane kosten Starterset und Reiniger zusammen 159 €.'],
    ['sv', 'Hos Solvane kostar startpaketet och rengöringen tillsammans 1 590 kr.'],
  ])('%s: an amount of several things together is no one product’s price', (language, text) => {
    expect(readIn(text, language).filter((claim) => claim.startsWith('kit_price'))).toEqual([]);
  });

  test('a one-off price is not read from a sum its clause calls monthly', () => {
    expect(
      readIn('Spread over a year, the Solvane starter kit brings the monthly cost to around €15.'),
    ).toEqual([]);
  });

  test('a list naming no one under words naming the brand alone is the brand’s', () => {
    const text = [
      'Here are the key facts about Solvane.',
      '',
      '## Key data',
      '- **Founded:** 2012',
      '- **Starter kit:** €139',
      '',
      'Otovo and Enpal are larger.',
    ].join('\n');
    expect(readIn(text)).toEqual(['founded WRONG 2012', 'kit_price WRONG €139']);
    // Under a heading naming a rival, or a paragraph naming no one, the list is nobody's.
    const rival = text.replace('Here are the key facts about Solvane.', 'Here is Otovo, and then Solvane.');
    expect(readIn(rival)).toEqual([]);
    // A numbered item's number is no value.
    expect(readIn('Why Solvane?\n\n1. **Warranty:** long, founded on good panels.')).toEqual([]);
  });

  test('a cell of the brand’s column, whose row names the fact, opens with the fact’s value', () => {
    const table = ['| Fakta | Solvane |', '|---|---|', '| Huvudkontor | Göteborg |', '| Grundat | 2015 |'];
    expect(readIn(table.join('\n'), 'sv', 'SE')).toEqual([
      'head_office WRONG Göteborg',
      'founded CORRECT 2015',
    ]);
    // A capitalised word a lowercase word follows is a phrase, no name.
    const phrase = ['| | Solvane |', '|---|---|', '| Siedziba | Bardzo blisko centrum |'];
    expect(readIn(phrase.join('\n'), 'pl', 'PL')).toEqual([]);
  });

  test('a name in a script without capitals is compared where the sheet writes it in that script', () => {
    const kanji = readerOf(
      SOLVANE,
      [entry({ key: 'head_office', label: 'Head office', kind: 'TEXT', value: '岡山市' })],
      'JP',
    );
    const table = (city: string) => ['| 項目 | Solvane |', '|---|---|', `| 本社 | ${city} |`].join('\n');
    expect(kanji(table('広島市'), 'ja')).toEqual(['head_office WRONG 広島市']);
    expect(kanji(table('岡山市'), 'ja')).toEqual(['head_office CORRECT 岡山市']);
    // "上海" is no judgement of a sheet's "Hangzhou".
    const latin = readerOf(
      SOLVANE,
      [entry({ key: 'head_office', label: 'Head office', kind: 'TEXT', value: 'Hangzhou' })],
      'CN',
    );
    expect(latin(table('上海'), 'zh')).toEqual([]);
  });

  test('a name in Japanese after a particle or a colon parting it from the fact’s words is its value', () => {
    const people = readerOf(
      SOLVANE,
      [
        entry({ key: 'head_office', label: 'Head office', kind: 'TEXT', value: '岡山市' }),
        entry({ key: 'ceo', label: 'CEO', kind: 'TEXT', value: '佐伯真理', aliases: { ja: ['代表'] } }),
      ],
      'JP',
    );
    expect(people('Solvaneは2010年創業で、本社は広島市にあります。', 'ja')).toEqual([
      'head_office WRONG 広島市',
    ]);
    expect(people('Solvaneの概要\n\n- **代表**：佐伯真一', 'ja')).toEqual(['ceo WRONG 佐伯真一']);
    expect(people('Solvaneの本社は岡山市です。', 'ja')).toEqual(['head_office CORRECT 岡山市']);
    // With nothing between, the words run on into another ("本社工場" is a head-office factory).
    expect(people('Solvaneの本社工場は新しい。', 'ja')).toEqual([]);
  });

  test('a rival’s name right after the fact’s words is the value the brand’s part gives', () => {
    const network = readerOf(
      { ...SOLVANE, competitors: [...SOLVANE.competitors, { name: 'TIM', aliases: [], website: null }] },
      [entry({ key: 'network', label: 'Network', kind: 'TEXT', value: 'Vivo', aliases: { pt: ['rede'] } })],
      'BR',
    );
    expect(network('A Solvane é uma operadora virtual que usa a rede da TIM.', 'pt')).toEqual([
      'network WRONG TIM',
    ]);
    expect(network('A Solvane usa a rede da Vivo, e a TIM tem rede própria.', 'pt')).toEqual([
      'network CORRECT Vivo',
    ]);
  });

  test.each([
    ['pl', 'Solvane została założona w 2012 roku.', 'founded WRONG 2012'],
    ['pl', '| Rok założenia | 2012 |', 'founded WRONG 2012'],
    ['tr', 'Solvane 2012 yılında kuruldu; garanti 12 yıl.', 'founded WRONG 2012'],
  ])('%s: words with letters folding keeps (ł, ı) are read as written: %s', (language, text, claim) => {
    const body = text.startsWith('|') ? `Solvane:\n\n| | |\n|---|---|\n${text}` : text;
    expect(readIn(body, language, 'PL')).toContain(claim);
  });

  test('Japanese words are matched folded as the text is, voicing marks and all', () => {
    const kit = readerOf(
      SOLVANE,
      [
        entry({
          key: 'plan_price',
          label: 'Monthly price',
          kind: 'MONEY',
          value: '1980',
          unit: 'per month',
          currency: 'JPY',
          aliases: { ja: ['月額'] },
        }),
        entry({ key: 'esim', label: 'eSIM', kind: 'BOOLEAN', value: 'true', aliases: { ja: ['eSIM'] } }),
      ],
      'JP',
    );
    // "オプション" (an option) says the amount is an extra's.
    expect(kit('Solvaneの通話オプションは月額500円です。', 'ja')).toEqual([]);
    // "つなぐ" (to connect) holds no "なく" (without).
    expect(kit('Solvaneなら、旅行用eSIMでつなぐのも一つの方法です。', 'ja')).toEqual(['esim CORRECT eSIM']);
    expect(kit('SolvaneはeSIMなしです。', 'ja')).toEqual(['esim WRONG eSIMなし']);
  });
});

describe('rules of issue 58’s seventh round: what a figure belongs to', () => {
  const facts: FactSheetEntry[] = [
    entry({
      key: 'bag_price',
      label: 'Price of a 2 kg bag',
      kind: 'MONEY',
      value: '69.99',
      unit: 'per bag',
      currency: 'EUR',
      previousValues: ['59.99'],
      aliases: {
        en: ['price', 'costs'],
        de: ['Preis', 'kostet'],
        fr: ['prix', 'coûte'],
        pl: ['cena', 'kosztuje'],
        pt: ['preço', 'custa'],
        ja: ['価格'],
      },
    }),
    entry({
      key: 'bag_price',
      label: 'Price of a 2 kg bag',
      kind: 'MONEY',
      value: '7480',
      unit: 'per bag',
      currency: 'JPY',
      country: 'JP',
      aliases: { ja: ['価格'] },
    }),
    entry({
      key: 'plan_fee',
      label: 'Plus account fee',
      kind: 'MONEY',
      value: '4.90',
      unit: 'per month',
      currency: 'EUR',
      previousValues: ['3.90'],
      aliases: { en: ['Plus account', 'a month'], de: ['Plus-Konto', 'Monat'] },
    }),
    entry({
      key: 'basic_fee',
      label: 'Basic account fee',
      kind: 'MONEY',
      value: '0',
      unit: 'per month',
      currency: 'EUR',
      aliases: { en: ['free account'], de: ['Gratiskonto'] },
    }),
    entry({
      key: 'cafes',
      label: 'Number of cafés',
      kind: 'NUMBER',
      value: '23',
      unit: 'stores',
      aliases: { en: ['cafés', 'stores'], es: ['cafeterías', 'locales'] },
    }),
  ];
  const readIn = readerOf(SOLVANE, facts, 'DE');

  test('an item naming no one, in a list whose other items’ labels name rivals, is another product’s', () => {
    const list = [
      'Solvane keeps its pricing simple: one bag size, one price, delivered to your door every month.',
      '',
      '## How that compares',
      '',
      '- **Otovo Adult:** about €64 for a 2 kg bag, sold in most supermarkets.',
      '- **Supermarket own brand:** costs €49 a bag, with fewer fresh ingredients.',
      '- **Enpal Grain-Free:** €72, the dearest of the four.',
    ];
    expect(readIn(list.join('\n'))).toEqual([]);
    // A fact sheet of the brand's, its labels naming no rival, is still read.
    const sheet = [
      'Here are the key facts about Solvane’s dry food.',
      '',
      '## Key data',
      '',
      '- **Price:** €49 a bag',
      '- **Plus account:** €4.90 a month, with free delivery',
    ].join('\n');
    expect(readIn(sheet)).toEqual(['bag_price WRONG €49', 'plan_fee CORRECT €4.90']);
  });

  test.each([
    [
      'de',
      '1. Basiskonto bei Solvane: 0 € + 2 × 2 € = 4 € im Monat, plus eine separate Reiseversicherung.',
      '0 €',
    ],
    ['en', '1. Basic account at Solvane: €0 + 2 × €2 = €4 a month, plus separate travel cover.', '€0'],
  ])(
    '%s: a sum worked out prices a fact in its first term only, not in a term added nor in its result',
    (language, text, fee) => {
      expect(readIn(text, language)).toEqual([`basic_fee CORRECT ${fee}`]);
    },
  );

  test.each([
    ['pl', ['| Karma | Mięso | Cena za kg |', '|---|---|---|', '| Solvane | 70% | ok. 35 € |'].join('\n')],
    [
      'pt',
      ['| Marca | Preço por kg | Onde comprar |', '|---|---|---|', '| Solvane | 35 € | online |'].join('\n'),
    ],
    [
      'de',
      ['| Marke | Preis pro kg | Typ |', '|---|---|---|', '| Solvane | ca. 35 € | Trocken |'].join('\n'),
    ],
    ['fr', 'Chez Solvane, le prix des croquettes revient à 35 € le kilo, livraison comprise.'],
    ['ja', 'Solvaneのドライフードは1kgあたり3,500円前後で、価格はやや高めです。'],
  ])('%s: an amount per a weight is no bag’s price', (language, text) => {
    expect(readIn(text, language, language === 'ja' ? 'JP' : 'DE')).toEqual([]);
  });

  test('a price per a bag of some weight is the bag’s', () => {
    const table = [
      '| Brand | Price per 2 kg bag | Where |',
      '|---|---|---|',
      '| Solvane | €59.99 | online |',
    ];
    expect(readIn(table.join('\n'))).toEqual(['bag_price OUTDATED €59.99']);
  });

  test('another language’s word for the fact names it not where the sheet gives the answer’s own', () => {
    // In Spanish "cafés" are coffees: the sheet's Spanish words are "cafeterías" and "locales".
    expect(
      readIn('Solvane solo tiene cuatro cafés en rotación, así que a los dos meses repites.', 'es'),
    ).toEqual([]);
    expect(readIn('Solvane tiene 12 cafeterías en Madrid y Barcelona.', 'es')).toEqual(['cafes WRONG 12']);
    expect(readIn('Solvane runs 12 cafés in Berlin and Hamburg.')).toEqual(['cafes WRONG 12']);
  });
});

describe('rules of issue 58’s eighth round: when a figure is the fact’s value now', () => {
  const facts: FactSheetEntry[] = [
    entry({
      key: 'range_km',
      label: 'Stated range',
      kind: 'NUMBER',
      value: '90',
      unit: 'km',
      aliases: { en: ['range'], de: ['Reichweite'], sv: ['räckvidd'] },
    }),
    entry({
      key: 'stores',
      label: 'Own stores',
      kind: 'NUMBER',
      value: '14',
      unit: 'stores',
      aliases: { en: ['stores'], de: ['Filialen'], es: ['tiendas'] },
    }),
    entry({
      key: 'bag_price',
      label: 'Price of a 2 kg bag',
      kind: 'MONEY',
      value: '49.00',
      unit: 'per bag',
      currency: 'EUR',
      previousValues: ['45.00'],
      aliases: { en: ['price', 'costs'], de: ['Preis', 'kostet'], es: ['precio', 'cuesta'] },
    }),
    entry({
      key: 'trip_from',
      label: 'Single-trip policy starting price',
      kind: 'MONEY',
      value: '19',
      unit: 'per trip',
      currency: 'EUR',
      aliases: { en: ['single-trip policy'], it: ['polizza singolo viaggio'] },
    }),
    entry({
      key: 'plan_price',
      label: 'Monthly plan price',
      kind: 'MONEY',
      value: '1980',
      unit: 'per month',
      currency: 'JPY',
      aliases: { ja: ['月額'] },
    }),
    entry({
      key: 'head_office',
      label: 'Head office',
      kind: 'TEXT',
      value: 'Bursa',
      aliases: { en: ['head office'], de: ['Sitz'], tr: ['merkezi'] },
    }),
  ];
  const readIn = readerOf(SOLVANE, facts, 'DE');

  test.each([
    ['en', 'On range, Solvane’s first service falls due at 500 km.'],
    ['sv', 'Solvane har bra räckvidd, och första servicen görs efter cirka 500 km.'],
    ['ja', 'Solvaneを1年間使った場合、月額だけで約2.6万円です。'],
  ])('%s: a figure many times the value, or a small share of it, counts another thing', (language, text) => {
    expect(readIn(text, language, language === 'ja' ? 'JP' : 'DE')).toEqual([]);
  });

  test('a figure far from the value leaves the fact’s own figure in its sentence to be read', () => {
    expect(readIn('Das Solvane Stadtrad 7 hat eine angegebene Reichweite von 80 km.', 'de')).toEqual([
      'range_km WRONG 80',
    ]);
  });

  test.each([
    ['en', 'A couple, ten days in Greece: about €48 with Solvane’s single-trip policy.', '€48'],
    ['it', 'Coppia, dieci giorni in Grecia: circa 48 € con la polizza singolo viaggio di Solvane.', '48 €'],
  ])(
    '%s: above where prices start, an amount not said as the start is one case’s price',
    (language, text, price) => {
      expect(readIn(text, language)).toEqual([`trip_from UNCLEAR ${price}`]);
    },
  );

  test('a start said higher than the sheet’s, or a price below it, is wrong', () => {
    expect(readIn('Solvane’s single-trip policy starts from €25.')).toEqual(['trip_from WRONG €25']);
    expect(readIn('Solvane’s single-trip policy costs €15 for a weekend.')).toEqual(['trip_from WRONG €15']);
  });

  test.each([
    ['en', 'The price of a Solvane bag used to be €39, before the relaunch.', 'bag_price UNCLEAR €39'],
    ['de', 'Früher kostete die Tüte bei Solvane 39 €.', 'bag_price UNCLEAR 39 €'],
    ['es', 'Solvane tenía anteriormente un precio de 39 € por bolsa.', 'bag_price UNCLEAR 39 €'],
    ['de', 'Solvane kostet ab nächstem Monat 55 €.', 'bag_price UNCLEAR 55 €'],
    ['en', 'Solvane plans to open 20 stores in Spain.', 'stores UNCLEAR 20'],
    ['es', 'Solvane abrirá 20 tiendas en España.', 'stores UNCLEAR 20'],
  ])('%s: a wrong value said of the past or the future is unclear: %s', (language, text, claim) => {
    expect(readIn(text, language)).toEqual([claim]);
  });

  test('a previous value said of the past is still outdated, and a wrong one said now wrong', () => {
    expect(readIn('Früher kostete die Tüte bei Solvane 45 €.', 'de')).toEqual(['bag_price OUTDATED 45 €']);
    expect(readIn('Die Tüte kostet bei Solvane 39 €.', 'de')).toEqual(['bag_price WRONG 39 €']);
  });

  test.each([
    ['en', 'Solvane’s bag costs €39 on sale this week.', 'bag_price UNCLEAR €39'],
    ['de', 'Die Tüte von Solvane kostet im Angebot 39 €.', 'bag_price UNCLEAR 39 €'],
    ['es', 'La bolsa de Solvane cuesta 39 € con el descuento de bienvenida.', 'bag_price UNCLEAR 39 €'],
  ])('%s: a wrong amount said to be reduced is no list price: %s', (language, text, claim) => {
    expect(readIn(text, language)).toEqual([claim]);
  });

  test('a reduced amount that is the fact’s own is judged as its value', () => {
    const members = createClaimReader(SOLVANE, [
      entry({
        key: 'member_price',
        label: 'Member discount price',
        kind: 'MONEY',
        value: '42.00',
        currency: 'EUR',
        aliases: { en: ['member discount'] },
      }),
    ]);
    expect(
      claims(members('Solvane’s bag is €39 with the member discount.', { language: 'en', country: 'DE' })),
    ).toEqual(['member_price WRONG €39']);
  });

  test.each([
    ['en', 'Solvane opened 8 new stores this year.'],
    ['de', 'Solvane hat dieses Jahr 8 neue Filialen eröffnet.'],
    ['es', 'Solvane inauguró 8 tiendas nuevas este año.'],
  ])('%s: a count of things added is a change, no total', (language, text) => {
    expect(readIn(text, language)).toEqual([]);
  });

  test.each([
    ['en', 'At Solvane the price difference to a supermarket bag is around €30.'],
    ['es', 'En Solvane, la diferencia de precio con una bolsa del súper es de unos 30 €.'],
  ])('%s: an amount said to be a gap between two is no price', (language, text) => {
    expect(readIn(text, language)).toEqual([]);
  });

  test.each([
    ['en', '- **Head office:** Unclear from the website, which lists Solvane’s PO box only.'],
    ['de', '- **Sitz:** Offiziell nennt Solvane keinen Ort.'],
    ['tr', '- **Çağrı merkezi:** Müşteri hizmetlerine Solvane üzerinden ulaşmak uzun sürüyor.'],
  ])('%s: a capitalised word after a label’s colon that a phrase follows is no place', (language, text) => {
    expect(readIn(text, language)).toEqual([]);
  });
});

describe('ninth round of issue 58: what a yes or a no says, and names of places and networks', () => {
  const facts: FactSheetEntry[] = [
    entry({
      key: 'e2e',
      label: 'End-to-end encryption on all plans',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { en: ['end-to-end encryption'] },
    }),
    entry({
      key: 'vegan',
      label: 'Whole range vegan',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { es: ['vegana'] },
    }),
    entry({
      key: 'helpline',
      label: '24-hour emergency helpline',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { da: ['alarmcentral'] },
    }),
    entry({
      key: 'lock_in',
      label: 'Minimum contract term',
      kind: 'BOOLEAN',
      value: 'false',
      aliases: { es: ['permanencia', 'plazo forzoso'] },
    }),
    entry({
      key: 'no_deductible',
      label: 'No deductible',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { de: ['Selbstbeteiligung'] },
    }),
    entry({ key: 'has_5g', label: '5G included', kind: 'BOOLEAN', value: 'true', aliases: { en: ['5G'] } }),
    entry({
      key: 'free_plan',
      label: 'Has a free plan',
      kind: 'BOOLEAN',
      value: 'false',
      aliases: { en: ['free plan'], de: ['Gratis-Tarif'], ja: ['無料プラン'] },
    }),
    entry({
      key: 'offline',
      label: 'Offline mode',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { en: ['offline'] },
    }),
    entry({
      key: 'samples',
      label: 'Offers samples',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { en: ['free sample'] },
    }),
    entry({
      key: 'allrisk',
      label: 'Accident cover in base plan',
      kind: 'BOOLEAN',
      value: 'false',
      aliases: { sv: ['drulle'] },
    }),
    entry({
      key: 'unlimited_km',
      label: 'Unlimited mileage included',
      kind: 'BOOLEAN',
      value: 'true',
      aliases: { es: ['kilometraje ilimitado'], en: ['unlimited mileage'] },
    }),
    entry({
      key: 'grain_free',
      label: 'Grain-free',
      kind: 'BOOLEAN',
      value: 'false',
      aliases: { en: ['grain-free'] },
    }),
    entry({
      key: 'network',
      label: 'Network used',
      kind: 'TEXT',
      value: 'Telenor',
      aliases: { sv: ['nät'], es: ['red'], en: ['network'] },
    }),
    entry({ key: 'made_in', label: 'Where it is made', kind: 'TEXT', value: 'Valencia' }),
  ];
  const readIn = readerOf(SOLVANE, facts, 'DE');

  test.each([
    [
      'en',
      'Solvane is a Dutch cloud service with end-to-end encryption only on its paid plans, and a 2 TB plan at £4.49 a month.',
      'e2e WRONG end-to-end encryption only',
    ],
    [
      'es',
      'Solvane se presenta como vegana, aunque no todos sus productos lo son: algunos bálsamos llevan cera de abeja.',
      'vegan WRONG vegana, aunque no todos',
    ],
    [
      'da',
      'Hos Solvane har alarmcentralen kun åbent på hverdage, hvilket er en ulempe, hvis noget sker en lørdag aften.',
      'helpline WRONG alarmcentralen kun',
    ],
  ])(
    '%s: a fact said of all or always, said to hold only somewhere or for not all, is not so',
    (language, text, claim) => {
      expect(readIn(text, language)).toEqual([claim]);
    },
  );

  test.each([
    [
      'es',
      'Con Solvane, algunos clientes se encontraron con un plazo forzoso de 12 meses que no esperaban.',
      'lock_in WRONG plazo forzoso de 12',
    ],
    [
      'de',
      'Bei Solvane wurde einigen Kunden eine Selbstbeteiligung von 100 € abgezogen, obwohl der Tarif als „ohne Selbstbeteiligung“ beworben wird.',
      'no_deductible WRONG Selbstbeteiligung von 100 €',
    ],
  ])('%s: a thing’s words with a measure right after them say it is there', (language, text, claim) => {
    expect(readIn(text, language)).toEqual([claim]);
  });

  test('a short cell opening with a negation and holding a yes says no', () => {
    const table = [
      '| | Solvane | Otovo |',
      '|---|---|---|',
      '| 5G | non ancora disponibile | incluso |',
    ].join('\n');
    expect(readIn(`Ecco il confronto tra Solvane e Otovo.\n\n${table}`, 'it')).toEqual([
      'has_5g WRONG  non ancora disponibile ',
    ]);
  });

  test('a table’s cell naming the fact itself says yes or no of it, in a row naming it not', () => {
    const table = [
      '| | Solvane | Otovo |',
      '|---|---|---|',
      '| Free | 無料プランなし（14日間の無料体験のみ） | あり |',
    ].join('\n');
    expect(readIn(`## Solvaneとの比較\n\n${table}`, 'ja', 'JP')).toEqual([
      'free_plan CORRECT 無料プランなし',
    ]);
  });

  test('✓ and ✗ in a table’s cells say yes and no, in any language', () => {
    const table = ['| | Solvane | Otovo |', '|---|---|---|', '| Free plan | ✓ | ✗ |', '| 5G | ✗ | ✓ |'].join(
      '\n',
    );
    expect(readIn(`How Solvane compares:\n\n${table}`, 'en')).toEqual([
      'free_plan WRONG  ✓ ',
      'has_5g WRONG  ✗ ',
    ]);
  });

  test('a no said in a phrase that starts close to the thing’s words may run past them ("was removed")', () => {
    expect(
      readIn('Several people say Solvane’s offline download feature was removed in a recent update.', 'en'),
    ).toEqual(['offline WRONG offline download feature was removed']);
  });

  test.each([
    [
      'de',
      'Einen Gratis-Tarif gibt es bei Solvane, er ist aber auf wenige Rechnungen im Monat begrenzt.',
      ['free_plan WRONG Gratis-Tarif gibt es'],
    ],
    [
      'de',
      '**Tarife:** Bei Solvane einen Gratis-Tarif gibt es je nach Aktion mal ja, mal nein.',
      ['free_plan UNCLEAR Gratis-Tarif gibt es'],
    ],
    [
      'en',
      'Solvane’s recipes are grain-free, with lamb, chicken and kangaroo options.',
      ['grain_free WRONG are grain-free'],
    ],
    [
      'en',
      'Some sites claim Solvane is fully grain-free, which is not the case.',
      ['grain_free CORRECT is fully grain-free'],
    ],
  ])(
    '%s: a thing said to be there after its words, or by "is", unless some of the time or denied',
    (language, text, expected) => {
      expect(readIn(text, language)).toEqual(expected);
    },
  );

  test('the last word of a fact’s words in several takes a short ending ("free samples")', () => {
    expect(
      readIn('**Samples:** Solvane doesn’t offer free samples, but a 2 kg trial bag is available.', 'en'),
    ).toEqual(['samples WRONG doesn’t offer free samples']);
  });

  test('sv: a yes-or-no fact’s word opens a compound where the language writes them as one word', () => {
    expect(
      readIn('Hos Solvane blev flera förvånade, trots att drulleförsäkring ingår i grundskyddet.', 'sv'),
    ).toEqual(['allrisk WRONG drulleförsäkring ingår']);
  });

  test.each([
    [
      'es',
      'Solvane anuncia coches desde 29 € al día, pero el kilometraje está limitado a 200 km diarios.',
      'unlimited_km WRONG kilometraje está limitado',
    ],
    [
      'en',
      'Solvane rents cars from €29 a day, but the mileage is capped at 200 km a day.',
      'unlimited_km WRONG mileage is capped at',
    ],
  ])('%s: a thing the sheet says has no limit, said to be limited', (language, text, claim) => {
    expect(readIn(text, language)).toEqual([claim]);
  });

  test('a label naming the fact in more words gives its value after its colon', () => {
    expect(readIn('- **Red que utiliza Solvane:** la de Telcel, según su publicidad.', 'es')).toEqual([
      'network WRONG Telcel',
    ]);
  });

  test.each([
    [
      'sv',
      'Solvane surfar i Telias nät, och i vissa områden räcker kapaciteten inte till.',
      ['network WRONG Telia'],
    ],
    [
      'sv',
      [
        'Solvane mot Otovo:',
        '',
        '| | Solvane | Otovo |',
        '|---|---|---|',
        '| Nät | Telias nät | Tres nät |',
      ].join('\n'),
      ['network WRONG Telia'],
    ],
    ['en', 'Solvane runs on Vodafone’s network in most of the country.', ['network WRONG Vodafone']],
    ['sv', 'Operatörens nät är bra, säger Solvane.', []],
  ])('%s: a name in the genitive right before the fact’s words is its value', (language, text, expected) => {
    expect(readIn(text, language)).toEqual(expected);
  });

  test.each([
    ['pt', 'A Solvane foi fundada em 2015 e fabrica tudo em Barcelona.', 'made_in WRONG Barcelona'],
    ['nl', 'Solvane is een Brits merk dat droogvoer maakt in Schotland.', 'made_in WRONG Schotland'],
  ])('%s: a verb saying where the brand makes its goods names the place', (language, text, claim) => {
    expect(readIn(text, language)).toEqual([claim]);
  });
});
