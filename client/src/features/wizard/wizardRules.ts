/** The report wizard's rules: the limits are the server's (graphql/shared/input-rules.ts). */
import { EMAIL_PATTERN, WIZARD_LIMITS } from '../../../../graphql/shared/input-rules';
import { NAMES_A_COMPETITOR, promptSubject } from '../../../../graphql/shared/prompt-kinds';
import { serverRefusals } from '../../lib/serverErrors';

export { INVALID_EMAIL } from '../../../../graphql/shared/input-rules';
export const MAX_COMPETITORS = WIZARD_LIMITS.competitors;
export const MAX_KEYWORDS = WIZARD_LIMITS.keywords;
export const MAX_PROMPTS = WIZARD_LIMITS.prompts;
const { minPromptSlots: MIN_PROMPT_SLOTS, genericPrompts: GENERIC_PROMPT_COUNT } = WIZARD_LIMITS;

/** The shared address pattern for the input's `pattern` attribute (implicitly anchored, v flag). */
export const EMAIL_PATTERN_ATTRIBUTE =
  "[a-zA-Z0-9.!#$%&'*+\\/=?\\^_`\\{\\|\\}~\\-]+@[a-zA-Z0-9](?:[a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9\\-]{0,61}[a-zA-Z0-9])?)+";

export const STEPS = [
  'Company Info',
  'Website',
  'Competitors',
  'Search Topics',
  'Prompts',
  'Generate',
] as const;
export type StepIndex = 0 | 1 | 2 | 3 | 4 | 5;

/** The banner text per failing step. */
export const STEP_ERRORS = [
  'Failed to fetch website. Please try again.',
  'Failed to fetch competitors. Please try again.',
  'Failed to fetch keywords. Please try again.',
  'Failed to fetch prompts. Please try again.',
  'Failed to generate report. Please try again.',
] as const;

export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

/** Trimmed, blanks removed: blank entries are dropped on submit. */
export const withoutBlanks = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

/** At least the 10 prompt slots, suggestions first. */
export const promptSlots = (prompts: readonly string[]) => [
  ...prompts.slice(0, MAX_PROMPTS),
  ...Array.from({ length: Math.max(0, MIN_PROMPT_SLOTS - prompts.length) }, () => ''),
];

/**
 * A prompt slot's label: the first eight are Generic and the rest Brand-specific, except a question that
 * names a competitor and not the company, which says so: it is no category question, though it does not
 * name the brand either (an UNBRANDED prompt).
 */
export function promptLabel(
  index: number,
  prompt: string,
  names: { companyName: string; competitors: readonly string[] },
): string {
  const subject = promptSubject(prompt, { brand: [names.companyName], competitors: names.competitors });
  if (subject === 'COMPETITOR') return NAMES_A_COMPETITOR;
  return index < GENERIC_PROMPT_COUNT ? 'Generic' : 'Brand-specific';
}

/**
 * The banner text for a failed step: the step's own message, except for abuse limits (429) and a report still
 * running (409), where the server's own message says what to do.
 */
export function bannerMessage(error: unknown, fallback: string): string {
  const refusal = serverRefusals(error).find(({ code }) => code === 'RATE_LIMITED' || code === 'CONFLICT');
  return refusal?.message ?? fallback;
}
