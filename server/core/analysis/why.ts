/**
 * Why the analyzer read an answer as it did, kept as rule ids beside the reading (stored with the answer):
 * the plain words are put together only when someone reads them (why-words.ts), so reading an answer costs
 * no more than collecting the ids its rules already carry.
 */
import type { StepRule } from './mentions/steps';
import type { Candidate, Mention } from './mentions/types';
import type { SentimentDecision } from './target';
import type { AnalysisWhy, AnswerAnalysis, StoredWhy, WhyReading } from './types';

/** The LLM judge decided the reading (core/judge, judgedWhy). */
export const JUDGE_RULE = 'judge';

/** Position is the brand's rank in the order of first mention (pipeline.ts), decided by no rule of its own. */
export const FIRST_MENTION_ORDER = 'first-mention-order';

/**
 * The why of a reading by the rules: `readings` as findMentions filled them, `mentions` the ones it kept,
 * `order` the entities in order of first mention (the brand is entity 0), `decision` the sentiment's.
 */
export function whyOfReading(
  readings: readonly Candidate[],
  mentions: readonly Mention[],
  order: readonly number[],
  decision: SentimentDecision | null,
): AnalysisWhy {
  const firstKept = (entity: number): WhyReading => {
    const mention = mentions.find((m) => m.entity === entity)!;
    const reading = readings.find(
      (r) => r.entity === entity && r.start === mention.start && r.verdict === 'name',
    );
    // No reading as the name at a kept mention's start: a domain found apart from the names (findDomains),
    // such as "Amazon.pl", whose name alone may read otherwise.
    return { rule: reading?.rule ?? ('domain' satisfies StepRule), at: [mention.start, mention.end] };
  };
  return {
    brand: order.includes(0) ? [firstKept(0)] : brandLeftOut(readings),
    competitors: order.filter((entity) => entity !== 0).map(firstKept),
    sentiment: decision?.rule
      ? {
          rule: decision.rule,
          byModel: decision.byModel === true,
          ...(decision.words?.length ? { words: decision.words } : {}),
          ...(decision.section !== undefined ? { section: decision.section } : {}),
          ...(decision.rival !== undefined ? { rival: decision.rival } : {}),
        }
      : null,
  };
}

/** Each way the readings of the brand's name were left out, once, at its first occurrence. */
function brandLeftOut(readings: readonly Candidate[]): WhyReading[] {
  const seen = new Set<string>();
  const out: WhyReading[] = [];
  for (const reading of readings) {
    if (reading.entity !== 0) continue;
    // A reading as the name that no step dropped and yet does not count lay inside a longer match.
    const dropped =
      reading.dropped ??
      (reading.verdict === 'name' ? ('inside-a-longer-name' satisfies StepRule) : undefined);
    const key = `${reading.rule} ${dropped ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      rule: reading.rule,
      ...(dropped !== undefined ? { dropped } : {}),
      at: [reading.start, reading.end],
    });
  }
  return out;
}

export function storedWhy({ why, competitors }: Pick<AnswerAnalysis, 'why' | 'competitors'>): StoredWhy {
  return {
    brand: why.brand,
    competitors: competitors.flatMap(({ id }, i) =>
      id !== undefined && why.competitors[i] ? [{ competitorId: id, ...why.competitors[i] }] : [],
    ),
    sentiment: why.sentiment,
  };
}

/** Whether two whys say the same (a row's, read back from jsonb with its keys reordered, and a new one). */
export function sameWhy(a: StoredWhy | null, b: StoredWhy | null): boolean {
  const sortedKeys = (_key: string, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1)))
      : value;
  return JSON.stringify(a, sortedKeys) === JSON.stringify(b, sortedKeys);
}
