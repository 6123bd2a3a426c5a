/** A measured change in words: "+6.2 points, 95 % interval +1.1 to +11.3". */
const signed = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : '±'}${Math.abs(rounded).toFixed(1)}`;
};

export function impactInWords(impact: {
  effect?: number | null;
  ciLow?: number | null;
  ciHigh?: number | null;
}): string | null {
  if (impact.effect == null || impact.ciLow == null || impact.ciHigh == null) return null;
  return `${signed(impact.effect)} points, 95 % interval ${signed(impact.ciLow)} to ${signed(impact.ciHigh)}`;
}

/** What the interval says, in a sentence. */
export function impactVerdict(impact: { ciLow?: number | null; ciHigh?: number | null }): string | null {
  if (impact.ciLow == null || impact.ciHigh == null) return null;
  if (impact.ciLow > 0) return 'Its prompts gained visibility beyond what the other prompts did.';
  if (impact.ciHigh < 0) return 'Its prompts lost visibility beyond what the other prompts did.';
  return 'No clear effect yet: the interval includes zero.';
}
