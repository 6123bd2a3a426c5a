/**
 * Lexicon sentiment for the text about a brand, in English, German, French, Spanish, Italian, Portuguese
 * and Dutch. Each word or
 * phrase found in the language's lexicon adds its valence (-4 … +4); a negator in the three words before
 * flips and damps it ("not reliable", "never had an issue"), an intensifier strengthens it ("very
 * slow"), a contrast word shifts the weight to what follows it ("solid, but the outages…") and turns the
 * side even where the lexicon knows no word after it ("sounds great, but the selection is thin"), and a
 * concessive or conditional clause ("although it is cheap", "if you need speed") weighs less, and so does
 * mild praise a condition follows ("good if you like guided programs"). A word capitalised in mid-sentence is
 * part of a name ("the Standard plan", "Easy Apply") and carries no valence (not in German). The sum x
 * maps to a compound c = x / √(x² + 15) in [-1, 1], as VADER does, and c to the 0-100 scale as (c + 1) × 50.
 *
 * Lexicons: product-review words and phrases first (review-lexicon.ts), then a general lexicon: VADER's
 * (shipped in the vader-sentiment package) for English, nlp.js's SentiCon / Pattern lexicons on stemmed
 * words for the other languages.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { SentimentDe, StemmerDe } from '@nlpjs/lang-de';
import { SentimentEs, StemmerEs } from '@nlpjs/lang-es';
import { SentimentFr, StemmerFr } from '@nlpjs/lang-fr';
import { SentimentIt, StemmerIt } from '@nlpjs/lang-it';
import { SentimentNl, StemmerNl } from '@nlpjs/lang-nl';
import { SentimentPt, StemmerPt } from '@nlpjs/lang-pt';
import { LANGUAGE_RULES, type Language } from './review-lexicon';
import { foldText, letterAt, wordCharAt } from './text';

export {
  SENTIMENT_LABEL_DEFINITION,
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
  sentimentLabel,
  type SentimentLabel,
} from '../../../graphql/shared/sentiment-label';

/** Maps a compound score in [-1, 1] to Sightline's 0-100 sentiment scale: (compound + 1) × 50. */
export function toSentimentScore(compound: number): number {
  return (compound + 1) * 50;
}

/** VADER's normalisation of a sum of valences into [-1, 1]. */
export function toCompound(sum: number): number {
  return sum === 0 ? 0 : sum / Math.sqrt(sum * sum + 15);
}

const NEGATION_FACTOR = -0.74;
const INTENSIFIER_FACTOR = 1.3;
const DAMPENER_FACTOR = 0.7;
/** Weight of what follows a contrast word ("…, but X"), and of what precedes it. */
const AFTER_CONTRAST = 1.5;
const BEFORE_CONTRAST = 0.5;
const CONCESSIVE_FACTOR = 0.5;
const CONDITIONAL_FACTOR = 0.3;
const CONDITION_AFTER_FACTOR = 0.25;
/** A valence from which a word is a verdict of its own ("excellent", "great choice", "avoid"). */
const STRONG_VALENCE = 2;
const NEGATION_WINDOW = 3;

interface Token {
  /** Folded: lower case, no accents, straight apostrophes. */
  word: string;
  /** Lower case as written (the stemmers want accents). */
  raw: string;
  /** Capitalised in mid-sentence: part of a name ("the Standard plan", "Easy Apply"), which carries no valence. */
  inName: boolean;
  /** A clause mark: a comma, semicolon, colon, ! or ?, a bracket, a dash. */
  mark: boolean;
  /** The word's hash (wordHash), for the table of readings. */
  hash: number;
}

/** Whether a character code is a clause mark: , ; : ! ? ( ) – — */
function isClauseMark(code: number): boolean {
  switch (code) {
    case 0x2c:
    case 0x3b:
    case 0x3a:
    case 0x21:
    case 0x3f:
    case 0x28:
    case 0x29:
    case 0x2013:
    case 0x2014:
      return true;
    default:
      return false;
  }
}
const HYPHEN = 0x2d;
const APOSTROPHE = 0x27;
const T = 0x74;
const SPACE = /\s/;

/**
 * Words and clause marks; English "n't" becomes "not" ("isn't" → "is not"). A hyphenated compound is one
 * token ("one-stop", "oil-free"): it carries a valence only as a whole ("best-in-class", "user-friendly").
 * A word is a run of letters and digits; a hyphen between spaces is a dash. Scanned by hand: units are
 * tokenised for every answer, and a regex with Unicode classes costs several times more.
 */
export function tokenize(text: string, findNames = false): Token[] {
  const folded = foldText(text);
  // Lower-cased whole where that equals lower-casing each word on its own (see lowersPerCharacter): one
  // toLowerCase per text rather than per word; an ASCII text's lower case is its folded form.
  const ascii = !NON_ASCII.test(text);
  const lower = ascii ? folded : lowersPerCharacter(text) ? text.toLowerCase() : undefined;
  const out: Token[] = [];
  let titleCase: boolean | undefined;
  /** In an ASCII text, where the next capital letter is from the current word on. */
  let capitalAt = -1;
  for (let at = 0; at < folded.length;) {
    let size = wordCharAt(folded, at);
    if (size === 0) {
      const code = folded.charCodeAt(at);
      if (
        isClauseMark(code) ||
        (code === HYPHEN && SPACE.test(folded[at - 1] ?? '') && SPACE.test(folded[at + 1] ?? ''))
      ) {
        const char = folded[at] as string;
        out.push({ word: char, raw: char, inName: false, mark: true, hash: 0 });
      }
      at++;
      continue;
    }
    const start = at;
    for (;;) {
      while (size > 0) {
        at += size;
        size = wordCharAt(folded, at);
      }
      if (folded.charCodeAt(at) !== HYPHEN || wordCharAt(folded, at + 1) === 0) break;
      at++;
      size = wordCharAt(folded, at);
    }
    const end = at;
    const word = folded.slice(start, end);
    const raw = ascii ? word : lower ? lower.slice(start, end) : text.slice(start, end).toLowerCase();
    if (
      folded.charCodeAt(at) === APOSTROPHE &&
      folded.charCodeAt(at + 1) === T &&
      letterAt(folded, at + 2) === 0
    ) {
      at += 2;
      if (word.endsWith('n')) {
        out.push(
          {
            word: word.slice(0, -1),
            raw: raw.slice(0, -1),
            inName: false,
            mark: false,
            hash: wordHash(folded, start, end - 1),
          },
          { word: 'not', raw: 'not', inName: false, mark: false, hash: NOT_HASH },
        );
        continue;
      }
    }
    if (ascii && findNames && capitalAt < start) capitalAt = nextCapital(text, start);
    const inName =
      findNames &&
      (ascii ? capitalAt < end : writtenWithCapital(text, lower, start, end, raw)) &&
      !(end - start === 1 && text[start] === 'I') &&
      !opensSentence(text, start) &&
      !(titleCase ??= isTitleCase(text));
    out.push({ word, raw, inName, mark: false, hash: wordHash(folded, start, end) });
  }
  return out;
}

/** FNV-1a over the code units of text[start…end], never 0 (WordTable's mark of an empty slot). */
function wordHash(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let at = start; at < end; at++) hash = Math.imul(hash ^ text.charCodeAt(at), 0x01000193);
  return hash | 1;
}
const NOT_HASH = wordHash('not', 0, 3);

/**
 * Values by word, found by a hash the tokeniser computes while it has the characters at hand: a Map would
 * hash every freshly sliced word again, and its entries lie further apart in memory; the table of readings
 * is asked for every word of every unit. Open addressing with linear probing, at most half full. A slot's
 * key, word and value lie side by side in one array, so that a probe reads one place in memory; the key is
 * the hash halved (its lowest bit is always set), a small integer stored unboxed; a slot is empty where it
 * holds no word.
 */
class WordTable<Value> {
  private slots = 1024;
  private entries: unknown[] = new Array<unknown>(3 * this.slots).fill(undefined);
  size = 0;

  get(word: string, hash: number): Value | undefined {
    const { entries } = this;
    const mask = this.slots - 1;
    const key = hash >> 1;
    for (let slot = key & mask; ; slot = (slot + 1) & mask) {
      const held = entries[3 * slot + 1];
      if (held === undefined) return undefined;
      if (entries[3 * slot] === key && held === word) return entries[3 * slot + 2] as Value;
    }
  }

  /** Adds a word not in the table. */
  add(word: string, hash: number, value: Value): void {
    if (2 * (this.size + 1) > this.slots) this.grow();
    const mask = this.slots - 1;
    const key = hash >> 1;
    let slot = key & mask;
    while (this.entries[3 * slot + 1] !== undefined) slot = (slot + 1) & mask;
    this.entries[3 * slot] = key;
    this.entries[3 * slot + 1] = word;
    this.entries[3 * slot + 2] = value;
    this.size++;
  }

  clear(): void {
    this.entries.fill(undefined);
    this.size = 0;
  }

  private grow(): void {
    const { entries } = this;
    this.slots *= 2;
    this.entries = new Array<unknown>(3 * this.slots).fill(undefined);
    this.size = 0;
    for (let at = 0; at < entries.length; at += 3)
      if (entries[at + 1] !== undefined)
        this.add(entries[at + 1] as string, (entries[at] as number) * 2 + 1, entries[at + 2] as Value);
  }
}

const NON_ASCII = /[^\0-\x7f]/;
/**
 * Lower-casing maps each character on its own, to one of the same length, except "İ" (two characters) and
 * "Σ" (final or not by its neighbours): without them a slice of the lower-cased text is the slice lower-cased.
 */
const CONTEXTUAL_LOWER_CASE = /[\u0130\u03a3]/;
const lowersPerCharacter = (text: string) => !CONTEXTUAL_LOWER_CASE.test(text);

const ASCII_CAPITAL = /[A-Z]/g;

/** Where the next capital letter of an ASCII text is from `from` on (its length when there is none). */
function nextCapital(text: string, from: number): number {
  ASCII_CAPITAL.lastIndex = from;
  return ASCII_CAPITAL.exec(text)?.index ?? text.length;
}

/** Whether the word at start…end is written otherwise than in lower case `raw` (which `lower` holds, if given). */
function writtenWithCapital(
  text: string,
  lower: string | undefined,
  start: number,
  end: number,
  raw: string,
): boolean {
  if (lower === undefined) return text.slice(start, end) !== raw;
  for (let at = start; at < end; at++) if (text.charCodeAt(at) !== lower.charCodeAt(at)) return true;
  return false;
}

/** After the start, a sentence end, a colon, a dash, an opening bracket or quote: where any word is capitalised. */
function opensSentence(text: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
  return before < 0 || SENTENCE_OPENER.test(text[before] as string);
}
const SENTENCE_OPENER = /[.!?:–—\-([{"“'‘¿¡*_]/;

/**
 * A heading-like line where most words are capitalised: capitals there say nothing about names. Words are
 * runs of four letters or more (\p{L}{4,}), scanned by hand.
 */
function isTitleCase(text: string): boolean {
  let words = 0;
  let capitalised = 0;
  for (let at = 0; at < text.length;) {
    let size = letterAt(text, at);
    if (size === 0) {
      at++;
      continue;
    }
    const start = at;
    let letters = 0;
    while (size > 0) {
      letters++;
      at += size;
      size = letterAt(text, at);
    }
    if (letters < 4) continue;
    words++;
    if (upperCaseAt(text, start)) capitalised++;
  }
  return words >= 2 && capitalised / words >= 0.6;
}

const UPPER_CASE = /^\p{Lu}/u;
const upperCaseLetters = new Map<number, boolean>();

/** Whether the letter at `at` is an upper-case one (\p{Lu}); letters beyond ASCII are tested once. */
function upperCaseAt(text: string, at: number): boolean {
  const code = text.codePointAt(at) as number;
  if (code < 0x80) return code >= 65 && code <= 90;
  let upper = upperCaseLetters.get(code);
  if (upper === undefined) {
    upper = UPPER_CASE.test(String.fromCodePoint(code));
    if (upperCaseLetters.size >= 10_000) upperCaseLetters.clear();
    upperCaseLetters.set(code, upper);
  }
  return upper;
}

interface Phrase {
  words: string[];
  valence: number;
}

interface CompiledLanguage {
  words: Map<string, number>;
  /** First word -> phrases starting with it, longest first. */
  phrases: Map<string, Phrase[]>;
  contrast: Set<string>;
  /**
   * The roles of each negator, intensifier, dampener, contrast, concessive and conditional word (Role bits):
   * the words before a valenced one are read with one look-up each rather than one per list.
   */
  roles: Map<string, number>;
  /** The general lexicon underneath the review words. */
  base: (token: Token) => number | undefined;
  /** How each plain lower-case word reads (see WordReading), once looked up. */
  readings: WordTable<WordReading>;
  /** How each other word reads, by how it is written in lower case, with the word it folds to. */
  writtenReadings: Map<string, { word: string; reading: WordReading }>;
  /** The contrast words' hashes (wordHash): most words are ruled out without hashing them as strings. */
  contrastHashes: Set<number>;
}

/** How a word reads: the phrases that start with it, and its valence on its own. */
interface WordReading {
  phrases: readonly Phrase[] | undefined;
  /** Its valence alone (a review word, its English inflection, the general lexicon), or null. */
  alone: { valence: number; base: boolean } | null;
}

/** Plain words remembered per language; an answer's vocabulary repeats, its count stays far below this. */
const MAX_REMEMBERED_WORDS = 50_000;

/** Shorter words are left to the review lexicon in German, French and Spanish. */
const MIN_STEMMED_WORD = 5;
/** VADER rates words for social media; in product answers its valences run high, so they are damped. */
const VADER_SCALE = 0.7;

function stemmedLexicon(
  stemmer: NlpjsStemmer,
  lexicon: NlpjsSentimentLexicon,
): (token: Token) => number | undefined {
  // SentiCon and Pattern give [-1, 1]; AFINN [-5, 5]. Only their strong entries are read: weak ones, and
  // the stems of short words (which collide with function words: "con", "para", "que"), are mostly noise.
  const scaled = new Map<string, number>();
  const add = (entries: Record<string, number> | undefined, scale: number, min: number) => {
    for (const [stem, value] of Object.entries(entries ?? {}))
      if (Math.abs(value) >= min && !scaled.has(stem)) scaled.set(stem, value * scale);
  };
  add(lexicon.senticon, 2, 0.5);
  add(lexicon.pattern, 2, 0.5);
  add(lexicon.afinn, 0.5, 2);
  const cache = new Map<string, number | undefined>();
  return (token) => {
    if (token.raw.length < MIN_STEMMED_WORD) return undefined;
    if (cache.has(token.raw)) return cache.get(token.raw);
    const stem = stemmer.stemWord(token.raw);
    const value = scaled.get(stem) ?? scaled.get(foldText(stem));
    if (cache.size > 50_000) cache.clear();
    cache.set(token.raw, value);
    return value;
  };
}

/** VADER's lexicon, read from the file the vader-sentiment package ships. */
function vaderLexicon(): (token: Token) => number | undefined {
  const require = createRequire(import.meta.url);
  const file = require.resolve('vader-sentiment/vader_lexicon.txt');
  const words = new Map<string, number>();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [word, mean] = line.split('\t');
    if (word && mean && /^[a-z]+$/.test(word)) words.set(word, Number(mean) * VADER_SCALE);
  }
  return (token) => words.get(token.word);
}

const BASE_LEXICONS: Record<Language, () => (token: Token) => number | undefined> = {
  en: vaderLexicon,
  de: () => stemmedLexicon(new StemmerDe(), SentimentDe),
  fr: () => stemmedLexicon(new StemmerFr(), SentimentFr),
  es: () => stemmedLexicon(new StemmerEs(), SentimentEs),
  it: () => stemmedLexicon(new StemmerIt(), SentimentIt),
  pt: () => stemmedLexicon(new StemmerPt(), SentimentPt),
  nl: () => stemmedLexicon(new StemmerNl(), SentimentNl),
};

const compiled = new Map<Language, CompiledLanguage>();

function compile(language: Language): CompiledLanguage {
  const cached = compiled.get(language);
  if (cached) return cached;
  const rules = LANGUAGE_RULES[language];
  const words = new Map<string, number>();
  const phrases: CompiledLanguage['phrases'] = new Map();
  for (const [entry, valence] of Object.entries(rules.valence)) {
    const parts = tokenize(entry).flatMap((token) => token.word.split('-'));
    if (parts.length === 1) words.set(parts[0] as string, valence);
    else if (parts.length > 1) {
      const list = phrases.get(parts[0] as string) ?? [];
      list.push({ words: parts, valence });
      phrases.set(parts[0] as string, list);
    }
  }
  for (const list of phrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  const contrast = rules.contrast.filter((word) => !word.includes(' ')).map((entry) => foldText(entry));
  const roles = new Map<string, number>();
  const addRole = (entries: readonly string[], role: number) => {
    for (const entry of entries) {
      const word = foldText(entry);
      roles.set(word, (roles.get(word) ?? 0) | role);
    }
  };
  addRole(rules.negators, NEGATOR);
  addRole(rules.intensifiers, INTENSIFIER);
  addRole(rules.dampeners, DAMPENER);
  addRole(contrast, CONTRAST);
  addRole(
    rules.concessive.filter((word) => !word.includes(' ')),
    CONCESSIVE,
  );
  addRole(rules.conditional, CONDITIONAL);
  const result: CompiledLanguage = {
    words,
    phrases,
    contrast: new Set(contrast),
    roles,
    base: BASE_LEXICONS[language](),
    readings: new WordTable(),
    writtenReadings: new Map(),
    contrastHashes: new Set(),
  };
  for (const word of result.contrast) result.contrastHashes.add(wordHash(word, 0, word.length));
  compiled.set(language, result);
  return result;
}

/** Role bits (CompiledLanguage.roles). */
const NEGATOR = 1;
const INTENSIFIER = 2;
const DAMPENER = 4;
const CONTRAST = 8;
const CONCESSIVE = 16;
const CONDITIONAL = 32;

const ENGLISH_SUFFIXES: readonly [string, string][] = [
  ['s', ''],
  ['es', ''],
  ['ed', ''],
  ['d', ''],
  ['ing', ''],
  ['ly', ''],
  ['iest', 'y'],
  ['ier', 'y'],
  ['ily', 'y'],
];

/**
 * A word or phrase of the lexicon found at a token. Made by its constructor, not as an object literal: a
 * valence is a whole number or a fraction, and the literal's code, compiled while its valences were whole,
 * was thrown away and compiled again hundreds of times in one re-analysis once fractions came (V8's "lost
 * precision or NaN"), on the compiler's threads.
 */
class Hit {
  constructor(
    readonly at: number,
    readonly length: number,
    readonly valence: number,
    /** From the general lexicon underneath the review words. */
    readonly base: boolean,
  ) {}
}

function lookup(lang: CompiledLanguage, tokens: Token[], at: number, english: boolean): Hit | null {
  const token = tokens[at] as Token;
  if (token.inName) return null;
  const reading = readingFor(lang, token, english);
  if (reading.phrases)
    for (const phrase of reading.phrases)
      if (phraseAt(phrase, tokens, at)) return new Hit(at, phrase.words.length, phrase.valence, false);
  const { alone } = reading;
  return alone === null ? null : new Hit(at, 1, alone.valence, alone.base);
}

/** Whether the phrase's words are the tokens from `at` on, none of them part of a name. */
function phraseAt(phrase: Phrase, tokens: readonly Token[], at: number): boolean {
  for (let i = 0; i < phrase.words.length; i++) {
    const token = tokens[at + i];
    if (token === undefined || token.word !== phrase.words[i] || token.inName) return false;
  }
  return true;
}

/**
 * How the token reads, remembered: a word reads by how it is folded and how it is written in lower case
 * (the stemmers read accents); written as folded (plain lower case, no accents), by the folded word alone.
 */
function readingFor(lang: CompiledLanguage, token: Token, english: boolean): WordReading {
  if (token.raw === token.word) {
    let reading = lang.readings.get(token.word, token.hash);
    if (!reading) {
      reading = readingOf(lang, token, english);
      if (lang.readings.size >= MAX_REMEMBERED_WORDS) lang.readings.clear();
      lang.readings.add(token.word, token.hash, reading);
    }
    return reading;
  }
  const remembered = lang.writtenReadings.get(token.raw);
  if (remembered?.word === token.word) return remembered.reading;
  const reading = readingOf(lang, token, english);
  if (lang.writtenReadings.size >= MAX_REMEMBERED_WORDS) lang.writtenReadings.clear();
  lang.writtenReadings.set(token.raw, { word: token.word, reading });
  return reading;
}

/** Most words': no phrase starts with them, and alone they carry no valence. */
const NO_READING: WordReading = { phrases: undefined, alone: null };

function readingOf(lang: CompiledLanguage, token: Token, english: boolean): WordReading {
  // A hyphenated compound reads as a whole only: written as one word, or as the phrase of its parts.
  if (token.word.includes('-')) {
    const parts = token.word.split('-');
    const valence =
      lang.words.get(parts.join('')) ??
      lang.phrases
        .get(parts[0] as string)
        ?.find((p) => p.words.length === parts.length && p.words.every((word, i) => parts[i] === word))
        ?.valence;
    return valence === undefined ? NO_READING : { phrases: undefined, alone: { valence, base: false } };
  }
  const phrases = lang.phrases.get(token.word);
  const alone = wordValence(lang, token, english);
  return phrases === undefined && alone === null ? NO_READING : { phrases, alone };
}

/** One word's valence: a review word, a review word's English inflection, or the general lexicon's. */
function wordValence(
  lang: CompiledLanguage,
  token: Token,
  english: boolean,
): { valence: number; base: boolean } | null {
  const own = lang.words.get(token.word);
  if (own !== undefined) return { valence: own, base: false };
  if (english) {
    for (const [suffix, replacement] of ENGLISH_SUFFIXES) {
      if (token.word.length > suffix.length + 3 && token.word.endsWith(suffix)) {
        const stem = lang.words.get(token.word.slice(0, -suffix.length) + replacement);
        if (stem !== undefined) return { valence: stem, base: false };
      }
    }
  }
  const base = lang.base(token);
  return base === undefined ? null : { valence: base, base: true };
}

export interface TextSentiment {
  /** Sum of the valences found. */
  sum: number;
  /** How many words or phrases carried a valence. */
  hits: number;
  /** The part of the sum that the review lexicon's words and phrases add (the general lexicon's left out). */
  reviewSum: number;
}

/** The summed valence of one clause, sentence or list item in the given language. */
export function scoreText(text: string, language: Language): TextSentiment {
  const lang = compile(language);
  // In German every noun is capitalised: a capital marks no name there.
  const tokens = tokenize(text, language !== 'de');
  const english = language === 'en';
  const hits: Hit[] = [];
  for (let at = 0; at < tokens.length;) {
    const hit = (tokens[at] as Token).mark ? null : lookup(lang, tokens, at, english);
    if (hit && hit.valence !== 0) hits.push(hit);
    at += hit ? hit.length : 1;
  }
  if (hits.length === 0) return { sum: 0, hits: 0, reviewSum: 0 };

  // In ascending order: a hit follows a contrast when the first is before it, precedes one when the last is after.
  const contrastAt: number[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const { hash, word } = tokens[i] as Token;
    if (lang.contrastHashes.has(hash) && lang.contrast.has(word)) contrastAt.push(i);
  }
  const firstContrast = contrastAt[0] ?? Infinity;
  const lastContrast = contrastAt[contrastAt.length - 1] ?? -Infinity;
  let sum = 0;
  let reviewSum = 0;
  let previousEnd = 0;
  // The clause that the first contrast turns from: back to the clause mark before it ("looks cheap but").
  const turn = contrastAt[0] ?? -1;
  let clauseBeforeTurn = turn - 1;
  if (clauseBeforeTurn >= 0 && (tokens[clauseBeforeTurn] as Token).mark) clauseBeforeTurn--;
  while (clauseBeforeTurn >= 0 && !(tokens[clauseBeforeTurn] as Token).mark) clauseBeforeTurn--;
  let beforeContrast = 0;
  const avoided = avoidedHits(tokens, hits, language);
  for (const hit of hits) {
    let valence = hit.valence;
    // "helps you avoid scams": the avoiding is no fault, what is avoided turns.
    const avoiding = avoided.get(hit);
    if (avoiding === 'verb') continue;
    if (avoiding === 'object') valence *= NEGATION_FACTOR;
    // Negators, intensifiers and dampeners just before, within the clause and after the previous valenced
    // word ("nicht empfehlenswert, teuer": the "nicht" is spent on the first).
    let negated = false;
    for (let i = hit.at - 1; i >= Math.max(previousEnd, hit.at - NEGATION_WINDOW); i--) {
      const { word, mark } = tokens[i] as Token;
      if (mark) break;
      const role = lang.roles.get(word) ?? 0;
      if (role & CONTRAST) break;
      if (role & NEGATOR) negated = true;
      if (i === hit.at - 1 || i === hit.at - 2) {
        if (role & INTENSIFIER) valence *= INTENSIFIER_FACTOR;
        else if (role & DAMPENER) valence *= DAMPENER_FACTOR;
      }
    }
    if (negated) valence *= NEGATION_FACTOR;
    // Concessive and conditional clauses: from their word to the next clause mark.
    for (let i = hit.at - 1; i >= 0; i--) {
      const { word, mark } = tokens[i] as Token;
      if (mark && word !== '(') break;
      const role = lang.roles.get(word) ?? 0;
      if (role & CONCESSIVE) {
        valence *= CONCESSIVE_FACTOR;
        break;
      }
      if (role & CONDITIONAL) {
        valence *= CONDITIONAL_FACTOR;
        break;
      }
    }
    // "good if you like a guided program": mild praise on a condition that follows it is a hedge ("a great
    // choice if you want …" stays a recommendation).
    const next = tokens[hit.at + hit.length];
    if (next && ((lang.roles.get(next.word) ?? 0) & CONDITIONAL) !== 0 && Math.abs(valence) < STRONG_VALENCE)
      valence *= CONDITION_AFTER_FACTOR;
    if (firstContrast < hit.at) valence *= AFTER_CONTRAST;
    else if (lastContrast > hit.at) valence *= BEFORE_CONTRAST;
    sum += valence;
    if (!hit.base) reviewSum += valence;
    if (hit.at > clauseBeforeTurn && hit.at < turn) beforeContrast += valence;
    previousEnd = hit.at + hit.length;
  }
  // "Tidal sounds great, but the podcast selection is thin": a contrast turns the side; a clause after it
  // that the lexicon has no word for still weighs against what came before.
  if (
    turn > 0 &&
    beforeContrast !== 0 &&
    !hits.some((hit) => hit.at > turn) &&
    !NOT_A_TURN.has(tokens[turn + 1]?.word ?? '') &&
    tokens.slice(turn + 1).filter((token) => !token.mark).length >= IMPLIED_CLAUSE_WORDS
  ) {
    const implied = -beforeContrast * IMPLIED_SHARE;
    sum += implied;
    reviewSum += implied;
    return { sum, hits: hits.length + 1, reviewSum };
  }
  return { sum, hits: hits.length, reviewSum };
}

/** Verbs of avoiding or escaping something, folded, per language. */
const AVOIDING: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set('avoid avoids avoiding avoided prevent prevents preventing escape'.split(' ')),
  de: new Set('vermeiden vermeidet vermeidest verhindert verhindern'.split(' ')),
  fr: new Set('eviter evite evitent evitez'.split(' ')),
  es: new Set('evitar evita evitan evitas huir'.split(' ')),
  it: new Set('evitare evita evitano evitando'.split(' ')),
  pt: new Set('evitar evita evitam fugir foge'.split(' ')),
  nl: new Set('vermijden vermijdt voorkomen voorkomt'.split(' ')),
};

/**
 * "helps you avoid hidden fees", "ajuda a fugir de golpe": a negative word a verb of avoiding governs (within
 * a few words, in its clause) is avoided, which is good; the verb itself then says nothing against anyone.
 * Returns the hits so read: the negative words ('object'), and the verbs where the lexicon rates them.
 */
function avoidedHits(
  tokens: readonly Token[],
  hits: readonly Hit[],
  language: Language,
): Map<Hit, 'verb' | 'object'> {
  const verbs = AVOIDING[language];
  const avoided = new Map<Hit, 'verb' | 'object'>();
  for (const hit of hits) {
    if (hit.valence >= 0) continue;
    for (let i = hit.at - 1; i >= Math.max(0, hit.at - NEGATION_WINDOW - 1); i--) {
      const { word, mark } = tokens[i] as Token;
      if (mark) break;
      if (!verbs.has(word)) continue;
      avoided.set(hit, 'object');
      const verb = hits.find((other) => other.at === i);
      if (verb) avoided.set(verb, 'verb');
      break;
    }
  }
  return avoided;
}

/** "not only … but also": no turn. */
const NOT_A_TURN = new Set(['also', 'auch', 'aussi', 'tambien', 'anche', 'tambem', 'ook']);
/**
 * What a contrast gives the clause after it when the lexicon finds none there, as a share of what came
 * before it (turned): the two sides cancel, a mixed account.
 */
const IMPLIED_SHARE = 1;
/** Words a clause after a contrast needs to say something of its own ("… but that's it" says nothing). */
const IMPLIED_CLAUSE_WORDS = 4;
