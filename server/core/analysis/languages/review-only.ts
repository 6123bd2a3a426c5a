/**
 * A language read for sentiment only, from its review lexicon (Polish, Swedish, Danish, Norwegian, Finnish,
 * Czech, Turkish, Japanese, Chinese, Korean, Russian, Ukrainian, Greek, Romanian, Hungarian): names in it are
 * read as in any other language. Its words.json states as data what a full language's pack holds as
 * patterns: phrases leaving the choice to the reader, and the verbs of a verdict ("polecam", "undvik"), each
 * before the object it speaks of (after it in Korean).
 */
import { escapeRegExp } from '../../../lib/regexp';
import type { RuleExample } from '../rules/rule';
import type {
  AspectWords,
  BetterChoiceWords,
  ClaimWords,
  LanguagePack,
  ReviewLexicon,
  SectionWords,
  VerdictRule,
} from './pack';

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
    /**
     * The object stands before the verb ("Nordvik을 추천합니다"): the verdict speaks of the last name before
     * it (AdvicePattern.subjectFirst), not of one after it.
     */
    objectBefore?: boolean;
    /**
     * Words that may stand between a negator and the verb it turns ("inte längre skulle rekommendera": no
     * longer would recommend), up to two of them.
     */
    negationGap?: readonly string[];
  };
  betterChoice?: BetterChoiceWords;
  /** LanguagePack.nameEndings. */
  nameEndings?: readonly string[];
  sections: SectionWords;
  aspects: AspectWords;
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
  claims: ClaimWords,
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
      ...(words.betterChoice ? { betterChoice: words.betterChoice } : {}),
    },
    sections: words.sections,
    aspects: words.aspects,
    claims,
    ...(words.nameEndings ? { nameEndings: words.nameEndings } : {}),
  };
}

/**
 * The verdicts of a review-only language, from its lists: a verb for or against, perhaps after a negator
 * ("nie polecam", or a few words before it: "inte längre skulle rekommendera"), speaking of what follows it. Japanese is written without spaces, so its verbs need no
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
  const before = verdicts.objectBefore === true ? { subjectFirst: true } : {};
  if (!spaced) return [{ ...rule, verdict: { pattern: new RegExp(verbs, 'gu'), ...before } }];
  const negators = list(lexicon.negators);
  // A phrase against that holds its own negator ("ikke verdt pengene": not worth the money) is not turned by it.
  const negatorFirst = new RegExp(`^(?:${negators})\\s+`, 'iu');
  const ownNegations = verdicts.against
    .filter((phrase) => negatorFirst.test(phrase))
    .map((phrase) => phrase.replace(negatorFirst, ''));
  const gap = verdicts.negationGap?.length ? `(?:\\s+(?:${list(verdicts.negationGap)})){0,2}` : '';
  const notOwn = ownNegations.length ? `(?!\\s+(?:${list(ownNegations)})(?!\\p{L}))` : '';
  return [
    {
      ...rule,
      verdict: {
        pattern: new RegExp(
          `(?<!\\p{L})(?:(?:${negators})${gap}\\s+)?${verbs}${verdicts.negatedAfter ? `(?:(?:\\s+\\p{L}+)?\\s+(?:${negators}))?` : ''}(?!\\p{L})`,
          'giu',
        ),
        negation: new RegExp(`(?<!\\p{L})(?:${negators})(?!\\p{L})${notOwn}`, 'iu'),
        ...before,
      },
    },
  ];
}
