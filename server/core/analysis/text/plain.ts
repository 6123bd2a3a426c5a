/** An answer's sentence as a sentiment lexicon reads it: its words without the Markdown around them. */
import { URL_IN_TEXT } from './urls';

/** What plainSentence removes or replaces besides white space: brackets, URLs, markers, quotes, emphasis. */
const MARKUP = /[[*_`|"“”#>]|https?:\/\/|www\.|^\s*(?:[-+]|\d+[.)])\s/i;

const WHITE_SPACE_RUNS = /\s{2,}|[^\S ]/g;

/** Markdown reduced to the words a sentiment lexicon should see. */
export function plainSentence(sentence: string): string {
  // Most clauses hold none of what is removed below (a unit's blanked names leave runs of spaces): they only
  // lose their outer white space and runs of it, which no step before the last one reads.
  if (!MARKUP.test(sentence)) return sentence.replace(WHITE_SPACE_RUNS, ' ').trim();
  const bracketed = sentence.includes('[');
  return (
    bracketed
      ? sentence
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // [title](url) -> title
          .replace(/\[\d+\]/g, ' ') // citation markers
      : sentence
  )
    .replace(URL_IN_TEXT, ' ')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '') // list markers
    .replace(/^\s*#+\s*/, '') // headings
    .replace(/^\s*>\s*/, '') // block quotes
    .replace(/["“”]/g, ' ') // quotation marks hide the quoted words from the lexicon
    .replace(/[*_`|]+/g, ' ')
    .replace(WHITE_SPACE_RUNS, ' ') // runs of white space -> one space
    .trim();
}
