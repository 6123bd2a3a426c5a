/**
 * The sentiment label, one rule for every screen and for the analyzer: a score on the 0–100 scale (one
 * answer's, or the mean of many) is positive from SENTIMENT_POSITIVE_FROM, negative below
 * SENTIMENT_NEGATIVE_BELOW and neutral in between. Shared by the server and the client.
 */

export type SentimentLabel = 'positive' | 'neutral' | 'negative';

/** A sentiment score (0–100) from which it is labelled positive. */
export const SENTIMENT_POSITIVE_FROM = 56;
/** A sentiment score (0–100) below which it is labelled negative. */
export const SENTIMENT_NEGATIVE_BELOW = 48;
/** The label thresholds in one sentence, for the "How we measure" page. */
export const SENTIMENT_LABEL_DEFINITION = `A score, one answer’s or the Sentiment Score’s mean, is labelled Positive from ${SENTIMENT_POSITIVE_FROM}, Negative below ${SENTIMENT_NEGATIVE_BELOW}, and Neutral in between; every screen and the analyzer use this one rule.`;

export function sentimentLabel(score: number): SentimentLabel {
  if (score >= SENTIMENT_POSITIVE_FROM) return 'positive';
  if (score < SENTIMENT_NEGATIVE_BELOW) return 'negative';
  return 'neutral';
}

/** The label as a screen writes it: "Positive", "Neutral" or "Negative". */
export function sentimentLabelText(score: number): string {
  const label = sentimentLabel(score);
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The score a reviewer's sentiment label counts at (correctAnswer) when it differs from the analyzer's: the
 * middle of each label's range, well inside it. A label the analyzer's own score already has keeps that score.
 */
export const CORRECTED_SENTIMENT_SCORES: Readonly<Record<SentimentLabel, number>> = {
  positive: 75,
  neutral: 52,
  negative: 25,
};
/** The corrected scores in one sentence, for the "How we measure" page. */
export const CORRECTED_SENTIMENT_DEFINITION = `A sentiment label set by a reviewer counts at a fixed score: Positive ${CORRECTED_SENTIMENT_SCORES.positive}, Neutral ${CORRECTED_SENTIMENT_SCORES.neutral}, Negative ${CORRECTED_SENTIMENT_SCORES.negative} (a label the analyzer’s own score already has keeps that score).`;
