/**
 * What the rules analyzer reads of an answer, and what it reads it against: the shapes the rest of the
 * server stores and shows (exported by index.ts), kept apart from the stages that fill them.
 */
import type { Aspect } from '../../../graphql/shared/aspects';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';
import type { SentimentFeatures } from './sentiment-model';
import type { AnswerSource } from './sources';
import type { BrandAttribute } from './statements/aspects';
import type { StatementEvidence } from './statements/statements';

/** Something whose mentions are tracked in answers: the brand or a competitor. */
export interface TrackedEntity {
  name: string;
  aliases?: readonly string[];
  website?: string | null;
  /**
   * What this name is not ("not this"), as plain strings a user can type: a phrase containing the name
   * ("Square Enix", "Freddie Mercury") is never the entity; a description of a sense ("the planet",
   * "outboard engines") makes a mention in a sentence with one of its words another thing, and with it the
   * answer's other mentions that have no evidence of their own.
   */
  exclusions?: readonly string[];
}

export interface AnalysisBrand extends TrackedEntity {
  name: string;
  aliases: readonly string[];
  website: string | null;
  /** The brand's own attributes ("battery life", "vegan"), found in its statements by their words. */
  attributes?: readonly BrandAttribute[];
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
  /** The analyzer and version (RULES_ANALYZER for this one). */
  analyzer: string;
  visible: boolean;
  /** 1 + tracked competitors first named before the brand; null when not visible. */
  position: number | null;
  /** Competitors named, in order of first mention. */
  competitors: CompetitorMention[];
  sources: AnswerSource[];
  /**
   * 0-100: the sentiment model's reading (sentiment-model.ts) of the parts of the answer about the brand
   * (sentiment.ts, target.ts), in the band of its label; null when not visible.
   */
  sentiment: number | null;
  /** The sentiment score's label (thresholds in sentiment.ts); null when not visible. */
  sentimentLabel: SentimentLabel | null;
  /** The ids of the rules (or the judge) behind the reading, for the answer's drawer (why.ts). */
  why: AnalysisWhy;
  /** What the answer says of the brand and of each competitor it names, statement by statement, in text order. */
  statements: AnswerStatement[];
  /**
   * The values the answer states for the brand's facts, judged for its market (facts/); only when the brand
   * has a fact sheet, so a reading without one is as it was.
   */
  claims?: FactClaimReading[];
}

/**
 * A sentence, list item or table row about one tracked name: where it stands in the answer ([start, end)),
 * its polarity toward that name and the aspects it speaks of.
 */
export interface AnswerStatement {
  start: number;
  end: number;
  /** The competitor it is about (its name, and its id where it has one); null: the brand. */
  competitor: { name: string; id?: string } | null;
  polarity: SentimentLabel;
  aspects: Aspect[];
  /** The brand's own attributes it speaks of (AnalysisBrand.attributes). */
  attributes: string[];
}

/** Compiled patterns for one brand and its competitors, reusable across many answers. */
export interface AnswerAnalyzer {
  analyze(text: string, citations: readonly { url: string }[]): AnswerAnalysis;
  /** Where the brand and competitors are named in the text (for highlighting), in text order. */
  mentions(text: string): { start: number; end: number; name: string; isBrand: boolean }[];
  /** What the sentiment model reads of the answer (null when it does not name the brand): for fitting it. */
  sentimentReading(text: string): SentimentModelInput | null;
  /** The statements of analyze() alone: what the answer says of each name, in text order (statements/). */
  statements(text: string): AnswerStatement[];
  /** What the statement model reads of each statement about a tracked name: for fitting it. */
  statementEvidence(text: string): StatementEvidence[];
}

/** What the sentiment model reads of an answer that names the brand. */
export interface SentimentModelInput {
  /** What the rules read of the brand in the answer. */
  features: SentimentFeatures;
  /** Advice decides the side: the rules' score stands and the model is not asked. */
  advised: boolean;
  /** The answer's words as features (word-features.ts). */
  words: string[];
}

/** One reading of a name: the rule that decided it, the step that then left it out if one did, where it is. */
export interface WhyReading {
  rule: string;
  /** The step that left a reading as the name out (keepNames, withoutOverlaps, findMentions). */
  dropped?: string;
  /** Where the name stands in the answer, [start, end): the words shown are the answer's own. */
  at?: [number, number];
}

export interface AnalysisWhy {
  /**
   * Visible: the reading of the brand's first mention that counts. Not visible: each way the readings of its
   * name were left out, once (empty when the answer never writes the name).
   */
  brand: WhyReading[];
  /** For each competitor named, in AnswerAnalysis.competitors' order: the reading of its first mention. */
  competitors: WhyReading[];
  /** What decided the sentiment toward the brand; null when not visible. */
  sentiment: {
    rule: string;
    byModel: boolean;
    words?: string[];
    /** The heading of the section that decided ("What I would avoid"), for a structure rule. */
    section?: string;
    /** The rival the verdict recommends instead of the brand. */
    rival?: string;
  } | null;
}

/** The why as an answer's row keeps it: each competitor's reading by the competitor's id (untracked ones left out). */
export interface StoredWhy extends Omit<AnalysisWhy, 'competitors'> {
  competitors: (WhyReading & { competitorId: string })[];
}

export type ClaimStatus = 'CORRECT' | 'WRONG' | 'OUTDATED' | 'UNCLEAR';

/** A value the answer states for one of the brand's facts, and how it stands against the fact sheet. */
export interface FactClaimReading {
  /** The fact's key. */
  fact: string;
  /** The value's words as written. */
  stated: string;
  /** The fact sheet's value for the answer's market, with its currency and unit: what it was judged against. */
  expected: string;
  /**
   * The value normalised, so that its wordings compare equal ("$14/month" and "14 USD per month"): an amount
   * `14.00 USD/month`, a number `14` or `4.5%`, a year `2019`, a date `2024-03-01` (`2024-03` without a
   * day), `true` or `false`, text folded (lower case, no accents), a list's items folded, sorted and joined
   * by "; ".
   */
  value: string;
  status: ClaimStatus;
  /** The statement holding it (a sentence, a list item, a table row): its offsets and words. */
  start: number;
  end: number;
  quote: string;
}
