/**
 * Statements one by one: an answer's statements (the answers drawer), a reviewer's correction of one, and
 * how the analyzer's statement readings fare against the reviewed ones (counted beside the answers' in
 * analysisAccuracy). A correction needs EDITOR or higher and leaves an audit entry in its transaction; a
 * re-analysis keeps what it set (answer-statements.store.ts in collection).
 */
import { ASPECTS, type Aspect } from '../../../graphql/shared/aspects';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';
import { announceDataChanged } from '../../db/data-changed';
import { clipped } from '../../lib/clip';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { requireRole, type BrandScope } from '../../scope';
import { audited } from '../brands';
import {
  correctStatementReading,
  getReviewedStatements,
  getStatementRows,
  type ReviewedStatement,
  type StatementRow,
} from './narrative.store';

export interface StatementModel extends Omit<StatementRow, 'aspects' | 'analyzerAspects'> {
  aspects: Aspect[];
  analyzerAspects: Aspect[];
}

/** Aspects in the taxonomy's order. */
const inOrder = (aspects: readonly string[]): Aspect[] =>
  ASPECTS.filter((aspect) => aspects.includes(aspect));

const modelOf = (row: StatementRow): StatementModel => ({
  ...row,
  aspects: inOrder(row.aspects),
  analyzerAspects: inOrder(row.analyzerAspects),
});

/** The answers whose statements a request asked for in one tick, read together once that tick ends. */
interface StatementBatch {
  answerIds: string[];
  read: Promise<Map<string, StatementModel[]>>;
}

const openBatches = new WeakMap<BrandScope['memo'], StatementBatch>();

/**
 * The statements of an answer of the brand, in text order. A page of answers asks for each of its answers in
 * one tick (GraphQL resolves a list's items together): they are read in one statement.
 */
export function answerStatements(scope: BrandScope, answerId: string): Promise<StatementModel[]> {
  let batch = openBatches.get(scope.memo);
  if (!batch) {
    const answerIds: string[] = [];
    const read = Promise.resolve().then(async () => {
      openBatches.delete(scope.memo);
      const rows = await getStatementRows(scope.db, scope.brandId, { answerIds });
      const byAnswer = new Map<string, StatementModel[]>();
      for (const row of rows)
        byAnswer.set(row.answerId, [...(byAnswer.get(row.answerId) ?? []), modelOf(row)]);
      return byAnswer;
    });
    batch = { answerIds, read };
    openBatches.set(scope.memo, batch);
  }
  batch.answerIds.push(answerId);
  return batch.read.then((byAnswer) => byAnswer.get(answerId) ?? []);
}

/** A reviewer's reading of one of the brand's statements: its polarity, its aspects, or both. */
export async function correctStatement(
  scope: BrandScope,
  input: { statementId: string; polarity?: SentimentLabel | null; aspects?: readonly Aspect[] | null },
): Promise<{ statement: StatementModel }> {
  requireRole(scope, 'EDITOR', 'correcting a statement');
  if (!isUuid(input.statementId)) throw badInput('statementId is not a valid id.');
  const polarity = input.polarity ?? null;
  const aspects = input.aspects ? inOrder(input.aspects) : null;
  if (polarity === null && aspects === null) throw badInput('Give a polarity, aspects or both.');
  const target = await statementInWords(scope, input.statementId);
  await audited(
    scope,
    'statement.correct',
    () => target,
    async (tx) => {
      const by = { id: scope.memberId, email: scope.memberEmail };
      if (!(await correctStatementReading(tx, scope.brandId, input.statementId, { polarity, aspects }, by)))
        throw notFound('Unknown statement.');
    },
  );
  // The narrative's figures count the corrected reading: every process drops the brand's cached reads.
  await announceDataChanged(scope);
  const [row] = await getStatementRows(scope.db, scope.brandId, { ids: [input.statementId] });
  return { statement: modelOf(row!) };
}

/**
 * A statement as the audit log names it: its words (clipped); its id when the brand has no such statement
 * (the write then refuses it).
 */
export async function statementInWords(scope: BrandScope, statementId: string): Promise<string> {
  const [row] = await getStatementRows(scope.db, scope.brandId, { ids: [statementId] });
  return row ? `“${clipped(row.text)}”` : statementId;
}

export interface StatementAccuracy {
  statementReviews: number;
  statementPolarityCompared: number;
  statementPolarityAgreed: number;
  statementPolarityAccuracy: number | null;
  statementAspectsCompared: number;
  statementAspectF1: number | null;
}

/**
 * The analyzer's statement readings against the reviewed ones: polarity agreement over the statements whose
 * polarity a reviewer set (to the same label: a confirmation), aspect micro-F1 over those whose aspects a
 * reviewer set.
 */
export function statementAccuracy(reviewed: readonly ReviewedStatement[]): StatementAccuracy {
  let polarityCompared = 0;
  let polarityAgreed = 0;
  let aspectsCompared = 0;
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  for (const statement of reviewed) {
    if (statement.polarityCorrected) {
      polarityCompared++;
      if (statement.polarity === statement.analyzerPolarity) polarityAgreed++;
    }
    if (statement.aspectsCorrected) {
      aspectsCompared++;
      const truth = new Set(statement.aspects);
      for (const aspect of statement.analyzerAspects)
        if (truth.has(aspect)) truePositives++;
        else falsePositives++;
      falseNegatives += statement.aspects.filter(
        (aspect) => !statement.analyzerAspects.includes(aspect),
      ).length;
    }
  }
  const found = 2 * truePositives + falsePositives + falseNegatives;
  return {
    statementReviews: reviewed.length,
    statementPolarityCompared: polarityCompared,
    statementPolarityAgreed: polarityAgreed,
    statementPolarityAccuracy: polarityCompared === 0 ? null : polarityAgreed / polarityCompared,
    statementAspectsCompared: aspectsCompared,
    // Both lists empty in every reviewed statement: nothing was tagged, and the reviewer agreed.
    statementAspectF1: aspectsCompared === 0 ? null : found === 0 ? 1 : (2 * truePositives) / found,
  };
}

export const statementAccuracyOf = (scope: BrandScope) =>
  scope.memo.get('statement-accuracy', async () =>
    statementAccuracy(await getReviewedStatements(scope.db, scope.brandId)),
  );
