/**
 * Onboarding's limits and checks, with the server's own messages (accounts.service validBrand,
 * management.service, onboarding.service), so a mistake shows beside its field before anything is sent.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export const ONBOARDING_STEPS = ['Brand', 'Competitors', 'Topics & prompts', 'Review'] as const;

export const BRAND_NAME_MAX = 80;
export const BRAND_WEBSITE_MAX = 200;
export const BRAND_ALIASES_MAX = 10;
export const BRAND_ALIAS_MAX = 60;
export const COMPETITORS_MAX = 10;
export const COMPETITOR_NAME_MAX = 60;
export const TOPICS_MAX = 10;
export const TOPIC_NAME_LIMITS = { min: 2, max: 60 };
export const PROMPTS_PER_TOPIC_MAX = 10;
export const PROMPT_LIMITS = { min: 5, max: 500 };

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
export const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
export const filled = (items: readonly string[]) => items.map(clean).filter(Boolean);
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

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
  const name = draft.name.trim();
  if (!name) errors.name = 'Give the brand a name.';
  else if (name.length > BRAND_NAME_MAX)
    errors.name = `A brand name is at most ${BRAND_NAME_MAX} characters.`;
  const website = draft.website.trim();
  if (website.length > BRAND_WEBSITE_MAX)
    errors.website = `A website is at most ${BRAND_WEBSITE_MAX} characters.`;
  else if (website && !/^https?:\/\/[^\s/]+/i.test(website))
    errors.website = 'The website must be an address starting with http:// or https://.';
  const aliases = filled(draft.aliases);
  if (aliases.some((alias) => alias.length > BRAND_ALIAS_MAX))
    errors.aliases = `An alias is at most ${BRAND_ALIAS_MAX} characters.`;
  else if (aliases.length > BRAND_ALIASES_MAX)
    errors.aliases = `A brand has at most ${BRAND_ALIASES_MAX} aliases.`;
  return errors;
}

export function competitorsError(draft: Pick<OnboardingDraft, 'name' | 'aliases' | 'competitors'>) {
  const own = [draft.name, ...draft.aliases].map(clean).filter(Boolean);
  const names: string[] = [];
  for (const name of filled(draft.competitors)) {
    if (name.length > COMPETITOR_NAME_MAX)
      return `A competitor name is at most ${COMPETITOR_NAME_MAX} characters.`;
    if (names.some((kept) => same(kept, name))) return `The competitor "${name}" is listed twice.`;
    if (own.some((mine) => same(mine, name))) return `"${name}" is your own brand; list only competitors.`;
    names.push(name);
  }
  return names.length > COMPETITORS_MAX ? `Track at most ${COMPETITORS_MAX} competitors.` : null;
}

export interface TopicsErrors {
  /** Per topic, its first problem (null when fine). */
  topics: (string | null)[];
  /** A problem with the list as a whole. */
  list: string | null;
}

function topicError(topic: TopicDraft, earlier: readonly TopicDraft[]): string | null {
  const name = clean(topic.name);
  if (name.length < TOPIC_NAME_LIMITS.min || name.length > TOPIC_NAME_LIMITS.max)
    return `A topic name is ${TOPIC_NAME_LIMITS.min} to ${TOPIC_NAME_LIMITS.max} characters long.`;
  if (/aggregate/i.test(name)) return '"Aggregate" is reserved for the overview; choose another name.';
  if (earlier.some((other) => same(clean(other.name), name))) return `The topic "${name}" is listed twice.`;
  const prompts: string[] = [];
  for (const prompt of filled(topic.prompts)) {
    if (prompt.length < PROMPT_LIMITS.min || prompt.length > PROMPT_LIMITS.max)
      return `A prompt is ${PROMPT_LIMITS.min} to ${PROMPT_LIMITS.max} characters long.`;
    if (prompts.some((kept) => same(kept, prompt)))
      return `The topic "${name}" lists the prompt "${prompt}" twice.`;
    prompts.push(prompt);
  }
  return prompts.length > PROMPTS_PER_TOPIC_MAX
    ? `A topic starts with at most ${PROMPTS_PER_TOPIC_MAX} prompts.`
    : null;
}

export function topicsErrors(topics: readonly TopicDraft[]): TopicsErrors {
  const perTopic = topics.map((topic, index) => topicError(topic, topics.slice(0, index)));
  const list =
    topics.length === 0
      ? 'Add at least one topic.'
      : topics.length > TOPICS_MAX
        ? `Start with at most ${TOPICS_MAX} topics; add more later on the prompts page.`
        : topics.every((topic) => filled(topic.prompts).length === 0)
          ? 'Add at least one prompt.'
          : null;
  return { topics: perTopic, list };
}

export const hasTopicsErrors = (errors: TopicsErrors) => !!errors.list || errors.topics.some(Boolean);

/** The server's message for a refused call (validation, conflict), or a plain one when it never answered. */
export function serverMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]) return error.errors[0].message;
  return 'Could not reach Sightline. Check your connection and try again.';
}
