/**
 * Word lists kept as data (a `*.words.json` file beside the rules that read them) and compiled into the
 * rules' patterns once, when their module loads.
 */

/** A list of words or phrases as a pattern's alternatives ("a|b|c"), in the list's order. */
export const alternation = (words: readonly string[]): string => words.join('|');
