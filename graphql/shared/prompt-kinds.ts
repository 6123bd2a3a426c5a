/**
 * The kind of a prompt, in the words the API, the filters and the code use: BRANDED when the question names
 * the brand, UNBRANDED when it does not (the honest measure of discovery). The database keeps the original
 * API's words ('brand', 'generic'); server/db/prompt-kinds.ts translates at the store boundary.
 */
export const PROMPT_KINDS = ['BRANDED', 'UNBRANDED'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

/** What the dashboards count when no kind is asked for. */
export const DEFAULT_PROMPT_KIND: PromptKind = 'UNBRANDED';

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a question names `name`: a whole-word, case-insensitive match ("Hoka" in "Is Hoka worth it?",
 * not in "Hokaido"). The one rule for "this prompt names the brand" or "names a competitor".
 */
export function namesName(text: string, name: string): boolean {
  const trimmed = name.trim();
  return (
    trimmed.length > 0 &&
    new RegExp(`(^|[^\\p{L}\\p{N}])${escapeForRegExp(trimmed)}($|[^\\p{L}\\p{N}])`, 'iu').test(text)
  );
}

/**
 * Who a question names: the brand (a BRANDED prompt), else a competitor (still UNBRANDED for the brand,
 * but not a category question), else neither (a category question).
 */
export type PromptSubject = 'BRAND' | 'COMPETITOR' | 'CATEGORY';

export function promptSubject(
  question: string,
  names: { brand: readonly string[]; competitors: readonly string[] },
): PromptSubject {
  if (names.brand.some((name) => namesName(question, name))) return 'BRAND';
  if (names.competitors.some((name) => namesName(question, name))) return 'COMPETITOR';
  return 'CATEGORY';
}

/** The label of an unbranded prompt that names a competitor, wherever prompts are labelled. */
export const NAMES_A_COMPETITOR = 'Names a competitor';
