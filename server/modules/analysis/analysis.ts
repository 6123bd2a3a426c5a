import { compileMatcher, findMentions, type EntityMatcher, type TrackedEntity } from './matching';
import { compoundScore, toSentimentScore } from './sentiment';
import { extractSources, type AnswerSource } from './sources';
import { clauseSpans, plainSentence, sentenceSpans } from './text';

export interface AnalysisBrand extends TrackedEntity {
  name: string;
  aliases: readonly string[];
  website: string | null;
}

export interface AnalysisCompetitor extends AnalysisBrand {
  id?: string;
}

export interface AnalyzeAnswerInput {
  text: string;
  citations: readonly { url: string; title?: string }[];
  brand: AnalysisBrand;
  competitors: readonly AnalysisCompetitor[];
}

export interface CompetitorMention {
  name: string;
  id?: string;
  /** 1 + tracked brands (the brand included) first named before this competitor. */
  position: number;
}

export interface AnswerAnalysis {
  visible: boolean;
  /** 1 + tracked competitors first named before the brand; null when not visible. */
  position: number | null;
  /** Competitors named, in order of first mention. */
  competitors: CompetitorMention[];
  sources: AnswerSource[];
  /** 0-100: mean VADER compound of the sentences naming the brand, mapped (c + 1) × 50; null when not visible. */
  sentiment: number | null;
}

/** Compiled patterns for one brand and its competitors, reusable across many answers. */
export interface AnswerAnalyzer {
  analyze(text: string, citations: readonly { url: string }[]): AnswerAnalysis;
  /** Where the brand and competitors are named in the text (for highlighting), in text order. */
  mentions(text: string): { start: number; end: number; name: string; isBrand: boolean }[];
}

export function createAnalyzer(
  brand: AnalysisBrand,
  competitors: readonly AnalysisCompetitor[],
): AnswerAnalyzer {
  const matchers: EntityMatcher[] = [compileMatcher(brand), ...competitors.map(compileMatcher)];
  return {
    mentions(text) {
      return findMentions(text, matchers).map((m) => ({
        start: m.start,
        end: m.end,
        name: m.entity === 0 ? brand.name : (competitors[m.entity - 1] as AnalysisCompetitor).name,
        isBrand: m.entity === 0,
      }));
    },
    analyze(text, citations) {
      const mentions = findMentions(text, matchers);
      const firstAt = new Map<number, number>();
      for (const mention of mentions)
        if (!firstAt.has(mention.entity)) firstAt.set(mention.entity, mention.start);
      const order = [...firstAt.entries()].sort((a, b) => a[1] - b[1]).map(([entity]) => entity);

      const brandRank = order.indexOf(0);
      const visible = brandRank >= 0;
      const named: CompetitorMention[] = [];
      order.forEach((entity, rank) => {
        if (entity === 0) return;
        const competitor = competitors[entity - 1] as AnalysisCompetitor;
        named.push({
          name: competitor.name,
          ...(competitor.id !== undefined ? { id: competitor.id } : {}),
          position: rank + 1,
        });
      });

      let sentiment: number | null = null;
      if (visible) {
        const brandMentions = mentions.filter((mention) => mention.entity === 0);
        const scores: number[] = [];
        for (const span of sentenceSpans(text)) {
          if (!brandMentions.some((m) => m.start < span.end && m.end > span.start)) continue;
          const others = mentions.some((m) => m.entity !== 0 && m.start < span.end && m.end > span.start);
          // A sentence naming rivals too ("X is great, but Y is slow"): only the brand's own clauses count.
          const parts = others ? clauseSpans(text, span) : [span];
          for (const part of parts) {
            if (!brandMentions.some((m) => m.start < part.end && m.end > part.start)) continue;
            const plain = plainSentence(text.slice(part.start, part.end));
            if (plain) scores.push(compoundScore(plain));
          }
        }
        if (scores.length > 0)
          sentiment = toSentimentScore(scores.reduce((sum, s) => sum + s, 0) / scores.length);
      }

      return {
        visible,
        position: visible ? brandRank + 1 : null,
        competitors: named,
        sources: extractSources(citations, text),
        sentiment,
      };
    },
  };
}

/** Turns one answer into facts: visibility, position, competitors named, sources cited, sentiment. */
export function analyzeAnswer(input: AnalyzeAnswerInput): AnswerAnalysis {
  return createAnalyzer(input.brand, input.competitors).analyze(input.text, input.citations);
}
