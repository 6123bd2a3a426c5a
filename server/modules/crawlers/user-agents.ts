/**
 * AI crawler user agents (after ai-robots-txt/ai.robots.txt's robots.json and the operators' own pages).
 * A token matches as a whole word of the User-Agent, case-insensitively: letters, digits and "-" may not
 * touch it on either side, so "Applebot" does not match "Applebot-Extended" and "GPTBot" does not match
 * "NotGPTBot". A match says who the agent claims to be; verification.ts checks the claim.
 */
import { escapeRegExp } from '../../lib/regexp';

export type CrawlerPurpose = 'training' | 'search' | 'user' | 'other';

export interface CrawlerAgent {
  token: string;
  provider: string;
  purpose: CrawlerPurpose;
}

export const AI_CRAWLERS: readonly CrawlerAgent[] = [
  { token: 'GPTBot', provider: 'OpenAI', purpose: 'training' },
  { token: 'OAI-SearchBot', provider: 'OpenAI', purpose: 'search' },
  { token: 'ChatGPT-User', provider: 'OpenAI', purpose: 'user' },
  { token: 'ChatGPT Agent', provider: 'OpenAI', purpose: 'user' },
  { token: 'ClaudeBot', provider: 'Anthropic', purpose: 'training' },
  { token: 'Claude-SearchBot', provider: 'Anthropic', purpose: 'search' },
  { token: 'Claude-User', provider: 'Anthropic', purpose: 'user' },
  { token: 'Claude-Web', provider: 'Anthropic', purpose: 'user' },
  { token: 'anthropic-ai', provider: 'Anthropic', purpose: 'training' },
  { token: 'PerplexityBot', provider: 'Perplexity', purpose: 'search' },
  { token: 'Perplexity-User', provider: 'Perplexity', purpose: 'user' },
  // Google's AI Overviews and AI Mode, and Bing's Copilot, answer from what these search crawlers fetch.
  { token: 'Googlebot', provider: 'Google', purpose: 'search' },
  { token: 'bingbot', provider: 'Microsoft', purpose: 'search' },
  { token: 'Google-Extended', provider: 'Google', purpose: 'training' },
  { token: 'Google-CloudVertexBot', provider: 'Google', purpose: 'user' },
  { token: 'GoogleOther', provider: 'Google', purpose: 'other' },
  { token: 'Gemini-Deep-Research', provider: 'Google', purpose: 'user' },
  { token: 'Applebot-Extended', provider: 'Apple', purpose: 'training' },
  { token: 'Applebot', provider: 'Apple', purpose: 'search' },
  { token: 'Bytespider', provider: 'ByteDance', purpose: 'training' },
  { token: 'TikTokSpider', provider: 'ByteDance', purpose: 'training' },
  { token: 'CCBot', provider: 'Common Crawl', purpose: 'training' },
  { token: 'Amazonbot', provider: 'Amazon', purpose: 'search' },
  { token: 'Amzn-SearchBot', provider: 'Amazon', purpose: 'search' },
  { token: 'Amzn-User', provider: 'Amazon', purpose: 'user' },
  { token: 'meta-externalagent', provider: 'Meta', purpose: 'training' },
  { token: 'meta-externalfetcher', provider: 'Meta', purpose: 'user' },
  { token: 'FacebookBot', provider: 'Meta', purpose: 'training' },
  { token: 'MistralAI-User', provider: 'Mistral', purpose: 'user' },
  { token: 'DuckAssistBot', provider: 'DuckDuckGo', purpose: 'search' },
  { token: 'cohere-ai', provider: 'Cohere', purpose: 'user' },
  { token: 'cohere-training-data-crawler', provider: 'Cohere', purpose: 'training' },
  { token: 'YouBot', provider: 'You.com', purpose: 'search' },
  { token: 'PetalBot', provider: 'Huawei', purpose: 'search' },
  { token: 'AI2Bot', provider: 'Ai2', purpose: 'training' },
  { token: 'Diffbot', provider: 'Diffbot', purpose: 'training' },
  { token: 'DeepSeekBot', provider: 'DeepSeek', purpose: 'training' },
  { token: 'TavilyBot', provider: 'Tavily', purpose: 'search' },
  { token: 'ExaBot', provider: 'Exa', purpose: 'search' },
  { token: 'Timpibot', provider: 'Timpi', purpose: 'training' },
  { token: 'ImagesiftBot', provider: 'ImageSift', purpose: 'training' },
];

// Longest tokens first, so "Applebot-Extended" wins over "Applebot" where both could apply.
const MATCHERS = [...AI_CRAWLERS]
  .sort((a, b) => b.token.length - a.token.length)
  .map((agent) => ({
    agent,
    re: new RegExp(`(?:^|[^A-Za-z0-9-])${escapeRegExp(agent.token)}(?:$|[^A-Za-z0-9-])`, 'i'),
  }));

/** The AI crawler a User-Agent names, or null for browsers and every other client. */
export function classifyUserAgent(userAgent: string): CrawlerAgent | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 1000);
  for (const { agent, re } of MATCHERS) if (re.test(ua)) return agent;
  return null;
}
