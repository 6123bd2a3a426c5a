/**
 * How every stored answer is read: the one function collection runs and re-analysis call.
 *
 *   const analyze = answerAnalysisFor(deps, { brand, competitors }, budget?);
 *   const analysis = await analyze({ text, citations });   // never throws
 *
 * - deps.config: the process configuration (only the judge's settings are read). Without it, or with the
 *   judge off (config.analysisJudge null), every answer is read by the rules analyzer (createAnalyzer).
 * - deps.cache: { db, brandId } to cache the judge's verdicts for the account; without it nothing is cached
 *   (npm run analyze).
 * - budget: the run's cost cap (RunBudget), shared by every answer of one run; by default a fresh one from
 *   ANALYSIS_MAX_CALLS_PER_RUN and ANALYSIS_MAX_TOKENS_PER_RUN. Keep one per run and read `budget.usage`
 *   afterwards to record it.
 *
 * With the judge on, each answer's visibility, position, competitors named, sentiment and statements come
 * from the LLM judge (with the evidence quotes), its sources and fact claims from the rules analyzer. When
 * the judge's reply gives no statement that passes its checks, the rules' statements about the names the
 * judge counted stand, and the analyzer says so: "judge:… (statements by rules@…: none valid)". Any
 * failure (refusal, malformed JSON, schema mismatch, a reply that fails the cross-check, timeout, HTTP or
 * connection error, the cost cap) gives the rules analyzer's reading, with the analyzer named
 * "rules@… (fallback from judge:…: <reason>)". Verdicts the model gave (accepted or rejected) are cached
 * by (answer text hash, brand configuration hash with the brand's attribute names, analyzer version), and
 * concurrent reads of one text share one call, so a repeated text or a re-analysis never pays twice;
 * failures to get a reply are not cached.
 */
import { createHash } from 'node:crypto';
import type { Aspect } from '../../../graphql/shared/aspects';
import type { SentimentLabel } from '../../../graphql/shared/sentiment-label';
import type { Queryable } from '../../db/db';
import {
  createAnalyzer,
  createClaimReader,
  detectLanguage,
  JUDGE_RULE,
  storedWhy,
  type AnalysisBrand,
  type AnalysisCompetitor,
  type AnalysisConfig,
  type AnalysisWhy,
  type AnswerAnalysis,
  type AnswerStatement,
  type ClaimStatus,
  type CompetitorMention,
} from '../analysis';
import { judgeFor, JudgeUnavailable, type JudgeConfig, type Verdict } from './judge';
import { getCachedVerdict, putCachedVerdict } from './judge.store';
import type { AnswerEvidence, Judgement } from './judgement';

export interface AnswerAnalysisDeps {
  config?: JudgeConfig;
  cache?: { db: Queryable; brandId: string };
}

/** The brand configuration an answer is read against. */
/** What answers are read against: the brand, its competitors and its fact sheet. */
export type BrandConfig = AnalysisConfig;

/** An answer's facts, with the judge's evidence quotes when the judge read it. */
export interface AnalysedAnswer extends AnswerAnalysis {
  evidence: AnswerEvidence | null;
}

/** A statement as answer_statements keeps it: about the brand (competitorId null) or a tracked competitor. */
export interface StoredStatement {
  competitorId: string | null;
  start: number;
  end: number;
  /** The statement's words, verbatim from the answer. */
  quote: string;
  polarity: SentimentLabel;
  aspects: readonly Aspect[];
  attributes: readonly string[];
}

/** A value an answer states for one of the brand's facts, as answer_fact_claims keeps it. */
export interface StoredClaim {
  factKey: string;
  stated: string;
  /** The fact sheet's value it was judged against. */
  expected: string;
  /** The value normalised (FactClaimReading.value): a fact issue gathers the claims of one value. */
  value: string;
  status: ClaimStatus;
  start: number;
  end: number;
  quote: string;
}

/** The longest quote kept of one statement (a table row or list item can run on). */
export const MAX_QUOTE_CHARS = 1_000;

/**
 * What an answer's row stores of its reading: who read it, the brand's figures, the tracked rivals named,
 * why (the competitors' readings by id), and its statements about the brand and each tracked competitor
 * (an untracked name's are not kept).
 */
export function storedReading(analysis: AnalysedAnswer, text: string) {
  return {
    statements: analysis.statements.flatMap(({ competitor, start, end, polarity, aspects, attributes }) =>
      competitor && competitor.id === undefined
        ? []
        : [
            {
              competitorId: competitor?.id ?? null,
              start,
              end,
              quote: text.slice(start, Math.min(end, start + MAX_QUOTE_CHARS)),
              polarity,
              aspects,
              attributes,
            },
          ],
    ),
    claims: (analysis.claims ?? []).map(
      ({ fact, stated, expected, value, status, start, end }): StoredClaim => ({
        factKey: fact,
        stated,
        expected,
        value,
        status,
        start,
        end,
        quote: text.slice(start, Math.min(end, start + MAX_QUOTE_CHARS)),
      }),
    ),
    analyzer: analysis.analyzer,
    visible: analysis.visible,
    position: analysis.position,
    sentiment: analysis.sentiment,
    evidence: analysis.evidence,
    competitors: analysis.competitors.flatMap((c) =>
      c.id ? [{ competitorId: c.id, position: c.position }] : [],
    ),
    why: storedWhy(analysis),
  };
}

export type AnalyzeAnswer = (answer: {
  text: string;
  citations: readonly { url: string }[];
}) => Promise<AnalysedAnswer>;

/** Longer answers are left to the rules analyzer: a truncated answer would be judged on a part of it. */
export const MAX_JUDGED_ANSWER_CHARS = 40_000;

/** What a run has spent on the judge. */
export interface JudgeUsage {
  calls: number;
  tokens: number;
  /** A cap was reached: the rest of the run was read by the rules analyzer. */
  capReached: boolean;
}

/**
 * A run's cost cap: calls to the judge (cache hits are free) and the tokens the provider reported. A call
 * is refused once either limit is reached (0: no limit); tokens are known only when a reply comes, so the
 * calls in flight at that moment may pass the token limit by their own use.
 */
export class RunBudget {
  private used: JudgeUsage;

  constructor(
    private readonly limits: { calls: number; tokens: number },
    used: JudgeUsage = { calls: 0, tokens: 0, capReached: false },
  ) {
    this.used = { ...used };
  }

  /** Counts one call, or returns false (and marks the cap reached) when none is left. */
  take(): boolean {
    const { calls, tokens } = this.limits;
    if ((calls > 0 && this.used.calls >= calls) || (tokens > 0 && this.used.tokens >= tokens)) {
      this.used.capReached = true;
      return false;
    }
    this.used.calls++;
    return true;
  }

  spend(tokens: number) {
    this.used.tokens += tokens;
  }

  get usage(): JudgeUsage {
    return { ...this.used };
  }
}

/** A budget with the configured caps, resuming from what a run already used. */
export function runBudget(config: JudgeConfig | undefined, used?: JudgeUsage): RunBudget {
  return new RunBudget(
    { calls: config?.ANALYSIS_MAX_CALLS_PER_RUN ?? 0, tokens: config?.ANALYSIS_MAX_TOKENS_PER_RUN ?? 0 },
    used,
  );
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const canonical = (entity: AnalysisBrand) => ({
  name: entity.name,
  aliases: [...entity.aliases].sort(),
  website: entity.website ?? null,
  notThis: [...(entity.exclusions ?? [])].sort(),
});

/** Hash of what the judge is told about the brand: names, aliases, websites and "not this" lists. */
export function brandConfigHash({ brand, competitors }: BrandConfig): string {
  const rivals = competitors.map(canonical).sort((a, b) => a.name.localeCompare(b.name));
  return sha256(JSON.stringify({ brand: canonical(brand), competitors: rivals }));
}

/**
 * Hash of what the judge is told, its cache key's part: brandConfigHash, and with it the names of the
 * brand's own attributes when it has any (their words are not told).
 */
function judgedConfigHash(config: BrandConfig): string {
  const told = brandConfigHash(config);
  const attributes = (config.brand.attributes ?? [])
    .map(({ name }) => name)
    .sort((a, b) => a.localeCompare(b));
  return attributes.length === 0 ? told : sha256(JSON.stringify({ told, attributes }));
}

/**
 * Hash of all an answer is read against: brandConfigHash, and with it the brand's own attributes and its
 * fact sheet (with the market) when it has any. They shape its statements and claims; the judge is told
 * the attributes' names alone and its cache keys on those (judgedConfigHash). A brand without either
 * keeps the hash it had before they existed.
 */
export function readingConfigHash(config: BrandConfig): string {
  const told = brandConfigHash(config);
  const attributes = [...(config.brand.attributes ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const facts = [...(config.factSheet?.facts ?? [])].sort(
    (a, b) => a.key.localeCompare(b.key) || (a.country ?? '').localeCompare(b.country ?? ''),
  );
  if (attributes.length === 0 && facts.length === 0) return told;
  // Each part only where it has something, so a brand that adds facts keeps its attributes' hash part.
  return sha256(
    JSON.stringify({
      told,
      attributes,
      ...(facts.length > 0 ? { facts, market: config.factSheet!.market } : {}),
    }),
  );
}

/**
 * The rules' reading with the judge's facts: brand, position, competitors (with their ids), sentiment and
 * statements, or the rules' statements about the names it counted when it gave none that passed its checks.
 */
function judgedAnalysis(
  byRules: AnswerAnalysis,
  judgement: Judgement,
  analyzer: string,
  competitors: readonly AnalysisCompetitor[],
): AnalysedAnswer {
  const brandAt = judgement.position === null ? -1 : judgement.position - 1;
  const named: CompetitorMention[] = [];
  judgement.brandsInOrder.forEach((name, index) => {
    const competitor = competitors.find((c) => c.name === name);
    if (index === brandAt || !competitor) return;
    named.push({
      name,
      ...(competitor.id !== undefined ? { id: competitor.id } : {}),
      position: index + 1,
    });
  });
  const idOf = (name: string) => competitors.find((c) => c.name === name)?.id;
  const judged = judgement.statements;
  const statements: AnswerStatement[] = Array.isArray(judged)
    ? judged.map(({ competitor, start, end, polarity, aspects, attributes }) => {
        const id = competitor === null ? undefined : idOf(competitor);
        return {
          start,
          end,
          competitor: competitor === null ? null : { name: competitor, ...(id !== undefined ? { id } : {}) },
          polarity,
          aspects,
          attributes,
        };
      })
    : byRules.statements.filter(({ competitor }) =>
        competitor === null ? judgement.visible : named.some(({ name }) => name === competitor.name),
      );
  return {
    ...byRules,
    analyzer: Array.isArray(judged)
      ? analyzer
      : `${analyzer} (statements by ${byRules.analyzer}: ${judged.rejected})`,
    statements,
    visible: judgement.visible,
    position: judgement.position,
    competitors: named,
    sentiment: judgement.sentiment,
    sentimentLabel: judgement.sentimentLabel,
    why: judgedWhy(judgement.visible, named.length),
    evidence: judgement.visible ? judgement.evidence : null,
  };
}

export function answerAnalysisFor(
  deps: AnswerAnalysisDeps,
  brandConfig: BrandConfig,
  budget: RunBudget = runBudget(deps.config),
): AnalyzeAnswer {
  const { brand, competitors, factSheet } = brandConfig;
  const analyzer = createAnalyzer(brand, competitors);
  // The claims are the rules' reading whoever reads the rest: the judge is not asked about facts.
  const readClaims =
    factSheet && factSheet.facts.length > 0
      ? createClaimReader({ brand, competitors }, factSheet.facts)
      : null;
  const rules = {
    analyze: (text: string, citations: readonly { url: string }[]): AnswerAnalysis => {
      const analysis = analyzer.analyze(text, citations);
      if (!readClaims || !analysis.visible) return analysis;
      return {
        ...analysis,
        claims: readClaims(text, { language: detectLanguage(text), country: factSheet!.market }),
      };
    },
  };
  const judge = deps.config ? judgeFor(deps.config) : null;
  if (!judge) return async ({ text, citations }) => ({ ...rules.analyze(text, citations), evidence: null });

  const brandHash = judgedConfigHash(brandConfig);
  const { cache } = deps;
  const inFlight = new Map<string, Promise<Verdict>>();

  const ask = async (text: string, textHash: string): Promise<Verdict> => {
    const key = { textHash, brandHash, analyzer: judge.analyzer };
    if (cache) {
      const cached = await getCachedVerdict<Verdict>(cache.db, cache.brandId, key);
      if (cached) return { ...cached, tokens: 0 };
    }
    if (!budget.take()) throw new JudgeUnavailable('cost cap reached');
    const verdict = await judge.read({ text, brand, competitors });
    budget.spend(verdict.tokens);
    if (cache) {
      const { tokens: _tokens, ...kept } = verdict;
      await putCachedVerdict(cache.db, cache.brandId, key, kept);
    }
    return verdict;
  };

  const verdictFor = (text: string): Promise<Verdict> => {
    const textHash = sha256(text);
    let pending = inFlight.get(textHash);
    if (!pending) {
      pending = ask(text, textHash).finally(() => inFlight.delete(textHash));
      inFlight.set(textHash, pending);
    }
    return pending;
  };

  return async ({ text, citations }) => {
    const byRules = rules.analyze(text, citations);
    const fallback = (reason: string): AnalysedAnswer => ({
      ...byRules,
      analyzer: `${byRules.analyzer} (fallback from ${judge.analyzer}: ${reason})`,
      evidence: null,
    });
    if (text.length > MAX_JUDGED_ANSWER_CHARS) return fallback('answer too long');
    try {
      const verdict = await verdictFor(text);
      if ('rejected' in verdict) return fallback(verdict.rejected);
      return judgedAnalysis(byRules, verdict.judgement, judge.analyzer, competitors);
    } catch (error) {
      return fallback(error instanceof JudgeUnavailable ? error.reason : 'internal error');
    }
  };
}

/** The why of a reading the LLM judge gave: `competitors` named, the sentiment when the brand is visible. */
function judgedWhy(visible: boolean, competitors: number): AnalysisWhy {
  return {
    brand: [{ rule: JUDGE_RULE }],
    competitors: Array.from({ length: competitors }, () => ({ rule: JUDGE_RULE })),
    sentiment: visible ? { rule: JUDGE_RULE, byModel: false } : null,
  };
}
