/**
 * Suggestions for the public report wizard's steps and signed-in onboarding (website, competitors, search
 * topics, prompts), one service behind the GraphQL mutations and the wizard's REST routes.
 *
 * With OPENAI_API_KEY they come from the provider (structured output, validated); without one - the
 * embedded default - from deterministic methods: the website guessed from the name (checked when the
 * network allows), topics from the homepage's title, description and headings, prompts from templates.
 * A failing provider falls back to the deterministic methods.
 */
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { parseBody } from '../../lib/input';
import {
  suggestCompetitorsInput,
  suggestKeywordsInput,
  suggestPromptsInput,
  suggestWebsiteInput,
  WIZARD_LIMITS,
} from '../../../graphql/shared/input-rules';
import { fetchPage } from './fetch-page';
import { answerKeywords, extractKeywords, pageText, type PageText } from './keywords';
import type { BrandScope } from '../../scope';
import { getRecentAnswerTexts, getCollectionTarget } from '../collection';
import { listTopics } from '../topics';
import { askForList } from './openai';
import { templatePrompts } from '../reports';
import { websiteCandidates } from './website';

export interface SuggestionContext {
  config: Config;
  ip: string;
  /** A signed-in caller: counted per account, so colleagues behind one office address do not share a budget. */
  viewer?: { personId: string } | null;
  /** Tests only: lets page fetches reach a local HTTP server. */
  allowPrivateNetwork?: boolean;
  log?: (message: string) => void;
}

/** Suggested search topics when a homepage gives some. */
const SUGGESTED_KEYWORDS = 5;
/** Recent answers read for an account's topic suggestions: enough for phrases to recur, cheap to scan. */
const ANSWERS_READ_FOR_TOPICS = 300;

// ---- per-caller limit (per process: suggestions store nothing, so a restart forgetting counts is fine) ----

const counters = new WeakMap<Config, Map<string, { windowStart: number; count: number }>>();

/** Counts one call that may reach the AI provider against the caller's hourly budget, or refuses it. */
export function checkSuggestionLimit(ctx: SuggestionContext) {
  let byCaller = counters.get(ctx.config);
  if (!byCaller) counters.set(ctx.config, (byCaller = new Map()));
  const now = Date.now();
  const hour = 3_600_000;
  if (byCaller.size > 10_000) {
    for (const [key, entry] of byCaller) if (now - entry.windowStart >= hour) byCaller.delete(key);
  }
  const caller = ctx.viewer ? `account:${ctx.viewer.personId}` : ctx.ip;
  const entry = byCaller.get(caller);
  if (!entry || now - entry.windowStart >= hour) {
    byCaller.set(caller, { windowStart: now, count: 1 });
    return;
  }
  entry.count += 1;
  if (entry.count > ctx.config.SUGGESTIONS_LIMIT_PER_IP_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Too many requests from your network. Please try again in an hour.');
  }
}

const log = (ctx: SuggestionContext, message: string) => (ctx.log ?? console.warn)(message);

/** Runs the provider when a key is configured; null (use the deterministic method) when not or on failure. */
async function fromProvider<T>(
  ctx: SuggestionContext,
  what: string,
  ask: () => Promise<T>,
): Promise<T | null> {
  if (!ctx.config.OPENAI_API_KEY) return null;
  try {
    return await ask();
  } catch (error) {
    log(ctx, `AI ${what} suggestions failed, using the built-in method: ${(error as Error).message}`);
    return null;
  }
}

async function answers(url: string, ctx: SuggestionContext): Promise<boolean> {
  try {
    const page = await fetchPage(url, {
      method: 'HEAD',
      timeoutMs: 2500,
      allowPrivateNetwork: ctx.allowPrivateNetwork,
    });
    return page.status < 500;
  } catch {
    return false;
  }
}

async function homepage(url: string | null, ctx: SuggestionContext): Promise<PageText | null> {
  if (!url || !ctx.config.SUGGESTIONS_FETCH) return null;
  try {
    const page = await fetchPage(url, { timeoutMs: 4000, allowPrivateNetwork: ctx.allowPrivateNetwork });
    return page.status < 400 && page.body ? pageText(page.body) : null;
  } catch {
    return null;
  }
}

export async function suggestWebsite(
  ctx: SuggestionContext,
  raw: unknown,
): Promise<{ website: string | null }> {
  checkSuggestionLimit(ctx);
  const { companyName } = parseBody(suggestWebsiteInput, raw);
  const fromAi = await fromProvider(ctx, 'website', () =>
    askForList(ctx.config, {
      key: 'websites',
      description: 'The official homepage URL (https://...) of the company, or an empty list if unknown.',
      maxItems: 1,
      prompt: `What is the official website of the company "${companyName}"?`,
    }),
  );
  const aiSite = fromAi?.[0];
  if (aiSite && /^https?:\/\/[^\s/]+\.[^\s/]+/i.test(aiSite)) return { website: aiSite };

  const candidates = websiteCandidates(companyName);
  if (candidates.length === 0) return { website: null };
  if (ctx.config.SUGGESTIONS_FETCH) {
    const answering = await Promise.all(candidates.map((url) => answers(url, ctx)));
    const first = candidates.find((_url, index) => answering[index]);
    if (first) return { website: first };
  }
  return { website: candidates[0] ?? null };
}

export async function suggestCompetitors(
  ctx: SuggestionContext,
  raw: unknown,
): Promise<{ competitors: string[] }> {
  checkSuggestionLimit(ctx);
  const { companyName, website } = parseBody(suggestCompetitorsInput, raw);
  const fromAi = await fromProvider(ctx, 'competitor', () =>
    askForList(ctx.config, {
      key: 'competitors',
      description: 'Names of direct competitors (companies or products), most relevant first.',
      maxItems: WIZARD_LIMITS.competitors,
      prompt: `List up to ${WIZARD_LIMITS.competitors} direct competitors of "${companyName}"${website ? ` (${website})` : ''}.`,
    }),
  );
  const own = companyName.toLowerCase();
  // Offline there is no honest way to name rivals: the step lets the visitor type them.
  return {
    competitors: (fromAi ?? [])
      .filter((name) => name.toLowerCase() !== own)
      .slice(0, WIZARD_LIMITS.competitors),
  };
}

export async function suggestKeywords(ctx: SuggestionContext, raw: unknown): Promise<{ keywords: string[] }> {
  checkSuggestionLimit(ctx);
  const { companyName, website, competitors } = parseBody(suggestKeywordsInput, raw);
  const page = await homepage(website ?? websiteCandidates(companyName)[0] ?? null, ctx);
  const fromAi = await fromProvider(ctx, 'keyword', () =>
    askForList(ctx.config, {
      key: 'keywords',
      description:
        'Short category terms (1-4 words) people ask AI assistants about, in the words of the category, such as "running shoes", "dental clinics in Leeds" or "API management"; never company or product names.',
      maxItems: SUGGESTED_KEYWORDS,
      prompt:
        `Suggest up to ${SUGGESTED_KEYWORDS} search topics for "${companyName}"` +
        (competitors.length ? `, whose competitors are ${competitors.join(', ')}` : '') +
        (page ? `. Its homepage title: "${page.title}". Description: "${page.description}".` : '.'),
    }),
  );
  if (fromAi && fromAi.length > 0) return { keywords: fromAi };
  // Without a homepage there is no category to name: none rather than one made of the company's name.
  return {
    keywords: page ? extractKeywords(page, { companyName, competitors, max: SUGGESTED_KEYWORDS }) : [],
  };
}

export async function suggestPrompts(ctx: SuggestionContext, raw: unknown): Promise<{ prompts: string[] }> {
  checkSuggestionLimit(ctx);
  const input = parseBody(suggestPromptsInput, raw);
  const fromAi = await fromProvider(ctx, 'prompt', () =>
    askForList(ctx.config, {
      key: 'prompts',
      description:
        `Exactly ${WIZARD_LIMITS.genericPrompts} generic questions about the topics that do not name the company, ` +
        'then 2 or 3 questions that name the company (and its competitors).',
      maxItems: WIZARD_LIMITS.prompts,
      prompt:
        `Company: "${input.companyName}". Topics: ${input.keywords.join(', ') || 'none given'}. ` +
        `Competitors: ${input.competitors.join(', ') || 'none given'}. Write the questions a buyer would ask an AI assistant.`,
    }),
  );
  if (fromAi && fromAi.length >= WIZARD_LIMITS.minPromptSlots) return { prompts: fromAi };
  return { prompts: templatePrompts(input) };
}

/**
 * New topics for a signed-in account: the category phrases its collected answers use most, and its
 * homepage's when fetching is allowed, never a company's name or a topic it already tracks. Empty before
 * the first answers (and offline) rather than a topic made of the brand's name.
 */
export async function suggestAccountTopics(scope: BrandScope, ctx: SuggestionContext): Promise<string[]> {
  checkSuggestionLimit(ctx);
  const [{ brand, competitors }, topics, texts] = await Promise.all([
    getCollectionTarget(scope.db, scope.brandId),
    listTopics(scope.db, scope.brandId),
    getRecentAnswerTexts(scope.db, scope.brandId, ANSWERS_READ_FOR_TOPICS),
  ]);
  const companyName = brand?.name ?? '';
  const rivals = competitors.flatMap((competitor) => [competitor.name, ...competitor.aliases]);
  const tracked = topics.filter((topic) => !topic.isAggregate).map((topic) => topic.name);
  const fromAnswers = answerKeywords(texts, {
    companyName: [companyName, ...(brand?.aliases ?? [])].join(' '),
    competitors: rivals,
    topics: tracked,
    max: SUGGESTED_KEYWORDS,
  });
  if (fromAnswers.length >= SUGGESTED_KEYWORDS) return fromAnswers;
  const page = await homepage(brand?.website ?? null, ctx);
  const fromSite = page
    ? extractKeywords(page, { companyName, competitors: rivals, max: SUGGESTED_KEYWORDS * 2 })
    : [];
  const known = new Set([...fromAnswers, ...tracked].map((phrase) => phrase.toLowerCase()));
  return [...fromAnswers, ...fromSite.filter((phrase) => !known.has(phrase.toLowerCase()))].slice(
    0,
    SUGGESTED_KEYWORDS,
  );
}
