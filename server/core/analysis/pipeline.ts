/**
 * The rules analyzer's reading of one answer, stage by stage (createAnalyzer in analysis.ts compiles the
 * names once and runs this for every answer):
 *   1. language (language.ts): detected when a stage first asks, once;
 *   2. mentions (matching.ts, mentions/): where the brand and its competitors are named, each name read
 *      with its words around it (grammar/, lexicon/) and then with the rest of the answer;
 *   3. order: the tracked entities in order of first mention, hence visibility, position and the
 *      competitors named;
 *   4. sentiment toward the brand (target.ts, sentiment/), when the answer names it;
 *   5. sources (sources.ts): the citations and the URLs in the text;
 *   6. why (why.ts): the ids of the rules behind the mentions counted (or left out) and the sentiment;
 *   7. statements (statements/): what the answer says of each name it names, statement by statement.
 */
import { detectLanguage, sentimentLanguageOf } from './language';
import { findMentions } from './matching';
import type { Candidate, EntityMatcher, Mention } from './mentions/types';
import type { Language, SentimentLanguage } from './languages/registry';
import { sentimentLabel } from './sentiment';
import { extractSources } from './sources';
import { readStatements } from './statements/statements';
import type { ReadUnit } from './sentiment/units';
import { readBrandSentiment, type SentimentDecision, sentimentTowardBrand } from './target';
import type { AnalysisCompetitor, AnswerAnalysis, AnswerStatement, CompetitorMention } from './types';
import { whyOfReading } from './why';

/** What the rules analyzer reads of one answer; `analyzer` names it (RULES_ANALYZER in analysis.ts). */
export function readAnswer(
  analyzer: string,
  matchers: readonly EntityMatcher[],
  competitors: readonly AnalysisCompetitor[],
  text: string,
  citations: readonly { url: string }[],
  attributesIn: (text: string) => string[] = () => [],
): AnswerAnalysis {
  // 1. Language, detected once, when a stage first asks for it.
  let language: Language | 'other' | undefined;
  // 2. Mentions, each match's reading kept with the id of its rule for the why.
  const readings: Candidate[] = [];
  const mentions = findMentions(text, matchers, () => (language ??= detectLanguage(text)), { readings });
  // 3. Order of first mention: the brand is entity 0, competitor i entity i + 1.
  const order = inOrderOfFirstMention(mentions);
  const brandRank = order.indexOf(0);
  const visible = brandRank >= 0;
  // 4. Sentiment toward the brand, from the units about it, which its statements read too.
  const decision: SentimentDecision = {};
  const brandReading = visible
    ? readBrandSentiment(text, mentions, (language ??= detectLanguage(text)), decision)
    : null;
  const sentiment = brandReading && sentimentTowardBrand(text, mentions, brandReading, decision);
  if (decision.rivalEntity !== undefined) decision.rival = competitors[decision.rivalEntity - 1]?.name;
  return {
    analyzer,
    visible,
    position: visible ? brandRank + 1 : null,
    competitors: competitorsNamed(order, competitors),
    // 5. Sources.
    sources: extractSources(citations, text),
    sentiment,
    sentimentLabel: sentiment === null ? null : sentimentLabel(sentiment),
    // 6. Why.
    why: whyOfReading(readings, mentions, order, visible ? decision : null),
    // 7. Statements, where the answer names someone.
    statements:
      mentions.length === 0
        ? []
        : statementsOf(
            text,
            mentions,
            brandReading?.language ?? sentimentLanguageOf(text, (language ??= detectLanguage(text))),
            competitors,
            attributesIn,
            brandReading?.units,
          ),
  };
}

/**
 * What the answer says of each name it names (statements/), the competitors by name and id. `brandUnits`: the
 * units about the brand as its sentiment read them, when it did.
 */
export function statementsOf(
  text: string,
  mentions: readonly Mention[],
  language: SentimentLanguage,
  competitors: readonly AnalysisCompetitor[],
  attributesIn: (text: string) => string[],
  brandUnits?: readonly ReadUnit[],
): AnswerStatement[] {
  // Copied field by field: a long answer has dozens of statements, and copies by rest and spread showed in
  // its profile.
  return readStatements(text, mentions, language, attributesIn, brandUnits).map(
    ({ entity, start, end, polarity, aspects, attributes }) => {
      const competitor = competitors[entity - 1];
      return {
        start,
        end,
        polarity,
        aspects,
        attributes,
        competitor: !competitor
          ? null
          : competitor.id !== undefined
            ? { name: competitor.name, id: competitor.id }
            : { name: competitor.name },
      };
    },
  );
}

/** The entities named, in order of their first mention. */
function inOrderOfFirstMention(mentions: readonly Mention[]): number[] {
  const firstAt = new Map<number, number>();
  for (const mention of mentions)
    if (!firstAt.has(mention.entity)) firstAt.set(mention.entity, mention.start);
  return [...firstAt.entries()].sort((a, b) => a[1] - b[1]).map(([entity]) => entity);
}

/** The competitors named, in order, each with its position among the tracked entities named. */
function competitorsNamed(
  order: readonly number[],
  competitors: readonly AnalysisCompetitor[],
): CompetitorMention[] {
  const named: CompetitorMention[] = [];
  order.forEach((entity, rank) => {
    if (entity === 0) return;
    const competitor = competitors[entity - 1] as AnalysisCompetitor;
    named.push(
      competitor.id !== undefined
        ? { name: competitor.name, id: competitor.id, position: rank + 1 }
        : { name: competitor.name, position: rank + 1 },
    );
  });
  return named;
}
