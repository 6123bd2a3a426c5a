/**
 * Onboarding's form rules: the limits and checks are the shared ones (graphql/shared/input-rules.ts), the
 * same schemas the server validates with, so a mistake shows beside its field in the server's words before
 * anything is sent.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { z } from 'zod';
import {
  acceptable,
  brandAliases,
  brandName,
  brandWebsite,
  BRAND_LIMITS,
  collapseSpace,
  COMPETITOR_LIMITS,
  competitorNames,
  firstProblem,
  isCompetitorName,
  ONBOARDING_LIMITS,
  onboardingTopics,
  question,
  topicName,
  WIZARD_LIMITS,
} from '../../../../graphql/shared/input-rules';

export const ONBOARDING_STEPS = ['Brand', 'Competitors', 'Topics & prompts', 'Review'] as const;

export const BRAND_NAME_MAX = BRAND_LIMITS.nameMax;
export const BRAND_WEBSITE_MAX = BRAND_LIMITS.websiteMax;
export const BRAND_ALIASES_MAX = BRAND_LIMITS.aliases;
export const BRAND_ALIAS_MAX = BRAND_LIMITS.aliasMax;
export const COMPETITORS_MAX = COMPETITOR_LIMITS.max;
export const COMPETITOR_NAME_MAX = COMPETITOR_LIMITS.nameMax;
export const TOPICS_MAX = ONBOARDING_LIMITS.topics;
export const PROMPTS_PER_TOPIC_MAX = ONBOARDING_LIMITS.promptsPerTopic;
export { PROMPT_LIMITS, TOPIC_NAME_LIMITS } from '../../../../graphql/shared/input-rules';

export interface TopicDraft {
  name: string;
  prompts: string[];
}

export interface OnboardingDraft {
  name: string;
  website: string;
  aliases: string[];
  competitors: string[];
  topics: TopicDraft[];
}

/** White space collapsed and trimmed, as the server cleans names and questions. */
export const clean = collapseSpace;
export const filled = (items: readonly string[]) => items.map(clean).filter(Boolean);

/** A bare domain ("acme.com") gets https:// so it passes the server's http(s) rule. */
export function withScheme(website: string): string {
  const trimmed = website.trim();
  return trimmed && !/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && /^[^\s/]+\.[^\s/]+/.test(trimmed)
    ? `https://${trimmed}`
    : trimmed;
}

export interface BrandErrors {
  name?: string;
  website?: string;
  aliases?: string;
}

export function brandErrors(draft: Pick<OnboardingDraft, 'name' | 'website' | 'aliases'>): BrandErrors {
  const errors: BrandErrors = {};
  const name = firstProblem(brandName, draft.name);
  if (name) errors.name = name;
  const website = firstProblem(brandWebsite, draft.website);
  if (website) errors.website = website;
  const aliases = firstProblem(brandAliases(draft.name.trim()), draft.aliases);
  if (aliases) errors.aliases = aliases;
  return errors;
}

export function competitorsError(draft: Pick<OnboardingDraft, 'name' | 'aliases' | 'competitors'>) {
  return firstProblem(competitorNames([draft.name, ...draft.aliases]), draft.competitors);
}

export interface TopicsErrors {
  /** Per topic, its first problem (null when fine). */
  topics: (string | null)[];
  /** A problem with the list as a whole. */
  list: string | null;
}

export function topicsErrors(topics: readonly TopicDraft[]): TopicsErrors {
  const result = onboardingTopics.safeParse(topics);
  const issues: z.core.$ZodIssue[] = result.success ? [] : result.error.issues;
  return {
    topics: topics.map((_topic, index) => issues.find((issue) => issue.path[0] === index)?.message ?? null),
    list: issues.find((issue) => issue.path.length === 0)?.message ?? null,
  };
}

export const hasTopicsErrors = (errors: TopicsErrors) => !!errors.list || errors.topics.some(Boolean);

// Suggestions (the report wizard's) offer only what onboarding would accept: valid names, none twice.
export const suggestedCompetitors = (names: readonly string[]) =>
  names.filter(isCompetitorName).slice(0, COMPETITORS_MAX);
export const suggestedTopics = (names: readonly string[]) =>
  acceptable(names, topicName).slice(0, TOPICS_MAX);
export const starterPrompts = (prompts: readonly string[]) =>
  acceptable(prompts, question).slice(0, ONBOARDING_LIMITS.starterPromptsPerTopic);
/** The suggestions take at most the wizard's number of competitors; they only give context. */
export const competitorsForSuggestions = (names: readonly string[]) =>
  names.slice(0, WIZARD_LIMITS.competitors);

/** The server's message for a refused call (validation, conflict), or a plain one when it never answered. */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) return error.errors[0].message;
  return 'Could not reach Sightline. Check your connection and try again.';
}
