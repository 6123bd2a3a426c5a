import { analyzeAnswer } from '../analysis';

/** The brand's sentiment label in an answer and the rule that decided it, with rivals named as given. */
export function sentimentOf(text: string, brand: string, competitors: readonly string[] = []) {
  const analysis = analyzeAnswer({
    text,
    citations: [],
    brand: { name: brand, aliases: [], website: null },
    competitors: competitors.map((name, i) => ({ id: `c${i}`, name, aliases: [], website: null })),
  });
  return { label: analysis.sentimentLabel, rule: analysis.why.sentiment?.rule };
}
