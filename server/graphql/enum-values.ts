/**
 * Internal values of the GraphQL enums the server stores in lower case, written once: codegen.ts types
 * the resolvers with the types below (enumValues), and resolvers.ts gives ENUM_VALUES to Apollo, so
 * resolvers take and return 'chatgpt' or 'queued' while GraphQL shows CHATGPT or QUEUED.
 */
import { PLATFORM_ENUM, type PlatformId } from '../../graphql/shared/platforms';

export const ENUM_VALUES = {
  Platform: PLATFORM_ENUM,
  CollectionRunStatus: { QUEUED: 'queued', RUNNING: 'running', COMPLETED: 'completed', FAILED: 'failed' },
  CollectionRunTrigger: { SCHEDULE: 'schedule', MANUAL: 'manual', CLI: 'cli', ONBOARDING: 'onboarding' },
  AnswerStatus: { OK: 'ok', FAILED: 'failed', REFUSED: 'refused', NO_ANSWER: 'no_answer' },
  SentimentLabel: { POSITIVE: 'positive', NEUTRAL: 'neutral', NEGATIVE: 'negative' },
  CrawlerPurpose: { TRAINING: 'training', SEARCH: 'search', USER: 'user', OTHER: 'other' },
  CrawlerVerification: { VERIFIED: 'verified', SPOOFED: 'spoofed', UNVERIFIABLE: 'unverifiable' },
  CrawlerVerificationMethod: {
    IP_RANGE: 'ip_range',
    REVERSE_DNS: 'reverse_dns',
    WEB_BOT_AUTH: 'web_bot_auth',
    EDGE: 'edge',
  },
  ReportStatus: { QUEUED: 'queued', RUNNING: 'running', SENT: 'sent', FAILED: 'failed' },
  DashboardVariant: { GENERAL: 'general', FUND: 'fund' },
  ApiTokenScope: { READ: 'read', FULL: 'full' },
  SourceCategory: {
    OWNED: 'owned',
    COMPETITOR: 'competitor',
    EDITORIAL: 'editorial',
    USER_GENERATED: 'user_generated',
    REFERENCE: 'reference',
    OTHER: 'other',
  },
  AlertKind: {
    VISIBILITY_DROP: 'visibility_drop',
    COMPETITOR_OVERTAKE: 'competitor_overtake',
    NEGATIVE_ANSWER: 'negative_answer',
    NEW_COMPETITOR_SOURCE: 'new_competitor_source',
    RUN_FAILED: 'run_failed',
    NEGATIVE_THEME: 'negative_theme',
    NET_SENTIMENT_DROP: 'net_sentiment_drop',
    WRONG_FACT: 'wrong_fact',
    SAMPLING_BUDGET_SPENT: 'sampling_budget_spent',
    SURFACE_DIVERGENCE: 'surface_divergence',
  },
  WebhookFormat: { JSON: 'json', SLACK: 'slack' },
  AlertChannel: { EMAIL: 'email', WEBHOOK: 'webhook' },
  AlertDeliveryPurpose: { ALERTS: 'alerts', TEST: 'test', DIGEST: 'digest' },
  ReanalysisState: { QUEUED: 'queued', RUNNING: 'running', DONE: 'done', FAILED: 'failed' },
  IntegrationKind: { GA4: 'ga4', SEARCH_CONSOLE: 'search_console', BING_WEBMASTER: 'bing_webmaster' },
  IntegrationStatus: { CONNECTED: 'connected', SYNCING: 'syncing', OK: 'ok', ERROR: 'error' },
} as const;

type Internal<E extends keyof typeof ENUM_VALUES> = (typeof ENUM_VALUES)[E][keyof (typeof ENUM_VALUES)[E]];

// The internal types codegen's enumValues point at (one per mapped enum).
export type Platform = PlatformId;
export type CollectionRunStatus = Internal<'CollectionRunStatus'>;
export type CollectionRunTrigger = Internal<'CollectionRunTrigger'>;
export type AnswerStatus = Internal<'AnswerStatus'>;
export type SentimentLabel = Internal<'SentimentLabel'>;
export type CrawlerPurpose = Internal<'CrawlerPurpose'>;
export type CrawlerVerification = Internal<'CrawlerVerification'>;
export type CrawlerVerificationMethod = Internal<'CrawlerVerificationMethod'>;
export type ReportStatus = Internal<'ReportStatus'>;
export type DashboardVariant = Internal<'DashboardVariant'>;
export type ApiTokenScope = Internal<'ApiTokenScope'>;
export type SourceCategory = Internal<'SourceCategory'>;
export type AlertKind = Internal<'AlertKind'>;
export type WebhookFormat = Internal<'WebhookFormat'>;
export type AlertChannel = Internal<'AlertChannel'>;
export type AlertDeliveryPurpose = Internal<'AlertDeliveryPurpose'>;
export type ReanalysisState = Internal<'ReanalysisState'>;
export type IntegrationKind = Internal<'IntegrationKind'>;
export type IntegrationStatus = Internal<'IntegrationStatus'>;

/** codegen's enumValues: each mapped enum's internal type, in this file. */
export const ENUM_VALUE_TYPES = Object.fromEntries(
  Object.keys(ENUM_VALUES).map((name) => [name, `./enum-values#${name}`]),
);
