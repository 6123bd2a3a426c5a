/**
 * The claim reader (issue 58's fact check) against the long sets' labelled claims: a labelled claim is found
 * when the reader reads a claim of the same fact whose quote overlaps it. What matters most is finding the
 * wrong and the outdated values: their precision (a value read as wrong or outdated is labelled so) and
 * recall (a value labelled so is read so), by the fact's kind and by language; and how often a found claim's
 * status is the labelled one.
 */
import type { BrandFactKind, FactSheetEntry } from '../../graphql/shared/brand-facts';
import { createClaimReader, type FactClaimReading } from '../../server/core/analysis';
import { type BrandFactSheet, type LongAnswerRow, type LongSetName, readLongSet } from './long-sets';

type LabelledClaim = LongAnswerRow['claims'][number];

/** A sheet's facts in the shape the reader takes. */
export function factSheetEntries(sheet: BrandFactSheet): FactSheetEntry[] {
  return sheet.facts.map((fact) => ({
    key: fact.key,
    label: fact.label,
    kind: fact.kind,
    value: fact.value,
    unit: fact.unit ?? null,
    currency: fact.currency ?? null,
    country: fact.country ?? null,
    aliases: fact.aliases,
    previousValues: fact.previousValues ?? [],
  }));
}

/**
 * Pairs each labelled claim with the first unpaired read claim of the same fact whose quote overlaps the
 * label's; returns the pairs as indexes into `read`, -1 for a claim not found.
 */
export function pairClaims(row: LongAnswerRow, read: readonly FactClaimReading[]): number[] {
  const used = new Set<number>();
  return row.claims.map((claim) => {
    const start = row.text.indexOf(claim.quote);
    const end = start + claim.quote.length;
    const at = read.findIndex(
      (candidate, index) =>
        !used.has(index) &&
        candidate.fact === claim.fact &&
        Math.min(candidate.end, end) > Math.max(candidate.start, start),
    );
    if (at >= 0) used.add(at);
    return at;
  });
}

const flagged = (status: string) => status === 'WRONG' || status === 'OUTDATED';

export interface ClaimFigures {
  labelled: number;
  read: number;
  found: number;
  statusRight: number;
  /** Wrong or outdated: labelled so, read so, and both. */
  flaggedLabelled: number;
  flaggedRead: number;
  flaggedRight: number;
}

const noFigures = (): ClaimFigures => ({
  labelled: 0,
  read: 0,
  found: 0,
  statusRight: 0,
  flaggedLabelled: 0,
  flaggedRead: 0,
  flaggedRight: 0,
});

export interface ClaimMiss {
  id: string;
  fact: string;
  labelled: LabelledClaim | null;
  read: FactClaimReading | null;
}

export interface ClaimReport {
  all: ClaimFigures;
  byKind: Map<BrandFactKind, ClaimFigures>;
  byLanguage: Map<string, ClaimFigures>;
  misses: ClaimMiss[];
}

const figuresIn = <Key>(groups: Map<Key, ClaimFigures>, key: Key) => {
  let figures = groups.get(key);
  if (!figures) groups.set(key, (figures = noFigures()));
  return figures;
};

/** The claim reader of a long set's row: its brand and rivals, its brand's fact sheet. */
export const claimReaderFor = (row: LongAnswerRow, sheet: BrandFactSheet) =>
  createClaimReader(
    {
      brand: { name: row.brand, aliases: row.aliases, website: row.website },
      competitors: row.competitors.map((rival) => ({ name: rival, aliases: [], website: null })),
    },
    factSheetEntries(sheet),
  );

/** The claims of the named long sets, read and scored against their labels. */
export function scoreClaims(...names: LongSetName[]): ClaimReport {
  const report: ClaimReport = { all: noFigures(), byKind: new Map(), byLanguage: new Map(), misses: [] };
  for (const name of names) {
    const { rows, sheets } = readLongSet(name);
    for (const row of rows) {
      const sheet = sheets.get(row.brand);
      if (!sheet) continue;
      const kindOf = new Map(sheet.facts.map((fact) => [fact.key, fact.kind]));
      const read = claimReaderFor(row, sheet)(row.text, { language: row.language, country: row.country });
      const groupsOf = (fact: string) => [
        report.all,
        figuresIn(report.byKind, kindOf.get(fact)!),
        figuresIn(report.byLanguage, row.language),
      ];
      for (const claim of read)
        for (const figures of groupsOf(claim.fact)) {
          figures.read++;
          if (flagged(claim.status)) figures.flaggedRead++;
        }
      const pairs = pairClaims(row, read);
      pairs.forEach((at, index) => {
        const labelled = row.claims[index]!;
        const found = read[at];
        for (const figures of groupsOf(labelled.fact)) {
          figures.labelled++;
          if (flagged(labelled.status)) figures.flaggedLabelled++;
          if (!found) continue;
          figures.found++;
          if (found.status === labelled.status) figures.statusRight++;
          if (flagged(labelled.status) && flagged(found.status)) figures.flaggedRight++;
        }
        if (found?.status !== labelled.status)
          report.misses.push({ id: row.id, fact: labelled.fact, labelled, read: found ?? null });
      });
      read.forEach((claim, at) => {
        if (!pairs.includes(at))
          report.misses.push({ id: row.id, fact: claim.fact, labelled: null, read: claim });
      });
    }
  }
  return report;
}
