/**
 * A prompt kind as the database stores it (prompts.kind and the rollups' prompt_kind: the original API's
 * 'brand' and 'generic') and as everything above the stores reads it (PromptKind: BRANDED, UNBRANDED).
 */
import type { PromptKind } from '../../graphql/shared/prompt-kinds';

const STORED = { BRANDED: 'brand', UNBRANDED: 'generic' } as const satisfies Record<PromptKind, string>;
export type StoredPromptKind = (typeof STORED)[PromptKind];

/** The stored word of a kind; null (both kinds) stays null, for a statement's optional filter. */
export function storedPromptKind(kind: PromptKind): StoredPromptKind;
export function storedPromptKind(kind: PromptKind | null | undefined): StoredPromptKind | null;
export function storedPromptKind(kind: PromptKind | null | undefined): StoredPromptKind | null {
  return kind ? STORED[kind] : null;
}

/** SQL that reads a stored kind column as a PromptKind. */
export const promptKindOf = (column: string) =>
  `(case ${column} when 'brand' then 'BRANDED' else 'UNBRANDED' end)`;

/** A kind read from stored JSON, which may hold either words (reports stored before the API's words). */
export const promptKindFrom = (stored: string): PromptKind =>
  stored === 'brand' || stored === 'BRANDED' ? 'BRANDED' : 'UNBRANDED';
