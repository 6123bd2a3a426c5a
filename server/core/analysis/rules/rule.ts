/**
 * The one shape of the analyzer's rules: how a match of a name reads (mentions/rules.ts,
 * mentions/name-verdict.ts), the spellings and steps of findMentions (mentions/first-reading.ts,
 * mentions/steps.ts), what decides the sentiment toward the brand (target.ts) and the verdicts of each
 * language (languages/<code>/verdicts.ts). A record holds the rule, its explanation and its proof together:
 *
 *   - `id` names it; a reading carries the id into the answer's why (why.ts), so that the answers drawer can
 *     say why a name was or was not read as the brand, or what decided the sentiment;
 *   - `languages`: the answer languages it reads ('any', or codes of languages/registry.ts; 'other' for an
 *     answer in none of them);
 *   - `verdict`: what it decides. A rule read in a list (an ApplyingRule) also says when it `applies`: the
 *     first of the list that applies decides;
 *   - `words`: what the drawer says of a reading by the rule, in plain words (why-words.ts puts them in a
 *     sentence);
 *   - `examples`: answers the rule was written for, each read by the public analyzer in
 *     rules/rules.test.ts, which fails for a rule without words or without an example it reads.
 *
 * New kinds of rules (structure rules for headings, tables, verdict sections) take this shape too.
 */

/** An answer a rule was written for, and what the analyzer reads of it. */
export interface RuleExample {
  /** The tracked brand: its name, with " -" before each thing it is not ("Mercury -the planet"). */
  brand: string;
  /** The tracked competitors' names. */
  competitors?: readonly string[];
  answer: string;
  /**
   * What the analyzer reads, as space-separated facts (examples.fixture.ts): always `why=<id>` naming the
   * rule in the answer's why, or for a verdict rule `verdictRule=<id>`; and as needed `visible`, `hidden`,
   * `sentiment=…`, `reading=verdict/rule[/dropped]`, `verdict=+|-` and `language=xx`.
   */
  reads: string;
}

/** `Code`: the language codes the rule may name (Language for most; a pack's own code for its verdicts). */
export interface Rule<Verdict, Code extends string = string> {
  id: string;
  languages: readonly (Code | 'other')[] | 'any';
  verdict: Verdict;
  words: string;
  examples: readonly RuleExample[];
}

/** A rule read in a list with others: the first whose `applies` holds (in a language it reads) decides. */
export interface ApplyingRule<Input, Verdict, Code extends string = string> extends Rule<Verdict, Code> {
  applies: (input: Input) => boolean;
}
