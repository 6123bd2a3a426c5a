/** A mention's first reading, from the words around it alone (findMentions' first step). */
import { holdsWhiteSpace } from '../grammar/words';
import type { Mention } from '../matching';
import type { NameVerdict } from './name-verdict';

/** A mention found by name, with how it reads (name-verdict.ts); domain mentions always read as names. */
export interface Candidate extends Mention {
  verdict: NameVerdict;
  /** The name as matched is an ordinary word ("Ring", "Tide"), which needs the answer to vouch for it. */
  ordinaryWord: boolean;
}

export const hasAccent = (written: string) =>
  holdsNonAscii(written) && /\p{M}/u.test(written.normalize('NFD'));

/** Whether the text holds a character beyond ASCII ([^\p{ASCII}]), read without a pattern. */
function holdsNonAscii(text: string): boolean {
  for (let at = 0; at < text.length; at++) if (text.charCodeAt(at) >= 0x80) return true;
  return false;
}

const WHITE_SPACE_RUNS = /\s+/g;

/** Runs of white space made one space (names are compared so); most names hold none to replace. */
export const singleSpaced = (text: string) =>
  holdsWhiteSpace(text, 0, text.length) ? text.replace(WHITE_SPACE_RUNS, ' ') : text;

export const isApostrophe = (char: string | undefined) => char === "'" || char === '’';

/** "Arc'teryx", "O'Neill": an apostrophe joining letters other than a possessive or a contraction. */
export const JOINED_WORD = /^['’](?!(?:s|ll|re|ve|d)(?!\p{L}))\p{L}/u;

/**
 * What the answer's other readings of an entity's name say about its remaining mentions: 'all' (a person,
 * a place, another company's name: each needs evidence of its own), or 'capital-forced' (the name is a
 * common noun here, "chipotle peppers": a mention whose capital the sentence start explains needs evidence).
 */
export type AnswerSense = 'all' | 'capital-forced';
