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
}

const CLAUSE_MARKS = new Set([',', ';', ':', '!', '?', '(', ')', '–', '—']);
const SPACE = /\s/;

/**
 * Words and clause marks; English "n't" becomes "not" ("isn't" → "is not"). A hyphenated compound is one
 * token ("one-stop", "oil-free"): it carries a valence only as a whole ("best-in-class", "user-friendly").
 * A word is a run of letters and digits; a hyphen between spaces is a dash. Scanned by hand: units are
 * tokenised for every answer, and a regex with Unicode classes costs several times more.
 */
export function tokenize(text: string, findNames = false): Token[] {
  const folded = foldText(text);
  const out: Token[] = [];
  let titleCase: boolean | undefined;
  for (let at = 0; at < folded.length;) {
    let size = wordCharAt(folded, at);
    if (size === 0) {
      const char = folded[at] as string;
      if (
        CLAUSE_MARKS.has(char) ||
        (char === '-' && SPACE.test(folded[at - 1] ?? '') && SPACE.test(folded[at + 1] ?? ''))
      )
        out.push({ word: char, raw: char, inName: false, mark: true });
      at++;
      continue;
    }
    const start = at;
    for (;;) {
      while (size > 0) {
        at += size;
        size = wordCharAt(folded, at);
      }
      if (folded[at] !== '-' || wordCharAt(folded, at + 1) === 0) break;
      at++;
      size = wordCharAt(folded, at);
    }
    const word = folded.slice(start, at);
    const written = text.slice(start, at);
    const raw = written.toLowerCase();
    if (folded[at] === "'" && folded[at + 1] === 't' && letterAt(folded, at + 2) === 0) {
      at += 2;
      if (word.endsWith('n')) {
        out.push(
          { word: word.slice(0, -1), raw: raw.slice(0, -1), inName: false, mark: false },
          { word: 'not', raw: 'not', inName: false, mark: false },
        );
        continue;
      }
    }
    const inName =
      findNames &&
      written !== raw &&
      written !== 'I' &&
      !opensSentence(text, start) &&
      !(titleCase ??= isTitleCase(text));
    out.push({ word, raw, inName, mark: false });
  }
  return out;
}

/** After the start, a sentence end, a colon, a dash, an opening bracket or quote: where any word is capitalised. */
function opensSentence(text: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && (text[before] === ' ' || text[before] === '\t')) before--;
  return before < 0 || /[.!?:–—\-([{"“'‘¿¡*_]/.test(text[before] as string);
}

/** A heading-like line where most words are capitalised: capitals there say nothing about names. */
function isTitleCase(text: string): boolean {
  const words = text.match(/\p{L}{4,}/gu) ?? [];
  return words.length >= 2 && words.filter((word) => /^\p{Lu}/u.test(word)).length / words.length >= 0.6;
}

interface Phrase {
  words: string[];
  valence: number;
}

interface CompiledLanguage {
  words: Map<string, number>;
  /** First word -> phrases starting with it, longest first. */
  phrases: Map<string, Phrase[]>;
  negators: Set<string>;
  intensifiers: Set<string>;
  dampeners: Set<string>;
  contrast: Set<string>;
  concessive: Set<string>;
  conditional: Set<string>;
  /** The general lexicon underneath the review words. */
  base: (token: Token) => number | undefined;
  /** How each plain lower-case word reads (see WordReading), once looked up. */
  readings: Map<string, WordReading>;
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
  const set = (entries: readonly string[]) => new Set(entries.map((entry) => foldText(entry)));
  const result: CompiledLanguage = {
    words,
    phrases,
    negators: set(rules.negators),
    intensifiers: set(rules.intensifiers),
    dampeners: set(rules.dampeners),
    contrast: set(rules.contrast.filter((word) => !word.includes(' '))),
    concessive: set(rules.concessive.filter((word) => !word.includes(' '))),
    conditional: set(rules.conditional),
    base: BASE_LEXICONS[language](),
    readings: new Map(),
  };
  compiled.set(language, result);
  return result;
}

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

interface Hit {
  at: number;
  length: number;
  valence: number;
  /** From the general lexicon underneath the review words. */
  base?: boolean;
}

function lookup(lang: CompiledLanguage, tokens: Token[], at: number, english: boolean): Hit | null {
  const token = tokens[at] as Token;
  if (token.inName) return null;
  // Written as folded (plain lower case, no accents), a word always reads the same: remembered.
  const plain = token.raw === token.word;
  let reading = plain ? lang.readings.get(token.word) : undefined;
  if (!reading) {
    reading = readingOf(lang, token, english);
    if (plain) {
      if (lang.readings.size >= MAX_REMEMBERED_WORDS) lang.readings.clear();
      lang.readings.set(token.word, reading);
    }
  }
  if (reading.phrases)
    for (const phrase of reading.phrases)
      if (phrase.words.every((word, i) => tokens[at + i]?.word === word && !tokens[at + i]?.inName))
        return { at, length: phrase.words.length, valence: phrase.valence };
  const { alone } = reading;
  return alone === null
    ? null
    : { at, length: 1, valence: alone.valence, ...(alone.base ? { base: true } : {}) };
}

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
    return { phrases: undefined, alone: valence === undefined ? null : { valence, base: false } };
  }
  return { phrases: lang.phrases.get(token.word), alone: wordValence(lang, token, english) };
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
}

/** Called for each word or phrase that carries a valence, with the valence it adds after the rules. */
export type ExplainHit = (words: string, valence: number, fromGeneralLexicon: boolean) => void;

/** The summed valence of one clause, sentence or list item in the given language. */
export function scoreText(text: string, language: Language, explain?: ExplainHit): TextSentiment {
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
  if (hits.length === 0) return { sum: 0, hits: 0 };

  const contrastAt: number[] = [];
  tokens.forEach((token, i) => {
    if (i > 0 && lang.contrast.has(token.word)) contrastAt.push(i);
  });
  let sum = 0;
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
      if (mark || lang.contrast.has(word)) break;
      if (lang.negators.has(word)) negated = true;
      if (i === hit.at - 1 || i === hit.at - 2) {
        if (lang.intensifiers.has(word)) valence *= INTENSIFIER_FACTOR;
        else if (lang.dampeners.has(word)) valence *= DAMPENER_FACTOR;
      }
    }
    if (negated) valence *= NEGATION_FACTOR;
    // Concessive and conditional clauses: from their word to the next clause mark.
    for (let i = hit.at - 1; i >= 0; i--) {
      const { word, mark } = tokens[i] as Token;
      if (mark && word !== '(') break;
      if (lang.concessive.has(word)) {
        valence *= CONCESSIVE_FACTOR;
        break;
      }
      if (lang.conditional.has(word)) {
        valence *= CONDITIONAL_FACTOR;
        break;
      }
    }
    // "good if you like a guided program": mild praise on a condition that follows it is a hedge ("a great
    // choice if you want …" stays a recommendation).
    const next = tokens[hit.at + hit.length];
    if (next && lang.conditional.has(next.word) && Math.abs(valence) < STRONG_VALENCE)
      valence *= CONDITION_AFTER_FACTOR;
    if (contrastAt.some((i) => i < hit.at)) valence *= AFTER_CONTRAST;
    else if (contrastAt.some((i) => i > hit.at)) valence *= BEFORE_CONTRAST;
    sum += valence;
    if (hit.at > clauseBeforeTurn && hit.at < turn) beforeContrast += valence;
    previousEnd = hit.at + hit.length;
    explain?.(
      tokens
        .slice(hit.at, hit.at + hit.length)
        .map((token) => token.word)
        .join(' '),
      valence,
      hit.base === true,
    );
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
    explain?.(`${tokens[turn]?.word} …`, implied, false);
    return { sum, hits: hits.length + 1 };
  }
  return { sum, hits: hits.length };
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
