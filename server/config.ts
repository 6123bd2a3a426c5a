import path from 'node:path';
import { z } from 'zod';
import { isPlatformId, PLATFORM_IDS } from '../graphql/shared/platforms';

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
  PUBLIC_URL: z.string().url().optional(),
  AUTH_JWT_SECRET: z.string().min(32, 'AUTH_JWT_SECRET must be at least 32 characters').optional(),
  AUTH_ACCESS_TOKEN_TTL: z.coerce.number().int().min(60).default(3600),
  AUTH_AUTOCONFIRM: bool.default(true),
  AUTH_SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  AUTH_SIGNIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  AUTH_SIGNIN_IP_FAILURE_LIMIT: z.coerce.number().int().min(1).default(100),
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
  SEED_DEMO: bool.default(true),
  WORKER_IN_PROCESS: bool.default(true),
  COLLECTION_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(2).max(50).default(8),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(1).default(15),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(100).default(1000),
  GRAPHQL_MAX_COST: z.coerce.number().int().min(100).default(5000),
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
  ENGINES_SIMULATED: bool.default(false),
  ENGINE_TIMEOUT_MS: z.coerce.number().int().min(100).default(90_000),
  ENGINE_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  ENGINE_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  ENGINE_RATE_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  COLLECTION_ANSWER_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(3),
  // --- Alerts and the weekly digest (server/modules/alerts) ---
  // A failed alert delivery (webhook or e-mail) is tried again after this many seconds, doubling each time.
  ALERT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  ALERT_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  // Test configuration only: lets webhooks reach a receiver on this machine's loopback over plain http.
  ALERT_WEBHOOK_ALLOW_LOOPBACK: bool.default(false),
  // The weekly digest goes out on this day of the week (0 Sunday … 6 Saturday) at this hour, UTC.
  DIGEST_WEEKDAY_UTC: z.coerce.number().int().min(0).max(6).default(1),
  DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(7),
  NODE_ENV: z.string().optional(),
});

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
  // A switch that opens webhooks to this machine must never be on by accident: only a test run may set it.
  if (parsed.ALERT_WEBHOOK_ALLOW_LOOPBACK && parsed.NODE_ENV !== 'test') {
    throw new Error(
      'Invalid configuration:\n  ALERT_WEBHOOK_ALLOW_LOOPBACK: allowed only with NODE_ENV=test (it lets webhooks reach this machine over plain http)',
    );
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
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
