import path from 'node:path';
import { z } from 'zod';
import { isPlatformId, PLATFORM_IDS } from '../graphql/shared/platforms';

/** The LLM judge's providers, in the order the first configured one is chosen (resolveJudge). */
export const JUDGE_PROVIDERS = ['compatible', 'openai', 'anthropic', 'gemini'] as const;
export type JudgeProvider = (typeof JUDGE_PROVIDERS)[number];

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  // Express's 'trust proxy': true, false, a hop count, or addresses/subnets (loopback, uniquelocal, CIDRs).
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value) =>
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
    ),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  // Postgres only: the longest a statement may run (requests, jobs), and in a rollup rebuild or a migration.
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(30),
  DATABASE_LONG_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(600),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_JWT_SECRET: z.string().min(32, 'AUTH_JWT_SECRET must be at least 32 characters').optional(),
  AUTH_ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(3600),
  AUTH_AUTOCONFIRM: bool.default(true),
  AUTH_SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  AUTH_SIGNIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_SIGNIN_IP_FAILURE_LIMIT: z.coerce.number().int().min(1).default(100),
  AUTH_SIGNIN_ACCOUNT_FAILURE_LIMIT: z.coerce.number().int().min(1).default(20),
  AUTH_SIGNIN_FIRST_WAIT_SECONDS: z.coerce.number().int().min(1).default(1),
  AUTH_SIGNIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  AUTH_SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(15),
  AUTH_REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  AUTH_RECOVERY_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  AUTH_RECOVERY_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  SUPABASE_URL: z.string().url().optional(),
  SUPABASE_ANON_KEY: z.string().min(1).optional(),
  SUPABASE_JWT_SECRET: z.string().min(1).optional(),
  ACTION_CENTER_BLOCKED_IDS: list.default([]),
  ACTION_CENTER_DEFAULT: bool.default(true),
  SEED_DEMO: bool.default(true),
  WORKER_IN_PROCESS: bool.default(true),
  COLLECTION_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  COLLECTION_RUNS_AT_ONCE: z.coerce.number().int().min(1).max(16).default(2),
  COLLECTION_RUNS_PER_WORKSPACE: z.coerce.number().int().min(1).max(16).default(1),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(8),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(1000),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(5000),
  // The competitors page's own document weighs 12 (server/graphql/database-cost.ts).
  GRAPHQL_MAX_DATABASE_COST: z.coerce.number().int().min(12).default(16),
  // What one account runs at once (server/account-limits.ts): requests, then waiting ones and how long
  // they wait before a 429; statements its requests have on the database at once.
  CONCURRENCY_REQUESTS: z.coerce.number().int().min(1).default(4),
  CONCURRENCY_QUEUE: z.coerce.number().int().min(0).default(16),
  CONCURRENCY_QUEUE_SECONDS: z.coerce.number().min(0).default(10),
  CONCURRENCY_STATEMENTS: z.coerce.number().int().min(1).default(2),
  CACHE_TTL_SECONDS: z.coerce.number().int().min(0).default(300),
  CACHE_MAX_MB: z.coerce.number().positive().default(64),
  CACHE_MAX_MB_PER_ACCOUNT: z.coerce.number().positive().default(8),
  // --- Public report wizard (server/modules/reports, suggestions, mail) ---
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Sightline <reports@sightline.local>'),
  REPORT_PLATFORMS: list
    .refine((platforms) => platforms.length > 0, 'name at least one platform')
    .refine(
      (platforms) => platforms.every(isPlatformId),
      `platforms are ${PLATFORM_IDS.slice(0, -1).join(', ')} and ${PLATFORM_IDS.at(-1)}`,
    )
    .default(['chatgpt', 'perplexity', 'gemini']),
  REPORT_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  REPORT_LIMIT_PER_EMAIL_PER_DAY: z.coerce.number().int().min(1).default(3),
  OUTREACH_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  CRAWLER_VISITS_PER_REQUEST: z.coerce.number().int().min(1).max(10_000).default(1000),
  CRAWLER_VISITS_PER_MINUTE: z.coerce.number().int().min(1).default(6000),
  /** Tool calls one MCP token (API or session token) may make per minute, counted in the database. */
  MCP_TOOL_CALLS_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  SUGGESTIONS_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(120),
  SUGGESTIONS_FETCH: bool.default(true),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  SUGGESTIONS_MODEL: z.string().min(1).default('gpt-4o-mini'),
  // --- Answer engines and collection runs (server/modules/engines, collection) ---
  // A platform whose key is set is asked through its vendor's API; without a key it is simulated.
  // OPENAI_API_KEY and OPENAI_BASE_URL (above) also serve ChatGPT collection.
  OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  PERPLEXITY_API_KEY: z.string().min(1).optional(),
  PERPLEXITY_BASE_URL: z.string().url().default('https://api.perplexity.ai'),
  PERPLEXITY_MODEL: z.string().min(1).default('sonar'),
  GEMINI_API_KEY: z.string().min(1).optional(),
  GEMINI_BASE_URL: z.string().url().default('https://generativelanguage.googleapis.com'),
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash'),
  ANTHROPIC_API_KEY: z.string().min(1).optional(),
  ANTHROPIC_BASE_URL: z.string().url().default('https://api.anthropic.com'),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-4-5'),
  XAI_API_KEY: z.string().min(1).optional(),
  XAI_BASE_URL: z.string().url().default('https://api.x.ai/v1'),
  XAI_MODEL: z.string().min(1).default('grok-4'),
  DEEPSEEK_API_KEY: z.string().min(1).optional(),
  DEEPSEEK_BASE_URL: z.string().url().default('https://api.deepseek.com'),
  DEEPSEEK_MODEL: z.string().min(1).default('deepseek-chat'),
  // Google's AI Overview and AI Mode through DataForSEO's SERP API (HTTP Basic auth with the API login).
  DATAFORSEO_LOGIN: z.string().min(1).optional(),
  DATAFORSEO_PASSWORD: z.string().min(1).optional(),
  DATAFORSEO_BASE_URL: z.string().url().default('https://api.dataforseo.com'),
  ENGINES_SIMULATED: bool.default(false),
  // Another seed gives the simulated engine another, equally reproducible history (demo and accounts).
  SIMULATED_SEED: z.string().max(200).default(''),
  ENGINE_TIMEOUT_MS: z.coerce.number().int().min(100).default(90_000),
  ENGINE_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  ENGINE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  ENGINE_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  COLLECTION_ANSWER_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  // --- Answer analysis: the LLM judge (server/modules/analysis/judge) ---
  // auto: on when a provider is configured (and ENGINES_SIMULATED is off); on: required; off: rules only.
  ANALYSIS_JUDGE: z.enum(['auto', 'on', 'off']).default('auto'),
  ANALYSIS_PROVIDER: z.enum(JUDGE_PROVIDERS).optional(),
  // An OpenAI-compatible Chat Completions endpoint for a local model (Ollama, vLLM, LM Studio).
  ANALYSIS_BASE_URL: z.string().url().optional(),
  ANALYSIS_MODEL: z.string().min(1).optional(),
  ANALYSIS_API_KEY: z.string().min(1).optional(),
  ANALYSIS_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  ANALYSIS_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(1),
  ANALYSIS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // Per collection run (0: no limit); past either, the rest of the run is read by the rules analyzer.
  ANALYSIS_MAX_CALLS_PER_RUN: z.coerce.number().int().min(0).default(1000),
  ANALYSIS_MAX_TOKENS_PER_RUN: z.coerce.number().int().min(0).default(2_000_000),
  // --- Alerts and the weekly digest (server/modules/alerts) ---
  // A failed alert delivery (webhook or e-mail) is tried again after this many seconds, doubling each time.
  ALERT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  ALERT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  // Test deliveries go out at once to an address the account chose: so many a minute per webhook, and
  // an hour per account (counted in the database, shared by every process).
  ALERT_WEBHOOK_TESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(5),
  ALERT_WEBHOOK_TESTS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(30),
  // Test configuration only: lets webhooks reach a receiver on this machine's loopback over plain http.
  ALERT_WEBHOOK_ALLOW_LOOPBACK: bool.default(false),
  // The weekly digest goes out on this day of the week (0 Sunday … 6 Saturday) at this hour, UTC.
  DIGEST_WEEKDAY_UTC: z.coerce.number().int().min(0).max(6).default(1),
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
  NODE_ENV: z.string().optional(),
});

type ParsedEnv = z.infer<typeof schema>;

/** Where the LLM judge asks: a vendor through its SDK, or an OpenAI-compatible endpoint. */
export interface JudgeProviderSettings {
  provider: JudgeProvider;
  model: string;
  baseUrl: string;
  /** Absent for a local endpoint that needs none. */
  apiKey: string | null;
}

/** The judge's model when ANALYSIS_MODEL is not set (a local endpoint must name its model). */
export const DEFAULT_JUDGE_MODELS: Record<Exclude<JudgeProvider, 'compatible'>, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-haiku-4-5',
  gemini: 'gemini-2.5-flash',
};

/**
 * The judge's provider, or null when it is off. ANALYSIS_PROVIDER picks one; otherwise the first configured
 * of: ANALYSIS_BASE_URL (an endpoint named for analysis is the most specific choice), OpenAI (its strict
 * structured output constrains the reply to the schema), Anthropic, Gemini. ENGINES_SIMULATED keeps the
 * judge off unless ANALYSIS_JUDGE=on, so a simulated set-up never calls a vendor by surprise. Returns the
 * problems instead when the settings contradict each other.
 */
function resolveJudge(env: ParsedEnv): JudgeProviderSettings | null | { problems: string[] } {
  const problems: string[] = [];
  if (env.ANALYSIS_BASE_URL && !env.ANALYSIS_MODEL)
    problems.push('ANALYSIS_MODEL: required with ANALYSIS_BASE_URL (the model the endpoint serves)');
  const available: Record<JudgeProvider, JudgeProviderSettings | null> = {
    compatible: env.ANALYSIS_BASE_URL
      ? {
          provider: 'compatible',
          model: env.ANALYSIS_MODEL ?? '',
          baseUrl: env.ANALYSIS_BASE_URL,
          apiKey: env.ANALYSIS_API_KEY ?? null,
        }
      : null,
    openai: env.OPENAI_API_KEY
      ? {
          provider: 'openai',
          model: env.ANALYSIS_MODEL ?? DEFAULT_JUDGE_MODELS.openai,
          baseUrl: env.OPENAI_BASE_URL,
          apiKey: env.OPENAI_API_KEY,
        }
      : null,
    anthropic: env.ANTHROPIC_API_KEY
      ? {
          provider: 'anthropic',
          model: env.ANALYSIS_MODEL ?? DEFAULT_JUDGE_MODELS.anthropic,
          baseUrl: env.ANTHROPIC_BASE_URL,
          apiKey: env.ANTHROPIC_API_KEY,
        }
      : null,
    gemini: env.GEMINI_API_KEY
      ? {
          provider: 'gemini',
          model: env.ANALYSIS_MODEL ?? DEFAULT_JUDGE_MODELS.gemini,
          baseUrl: env.GEMINI_BASE_URL,
          apiKey: env.GEMINI_API_KEY,
        }
      : null,
  };
  const chosen = env.ANALYSIS_PROVIDER
    ? available[env.ANALYSIS_PROVIDER]
    : (JUDGE_PROVIDERS.map((provider) => available[provider]).find(Boolean) ?? null);
  if (env.ANALYSIS_PROVIDER && !chosen)
    problems.push(
      `ANALYSIS_PROVIDER: ${env.ANALYSIS_PROVIDER} needs ${env.ANALYSIS_PROVIDER === 'compatible' ? 'ANALYSIS_BASE_URL' : `${env.ANALYSIS_PROVIDER.toUpperCase()}_API_KEY`}`,
    );
  if (env.ANALYSIS_JUDGE === 'on' && !chosen && !env.ANALYSIS_PROVIDER)
    problems.push(
      'ANALYSIS_JUDGE: on needs a provider: OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or ANALYSIS_BASE_URL',
    );
  if (problems.length > 0) return { problems };
  if (env.ANALYSIS_JUDGE === 'off' || (env.ANALYSIS_JUDGE === 'auto' && env.ENGINES_SIMULATED)) return null;
  return chosen;
}

export type Config = ReturnType<typeof buildConfig>;

/** Parses an environment once; every problem is listed together so a misconfigured deploy fails fast. */
export function parseEnv(env: Record<string, string | undefined>) {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

export function buildConfig(env: Record<string, string | undefined>) {
  const parsed = parseEnv(env);
  if (parsed.SUPABASE_URL && !parsed.SUPABASE_ANON_KEY) {
    throw new Error('Invalid configuration:\n  SUPABASE_ANON_KEY: required when SUPABASE_URL is set');
  }
  if (parsed.SUPABASE_URL && !parsed.SUPABASE_JWT_SECRET) {
    throw new Error('Invalid configuration:\n  SUPABASE_JWT_SECRET: required when SUPABASE_URL is set');
  }
  const judge = resolveJudge(parsed);
  if (judge && 'problems' in judge)
    throw new Error(`Invalid configuration:\n${judge.problems.map((problem) => `  ${problem}`).join('\n')}`);
  // A switch that opens webhooks to this machine must never be on by accident: only a test run may set it.
  if (parsed.ALERT_WEBHOOK_ALLOW_LOOPBACK && parsed.NODE_ENV !== 'test') {
    throw new Error(
      'Invalid configuration:\n  ALERT_WEBHOOK_ALLOW_LOOPBACK: allowed only with NODE_ENV=test (it lets webhooks reach this machine over plain http)',
    );
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    /** The LLM judge's provider and model, or null: answers are read by the rules analyzer alone. */
    analysisJudge: judge,
    dataDir,
    publicUrl: parsed.PUBLIC_URL ?? `http://${parsed.HOST}:${parsed.PORT}`,
    authMode: parsed.SUPABASE_URL ? ('supabase' as const) : ('embedded' as const),
  };
}

let cached: Config | undefined;

/** The process configuration, read from process.env on first use. */
export function config(): Config {
  cached ??= buildConfig(process.env);
  return cached;
}
