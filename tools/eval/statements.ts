/**
 * The analyzer's statements (what an answer says of the brand and each rival, issue 57) against the long
 * sets' labels: a labelled statement is found when the analyzer reads a statement about the same name that
 * shares at least half of the shorter of the two spans; each found pair is then scored for its polarity and
 * its aspects (micro-F1 over the taxonomy), the brand's statements and the rivals' apart.
 */
import type { Aspect } from '../../graphql/shared/aspects';
import { createAnalyzer, type AnswerAnalyzer, type SentimentLabel } from '../../server/core/analysis';
import { type LongAnswerRow, type LongSetName, readLongSet } from './long-sets';

type Polarity = 'pos' | 'neu' | 'neg';

export const POLARITY_OF: Record<SentimentLabel, Polarity> = {
  positive: 'pos',
  neutral: 'neu',
  negative: 'neg',
};

/** A span the analyzer read as a statement about a name. */
export interface ReadStatement {
  about: string;
  start: number;
  end: number;
}

type LabelledStatement = LongAnswerRow['statements'][number];

/** The analyzer a long row is read with: its brand (with its sheet's attributes) and its tracked rivals. */
export function analyzerOfRow(row: LongAnswerRow, attributes: LongSetAttributes = []): AnswerAnalyzer {
  return createAnalyzer(
    { name: row.brand, aliases: row.aliases, website: row.website, attributes },
    row.competitors.map((name) => ({ name, aliases: [], website: null })),
  );
}

type LongSetAttributes = NonNullable<Parameters<typeof createAnalyzer>[0]['attributes']>;

/**
 * Pairs each labelled statement with the first unpaired read statement about the same name that overlaps
 * it by half the shorter span; returns the pairs as indexes into `read`, -1 for a statement not found.
 */
export function pairStatements(row: LongAnswerRow, read: readonly ReadStatement[]): number[] {
  const used = new Set<number>();
  return row.statements.map((statement) => {
    const start = row.text.indexOf(statement.text);
    const end = start + statement.text.length;
    const at = read.findIndex(
      (candidate, index) =>
        !used.has(index) &&
        candidate.about === statement.about &&
        Math.min(candidate.end, end) - Math.max(candidate.start, start) >=
          0.5 * Math.min(candidate.end - candidate.start, end - start),
    );
    if (at >= 0) used.add(at);
    return at;
  });
}

export interface StatementFigures {
  labelled: number;
  read: number;
  found: number;
  polarityRight: number;
  aspects: { truePositives: number; falsePositives: number; falseNegatives: number };
}

const noFigures = (): StatementFigures => ({
  labelled: 0,
  read: 0,
  found: 0,
  polarityRight: 0,
  aspects: { truePositives: 0, falsePositives: 0, falseNegatives: 0 },
});

export interface StatementReport {
  brand: StatementFigures;
  rivals: StatementFigures;
  byLanguage: Map<string, StatementFigures>;
  byAspect: Map<Aspect, StatementFigures['aspects']>;
}

export const aspectF1 = ({ truePositives, falsePositives, falseNegatives }: StatementFigures['aspects']) =>
  truePositives === 0 ? 0 : (2 * truePositives) / (2 * truePositives + falsePositives + falseNegatives);

/** The statements of the named long sets, read by the analyzer and scored against their labels. */
export function scoreStatements(...names: LongSetName[]): StatementReport {
  const report: StatementReport = {
    brand: noFigures(),
    rivals: noFigures(),
    byLanguage: new Map(),
    byAspect: new Map(),
  };
  for (const name of names) {
    const { rows, sheets } = readLongSet(name);
    for (const row of rows) {
      const statements = analyzerOfRow(row, sheets.get(row.brand)?.attributes ?? []).statements(row.text);
      const read = statements.map((statement) => ({
        about: statement.competitor?.name ?? row.brand,
        start: statement.start,
        end: statement.end,
        polarity: POLARITY_OF[statement.polarity],
        aspects: statement.aspects,
      }));
      let language = report.byLanguage.get(row.language);
      if (!language) report.byLanguage.set(row.language, (language = noFigures()));
      language.read += read.length;
      for (const statement of read) (statement.about === row.brand ? report.brand : report.rivals).read++;
      pairStatements(row, read).forEach((at, index) => {
        const labelled = row.statements[index] as LabelledStatement;
        const figures = labelled.about === row.brand ? report.brand : report.rivals;
        for (const group of [figures, language]) group.labelled++;
        const found = read[at];
        if (!found) return;
        for (const group of [figures, language]) {
          group.found++;
          if (found.polarity === labelled.polarity) group.polarityRight++;
        }
        for (const aspect of new Set<Aspect>([...labelled.aspects, ...found.aspects])) {
          let byAspect = report.byAspect.get(aspect);
          if (!byAspect) report.byAspect.set(aspect, (byAspect = noFigures().aspects));
          const kind = labelled.aspects.includes(aspect)
            ? found.aspects.includes(aspect)
              ? 'truePositives'
              : 'falseNegatives'
            : 'falsePositives';
          for (const counts of [figures.aspects, language.aspects, byAspect]) counts[kind]++;
        }
      });
    }
  }
  return report;
}
