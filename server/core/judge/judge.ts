/**
 * The LLM judge: one structured-output call per answer to the configured provider, through one limiter per
 * process (ANALYSIS_CONCURRENCY calls in flight) with the engines' retries on 408/429/5xx, timeouts and
 * connection errors (ANALYSIS_MAX_RETRIES). A reply is parsed, validated with zod and cross-checked against
 * the answer (judgement.ts); what the model said is a verdict (a judgement, or why it was rejected), what
 * kept it from saying anything is a JudgeUnavailable.
 */
import type { Config, JudgeProviderSettings } from '../../config';
import { Limiter, toEngineError, withRetries, type EngineError } from '../engines';
import {
  checkJudgement,
  judgementReply,
  JudgementRejected,
  type JudgedAnswer,
  type Judgement,
} from './judgement';
import { JUDGE_INSTRUCTIONS, judgeMessage } from './prompt';
import { providerCall, type ProviderReply } from './providers';

/**
 * The version of the judge's instructions, schema and checks, part of its analyzer name and of the cache
 * key: raise it whenever a change could alter a judgement, so cached ones are not reused. 2: the judge
 * reads statements too (a version 1 verdict has none, and would leave every answer the rules' statements).
 */
export const JUDGE_VERSION = 2;

/** The settings the judge reads (a subset of Config, so tests and tools can pass just these). */
export type JudgeConfig = Pick<
  Config,
  | 'analysisJudge'
  | 'ANALYSIS_TIMEOUT_MS'
  | 'ANALYSIS_MAX_RETRIES'
  | 'ANALYSIS_CONCURRENCY'
  | 'ANALYSIS_MAX_CALLS_PER_RUN'
  | 'ANALYSIS_MAX_TOKENS_PER_RUN'
>;

/** What the model said about an answer, with the tokens it took. */
export type Verdict = ({ judgement: Judgement } | { rejected: string }) & { tokens: number };

/** The judge could not be asked or did not answer (timeout, HTTP error, connection, cost cap). */
export class JudgeUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`LLM judge unavailable: ${reason}`);
    this.name = 'JudgeUnavailable';
  }
}

export interface Judge {
  /** Its analyzer name and version as stored with the answers, e.g. judge:openai/gpt-4.1-mini@2. */
  analyzer: string;
  /** Asks about one answer; throws JudgeUnavailable when no reply came. */
  read(answer: JudgedAnswer): Promise<Verdict>;
}

/** The analyzer name of a judge with these settings. */
export const judgeAnalyzerName = (settings: JudgeProviderSettings) =>
  `judge:${settings.provider}/${settings.model}@${JUDGE_VERSION}`;

/** Whether an answer's stored analyzer is the LLM judge (not the rules, nor a fallback to them). */
export const isJudgeAnalyzer = (analyzer: string | null) => analyzer?.startsWith('judge:') ?? false;

function unavailableReason(error: EngineError): string {
  if (error.status !== undefined) return `HTTP ${error.status}`;
  if (/in time/.test(error.message)) return 'timeout';
  if (/connection/.test(error.message)) return 'connection failed';
  return 'malformed response';
}

const FENCE = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/;

/** The reply's verdict: the checked judgement, or the reason it cannot be believed. */
export function verdictOf(reply: ProviderReply, answer: JudgedAnswer): Verdict {
  const { tokens } = reply;
  if (reply.refused) return { rejected: 'refusal', tokens };
  let json: unknown = reply.json;
  if (typeof json === 'string') {
    try {
      // Some local models wrap JSON in a Markdown fence even when asked for JSON alone.
      json = JSON.parse(FENCE.exec(json)?.[1] ?? json);
    } catch {
      return { rejected: 'malformed JSON', tokens };
    }
  }
  if (json === null) return { rejected: 'malformed JSON', tokens };
  const parsed = judgementReply.safeParse(json);
  if (!parsed.success) return { rejected: 'schema mismatch', tokens };
  try {
    return { judgement: checkJudgement(parsed.data, answer), tokens };
  } catch (error) {
    if (error instanceof JudgementRejected) return { rejected: error.reason, tokens };
    throw error;
  }
}

// One judge per provider settings in a process, so its concurrency limit holds across runs and accounts.
const judges = new Map<string, Judge>();

/** The configured judge, or null when the judge is off (answers are then read by the rules alone). */
export function judgeFor(config: JudgeConfig): Judge | null {
  const settings = config.analysisJudge;
  if (!settings) return null;
  const options = {
    timeoutMs: config.ANALYSIS_TIMEOUT_MS,
    maxRetries: config.ANALYSIS_MAX_RETRIES,
    concurrency: config.ANALYSIS_CONCURRENCY,
  };
  const key = JSON.stringify([settings, options]);
  let judge = judges.get(key);
  if (!judge) {
    const analyzer = judgeAnalyzerName(settings);
    const call = providerCall(settings, options.timeoutMs);
    const limiter = new Limiter(options.concurrency, 0);
    judge = {
      analyzer,
      read: (answer) =>
        limiter.run(async () => {
          const request = { instructions: JUDGE_INSTRUCTIONS, message: judgeMessage(answer) };
          let reply: ProviderReply;
          try {
            reply = await withRetries(analyzer, options, () => call(request));
          } catch (error) {
            throw new JudgeUnavailable(unavailableReason(toEngineError(analyzer, error)));
          }
          return verdictOf(reply, answer);
        }),
    };
    judges.set(key, judge);
  }
  return judge;
}
