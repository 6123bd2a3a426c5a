/**
 * A category (a search topic: "Running shoes", "Dental clinics in Leeds", "API management") as written
 * inside a sentence. People type a topic as a heading, capitalised; within a sentence it is a common noun
 * and reads in lower case ("the best options for running shoes"), while the names in it keep their capitals:
 *
 * - the first word loses its capital when it is an ordinary capitalised word ("Running" → "running");
 * - a topic typed in Title Case ("Project Management Software") is lowered throughout;
 * - anything else keeps its case: acronyms ("API", "CRM"), words with inner capitals ("iPhone"), and
 *   capitalised words after the first in a sentence-case topic, which are names ("in Leeds").
 *
 * A topic that starts with a place or a name ("London hotels") cannot be told apart from one that starts
 * with a common word, and is lowered like one.
 */

/** An ordinary capitalised word: one capital, then lower-case letters (hyphens and apostrophes allowed). */
const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}'’-]*\p{Ll}$/u;
/** Words this short stay lower case in a Title Case heading ("in", "for", "and"). */
const SMALL_WORD_MAX = 3;

const lowerFirst = (word: string) => (CAPITALISED.test(word) ? word.toLowerCase() : word);

export function categoryInSentence(topic: string): string {
  const words = topic.trim().split(/\s+/).filter(Boolean);
  const longWords = words.filter((word) => word.replace(/[^\p{L}]/gu, '').length > SMALL_WORD_MAX);
  const titleCase = longWords.length >= 2 && longWords.every((word) => CAPITALISED.test(word));
  return words.map((word, index) => (titleCase || index === 0 ? lowerFirst(word) : word)).join(' ');
}
