/**
 * Corrections: a reviewer says how an answer really reads (visible, position, sentiment, competitors named),
 * or confirms the analyzer's reading as right. The answer's own rows then hold the corrected reading, so
 * every figure (the rollups, recounted in the same transaction), every reader (the drawer, the CSV export)
 * and every process (the change notice) sees one truth; the analyzer's own reading is kept beside it, for
 * the accuracy figures and for clearing the correction. A re-analysis keeps the analyzer's reading up to
 * date and leaves the corrected rows as they are (reanalysis.worker.ts), so a correction survives it.
 *
 * Writes need EDITOR, act on the active brand's answers only and leave an audit entry in their transaction.
 */
import { z } from 'zod';
import { platformLabel } from '../../../graphql/shared/platforms';
import {
  CORRECTED_SENTIMENT_SCORES,
  sentimentLabel,
  type SentimentLabel,
} from '../../../graphql/shared/sentiment-label';
import { announceDataChanged } from '../../db/data-changed';
import type { Queryable } from '../../db/db';
import { badInput, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseBody } from '../../lib/input';
import type { BrandScope } from '../../scope';
import { audited } from '../brands';
import { requireRole } from '../../scope';
import { answerById, type AnswerModel, getReadingTarget } from '../collection';
import { lockAccountRollups, recountReadings, type CountedReading } from '../../core/rollups';
import { analysisAccuracy, type AnalysisAccuracy } from './accuracy';
import {
  deleteCorrection,
  getCorrectableAnswer,
  getCorrections,
  lockAccountCorrections,
  recordAnalyzerReadings,
  upsertCorrection,
  writeAnswerReading,
  type CorrectableAnswer,
  type CorrectionFields,
  type CorrectionRow,
} from './corrections.store';

/** At most this many competitors in one correction (a brand tracks far fewer). */
const MAX_CORRECTED_COMPETITORS = 50;

const answerIdField = z
  .string()
  .refine(isUuid, 'answerId must be an answer id.')
  .transform((id) => id.toLowerCase());

const correctInput = z.object({
  answerId: answerIdField,
  visible: z.boolean().nullish(),
  position: z.number().int().min(1, 'position counts from 1.').nullish(),
  sentimentLabel: z.enum(['positive', 'neutral', 'negative']).nullish(),
  competitors: z
    .array(z.string().refine(isUuid, 'competitors must be competitor ids.'))
    .max(MAX_CORRECTED_COMPETITORS)
    .nullish(),
});

const answerInput = z.object({ answerId: answerIdField });

/**
 * The reading a correction makes of the analyzer's: each field the reviewer set replaces the analyzer's.
 * Not visible: no position and no sentiment. Visible: the position set, else the brand keeps its place
 * among the names the analyzer read (after the competitors when it read none of it); the competitors
 * take the other places in their order. A sentiment label the analyzer's score already has keeps that
 * score; another label counts at its fixed score (CORRECTED_SENTIMENT_SCORES).
 */
export function applyCorrection(analyzer: CountedReading, fields: CorrectionFields): CountedReading {
  const visible = fields.visible ?? analyzer.visible;
  const order =
    fields.competitorIds ?? [...analyzer.competitors].sort((a, b) => a[1] - b[1]).map(([id]) => id);
  const placesKept =
    visible === analyzer.visible && fields.position === null && fields.competitorIds === null;
  const position = !visible
    ? null
    : (fields.position ??
      (analyzer.visible && analyzer.position !== null
        ? Math.min(analyzer.position, order.length + 1)
        : order.length + 1));
  const competitors: CountedReading['competitors'] = placesKept
    ? analyzer.competitors
    : order.map((id, i) => [id, position !== null && i + 1 >= position ? i + 2 : i + 1]);
  const analyzerSentiment = analyzer.visible ? analyzer.sentiment : null;
  const sentiment = !visible
    ? null
    : fields.sentimentLabel === null ||
        (analyzerSentiment !== null && sentimentLabel(analyzerSentiment) === fields.sentimentLabel)
      ? analyzerSentiment
      : CORRECTED_SENTIMENT_SCORES[fields.sentimentLabel];
  return { visible, position: placesKept ? analyzer.position : position, sentiment, competitors };
}

/** The fields that say a reading exactly: what a confirmation records. */
function fieldsOf(reading: CountedReading): CorrectionFields {
  return {
    visible: reading.visible,
    position: reading.visible ? reading.position : null,
    sentimentLabel: reading.visible && reading.sentiment !== null ? sentimentLabel(reading.sentiment) : null,
    competitorIds: [...reading.competitors].sort((a, b) => a[1] - b[1]).map(([id]) => id),
  };
}

const STATUS_WORDS: Record<string, string> = {
  failed: 'its capture failed',
  refused: 'the platform declined to answer',
  no_answer: 'the platform gave no answer',
};

/** The active brand's answer, with its correction, under the locks a correction writes under. */
async function correctableAnswer(
  scope: BrandScope,
  tx: Queryable,
  answerId: string,
): Promise<{ answer: CorrectableAnswer; correction: CorrectionRow | null }> {
  await lockAccountRollups(tx, scope.brandId);
  await lockAccountCorrections(tx, scope.brandId);
  const answer = await getCorrectableAnswer(tx, scope.brandId, answerId);
  if (!answer) throw notFound('Unknown answer.');
  if (answer.status !== 'ok')
    throw badInput(
      `Only an answer the platform gave can be corrected: ${STATUS_WORDS[answer.status] ?? answer.status}.`,
      'answerId',
    );
  const [correction] = await getCorrections(tx, scope.brandId, [answerId]);
  return { answer, correction: correction ?? null };
}

/**
 * Writes `reading` into the answer's rows and has the rollups count it in place of what they counted
 * (the answer's reading before), in the transaction that writes it.
 */
async function rewriteReading(
  tx: Queryable,
  brandId: string,
  answer: CorrectableAnswer,
  reading: CountedReading,
): Promise<void> {
  await writeAnswerReading(tx, brandId, answer.id, reading);
  await recountReadings(tx, brandId, [{ id: answer.id, ...answer.reading }]);
}

async function requireCompetitors(scope: BrandScope, ids: readonly string[]): Promise<string[]> {
  const lower = ids.map((id) => id.toLowerCase());
  if (new Set(lower).size !== lower.length) throw badInput('A competitor is named once.', 'competitors');
  const own = new Set((await getReadingTarget(scope.db, scope.brandId)).competitors.map((c) => c.id));
  if (lower.some((id) => !own.has(id))) throw notFound('Unknown competitor.');
  return lower;
}

type Reviewed = { answer: AnswerModel };

/** Sets the fields given (any of visible, position, sentiment label, competitors in order of mention). */
export async function correctAnswer(scope: BrandScope, input: unknown): Promise<Reviewed> {
  requireRole(scope, 'EDITOR', 'correcting an answer');
  const parsed = parseBody(correctInput, input);
  const fields: CorrectionFields = {
    visible: parsed.visible ?? null,
    position: parsed.position ?? null,
    sentimentLabel: parsed.sentimentLabel ?? null,
    competitorIds: parsed.competitors ? await requireCompetitors(scope, parsed.competitors) : null,
  };
  if (Object.values(fields).every((value) => value === null))
    throw badInput('Say what to correct: visible, position, sentimentLabel or competitors.');
  return reviewAnswer(scope, parsed.answerId, 'answer.corrected', async (tx, answer, correction) => {
    const analyzerReading = correction?.analyzerReading ?? answer.reading;
    // Fields set by an earlier correction stand unless set again (a confirmation's are replaced); its
    // position and sentiment go when visibility is set again, and its position when the competitors are.
    const earlier = correction && !correction.confirmed ? correction : null;
    const merged: CorrectionFields = {
      visible: fields.visible ?? earlier?.visible ?? null,
      position:
        fields.position ??
        (fields.visible === null && fields.competitorIds === null ? (earlier?.position ?? null) : null),
      sentimentLabel:
        fields.sentimentLabel ?? (fields.visible === null ? (earlier?.sentimentLabel ?? null) : null),
      competitorIds: fields.competitorIds ?? earlier?.competitorIds ?? null,
    };
    const reading = applyCorrection(analyzerReading, merged);
    if (!reading.visible && (merged.position !== null || merged.sentimentLabel !== null))
      throw badInput('An answer that does not name the brand has no position or sentiment.');
    const places = (merged.competitorIds ?? analyzerReading.competitors).length + 1;
    if (reading.position !== null && reading.position > places)
      throw badInput(`position is at most ${places}: the brand and the competitors named.`, 'position');
    await upsertCorrection(tx, scope.brandId, {
      answerId: answer.id,
      confirmed: false,
      ...merged,
      analyzerReading,
      by: scope.memberId,
      byEmail: scope.memberEmail,
    });
    await rewriteReading(tx, scope.brandId, answer, reading);
  });
}

/** Records the answer's reading as right, as it reads now (a reviewer's earlier correction included). */
export function confirmAnswer(scope: BrandScope, input: unknown): Promise<Reviewed> {
  requireRole(scope, 'EDITOR', 'confirming an answer');
  const { answerId } = parseBody(answerInput, input);
  return reviewAnswer(scope, answerId, 'answer.confirmed', async (tx, answer, correction) => {
    await upsertCorrection(tx, scope.brandId, {
      answerId: answer.id,
      confirmed: correction === null || correction.confirmed,
      ...fieldsOf(answer.reading),
      analyzerReading: correction?.analyzerReading ?? answer.reading,
      by: scope.memberId,
      byEmail: scope.memberEmail,
    });
  });
}

/** Drops the answer's correction or confirmation: the analyzer's latest reading counts again. */
export function clearCorrection(scope: BrandScope, input: unknown): Promise<Reviewed> {
  requireRole(scope, 'EDITOR', 'clearing a correction');
  const { answerId } = parseBody(answerInput, input);
  return reviewAnswer(scope, answerId, 'answer.correction_cleared', async (tx, answer, correction) => {
    if (!correction) throw badInput('This answer has no correction to clear.', 'answerId');
    await deleteCorrection(tx, scope.brandId, answer.id);
    await rewriteReading(tx, scope.brandId, answer, correction.analyzerReading);
  });
}

/**
 * Writes a review of the active brand's answer `answerId` with its audit entry in one transaction, under the
 * locks a correction takes; then announces it to every process and reads the answer back.
 */
async function reviewAnswer(
  scope: BrandScope,
  answerId: string,
  action: string,
  write: (tx: Queryable, answer: CorrectableAnswer, correction: CorrectionRow | null) => Promise<void>,
): Promise<Reviewed> {
  // The audit log says which answer in words; an unknown id is refused by the write, as before.
  const shown = isUuid(answerId) ? await answerById(scope, answerId) : null;
  await audited(
    scope,
    action,
    () => (shown ? answerInWords(shown) : answerId),
    async (tx) => {
      const { answer, correction } = await correctableAnswer(scope, tx, answerId);
      await write(tx, answer, correction);
    },
  );
  return reviewed(scope, answerId);
}

/** An answer as the audit log names it: its prompt's question, platform and day. */
const answerInWords = (answer: Pick<AnswerModel, 'question' | 'platform' | 'day'>) =>
  `answer to “${answer.question}” (${platformLabel(answer.platform)}, ${answer.day})`;

async function reviewed(scope: BrandScope, answerId: string): Promise<Reviewed> {
  // The rollups and the answers changed: every process drops the account's cached reads.
  await announceDataChanged(scope);
  const answer = await answerById(scope, answerId);
  if (!answer) throw notFound('Unknown answer.');
  return { answer };
}

export interface CorrectionModel {
  by: string | null;
  at: string;
  confirmed: boolean;
  visible: boolean | null;
  position: number | null;
  sentimentLabel: SentimentLabel | null;
  competitorIds: string[] | null;
}

/**
 * The correction of an answer, if any. The answers of one request that ask are read together, in one
 * statement, the first time one of them asks.
 */
export function correctionOf(scope: BrandScope, answerId: string): Promise<CorrectionModel | null> {
  return scope.memo
    .get('corrections:batch', () => Promise.resolve(new CorrectionBatch(scope)))
    .then((batch) => batch.load(answerId));
}

class CorrectionBatch {
  private pending: string[] = [];
  private loaded: Promise<Map<string, CorrectionModel>> | null = null;

  constructor(private readonly scope: BrandScope) {}

  load(answerId: string): Promise<CorrectionModel | null> {
    this.pending.push(answerId);
    // Every field of the request's answers asks in the same turn: read them once it has ended.
    this.loaded ??= new Promise((resolve) => setImmediate(resolve)).then(async () => {
      const ids = this.pending;
      this.pending = [];
      this.loaded = null;
      const rows = await getCorrections(this.scope.db, this.scope.brandId, ids);
      return new Map(rows.map((row) => [row.answerId, toModel(row)]));
    });
    return this.loaded.then((models) => models.get(answerId) ?? null);
  }
}

function toModel(row: CorrectionRow): CorrectionModel {
  return {
    by: row.byEmail,
    at: row.at,
    confirmed: row.confirmed,
    visible: row.visible,
    position: row.position,
    sentimentLabel: row.sentimentLabel,
    competitorIds: row.competitorIds,
  };
}

/** The analyzer against the answers reviewed so far (accuracy.ts). */
export async function accuracyOfAnalysis(scope: BrandScope): Promise<AnalysisAccuracy> {
  const rows = await getCorrections(scope.db, scope.brandId, null);
  return analysisAccuracy(
    rows.map((row) => ({
      confirmed: row.confirmed,
      analyzer: row.analyzerReading,
      reviewed: applyCorrection(row.analyzerReading, row),
    })),
  );
}

/**
 * A re-analysis batch's readings meet the corrections, in the transaction that writes them: each corrected
 * answer's correction keeps the analyzer's new reading (for the accuracy figures and for clearing it), and
 * its row must take the correction applied to that reading. Returns that reading by answer id.
 */
export async function keepCorrections(
  tx: Queryable,
  brandId: string,
  readings: readonly ({ id: string } & CountedReading)[],
): Promise<Map<string, CountedReading>> {
  await lockAccountCorrections(tx, brandId);
  const corrections = await getCorrections(
    tx,
    brandId,
    readings.map((reading) => reading.id),
  );
  if (corrections.length === 0) return new Map();
  const fields = new Map(corrections.map((row) => [row.answerId, row]));
  const corrected = readings.filter((reading) => fields.has(reading.id));
  await recordAnalyzerReadings(tx, brandId, corrected);
  return new Map(corrected.map((reading) => [reading.id, applyCorrection(reading, fields.get(reading.id)!)]));
}
