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

/**
 * Every setting, read from the environment. Each variable's `.describe()` text is its documentation:
 * `npm run docs:config` writes the configuration table of docs/configuration.md from this schema, and a
 * test fails when the committed table differs, so a variable cannot go undocumented.
 */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000).describe('HTTP port.'),
  HOST: z.string().min(1).default('127.0.0.1').describe('Interface to listen on.'),
  TRUST_PROXY: z
    .string()
    .default('loopback')
    .transform((value) =>
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
    )
    .describe(
      "Which proxies' `X-Forwarded-For` names the client (Express's `trust proxy`): `true`, `false`, a hop count, or addresses and subnets (`loopback`, `uniquelocal`, CIDRs).",
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default('./data')
    .describe(
      'Folder of the embedded database (`DATA_DIR/pglite`, open in one process on one host at a time), the generated auth secret and the mail outbox.',
    ),
  DATABASE_URL: z.string().url().optional().describe('Use this Postgres instead of the embedded one.'),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe(
      'Postgres only: the longest a statement (or an idle transaction) of a request or job may run; a connection silent 5 s longer is dropped (503).',
    ),
  DATABASE_LONG_STATEMENT_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe(
      'Postgres only: the same for rollup rebuilds and migrations (about 15 s a statement per 100,000 answers).',
    ),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .describe(
      "The address browsers use (the client's auth settings, links in e-mails); `https://` also turns on HSTS. Unset: `http://HOST:PORT` (an IPv6 `HOST` in brackets; `::` as `[::1]`).",
    ),
  AUTH_JWT_SECRET: z
    .string()
    .min(32, 'AUTH_JWT_SECRET must be at least 32 characters')
    .optional()
    .describe(
      'HS256 secret that signs access tokens (at least 32 characters). Unset: generated once into `DATA_DIR/auth-secret`, or with `DATABASE_URL` into the database (shared by every process on it).',
    ),
  AUTH_ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(3600)
    .describe('Access-token lifetime in seconds.'),
  AUTH_AUTOCONFIRM: bool
    .default(true)
    .describe(
      'Sign-up returns a session at once; `false` leaves the e-mail unconfirmed and refuses password sign-in.',
    ),
  AUTH_SIGNUP_LIMIT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe(
      'Sign-up attempts per client address per hour, for all processes (this also bounds the taken e-mail and username lookup).',
    ),
  AUTH_SIGNIN_FAILURE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe(
      'Wrong passwords per client address and account before each further try waits; never a lock-out.',
    ),
  AUTH_SIGNIN_IP_FAILURE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(100)
    .describe(
      'Wrong passwords (unknown e-mails included) per client address before its tries wait the same way.',
    ),
  AUTH_SIGNIN_ACCOUNT_FAILURE_LIMIT: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe(
      'Wrong passwords for one account, from any address, before tries from addresses it never signed in from wait.',
    ),
  AUTH_SIGNIN_FIRST_WAIT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .describe('The first wait past a limit; each further wrong password doubles it, up to the window.'),
  AUTH_SIGNIN_FAILURE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(15)
    .describe(
      'Failures are forgotten this long after the last one; also the longest wait. Counted in the database, for all processes.',
    ),
  AUTH_SESSION_CACHE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(15)
    .describe(
      'How long a process trusts a session it has checked (a sign-out in the same process counts at once).',
    ),
  AUTH_REFRESH_REUSE_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(10)
    .describe(
      'A rotated refresh token used again after this long revokes its session (revoked rows are pruned daily after 30 days).',
    ),
  AUTH_RECOVERY_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(1440)
    .default(60)
    .describe(
      'How long a password-recovery link ("Forgot password?") works; each link works once, and a newer one voids it.',
    ),
  AUTH_RECOVERY_LIMIT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe(
      'Recovery requests per client address per hour (and one e-mail per address per minute), for all processes.',
    ),
  SUPABASE_URL: z
    .string()
    .url()
    .optional()
    .describe(
      "Supabase mode: the project's URL. The browser signs in against Supabase and the server verifies its tokens; needs the next two.",
    ),
  SUPABASE_ANON_KEY: z.string().min(1).optional().describe("Supabase mode: the project's anon key."),
  SUPABASE_JWT_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe("Supabase mode: the project's JWT secret, to verify the tokens Supabase issues."),
  ACTION_CENTER_BLOCKED_IDS: list
    .default([])
    .describe('Comma-separated brand or workspace ids that see "Not Available" in the Action Center.'),
  ACTION_CENTER_DEFAULT: bool
    .default(true)
    .describe(
      'Whether a new workspace starts with the Action Center on (an OWNER or ADMIN switches it in Settings).',
    ),
  SEED_DEMO: bool.default(true).describe('Seed the demo accounts on the first start.'),
  WORKER_IN_PROCESS: bool
    .default(true)
    .describe('Run the job worker inside the server process (`npm run worker` runs one apart).'),
  COLLECTION_HOUR_UTC: z.coerce
    .number()
    .int()
    .min(0)
    .max(23)
    .default(6)
    .describe('Hour (UTC) of the daily collection run.'),
  COLLECTION_RUNS_AT_ONCE: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(2)
    .describe('Collection runs one worker process collects side by side.'),
  COLLECTION_RUNS_PER_WORKSPACE: z.coerce
    .number()
    .int()
    .min(1)
    .max(16)
    .default(1)
    .describe("Runs of one workspace collected at once, so one tenant's long runs never hold every worker."),
  GRAPHQL_MAX_DEPTH: z.coerce
    .number()
    .int()
    .min(2)
    .max(50)
    .default(8)
    .describe('Deeper GraphQL queries are refused with a 400.'),
  GRAPHQL_MAX_ALIASES: z.coerce
    .number()
    .int()
    .min(1)
    .default(15)
    .describe('GraphQL documents with more aliases are refused with a 400.'),
  GRAPHQL_MAX_TOKENS: z.coerce
    .number()
    .int()
    .min(100)
    .default(1000)
    .describe('GraphQL documents with more tokens are refused with a 400 before they are parsed further.'),
  GRAPHQL_MAX_COST: z.coerce
    .number()
    .int()
    .min(100)
    .default(6000)
    .describe(
      "GraphQL queries that cost more are refused with a 400 (graphql-armor's cost: fields weighted by nesting).",
    ),
  GRAPHQL_MAX_DATABASE_COST: z.coerce
    .number()
    .int()
    .min(12)
    .default(16)
    .describe(
      'GraphQL documents whose figures weigh more are refused with a 400 (weights in `server/graphql/database-cost.ts`; the competitors page weighs 12, hence the minimum).',
    ),
  CONCURRENCY_REQUESTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(4)
    .describe(
      'Requests one account runs at once (GraphQL, REST, exports; not health, auth or answers from the cache). See `server/account-limits.ts`.',
    ),
  CONCURRENCY_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .default(16)
    .describe("An account's requests that may wait for a turn; past that, 429 with `Retry-After`."),
  CONCURRENCY_QUEUE_SECONDS: z.coerce
    .number()
    .min(0)
    .default(10)
    .describe('How long a request waits for a turn before that 429.'),
  CONCURRENCY_STATEMENTS: z.coerce
    .number()
    .int()
    .min(1)
    .default(2)
    .describe("Statements one account's requests have on the database at once (the rest wait their turn)."),
  CONCURRENCY_SCANS: z.coerce
    .number()
    .int()
    .min(1)
    .default(1)
    .describe(
      "Reads of an account's answers that no index narrows to a few (answer searches, the searches the engines ran, CSV exports) one account runs at once, each within a request's turn.",
    ),
  CONCURRENCY_SCAN_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .default(4)
    .describe(
      "An account's scans that may wait for a turn (as long as `CONCURRENCY_QUEUE_SECONDS`); past that, 429 with `Retry-After`.",
    ),
  CACHE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(300)
    .describe(
      'Lifetime of the per-process cache of dashboard reads (`0` turns it off); a change of the data clears it at once in every process.',
    ),
  MEMBERSHIP_CACHE_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(300)
    .describe(
      "Lifetime of each request's cached membership (who may act on which brand, in which role; `0` turns it off). A change of a membership clears it at once in every process, and while a process's change notices may be lost it reads from the database.",
    ),
  CACHE_MAX_MB: z.coerce
    .number()
    .positive()
    .default(64)
    .describe('What that cache may hold in total (estimated MB); the least recently used entries go first.'),
  CACHE_MAX_MB_PER_ACCOUNT: z.coerce
    .number()
    .positive()
    .default(8)
    .describe("One account's share of it: its own oldest entries go first, never another account's."),
  // --- Public report wizard (server/modules/reports, suggestions; server/core/mail) ---
  SMTP_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'Send e-mails over SMTP, e.g. `smtp://user:pass@host:587`. Unset: `.eml` files in `DATA_DIR/outbox/`.',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Sightline <reports@sightline.local>')
    .describe('Sender of the e-mails (reports, alerts, invitations, outreach).'),
  REPORT_PLATFORMS: list
    .refine((platforms) => platforms.length > 0, 'name at least one platform')
    .refine(
      (platforms) => platforms.every(isPlatformId),
      `platforms are ${PLATFORM_IDS.slice(0, -1).join(', ')} and ${PLATFORM_IDS.at(-1)}`,
    )
    .default(['chatgpt', 'perplexity', 'gemini'])
    .describe('Platforms a free report asks (simulated unless a vendor key is set).'),
  REPORT_LIMIT_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(5)
    .describe('Free reports per client address per hour, then 429.'),
  REPORT_LIMIT_PER_EMAIL_PER_DAY: z.coerce
    .number()
    .int()
    .min(1)
    .default(3)
    .describe('Free reports per e-mail address per day, then 429.'),
  OUTREACH_LIMIT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe('Outreach e-mails one account may send per hour (counted in the database), then 429.'),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe(
      'After SIGTERM or SIGINT, the process exits within this many seconds (with 1, naming the step still running) even when a step waits on a database that cannot be reached.',
    ),
  INVITE_LIMIT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(30)
    .describe(
      'Invitation e-mails a workspace, and one member across workspaces, may send per hour (counted in the database, revoked ones too), then 429.',
    ),
  CRAWLER_VISITS_PER_REQUEST: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(1000)
    .describe('Crawler visits one POST to `/api/crawler-visits` may carry (bodies up to 1 MB), else 413.'),
  CRAWLER_VISITS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(6000)
    .describe(
      'Crawler visits one account may send per minute (counted in the database), then 429 with `Retry-After`.',
    ),
  CRAWLER_VISITS_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3660)
    .default(90)
    .describe(
      'Crawler visits (which hold IP addresses, personal data) older than this many days are deleted by a daily job.',
    ),
  EVIDENCE_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3660)
    .default(400)
    .describe(
      "Answers' evidence (the vendor's raw payload and the page's HTML) older than this many days is deleted by a daily job; the answers and their readings stay.",
    ),
  CRAWLER_REVERSE_DNS: bool
    .default(true)
    .describe(
      'Verify Googlebot, Bingbot and Applebot visits by reverse-then-forward DNS (answers kept an hour per address).',
    ),
  CRAWLER_DNS_SERVERS: list
    .optional()
    .describe(
      "Comma-separated DNS servers (`ip` or `ip:port`) for the crawlers' reverse DNS check; the system's by default.",
    ),
  WEB_BOT_AUTH_ALLOW_LOOPBACK: bool
    .default(false)
    .describe(
      'Test configuration only, refused unless `NODE_ENV=test`: Web Bot Auth key directories may be read from a plain-http server on loopback.',
    ),
  // --- Analytics connectors (server/modules/integrations) ---
  INTEGRATIONS_ENCRYPTION_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32 || /^[0-9a-fA-F]{64}$/.test(value), {
      message: 'must be 32 bytes: 64 hex digits or 44 base64 characters (`openssl rand -base64 32`)',
    })
    .optional()
    .describe(
      "Key (32 bytes, hex or base64) that seals analytics connectors' credentials at rest (AES-256-GCM). Unset: connecting Google Analytics or Search Console is refused.",
    ),
  GOOGLE_OAUTH_TOKEN_URL: z
    .string()
    .url()
    .default('https://oauth2.googleapis.com/token')
    .describe(
      "Where a service account's signed JWT is exchanged for an access token (the JSON's own `token_uri` is not followed).",
    ),
  GOOGLE_OAUTH_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .describe(
      "OAuth client id (Google Cloud console → APIs & Services → Credentials, type Web application) for connecting GA4 and Search Console with a person's Google account; its authorized redirect URI is `PUBLIC_URL/api/integrations/google/callback`. Unset: only service accounts connect.",
    ),
  GOOGLE_OAUTH_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe("The OAuth client's secret (with `GOOGLE_OAUTH_CLIENT_ID`)."),
  GOOGLE_OAUTH_AUTH_URL: z
    .string()
    .url()
    .default('https://accounts.google.com/o/oauth2/v2/auth')
    .describe("Google's consent page the OAuth start route redirects to (overridable for tests)."),
  GA4_API_BASE_URL: z
    .string()
    .url()
    .default('https://analyticsdata.googleapis.com')
    .describe('Google Analytics Data API endpoint (`runReport`).'),
  GSC_API_BASE_URL: z
    .string()
    .url()
    .default('https://searchconsole.googleapis.com')
    .describe('Search Console API endpoint (`searchAnalytics/query`).'),
  MCP_TOOL_CALLS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(120)
    .describe(
      'MCP tool calls one token (API or session token) may make per minute, counted in the database; then an MCP error saying when to try again.',
    ),
  SUGGESTIONS_LIMIT_PER_IP_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(120)
    .describe('Report-wizard suggestion calls per client address per hour, then 429.'),
  SUGGESTIONS_FETCH: bool
    .default(true)
    .describe("Let suggestions check and fetch the company's public homepage (never a private address)."),
  OPENAI_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      "OpenAI key: asks ChatGPT for real, and makes the wizard's suggestions and Generate Content's drafts with `SUGGESTIONS_MODEL`; may also serve the LLM judge. Unset: ChatGPT simulated, built-in suggestions.",
    ),
  OPENAI_BASE_URL: z
    .string()
    .url()
    .default('https://api.openai.com/v1')
    .describe(
      'OpenAI endpoint of ChatGPT collection, the suggestions and the drafts (the suggestions take any OpenAI-compatible Chat Completions endpoint).',
    ),
  SUGGESTIONS_MODEL: z
    .string()
    .min(1)
    .default('gpt-4o-mini')
    .describe("Model of the wizard's suggestions and Generate Content's drafts."),
  // --- Answer engines and collection runs (server/core/engines, server/modules/collection) ---
  // A platform whose key is set is asked through its vendor's API; without a key it is simulated.
  OPENAI_MODEL: z
    .string()
    .min(1)
    .default('gpt-4.1-mini')
    .describe(
      'ChatGPT collection: the Responses API with the web-search tool (`OPENAI_API_KEY`, `OPENAI_BASE_URL`).',
    ),
  PERPLEXITY_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('Asks Perplexity for real (chat completions, OpenAI-compatible). Unset: simulated.'),
  PERPLEXITY_BASE_URL: z.string().url().default('https://api.perplexity.ai').describe('Perplexity endpoint.'),
  PERPLEXITY_MODEL: z.string().min(1).default('sonar').describe('Perplexity model.'),
  GEMINI_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Asks Gemini for real (`@google/genai`, Google Search grounding); may also serve the LLM judge. Unset: simulated.',
    ),
  GEMINI_BASE_URL: z
    .string()
    .url()
    .default('https://generativelanguage.googleapis.com')
    .describe('Gemini endpoint.'),
  GEMINI_MODEL: z.string().min(1).default('gemini-2.5-flash').describe('Gemini model.'),
  ANTHROPIC_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Asks Claude for real (Messages API with web search); may also serve the LLM judge. Unset: simulated.',
    ),
  ANTHROPIC_BASE_URL: z.string().url().default('https://api.anthropic.com').describe('Anthropic endpoint.'),
  ANTHROPIC_MODEL: z.string().min(1).default('claude-sonnet-4-5').describe('Claude model for collection.'),
  XAI_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Asks Grok for real (xAI Responses API, web search). Unset: simulated. Off for every brand until chosen.',
    ),
  XAI_BASE_URL: z.string().url().default('https://api.x.ai/v1').describe('xAI endpoint.'),
  XAI_MODEL: z.string().min(1).default('grok-4').describe('Grok model.'),
  DEEPSEEK_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Asks DeepSeek for real (chat completions; no web search). Unset: simulated. Off for every brand until chosen.',
    ),
  DEEPSEEK_BASE_URL: z.string().url().default('https://api.deepseek.com').describe('DeepSeek endpoint.'),
  DEEPSEEK_MODEL: z.string().min(1).default('deepseek-chat').describe('DeepSeek model.'),
  DATAFORSEO_LOGIN: z
    .string()
    .min(1)
    .optional()
    .describe(
      "DataForSEO API login: with the password, asks Google AI Overview and AI Mode for real through DataForSEO's SERP API, and reads ChatGPT's and Gemini's consumer apps through its LLM Scraper (the app surface). Unset: simulated. Off for every brand until chosen.",
    ),
  DATAFORSEO_PASSWORD: z
    .string()
    .min(1)
    .optional()
    .describe('DataForSEO API password (HTTP Basic auth with the login; both are needed).'),
  DATAFORSEO_BASE_URL: z
    .string()
    .url()
    .default('https://api.dataforseo.com')
    .describe('DataForSEO endpoint.'),
  OXYLABS_USERNAME: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Oxylabs Web Scraper API username: with the password, reads ChatGPT's and Perplexity's consumer apps for real (the app surface; DataForSEO's LLM Scraper is preferred for ChatGPT when both are set). Unset: the app surface is simulated.",
    ),
  OXYLABS_PASSWORD: z
    .string()
    .min(1)
    .optional()
    .describe('Oxylabs Web Scraper API password (HTTP Basic auth with the username; both are needed).'),
  OXYLABS_BASE_URL: z
    .string()
    .url()
    .default('https://data.oxylabs.io')
    .describe('Oxylabs Web Scraper API endpoint (its Push-Pull jobs: `/v1/queries`).'),
  ENGINES_SIMULATED: bool
    .default(false)
    .describe(
      '`true`: every platform is simulated, even where a key is set (and the LLM judge stays off unless `ANALYSIS_JUDGE=on`).',
    ),
  SIMULATED_SEED: z
    .string()
    .max(200)
    .default('')
    .describe(
      'Another seed gives the simulated engine another, equally reproducible history (the demo seed included).',
    ),
  ENGINE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(90_000)
    .describe('One vendor HTTP attempt that takes longer is abandoned and tried again.'),
  ENGINE_MAX_RETRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(3)
    .describe(
      'HTTP retries on 408, 409, 429 and 5xx, timeouts and connection errors (full-jitter exponential back-off; `Retry-After` honoured).',
    ),
  ENGINE_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(4)
    .describe('Calls in flight per engine, per process.'),
  ENGINE_RATE_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(0)
    .default(60)
    .describe('Calls started per minute per engine, per process (`0`: no limit).'),
  COLLECTION_ANSWER_ATTEMPTS: z.coerce
    .number()
    .int()
    .min(1)
    .max(10)
    .default(3)
    .describe('Tries per answer in a run before it is stored as a failure.'),
  // --- Answer analysis: the LLM judge (server/core/judge) ---
  ANALYSIS_JUDGE: z
    .enum(['auto', 'on', 'off'])
    .default('auto')
    .describe(
      'The LLM judge: `auto` is on when a provider is configured (and `ENGINES_SIMULATED` is off); `on` requires one; `off` reads with the rules alone.',
    ),
  ANALYSIS_PROVIDER: z
    .enum(JUDGE_PROVIDERS)
    .optional()
    .describe(
      "The judge's provider: `compatible`, `openai`, `anthropic` or `gemini`. Unset: the first configured, in that order.",
    ),
  ANALYSIS_BASE_URL: z
    .string()
    .url()
    .optional()
    .describe(
      'An OpenAI-compatible Chat Completions endpoint for a local model (Ollama, vLLM, LM Studio); needs `ANALYSIS_MODEL`.',
    ),
  ANALYSIS_MODEL: z
    .string()
    .min(1)
    .optional()
    .describe(
      "The judge's model. Unset: `gpt-4.1-mini`, `claude-haiku-4-5` or `gemini-2.5-flash` for a vendor (with its own key and endpoint above); required with `ANALYSIS_BASE_URL`.",
    ),
  ANALYSIS_API_KEY: z
    .string()
    .min(1)
    .optional()
    .describe('Key for `ANALYSIS_BASE_URL`, if the endpoint needs one.'),
  ANALYSIS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .default(30_000)
    .describe("One judge call's timeout; then the rules analyzer reads the answer."),
  ANALYSIS_MAX_RETRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(5)
    .default(1)
    .describe("One judge call's retries (as the engines'); then the rules analyzer reads the answer."),
  ANALYSIS_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(4)
    .describe('Judge calls in flight, per process.'),
  ANALYSIS_MAX_CALLS_PER_RUN: z.coerce
    .number()
    .int()
    .min(0)
    .default(1000)
    .describe('Judge calls per collection run (`0`: no limit); past it, the rules read the rest of the run.'),
  ANALYSIS_MAX_TOKENS_PER_RUN: z.coerce
    .number()
    .int()
    .min(0)
    .default(2_000_000)
    .describe(
      'Judge tokens per collection run, as the provider reports them (`0`: no limit); past it, the same.',
    ),
  // --- The fact check's repair loop (server/modules/fact-issues) ---
  FACT_ISSUE_QUIET_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(365)
    .default(14)
    .describe(
      'Days without an answer stating a wrong value, after its fix and its latest sighting, before the fact issue counts as resolved.',
    ),
  FACT_ISSUE_MIN_ANSWERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(10)
    .describe(
      'Answers stating the fact (any value) those quiet days must hold for the issue to count as resolved: fewer prove nothing.',
    ),
  // --- Alerts and the weekly digest (server/modules/alerts) ---
  ALERT_RETRY_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600)
    .default(30)
    .describe(
      'First wait before a failed alert delivery (webhook or e-mail) is tried again; doubled per retry, 6 tries in all.',
    ),
  ALERT_WEBHOOK_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(500)
    .max(60_000)
    .default(10_000)
    .describe('How long a webhook receiver has to answer.'),
  ALERT_WEBHOOK_TESTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(5)
    .describe(
      'Test deliveries (Send test) a minute per webhook, counted in the database; more answer 429 with `Retry-After`.',
    ),
  ALERT_WEBHOOK_TESTS_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .default(30)
    .describe('Test deliveries an hour per account, whatever the webhook.'),
  ALERT_WEBHOOK_ALLOW_LOOPBACK: bool
    .default(false)
    .describe(
      'Test configuration only, refused unless `NODE_ENV=test`: webhooks may reach a plain-http receiver on loopback.',
    ),
  DIGEST_WEEKDAY_UTC: z.coerce
    .number()
    .int()
    .min(0)
    .max(6)
    .default(1)
    .describe('Day of the week the weekly digest goes out (0 Sunday … 6 Saturday, UTC).'),
  DIGEST_HOUR_UTC: z.coerce
    .number()
    .int()
    .min(0)
    .max(23)
    .default(7)
    .describe('Hour (UTC) the weekly digest goes out.'),
  NODE_ENV: z
    .string()
    .optional()
    .describe(
      '`npm start` sets `production`; only `test` allows `ALERT_WEBHOOK_ALLOW_LOOPBACK` and `WEB_BOT_AUTH_ALLOW_LOOPBACK`.',
    ),
});

type ParsedEnv = z.infer<typeof configSchema>;

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
  const result = configSchema.safeParse(cleaned);
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
  if (parsed.WEB_BOT_AUTH_ALLOW_LOOPBACK && parsed.NODE_ENV !== 'test') {
    throw new Error(
      'Invalid configuration:\n  WEB_BOT_AUTH_ALLOW_LOOPBACK: allowed only with NODE_ENV=test (it lets key directories be read from this machine over plain http)',
    );
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    /** The LLM judge's provider and model, or null: answers are read by the rules analyzer alone. */
    analysisJudge: judge,
    dataDir,
    publicUrl: parsed.PUBLIC_URL ?? defaultPublicUrl(parsed.HOST, parsed.PORT),
    authMode: parsed.SUPABASE_URL ? ('supabase' as const) : ('embedded' as const),
  };
}

/**
 * `http://HOST:PORT`, an IPv6 address in brackets; every IPv6 interface (`::`) is reached on its loopback,
 * `[::1]`, as no browser opens `[::]`.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const address = host === '::' ? '::1' : host;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

let cached: Config | undefined;

/** The process configuration, read from process.env on first use. */
export function config(): Config {
  cached ??= buildConfig(process.env);
  return cached;
}
