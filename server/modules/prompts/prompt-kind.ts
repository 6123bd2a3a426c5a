/**
 * Branded or unbranded: a prompt is branded when its question names the brand (its name, an alias or its
 * website's domain), read with the answer analyzer's own matcher so its rules for names that are also
 * ordinary words apply ("Is Notion worth it?" names the brand; "take notes in Notion-style blocks" may
 * not). An answer to a branded question names the brand because the question did, so its figures are
 * kept apart from the unbranded (category) questions a buyer asks.
 */
import type { PromptKind } from '../../../graphql/shared/prompt-kinds';
import { compileMatcher, findMentions, type TrackedEntity } from '../../core/analysis';

/** The classifier's version, stored with each automatic kind; raise it when the rules change. */
export const PROMPT_KIND_CLASSIFIER = 'prompt-kind@2026.11';

/** A classifier for one brand's prompts (its patterns compiled once). */
export function promptKindClassifier(brand: TrackedEntity | null): (question: string) => PromptKind {
  if (!brand || brand.name.trim() === '') return () => 'UNBRANDED';
  const matcher = compileMatcher(brand);
  // A tracked question is asked about the brand's market: "What does Notion do?" names the brand.
  return (question) =>
    findMentions(question, [matcher], undefined, { aboutTheMarket: true }).length > 0
      ? 'BRANDED'
      : 'UNBRANDED';
}
