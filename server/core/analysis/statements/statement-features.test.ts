/**
 * What the statement model reads of a statement beyond its words: where a table row stands among the
 * table's rows by its scores and prices, both sides of a mixed statement, the whole statement's lean, and
 * where a rival's statement stands in the answer.
 */
import { describe, expect, test } from 'vitest';
import { createAnalyzer } from '../analysis';
import type { StatementEvidence } from './statements';

const analyzerOf = (brand: string, rivals: string[]) =>
  createAnalyzer(
    { name: brand, aliases: [], website: null },
    rivals.map((name) => ({ name, aliases: [], website: null })),
  );

/** The evidence of the statement about `entity` whose text holds `words`. */
function evidenceWith(
  text: string,
  evidence: readonly StatementEvidence[],
  words: string,
  entity: number,
): StatementEvidence {
  const found = evidence.find(
    (statement) => statement.entity === entity && text.slice(statement.start, statement.end).includes(words),
  );
  if (!found) throw new Error(`no statement about entity ${entity} with "${words}"`);
  return found;
}

describe('a table row against the other rows', () => {
  const SCORED = `We scored the three mattresses we slept on for a month.

| Mattress | Price (king) | Comfort | Overall |
|---|---|---|---|
| Larchwood | £780 | 9/10 | 8.5/10 |
| Dormio | £1,150 | 7/10 | 7/10 |
| Snoozel | £640 | 6/10 | 5.5/10 |`;
  const GEWERTET = `Wir haben drei Kaffeeabos verglichen.

| Abo | Preis pro Monat | Geschmack | Gesamt |
|---|---|---|---|
| Röstwerk | 24,90 € | 4,5 | 4,6 |
| Bohnenpost | 1.200 € | 3 | 3,1 |
| Kaffeekiste | 19,50 € | 4 | 3,9 |`;

  test('its scores stand between the lowest (−1) and the highest (1), out of ten or on their own', () => {
    const evidence = analyzerOf('Larchwood', ['Dormio', 'Snoozel']).statementEvidence(SCORED);
    expect(evidenceWith(SCORED, evidence, '| Larchwood |', 0).features.scoreRank).toBeCloseTo(1);
    const lowest = evidenceWith(SCORED, evidence, '| Snoozel |', 2).features.scoreRank;
    const middle = evidenceWith(SCORED, evidence, '| Dormio |', 1).features.scoreRank;
    expect(lowest).toBeLessThan(-0.5);
    expect(middle).toBeGreaterThan(lowest);
    expect(middle).toBeLessThan(1);
    const german = analyzerOf('Röstwerk', ['Bohnenpost', 'Kaffeekiste']).statementEvidence(GEWERTET);
    expect(evidenceWith(GEWERTET, german, '| Röstwerk |', 0).features.scoreRank).toBeGreaterThan(0.5);
    expect(evidenceWith(GEWERTET, german, '| Bohnenpost |', 1).features.scoreRank).toBeCloseTo(-1);
  });

  test('its prices stand the same way, the dearest at 1, with a decimal comma or thousands apart', () => {
    const evidence = analyzerOf('Larchwood', ['Dormio', 'Snoozel']).statementEvidence(SCORED);
    expect(evidenceWith(SCORED, evidence, '| Dormio |', 1).features.priceRank).toBeCloseTo(1);
    expect(evidenceWith(SCORED, evidence, '| Snoozel |', 2).features.priceRank).toBeLessThan(0);
    const german = analyzerOf('Röstwerk', ['Bohnenpost', 'Kaffeekiste']).statementEvidence(GEWERTET);
    expect(evidenceWith(GEWERTET, german, '| Bohnenpost |', 1).features.priceRank).toBeCloseTo(1);
    expect(evidenceWith(GEWERTET, german, '| Kaffeekiste |', 2).features.priceRank).toBeLessThan(
      evidenceWith(GEWERTET, german, '| Röstwerk |', 0).features.priceRank,
    );
  });

  test('a row of a table without scores or prices, and a sentence, stand nowhere', () => {
    const text = `Two banks at a glance.

| Bank | App | Branches |
|---|---|---|
| Ferncroft | Good | Few |
| Halden | Basic | Many |

Ferncroft has the better app.`;
    const evidence = analyzerOf('Ferncroft', ['Halden']).statementEvidence(text);
    for (const statement of evidence) {
      expect(statement.features.scoreRank).toBe(0);
      expect(statement.features.priceRank).toBe(0);
    }
  });
});

describe('a statement weighing both sides', () => {
  test('reads the smaller side as mixed, in English and in Spanish', () => {
    const mixedOf = (text: string) => analyzerOf('Pollux', []).statementEvidence(text)[0]!.features.mixed;
    expect(
      mixedOf(
        '- Pollux has an excellent app and friendly support. Its fees are high, though, and transfers are slow.',
      ),
    ).toBeGreaterThan(0);
    expect(mixedOf('- Pollux has an excellent app. Its support is friendly too.')).toBeCloseTo(0);
    expect(
      mixedOf(
        '- Pollux tiene una aplicación excelente. Pero sus comisiones son caras y las transferencias lentas.',
      ),
    ).toBeGreaterThan(0);
  });
});

describe('a rival’s statement', () => {
  const TEXT = `Brightwell and Corvana are the two savings apps most people compare.

Brightwell pays a steady rate and its app is excellent.

Later in the year Corvana cut its rate, and its support became slow and unhelpful.`;
  const evidence = analyzerOf('Brightwell', ['Corvana']).statementEvidence(TEXT);

  test('stands further into the answer the later it comes; the brand’s stand nowhere', () => {
    const opening = evidenceWith(TEXT, evidence, 'most people compare', 1).features.rivalPosition;
    const later = evidenceWith(TEXT, evidence, 'Corvana cut its rate', 1).features.rivalPosition;
    expect(opening).toBe(0);
    expect(later).toBeGreaterThan(0.5);
    expect(evidenceWith(TEXT, evidence, 'pays a steady rate', 0).features.rivalPosition).toBe(0);
  });
});

test('the whole statement’s lean is read whoever its words are about', () => {
  const text = 'Unlike Quillon, which is slow and unreliable, Marrow is fast and dependable.';
  const evidence = analyzerOf('Marrow', ['Quillon']).statementEvidence(text);
  const rival = evidenceWith(text, evidence, 'Quillon', 1);
  const brand = evidenceWith(text, evidence, 'Marrow', 0);
  expect(rival.features.statementLean).toBe(brand.features.statementLean);
  expect(rival.features.statementLean).not.toBe(0);
});
