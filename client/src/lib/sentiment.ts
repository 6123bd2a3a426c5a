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

/** The scale and its label thresholds in words, shown on a sentiment card. */
export const SENTIMENT_SCALE_TEXT = `Scale 0–100: Negative below ${SENTIMENT_NEGATIVE_BELOW}, Neutral in between, Positive from ${SENTIMENT_POSITIVE_FROM}`;
