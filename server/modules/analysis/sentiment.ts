import vader from 'vader-sentiment';

/**
 * VADER compound score in [-1, 1] for one sentence. VADER is slow (~0.1 ms a call) and answers repeat
 * many sentences, so scores are memoised in a bounded map.
 */
const cache = new Map<string, number>();
const CACHE_LIMIT = 20_000;

export function compoundScore(sentence: string): number {
  const hit = cache.get(sentence);
  if (hit !== undefined) return hit;
  const score = vader.SentimentIntensityAnalyzer.polarity_scores(sentence).compound;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(sentence, score);
  return score;
}

/** Maps a VADER compound score to Sightline's 0-100 sentiment scale: (compound + 1) × 50. */
export function toSentimentScore(compound: number): number {
  return (compound + 1) * 50;
}
