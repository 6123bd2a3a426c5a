/**
 * Verdicts that name the better choice: "Linas Matkasse är det bättre valet", "lepszym wyborem będzie
 * Dolina Noteci", "wer Italienisch lernt, ist mit Babbel besser bedient", "更好的选择是 X". The phrase
 * (each language's words.json, `betterChoice.phrases`) speaks of the name right after it, with at most a
 * copula and an article between ("the better choice is X"), or else of the name before it in its sentence
 * (the subject: "X is the safer bet", "für die meisten ist X die bessere Wahl"); a negator just before it
 * turns it ("X är inte det bättre valet"). Said of the brand it is advice for it; said of a rival in the
 * answer's verdict, it sends the reader to the rival (target.ts reads it as advice for the rival, as "I'd
 * pick X"). sentiment/choice.test.ts holds an answer for each language.
 */
import { escapeRegExp } from '../../../lib/regexp';
import type { BetterChoiceWords, VerdictRule } from '../languages/pack';
import type { Span } from '../text/spans';
import { LANGUAGE_PACKS, type SentimentLanguage } from '../languages/registry';

/** The languages whose pack lists words for the better choice, with those words. */
const WORDS = Object.fromEntries(
  Object.values(LANGUAGE_PACKS).flatMap((pack) =>
    pack.sentiment.betterChoice ? [[pack.code, pack.sentiment.betterChoice]] : [],
  ),
) as Partial<Record<SentimentLanguage, BetterChoiceWords>>;

/** Scripts written without spaces between words: no word boundaries, no negator read before. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff]/u;

/**
 * "Elsewhere" just before the phrase ("ist woanders besser aufgehoben"): the choice is none of the names, and
 * the existing advice-against reading of the sentence stands.
 */
const ELSEWHERE =
  '(?:woanders|anderswo|anderweitig|elsewhere|ailleurs|altrove|annorstans|någon annanstans|andetsteds|et annet sted|gdzie indziej|elders|ergens anders|en otra parte|noutro lado|em outro lugar)';

/** Chinese negates the copula before the phrase ("不是更好的选择"). */
const ZH_NEGATION = '(?:并不是|並不是|不是|并非|並非)';

/** Articles that may stand between the phrase or its copula and the name ("the better choice is the X"). */
const ARTICLES = [
  'the',
  'a',
  'an',
  'der',
  'die',
  'das',
  'den',
  'dem',
  'le',
  'la',
  'les',
  "l'",
  'el',
  'los',
  'las',
  'il',
  'lo',
  'o',
  'os',
  'as',
  'het',
  'een',
  'en',
  'ett',
  'et',
  'ei',
  'de',
];

const list = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((word) => escapeRegExp(word).replaceAll(' ', String.raw`\s+`))
    .join('|');

/** The better-choice rules: one per language that lists the phrases. */
export const BETTER_CHOICE_RULES: Partial<Record<SentimentLanguage, VerdictRule>> = Object.fromEntries(
  Object.entries(WORDS).map(([code, words]) => {
    const language = code as SentimentLanguage;
    const phrases = list(words.phrases);
    const unspaced = words.phrases.some((phrase) => UNSPACED.test(phrase));
    const negators = list(LANGUAGE_PACKS[language].lexicon.negators);
    const between = list([...words.copulas, ...ARTICLES]);
    const pattern = unspaced
      ? `${language === 'zh' ? `${ZH_NEGATION}?` : ''}(?:${phrases})`
      : // Only a copula or an article may part a negator from the phrase ("ist nicht die bessere Wahl"): "sin
        // duda la mejor opción" (without doubt) says no "no".
        `(?<!\\p{L})(?<!${ELSEWHERE}\\s+(?:\\p{L}+\\s+)?)(?:(?:${negators})(?:\\s+(?:${between})){0,2}\\s+)?(?:${phrases})(?!\\p{L})`;
    const negation = unspaced
      ? language === 'zh'
        ? new RegExp(ZH_NEGATION, 'u')
        : undefined
      : new RegExp(`(?<!\\p{L})(?:${negators})(?!\\p{L})`, 'iu');
    const rule: VerdictRule = {
      id: `${language}-better-choice`,
      languages: [language],
      verdict: { pattern: new RegExp(pattern, 'giu'), ...(negation ? { negation } : {}) },
      words: `advice for what the answer names as the better choice ("${words.phrases[0]}")`,
      examples: [],
    };
    return [language, rule];
  }),
);

const RULES = new Set(Object.values(BETTER_CHOICE_RULES));

/** Whether a verdict rule is a better-choice rule. */
export const namesTheBetterChoice = (rule: VerdictRule): boolean => RULES.has(rule);

/** What may stand between a better-choice phrase and the name after it, per language. */
const GAP = Object.fromEntries(
  Object.entries(WORDS).map(([code, words]) => {
    const copulas = words.copulas.length ? `(?:(?:${list(words.copulas)})[\\s:]*)?` : '';
    const articles = `(?:(?:${list(ARTICLES)})\\s+)?`;
    return [code, new RegExp(`^[\\s:：,，]*${copulas}${articles}$`, 'iu')];
  }),
) as Partial<Record<SentimentLanguage, RegExp>>;

/** Whether the words between a better-choice phrase and a name after it make the name what it speaks of. */
export function speaksOfNameAfter(between: string, language: SentimentLanguage): boolean {
  return GAP[language]?.test(between) === true;
}

/** A case word, or a word for most readers, per language: at word boundaries but in unspaced scripts. */
const wordsPattern = (words: readonly string[]) =>
  words.length === 0
    ? null
    : words.some((word) => UNSPACED.test(word))
      ? new RegExp(`(?:${list(words)})`, 'iu')
      : new RegExp(`(?<!\\p{L})(?:${list(words)})(?!\\p{L})`, 'iu');

const CASES = Object.fromEntries(
  Object.entries(WORDS).map(([code, words]) => [
    code,
    { cases: wordsPattern(words.cases), most: wordsPattern(words.most) },
  ]),
) as Partial<Record<SentimentLanguage, { cases: RegExp | null; most: RegExp | null }>>;

/** Whether text opens (after spaces) with one of the case words. */
function startsWithCase(text: string, cases: RegExp): boolean {
  const found = cases.exec(text);
  return found !== null && text.slice(0, found.index).trim() === '';
}

/** Where a clause ends, before or after the phrase. */
const CLAUSE_END = /[.;!?\n。；！？]/u;

/**
 * Whether the better choice holds for one case only: its clause restricts it ("for frequent travellers, X is
 * the safer bet", "przy napiętym budżecie lepszym wyborem będzie X") and not to most readers ("for most
 * households", "dla większości"). Such a choice counts as advice on a condition.
 */
export function forOneCase(
  text: string,
  span: Span,
  at: number,
  end: number,
  language: SentimentLanguage,
): boolean {
  const words = CASES[language];
  if (!words?.cases) return false;
  const before = text.slice(span.start, at);
  let start = before.length;
  while (start > 0 && !CLAUSE_END.test(before.charAt(start - 1))) start--;
  const rest = text.slice(end, span.end);
  let stop = rest.search(/[.;:!?\n,。；！？，]/u);
  // A clause of the case right after a comma belongs to it ("X on parempi vaihtoehto, jos …": if …).
  if (stop >= 0 && /[,，]/u.test(rest.charAt(stop)) && startsWithCase(rest.slice(stop + 1), words.cases)) {
    const next = rest.slice(stop + 1).search(/[.;:!?\n,。；！？，]/u);
    stop = next < 0 ? -1 : stop + 1 + next;
  }
  const clause = `${before.slice(start)} ${stop < 0 ? rest : rest.slice(0, stop)}`;
  return words.cases.test(clause) && !(words.most?.test(clause) ?? false);
}
