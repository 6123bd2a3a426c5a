import {
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
  sentimentLabel,
  sentimentLabelText,
} from '../../../graphql/shared/sentiment-label';

const PALETTE = { positive: 'green', neutral: 'gray', negative: 'red' } as const;

/** The badge a sentiment card shows for its score: the shared label and its colour; none without a score. */
export function sentimentBadge(score: number | null | undefined): { badge?: string; badgePalette?: string } {
  if (score == null || !Number.isFinite(score)) return {};
  return { badge: sentimentLabelText(score), badgePalette: PALETTE[sentimentLabel(score)] };
}

/** The thresholds in words, for a card's info tip. */
export const SENTIMENT_THRESHOLDS_TEXT = `Labelled Positive from ${SENTIMENT_POSITIVE_FROM}, Negative below ${SENTIMENT_NEGATIVE_BELOW}, Neutral in between.`;
