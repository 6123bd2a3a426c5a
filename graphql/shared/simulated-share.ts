/**
 * The share of simulated answers behind a figure (answers Sightline's simulated engine wrote because no
 * vendor API key is configured for their platform), in words: the overview's banner and the MCP tools say
 * it with these, so both name the same number.
 */

/** The answers behind a figure, and of them those the simulated engine produced. */
export interface SimulatedShareCounts {
  answers: number;
  simulated: number;
}

/** simulated ÷ answers × 100, one decimal; 0 without answers. */
export const simulatedPercent = ({ answers, simulated }: SimulatedShareCounts): number =>
  answers === 0 ? 0 : Math.round((simulated / answers) * 1000) / 10;

/**
 * The share as a person reads it: "100 %", "37 %", and never a rounded "0 %" or "100 %" for a share that
 * is neither ("less than 1 %", "more than 99 %").
 */
export function simulatedShareWords(counts: SimulatedShareCounts): string {
  const { answers, simulated } = counts;
  if (simulated === 0 || answers === 0) return '0 %';
  if (simulated >= answers) return '100 %';
  const share = (simulated / answers) * 100;
  if (share < 1) return 'less than 1 %';
  if (share > 99) return 'more than 99 %';
  return `${Math.round(share)} %`;
}

/** The overview banner's title: "Illustrative data: 100 % of these answers are simulated". */
export const simulatedBannerTitle = (counts: SimulatedShareCounts) =>
  `Illustrative data: ${simulatedShareWords(counts)} of these answers are simulated`;

/**
 * What an assistant is told about the answers behind a tool's figures: nothing when none is simulated,
 * else how many are and what that means.
 */
export function simulatedShareSentence(counts: SimulatedShareCounts): string {
  const { answers, simulated } = counts;
  if (simulated === 0 || answers === 0) return '';
  if (simulated >= answers)
    return `All ${answers === 1 ? 'the answer' : `${answers.toLocaleString('en-US')} answers`} behind these figures are simulated: Sightline's simulated engine wrote them because no API key is configured for their AI platforms, so the figures are illustrative and say nothing about what the real platforms answer.`;
  return `${simulatedShareWords(counts)} of the answers behind these figures (${simulated.toLocaleString('en-US')} of ${answers.toLocaleString('en-US')}) are simulated: Sightline's simulated engine wrote them because no API key was configured for their AI platforms, so the figures are partly illustrative.`;
}
