/**
 * How much an answer gap is worth working on, for the server (AnswerGap.potential) and the client (the words
 * that state the minimum): the share of the prompt's answers that name a competitor and not the brand, rated
 * only once the prompt has enough answers for a share to mean something (1 of 2 is chance, not a pattern).
 */

/** A gap where at least this share of the prompt's answers name a competitor and not the brand is high. */
export const HIGH_POTENTIAL_SHARE = 0.5;
/** Below this many answers to the prompt in the period, a gap's potential is not rated. */
export const MIN_ANSWERS_TO_RATE_POTENTIAL = 10;

export type GapPotential = 'HIGH' | 'MEDIUM' | 'TOO_FEW_ANSWERS';

export function gapPotential(gapAnswers: number, totalAnswers: number): GapPotential {
  if (totalAnswers < MIN_ANSWERS_TO_RATE_POTENTIAL) return 'TOO_FEW_ANSWERS';
  return gapAnswers / totalAnswers >= HIGH_POTENTIAL_SHARE ? 'HIGH' : 'MEDIUM';
}
