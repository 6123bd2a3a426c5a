/**
 * The analyzer against the reviewed answers of an account (corrections and confirmations): what it read
 * (the analyzer's own latest reading) against what the reviewer said the answer reads (the reading the
 * correction makes of it; a confirmation's is the reading confirmed).
 */
import { sentimentLabel } from '../../../graphql/shared/sentiment-label';
import type { CountedReading } from '../../core/rollups';

export interface ReviewedReading {
  confirmed: boolean;
  analyzer: CountedReading;
  reviewed: CountedReading;
}

export interface AnalysisAccuracy {
  corrections: number;
  confirmations: number;
  /** Of the reviewed answers the analyzer read as naming the brand, the share that do; null without any. */
  visibilityPrecision: number | null;
  /** Of the reviewed answers that name the brand, the share the analyzer read so; null without any. */
  visibilityRecall: number | null;
  /** Of the reviewed answers both read as naming the brand, with a sentiment, the share whose labels agree. */
  sentimentAccuracy: number | null;
  /** How many answers sentimentAccuracy compares. */
  sentimentCompared: number;
  // The shares' bases, so that one review does not read as a verdict.
  /** Reviewed answers the analyzer read as naming the brand (visibilityPrecision's whole). */
  readVisible: number;
  /** Reviewed answers that name the brand, as the reviewer says (visibilityRecall's whole). */
  reviewedVisible: number;
  /** Reviewed answers both read as naming the brand (both visibility shares' part). */
  visibleAgreed: number;
  /** Of the answers sentimentAccuracy compares, those whose labels agree (its part). */
  sentimentAgreed: number;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

export function analysisAccuracy(readings: readonly ReviewedReading[]): AnalysisAccuracy {
  let truePositives = 0;
  let readVisible = 0;
  let visible = 0;
  let agreed = 0;
  let compared = 0;
  for (const { analyzer, reviewed } of readings) {
    if (analyzer.visible) readVisible++;
    if (reviewed.visible) visible++;
    if (analyzer.visible && reviewed.visible) truePositives++;
    if (reviewed.visible && analyzer.visible && reviewed.sentiment !== null && analyzer.sentiment !== null) {
      compared++;
      if (sentimentLabel(reviewed.sentiment) === sentimentLabel(analyzer.sentiment)) agreed++;
    }
  }
  const confirmations = readings.filter((reading) => reading.confirmed).length;
  return {
    corrections: readings.length - confirmations,
    confirmations,
    visibilityPrecision: share(truePositives, readVisible),
    visibilityRecall: share(truePositives, visible),
    sentimentAccuracy: share(agreed, compared),
    sentimentCompared: compared,
    readVisible,
    reviewedVisible: visible,
    visibleAgreed: truePositives,
    sentimentAgreed: agreed,
  };
}
