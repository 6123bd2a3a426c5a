/** A name inside another organisation's name or product: "Mint Mobile", "Google's Gemini", "Banco de Sabadell". */
import { alternation } from '../lexicon/word-lists';
import { isCommonWord } from '../lexicon/ordinary-words';
import { type Language, wordsOfEveryLanguage } from '../languages/registry';
import { isCapitalised, isEmphasised, startsSentence } from './capitals';
import { isKnownWord, isOrganization, isOrganizationWord, isPluralActor } from './name-senses';
import { isTitleCaseLine, wordAfter } from './words';

/**
 * How a name can be part of another name: 'other-name' for another organisation's name or product, or a
 * place, which says what the answer is about; 'in-other-name' for a longer name of its own. Either counts
 * as the entity only where its paragraph or list item names another tracked entity or the entity itself on
 * its own.
 */
export type AnotherName = 'other-name' | 'in-other-name';

const NAME_PARTICLES_AFTER = wordsOfEveryLanguage((pack) => pack.names.nameParticles);

const NAME_PARTICLE = new Set(NAME_PARTICLES_AFTER);

/** A name particle after the name, and a capitalised word after it. */
const PARTICLE_AND_NAME = new RegExp(
  String.raw`^[ \t]+(?:${alternation(NAME_PARTICLES_AFTER)})[ \t]+\p{Lu}`,
  'u',
);

/** "Costa del Sol", "Torres del Paine": a name particle and a capitalised word after the name. */
export function opensNameWithParticle(original: string, end: number): boolean {
  if (!NAME_PARTICLE.has(wordAfter(original, end) ?? '')) return false;
  return PARTICLE_AND_NAME.test(original.slice(end, end + 30));
}

/**
 * Whether a name (capitalised, not bold, outside title-case lines) is part of a longer capitalised name:
 *   - the tail of another one ('other-sense'; at the start of an English sentence, after an organisation, a
 *     given name or no English word);
 *   - another organisation's product ('other-name'), after its possessive;
 *   - in English, where only names are capitalised: followed by a word that ends organisations' names in
 *     compromise's model or by a name particle ('other-name'), by people in the plural ('in-other-name').
 *     Product names stay the brand's.
 * examples.test.ts holds an answer for each.
 */
export function partOfAnotherName(
  original: string,
  folded: string,
  start: number,
  end: number,
  language: Language | 'other',
): AnotherName | 'other-sense' | null {
  const written = original.slice(start, end);
  if (!isCapitalised(written) || (written.length > 1 && written === written.toUpperCase())) return null;
  if (isEmphasised(original, start, end)) return null;
  const reading =
    nameBefore(original, folded, start, end, language) ?? tailReading(original, end, written, language);
  // Title-case lines capitalise every word (read last: it scans the line).
  return reading && !isTitleCaseLine(original, start) ? reading : null;
}

/** What a capitalised word after a one-word name makes of it, in English. */
function tailReading(
  original: string,
  end: number,
  written: string,
  language: Language | 'other',
): AnotherName | null {
  // A particle and a capitalised word go on with a place's or a person's name in any language.
  if (opensNameWithParticle(original, end)) return 'other-name';
  if (language !== 'en' || /\s/.test(written)) return null;
  const tail = /^[ \t]+(\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/u.exec(original.slice(end, end + 40))?.[1];
  if (tail === undefined) return null;
  if (isOrganizationWord(tail)) return 'other-name';
  return isPluralActor(tail.toLowerCase()) ? 'in-other-name' : null;
}

/** "Google's Gemini", "Taco Bell's Chipotle Chicken Melt": after a capitalised name's possessive. */
export function isOwnedBy(original: string, start: number): boolean {
  if (!holdsApostrophe(original, Math.max(0, start - 3), start)) return false;
  const before = original.slice(Math.max(0, start - 3), start).trimEnd();
  if (!/['’]s?$/.test(before)) return false;
  return /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{N}&.-]*['’]s?[ \t]+$/u.test(
    original.slice(Math.max(0, start - 40), start),
  );
}

/** Whether text[from, to) holds an apostrophe, straight or curly. */
function holdsApostrophe(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    if (code === 39 || code === 0x2019) return true;
  }
  return false;
}

/**
 * A capitalised name right before a one-word name: its owner ('other-name', which another tracked brand in
 * the paragraph vouches for) or a name it ends ('other-sense').
 */
function nameBefore(
  original: string,
  folded: string,
  start: number,
  end: number,
  language: Language | 'other',
): 'other-name' | 'other-sense' | null {
  const match = /(\p{L}[\p{L}'’-]*)[ \t]+$/u.exec(original.slice(Math.max(0, start - 40), start));
  if (!match || !isCapitalised(match[1] as string) || match[1] === 'I') return null;
  // German capitalises every noun; French, Spanish, Italian, Portuguese and Dutch write a company's full
  // name after its kind: only in English is a capitalised word before the name another name.
  if (language !== 'en' && language !== 'other') return null;
  const previous = (match[1] as string).toLowerCase().replace(/['’]s?$/, '');
  // A name of several words is its own, unless an organisation the model knows comes first.
  if (/\s/.test(original.slice(start, end))) return isOrganization(previous) ? 'other-sense' : null;
  // After an organisation, the name may be its product or another's.
  const reading = isOwnedBy(original, start) || isOrganization(previous) ? 'other-name' : 'other-sense';
  const previousStart = start - match[0].length;
  if (!startsSentence(folded, previousStart)) return reading;
  // Opening a bold name, a capitalised word that is no English word at all makes the name its tail (a
  // bold name opening with a word is the brand's). Opening a sentence, an organisation the model knows.
  if (/(?:\*\*|__)$/.test(original.slice(Math.max(0, previousStart - 2), previousStart)))
    return !isCommonWord(previous) && !isKnownWord(previous) ? reading : null;
  return isOrganization(previous) ? 'other-name' : null;
}
