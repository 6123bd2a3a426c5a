// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { scoreText } from '../sentiment';
import { BETTER_CHOICE_RULES } from './choice';
import { sentimentOf } from './reading.fixture';

/** The brand's label and the rule that decided it, for a short answer closing on a verdict section. */
const read = (brand: string, rival: string, body: string, heading: string, verdict: string) => {
  const text = [
    `## ${brand}`,
    '',
    body,
    '',
    `## ${rival}`,
    '',
    `${rival}.`,
    '',
    `## ${heading}`,
    '',
    verdict,
  ].join('\n');
  return sentimentOf(text, brand, [rival]);
};

describe('a verdict naming a rival the better choice sends the reader to the rival', () => {
  test.each([
    // [language, brand, rival, body, heading, verdict]
    [
      'sv',
      'Tallmo',
      'Hertz',
      'Tallmo har en trevlig app.',
      'Slutsats',
      'Tallmo är helt okej, men för de flesta är Hertz det bättre valet.',
    ],
    [
      'da',
      'Tallmo',
      'Hertz',
      'Tallmo har en god app.',
      'Konklusion',
      'Tallmo er fin, men for de fleste er Hertz det bedre valg.',
    ],
    [
      'de',
      'Tallmo',
      'Sixt',
      'Tallmo hat eine gute App.',
      'Fazit',
      'Tallmo ist solide, aber wer oft mietet, ist mit Sixt deutlich besser bedient.',
    ],
    [
      'fr',
      'Tallmo',
      'Europcar',
      'Tallmo a une belle application.',
      'Verdict',
      'Tallmo a une jolie application, mais Europcar est la meilleure option pour la plupart des voyageurs.',
    ],
    [
      'es',
      'Tallmo',
      'Avis',
      'Tallmo tiene una buena aplicación.',
      'Conclusión',
      'Tallmo está bien, pero para la mayoría Avis es la opción más segura.',
    ],
    [
      'zh',
      'Tallmo',
      'Sixt',
      'Tallmo 的应用很好。',
      '结论',
      'Tallmo 还不错，但对大多数人来说，Sixt 是更好的选择。',
    ],
    [
      'en',
      'Tallmo',
      'Sixt',
      'Tallmo has a pleasant app.',
      'Verdict',
      'Tallmo is decent, but for most people the better choice is Sixt.',
    ],
  ])('%s: %s', (_language, brand, rival, body, heading, verdict) => {
    expect(read(brand, rival, body, heading, verdict)).toEqual({
      label: 'negative',
      rule: 'verdict-recommends-rival',
    });
  });

  test.each([
    [
      'sv',
      'Tallmo',
      'Hertz',
      'Tallmo har en enkel app.',
      'Slutsats',
      'För de flesta hushåll är Tallmo det bättre valet.',
    ],
    [
      'pl',
      'Tallmo',
      'Ikea',
      'Tallmo ma prosty sklep.',
      'Werdykt',
      'Dla większości rodzin lepszym wyborem będzie Tallmo.',
    ],
    [
      'de',
      'Tallmo',
      'Sixt',
      'Tallmo hat eine einfache App.',
      'Fazit',
      'Für die meisten Pendler ist Tallmo die bessere Wahl.',
    ],
    [
      'it',
      'Tallmo',
      'Bianchi',
      'Tallmo ha un negozio semplice.',
      'Verdetto',
      'Per la maggior parte dei ciclisti Tallmo è la scelta più sicura.',
    ],
    [
      'es',
      'Tallmo',
      'Mango',
      'Tallmo tiene una tienda sencilla.',
      'Conclusión',
      // "sin" (without) is a negator, but "sin duda" (no doubt) turns nothing.
      'Si te gusta destacar, Tallmo es sin duda la mejor opción.',
    ],
  ])(
    '%s: the brand named the better choice is advice for it',
    (_language, brand, rival, body, heading, verdict) => {
      expect(read(brand, rival, body, heading, verdict)).toEqual({ label: 'positive', rule: 'verdict-for' });
    },
  );

  test.each([
    ['sv', 'Tallmo', 'Hertz', 'Tallmo har en trevlig app.', 'Slutsats', 'Tallmo är inte det bättre valet.'],
    ['de', 'Tallmo', 'Sixt', 'Tallmo hat eine schöne App.', 'Fazit', 'Tallmo ist nicht die bessere Wahl.'],
  ])(
    '%s: a negated better choice is advice against the brand',
    (_language, brand, rival, body, heading, verdict) => {
      expect(read(brand, rival, body, heading, verdict)).toEqual({
        label: 'negative',
        rule: 'verdict-against',
      });
    },
  );

  test.each([
    [
      'pl',
      'Tallmo',
      'Ikea',
      'Tallmo ma solidne meble.',
      'Werdykt',
      'Tallmo jest zdecydowanym zwycięzcą. Przy napiętym budżecie rozsądniejszym wyborem będzie Ikea.',
    ],
    [
      'en',
      'Tallmo',
      'Staysure',
      'Tallmo has a modern app.',
      'Verdict',
      'Tallmo is a modern choice. For anyone over 65, Staysure is the safer bet.',
    ],
    [
      'fi',
      'Tallmo',
      'Jenkki',
      'Tallmo on klassinen pastilli.',
      'Yhteenveto',
      // The case follows the phrase after a comma: "if dental health matters most".
      'Tallmo on hyvä. Jenkki on parempi vaihtoehto, jos hampaiden terveys on tärkeintä.',
    ],
  ])(
    '%s: a rival the better choice for one case only does not send the reader away',
    (_language, brand, rival, body, heading, verdict) => {
      expect(read(brand, rival, body, heading, verdict).rule).not.toBe('verdict-recommends-rival');
    },
  );

  test('every language with better-choice words has its rule', () => {
    expect(Object.keys(BETTER_CHOICE_RULES).sort()).toEqual([
      'cs',
      'da',
      'de',
      'en',
      'es',
      'fi',
      'fr',
      'it',
      'ja',
      'ko',
      'nb',
      'nl',
      'pl',
      'pt',
      'sv',
      'tr',
      'zh',
    ]);
  });
});

describe('"neither … nor" negates both sides: a mixed account, not a negative one', () => {
  test.each([
    ['sv', 'Tjänsten är varken fantastisk eller dålig.'],
    ['de', 'Der Dienst ist weder gut noch schlecht.'],
    ['da', 'Tjenesten er hverken god eller dårlig.'],
    ['nb', 'Tjenesten er verken god eller dårlig.'],
  ] as const)('%s: %s', (language, text) => {
    expect(Math.abs(scoreText(text, language).sum)).toBeLessThan(1);
  });

  test.each([
    ['de', 'Der Dienst ist noch schlecht.'],
    ['sv', 'Appen är långsam eller dålig.'],
  ] as const)('%s: "nor" alone negates nothing: %s', (language, text) => {
    expect(scoreText(text, language).sum).toBeLessThan(-1);
  });
});

describe('advice whose object stands where its grammar puts it', () => {
  const label = sentimentOf;

  test('English: "I would put it last" is advice against', () => {
    expect(label('Tallmo builds a lovely sofa, but I would put it last on the list.', 'Tallmo')).toEqual({
      label: 'negative',
      rule: 'advice-against',
    });
  });

  test('Turkish puts the object before the verb: "Zeta\'yı tercih edin" is no advice for the brand', () => {
    expect(
      label('Nordvik sessiz bir süpürge. Ucuz bir model istiyorsanız Zeta’yı tercih edin.', 'Nordvik', [
        'Zeta',
      ]).rule,
    ).not.toBe('advice-for');
    expect(
      label('Nordvik sessiz ve güçlü bir süpürge. Küçük bir ev için Nordvik öneririm.', 'Nordvik'),
    ).toEqual({
      label: 'positive',
      rule: 'advice-for',
    });
  });
});
