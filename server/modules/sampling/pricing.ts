/**
 * Prices requests from the table in prices.ts: one engine answer, one Google SERP task, one scraper request
 * (a queued task, or a live request and its page's), one judged answer; and a run's requests as lines and a
 * total.
 */
import { platformLabel, type PlatformId } from '../../../graphql/shared/platforms';
import {
  ENGINE_FEES,
  ENGINE_TOKENS,
  JUDGE_TOKENS,
  MODEL_PRICES,
  SCRAPER_PRICES,
  SERP_PRICES,
  type TokenEstimate,
  type TokenPrice,
} from './prices';

/** One kind of request the product makes. */
export type PricedRequest =
  | { kind: 'engine'; platform: PlatformId; model: string }
  | { kind: 'scraper'; vendor: 'dataforseo_llm_scraper'; request: 'task' | 'live' | 'live_html' }
  | { kind: 'scraper'; vendor: 'oxylabs'; request: 'task' }
  | { kind: 'judge'; provider: 'openai' | 'anthropic' | 'gemini' | 'compatible'; model: string };

export interface PricedLine {
  request: PricedRequest;
  count: number;
  /** US dollars per request; null when the table has no price for it. */
  unitUsd: number | null;
  usd: number;
}

export interface PricedRequests {
  lines: PricedLine[];
  /** The priced lines' sum, in US dollars. */
  totalUsd: number;
  /** Requests the table cannot price (a model it does not list): left out of the total. */
  unpriced: PricedRequest[];
}

const tokensUsd = (price: TokenPrice, tokens: TokenEstimate) =>
  (tokens.input * price.inputPerMTok + tokens.output * price.outputPerMTok) / 1_000_000;

/** US dollars one request costs, or null when the table does not list its model. */
export function requestPriceUsd(request: PricedRequest): number | null {
  switch (request.kind) {
    case 'engine': {
      const { platform } = request;
      if (platform === 'google_ai_overview' || platform === 'google_ai_mode')
        return SERP_PRICES[platform].usd;
      const price = MODEL_PRICES[request.model];
      if (!price) return null;
      const fee = ENGINE_FEES[platform].usd;
      // sonar-pro's request fee is a dollar more per thousand than sonar's.
      const proFee = platform === 'perplexity' && request.model === 'sonar-pro' ? 0.001 : 0;
      return tokensUsd(price, ENGINE_TOKENS[platform]) + fee + proFee;
    }
    case 'scraper':
      return request.vendor === 'oxylabs'
        ? SCRAPER_PRICES.oxylabs[request.request].usd
        : SCRAPER_PRICES.dataforseo_llm_scraper[request.request].usd;
    case 'judge': {
      // A judge on the operator's own endpoint (Ollama, vLLM, …) bills nothing per request.
      if (request.provider === 'compatible') return 0;
      const price = MODEL_PRICES[request.model];
      return price ? tokensUsd(price, JUDGE_TOKENS) : null;
    }
  }
}

/** Prices a run's requests (each kind with its count): requests × price from the table, line by line. */
export function priceRequests(
  requests: readonly { request: PricedRequest; count: number }[],
): PricedRequests {
  const lines: PricedLine[] = [];
  const unpriced: PricedRequest[] = [];
  let totalUsd = 0;
  for (const { request, count } of requests) {
    const unitUsd = requestPriceUsd(request);
    if (unitUsd === null) unpriced.push(request);
    const usd = (unitUsd ?? 0) * count;
    totalUsd += usd;
    lines.push({ request, count, unitUsd, usd });
  }
  return { lines, totalUsd, unpriced };
}

const SCRAPER_NAMES: Record<PricedScraperRequest['vendor'], string> = {
  dataforseo_llm_scraper: 'DataForSEO LLM Scraper',
  oxylabs: 'Oxylabs',
};
const SCRAPER_REQUEST_NAMES: Record<PricedScraperRequest['request'], string> = {
  task: 'queued task',
  live: 'live answer',
  live_html: 'live page',
};

/** One scraper request as the table prices it. */
export type PricedScraperRequest = Extract<PricedRequest, { kind: 'scraper' }>;

/** How a cost line names its request. */
export function requestName(request: PricedRequest): string {
  switch (request.kind) {
    case 'engine':
      return `${platformLabel(request.platform)} (${request.model})`;
    case 'judge':
      return `LLM judge (${request.model || request.provider})`;
    case 'scraper':
      return `${SCRAPER_NAMES[request.vendor]} (${SCRAPER_REQUEST_NAMES[request.request]})`;
  }
}
