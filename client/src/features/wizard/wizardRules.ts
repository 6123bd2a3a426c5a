/** The report wizard's rules (spec sections 5 and 9); the server checks the same limits. */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

export const MAX_COMPETITORS = 5;
export const MAX_KEYWORDS = 10;
export const MIN_PROMPT_SLOTS = 10;
export const MAX_PROMPTS = 20;
export const GENERIC_PROMPT_COUNT = 8;

/** The "standard address pattern" (HTML's e-mail input, with a dot required in the domain). */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** The same pattern for the input's `pattern` attribute (implicitly anchored, v flag). */
export const EMAIL_PATTERN_ATTRIBUTE =
  "[a-zA-Z0-9.!#$%&'*+\\/=?\\^_`\\{\\|\\}~\\-]+@[a-zA-Z0-9](?:[a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?)+";
export const INVALID_EMAIL = 'Please enter a valid email address';

export const STEPS = [
  'Company Info',
  'Website',
  'Competitors',
  'Search Topics',
  'Prompts',
  'Generate',
] as const;
export type StepIndex = 0 | 1 | 2 | 3 | 4 | 5;

/** The banner text per failing step (spec section 8). */
export const STEP_ERRORS = [
  'Failed to fetch website. Please try again.',
  'Failed to fetch competitors. Please try again.',
  'Failed to fetch keywords. Please try again.',
  'Failed to fetch prompts. Please try again.',
  'Failed to generate report. Please try again.',
] as const;

export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/** Trimmed, blanks removed (spec: "blank entries removed on submit"). */
export const withoutBlanks = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

/** At least the 10 prompt slots, suggestions first. */
export const promptSlots = (prompts: readonly string[]) => [
  ...prompts.slice(0, MAX_PROMPTS),
  ...Array.from({ length: Math.max(0, MIN_PROMPT_SLOTS - prompts.length) }, () => ''),
];

export const promptLabel = (index: number) => (index < GENERIC_PROMPT_COUNT ? 'Generic' : 'Brand-specific');

/**
 * The banner text for a failed step: the spec's message, except for abuse limits (429) and a report still
 * running (409), where the server's own message says what to do.
 */
export function bannerMessage(error: unknown, fallback: string): string {
  const fromServer = (code: unknown, message: unknown) =>
    (code === 'RATE_LIMITED' || code === 'CONFLICT') && typeof message === 'string' ? message : null;
  if (CombinedGraphQLErrors.is(error)) {
    for (const item of error.errors) {
      const message = fromServer(item.extensions?.code, item.message);
      if (message) return message;
    }
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as {
        errors?: { message?: string; extensions?: { code?: string } }[];
      };
      for (const item of body.errors ?? []) {
        const message = fromServer(item.extensions?.code, item.message);
        if (message) return message;
      }
    } catch {
      // not JSON: the spec's message
    }
  }
  return fallback;
}
