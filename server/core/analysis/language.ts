/**
 * The language of an answer, for choosing the sentiment lexicon. Most answers are English: a count of
 * function words settles those at once; the rest go to eld (Nito-ELD, its n-gram model shipped in the
 * package), which tells German, French, Spanish, Italian, Portuguese and Dutch apart from each other and
 * from other languages.
 */
import { eld } from 'eld/small';
import {
  isReviewOnly,
  type Language,
  LANGUAGE_PACKS,
  LANGUAGES,
  perFullLanguage,
  type ReviewOnlyLanguage,
  type SentimentLanguage,
} from './languages/registry';
import { letterAt } from './text/fold';

const FUNCTION_WORDS = perFullLanguage((pack) => new Set(pack.functionWords));

/**
 * For each function word, the indices in LANGUAGES of the languages it belongs to (one lookup per
 * word instead of one per language).
 */
const LANGUAGES_OF_WORD = new Map<string, number[]>();
LANGUAGES.forEach((language, index) => {
  for (const word of FUNCTION_WORDS[language])
    LANGUAGES_OF_WORD.set(word, [...(LANGUAGES_OF_WORD.get(word) ?? []), index]);
});

const LONGEST_FUNCTION_WORD = Math.max(...[...LANGUAGES_OF_WORD.keys()].map((word) => word.length));

/**
 * A word's length and the low 7 bits of its first and last characters, as one index: most words of an
 * answer share none with a function word, and are ruled out without being copied and hashed for the map.
 */
const shapeOf = (length: number, first: number, last: number) =>
  (((length << 7) | (first & 0x7f)) << 7) | (last & 0x7f);
const FUNCTION_WORD_SHAPES = new Uint8Array(shapeOf(LONGEST_FUNCTION_WORD + 1, 0, 0));
/** The function words of each shape, with their languages: a word is compared where it stands, uncopied. */
const FUNCTION_WORDS_BY_SHAPE = new Map<number, { word: string; languages: number[] }[]>();
for (const [word, languages] of LANGUAGES_OF_WORD) {
  const shape = shapeOf(word.length, word.charCodeAt(0), word.charCodeAt(word.length - 1));
  FUNCTION_WORD_SHAPES[shape] = 1;
  FUNCTION_WORDS_BY_SHAPE.set(shape, [...(FUNCTION_WORDS_BY_SHAPE.get(shape) ?? []), { word, languages }]);
}

/** The languages of the function word of that shape at `from`, if one is there. */
function languagesOfWordAt(sample: string, from: number, shape: number): number[] | undefined {
  for (const { word, languages } of FUNCTION_WORDS_BY_SHAPE.get(shape) ?? [])
    if (sample.startsWith(word, from)) return languages;
  return undefined;
}

/** How much of an answer is read to detect its language. */
const SAMPLE_CHARS = 600;

/** The language with the most function words counted (the earlier in LANGUAGES on a tie). */
function leaderOf(counts: readonly number[]): number {
  let leader = 0;
  for (let index = 1; index < counts.length; index++) if (counts[index]! > counts[leader]!) leader = index;
  return leader;
}

/** The most function words counted for a language other than the leader. */
function runnerUpCount(counts: readonly number[], leader: number): number {
  let most = 0;
  for (let index = 0; index < counts.length; index++)
    if (index !== leader && counts[index]! > most) most = counts[index]!;
  return most;
}

/** The length of the letter at `at` (letterAt), with ASCII read inline: the scan below visits every character. */
function letterSizeAt(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code < 0x80) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) ? 1 : 0;
  return letterAt(text, at);
}

const LINK = /\bhttps?:\/\/\S+/g;

/** The language an answer's sentiment and statements are read in: as detected, or its review language. */
export const sentimentLanguageOf = (text: string, detected: Language | 'other'): SentimentLanguage =>
  detected === 'other' ? reviewLanguageOf(text) : detected;

/**
 * The language to read the sentiment of an answer in that detectLanguage calls 'other': one with a review
 * lexicon of its own, or else English. Chinese, Japanese and Korean are told apart by their scripts, Norwegian
 * from Danish by their words (eld often takes one for the other).
 */
export function reviewLanguageOf(text: string): ReviewOnlyLanguage | 'en' {
  const sample = text.slice(0, SAMPLE_CHARS);
  const script = eastAsianLanguageOf(sample);
  if (script) return script;
  const detected = eld.detect(sample).language;
  if (detected === 'no' || detected === 'nb' || detected === 'nn' || detected === 'da')
    return norwegianOrDanish(sample.toLowerCase(), detected === 'da' ? 'da' : 'nb');
  return detected in LANGUAGE_PACKS && isReviewOnly(detected as SentimentLanguage)
    ? (detected as ReviewOnlyLanguage)
    : 'en';
}

const EAST_ASIAN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3]/;
const HANGUL = /[\uac00-\ud7a3]/g;
const KANA = /[\u3040-\u30ff]/g;
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff]/g;

/** Fewer letters of these scripts than this leave the sample to eld (a name in a sentence of another language). */
const EAST_ASIAN_LETTERS = 20;

/**
 * Korean where Hangul outnumbers Han and kana; Japanese where kana are more than a fifth of Han and kana
 * (its particles and endings: a third or more in every Japanese answer of the labelled sets), else Chinese:
 * a Chinese answer may write a Japanese brand's name in kana ("Hinata（ひなた）"), a Korean one a Chinese
 * name in Han ("칭산(青山)").
 */
function eastAsianLanguageOf(sample: string): 'zh' | 'ja' | 'ko' | undefined {
  const hangul = sample.match(HANGUL)?.length ?? 0;
  const kana = sample.match(KANA)?.length ?? 0;
  const han = sample.match(HAN)?.length ?? 0;
  if (hangul + kana + han < EAST_ASIAN_LETTERS) return undefined;
  if (hangul > kana + han) return 'ko';
  return kana * 5 > kana + han ? 'ja' : 'zh';
}

/**
 * Words of Norwegian Bokmål that Danish spells otherwise ("av"/"af", "uten"/"uden", "mye"/"meget", the
 * infinitive's "å"/"at"), and the other way round: whichever side counts more decides, eld's guess a tie.
 */
const NORWEGIAN =
  /(?<!\p{L})(?:å|av|uten|mye|litt|noe|noen|mer|etter|enn|rundt|seg|deg|meg|gir|finnes|ut|opp|ikkje|hva|ha|ble|blitt|fikk|hadde|veldig|kanskje|fortsatt|kjøpe|hjelpe)(?!\p{L})/gu;
const DANISH =
  /(?<!\p{L})(?:af|uden|meget|lidt|noget|nogle|nogen|mere|efter|end|sig|dig|mig|giver|findes|ud|op|hvad|nu|have|blev|blevet|fik|havde|måske|fortsat|købe|hjælpe)(?!\p{L})/gu;

function norwegianOrDanish(sample: string, guess: 'nb' | 'da'): 'nb' | 'da' {
  const norwegian = sample.match(NORWEGIAN)?.length ?? 0;
  const danish = sample.match(DANISH)?.length ?? 0;
  return norwegian === danish ? guess : norwegian > danish ? 'nb' : 'da';
}

/**
 * Words of Danish, Norwegian and Swedish that Dutch and German lack: those languages share "de", "en", "er",
 * "at" and "van"-like words with Dutch, whose count can lead in a Scandinavian answer.
 */
const SCANDINAVIAN =
  /(?<!\p{L})(?:ikke|ikkje|inte|og|och|jeg|jag|også|också|hvis|meget|mye|fordi|eller)(?!\p{L})/gu;

/** The language of LANGUAGES at `leader`, unless the sample is Scandinavian ('other'). */
function notScandinavian(sample: string, leader: number): Language | 'other' {
  const language = LANGUAGES[leader]!;
  if (language !== 'nl' && language !== 'de') return language;
  return (sample.match(SCANDINAVIAN)?.length ?? 0) >= 3 ? 'other' : language;
}

/** The answer's language among those with a lexicon, or 'other'. */
export function detectLanguage(text: string): Language | 'other' {
  const head = text.slice(0, SAMPLE_CHARS);
  // Only "http" opens a link the sample leaves out: most answers have none to search for.
  const sample = (head.includes('http') ? head.replace(LINK, ' ') : head).toLowerCase();
  // Counts per language, in LANGUAGES order (English first).
  const counts = LANGUAGES.map(() => 0);
  let others = 0;
  // Words are runs of letters; only those as short as a function word are looked up.
  for (let at = 0; at < sample.length;) {
    let size = letterSizeAt(sample, at);
    if (size === 0) {
      at++;
      continue;
    }
    const from = at;
    while (size > 0) {
      at += size;
      size = at < sample.length ? letterSizeAt(sample, at) : 0;
    }
    if (at - from > LONGEST_FUNCTION_WORD) continue;
    const shape = shapeOf(at - from, sample.charCodeAt(from), sample.charCodeAt(at - 1));
    if (FUNCTION_WORD_SHAPES[shape] === 0) continue;
    const languages = languagesOfWordAt(sample, from, shape);
    if (!languages) continue;
    for (const language of languages) {
      const count = ++counts[language]!;
      if (language !== 0 && count > others) others = count;
    }
    if (counts[0]! >= 8 && counts[0]! >= 4 * others) return 'en';
    // As clear a lead for another language settles it too, without the n-gram model.
    if (others >= 8) {
      const leader = leaderOf(counts);
      if (counts[leader]! >= 4 * runnerUpCount(counts, leader)) return notScandinavian(sample, leader);
    }
  }
  if (counts[0]! >= 4 && counts[0]! >= 3 * others) return 'en';
  // Over the whole sample, twice the next language's count settles it (it agreed with eld on every answer
  // of the labelled sets it settled).
  const leader = leaderOf(counts);
  if (counts[leader]! >= 6 && counts[leader]! >= 2 * runnerUpCount(counts, leader))
    return notScandinavian(sample, leader);
  // A short answer with no function word is English, unless its script says otherwise.
  if (counts[0]! + others === 0 && sample.length < 40 && !EAST_ASIAN.test(sample)) return 'en';
  const detected = eld.detect(sample).language;
  return (LANGUAGES as readonly string[]).includes(detected) ? (detected as Language) : 'other';
}
