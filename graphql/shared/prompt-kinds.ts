/**
 * The kind of a prompt, in the words the API, the filters and the code use: BRANDED when the question names
 * the brand, UNBRANDED when it does not (the honest measure of discovery). The database keeps the original
 * API's words ('brand', 'generic'); server/db/prompt-kinds.ts translates at the store boundary.
 */
export const PROMPT_KINDS = ['BRANDED', 'UNBRANDED'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

/** What the dashboards count when no kind is asked for. */
export const DEFAULT_PROMPT_KIND: PromptKind = 'UNBRANDED';
