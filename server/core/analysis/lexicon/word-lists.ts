/**
 * Word lists kept as data (a `*.words.json` file beside the rules that read them) and compiled into the
 * rules' patterns once, when their module loads.
 */

/** A list of words or phrases as a pattern's alternatives ("a|b|c"), in the list's order. */
export const alternation = (words: readonly string[]): string => words.join('|');

/** A phrase of a word list as a pattern: a space stands for spaces or tabs, an apostrophe for either one. */
export const phrasePattern = (phrase: string): string =>
  phrase.replaceAll(' ', '[ \\t]+').replaceAll("'", "['’]");

/** The words of several languages' lists, each once, in the order first listed. */
export const unique = (words: readonly string[]): string[] => [...new Set(words)];
