/**
 * A language read for sentiment only, from its review lexicon (Polish, Swedish, Danish, Finnish, Czech,
 * Turkish, Japanese, Russian, Ukrainian, Greek, Romanian, Hungarian): names in it are read as in any other
 * language. Its words.json states as data what a full language's pack holds as patterns: phrases leaving the
 * choice to the reader, and the verbs of a verdict ("polecam", "undvik"), each before the object it speaks of.
 */
import { escapeRegExp } from '../../../lib/regexp';
import type { RuleExample } from '../rules/rule';
import type { LanguagePack, ReviewLexicon, VerdictRule } from './pack';

/** A review-only language's words.json. */
export interface ReviewOnlyWords {
  segmentWords: readonly string[];
  leavesChoice: readonly string[];
  avoiding: readonly string[];
  verdicts: {
    for: readonly string[];
    against: readonly string[];
    /** A negator may follow the verb, with the subject between ("anbefaler jeg ikke", "rekommenderar inte"). */
    negatedAfter: boolean;
  };
}

/** What the drawer says of the language's verdict rule, and the answers it was written for (rules/rule.ts). */
export interface VerdictRecord {
  words: string;
  examples: readonly RuleExample[];
}

export function reviewOnlyPack<Code extends string>(
  code: Code,
  lexicon: ReviewLexicon,
  words: ReviewOnlyWords,
  verdict: VerdictRecord,
): LanguagePack<Code> {
  return {
    code,
    lexicon,
    sentiment: {
      segmentWords: words.segmentWords,
      avoiding: words.avoiding,
      leavesChoice: new RegExp(words.leavesChoice.map(escapeRegExp).join('|'), 'iu'),
      verdicts: verdictVerbs(code, lexicon, words.verdicts, verdict),
    },
  };
}

/**
 * The verdicts of a review-only language, from its lists: a verb for or against, perhaps after a negator
 * ("nie polecam"), speaking of what follows it. Japanese is written without spaces, so its verbs need no
 * boundary.
 */
function verdictVerbs<Code extends string>(
  code: Code,
  lexicon: ReviewLexicon,
  verdicts: ReviewOnlyWords['verdicts'],
  record: VerdictRecord,
): VerdictRule<Code>[] {
  const rule = { id: `${code}-verdict-verb`, languages: [code], ...record };
  // A closing '*' stands for any ending ("polec*": "polecam", "polecałbym").
  const list = (words: readonly string[]) =>
    words.map((word) => escapeRegExp(word).replace(/\\\*$/, '\\p{L}*')).join('|');
  const spaced = !verdicts.for.some((verb) => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(verb));
  const verbs = `(?:(?<against>${list(verdicts.against)})|${list(verdicts.for)})`;
  // Japanese negates after the verb: its lists hold the negated forms among the verbs against.
  if (!spaced) return [{ ...rule, verdict: { pattern: new RegExp(verbs, 'gu') } }];
  const negators = list(lexicon.negators);
  return [
    {
      ...rule,
      verdict: {
        pattern: new RegExp(
          `(?<!\\p{L})(?:(?:${negators})\\s+)?${verbs}${verdicts.negatedAfter ? `(?:(?:\\s+\\p{L}+)?\\s+(?:${negators}))?` : ''}(?!\\p{L})`,
          'giu',
        ),
        negation: new RegExp(`(?<!\\p{L})(?:${negators})(?!\\p{L})`, 'iu'),
      },
    },
  ];
}
