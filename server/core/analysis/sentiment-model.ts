/**
 * The sentiment model: a multinomial logistic regression that weighs the rules' readings of an answer about
 * the brand (the lexicon score of each part about it, advice for or against it, a balanced account, advice
 * for a rival, where and how often it is named …) into the probabilities that a reader calls the answer
 * positive, neutral or negative toward the brand. The rules alone read a description with one kind word as
 * praise and a list of facts as neutral whatever the facts; the human labels of the hold-out sets say how
 * much each reading counts. Its weights are fitted by `npm run train:sentiment` on those labels and stored
 * in sentiment-model.json; nothing here is hand-set but the features.
 */
import {
  SENTIMENT_NEGATIVE_BELOW,
  SENTIMENT_POSITIVE_FROM,
  type SentimentLabel,
} from '../../../graphql/shared/sentiment-label';
import storedModel from './sentiment-model.json';
import { WordWeights } from './sentiment/word-features';

/** What the model reads of one answer that names the brand. */
export const SENTIMENT_FEATURES = [
  /** The rules' score (0–100): the weighted mean of the parts, advice and balance applied. */
  'rulesScore',
  /** The weighted mean compound of the parts about the brand, before advice and balance. */
  'meanCompound',
  /** Net advice for (+) or against (−) the brand, and its two sides. */
  'advice',
  'adviceFor',
  'adviceAgainst',
  /** 1 when a part weighs the other side ("On the other hand, …"). */
  'balancing',
  /** 1 when the answer leaves the choice to the reader ("it depends on …"). */
  'leavesChoice',
  /** 1 when the answer advises for a rival. */
  'rivalAdvised',
  /** The parts about the brand: how many, how many lean each way, the extremes and sums of their compounds. */
  'parts',
  'positiveParts',
  'negativeParts',
  'mostPositive',
  'mostNegative',
  'positiveSum',
  'negativeSum',
  /** Words and phrases with a valence in those parts. */
  'valenceWords',
  /** Table cells among the parts, and cons named without a word the lexicon knows ("The catch is …"). */
  'tableCells',
  'unnamedCons',
  /** The brand's position, the rivals named, the brand's mentions, the answer's length (log of characters). */
  'position',
  'rivalsNamed',
  'brandMentions',
  'logLength',
  /** 1 when the answer is not in English. */
  'otherLanguage',
  /**
   * The answer's closing verdict section (structure.ts): the weighted mean compound of the parts about the
   * brand in it, and 1 when it names the brand at all.
   */
  'verdictCompound',
  'verdictNamesBrand',
] as const;

export type SentimentFeature = (typeof SENTIMENT_FEATURES)[number];
export type SentimentFeatures = Record<SentimentFeature, number>;

/** The classes in the model's order. */
export const SENTIMENT_CLASSES = [
  'negative',
  'neutral',
  'positive',
] as const satisfies readonly SentimentLabel[];

export interface SentimentModel {
  features: readonly SentimentFeature[];
  /** Each feature's mean and standard deviation on the training answers: inputs are standardised. */
  means: readonly number[];
  deviations: readonly number[];
  /** Per class (negative, neutral, positive): an intercept and a weight per standardised feature. */
  intercepts: readonly number[];
  weights: readonly (readonly number[])[];
  /**
   * The answer's words (word-features.ts) that training answers shared, each with a weight per class; a word
   * present adds wordScale × its weight to each class's logit.
   */
  words: Readonly<Record<string, readonly number[]>>;
  wordScale: number;
  /** The labelled answers it was fitted on, per set. */
  trainedOn: Readonly<Record<string, number>>;
}

export const SENTIMENT_MODEL = storedModel as SentimentModel;

/** The model's word weights, indexed once per model. */
const wordWeightsOf = new WeakMap<SentimentModel, WordWeights>();

export function wordWeights(model: SentimentModel = SENTIMENT_MODEL): WordWeights {
  let weights = wordWeightsOf.get(model);
  if (!weights) {
    weights = new WordWeights(model.words, model.intercepts.length);
    wordWeightsOf.set(model, weights);
  }
  return weights;
}

/**
 * The probabilities of negative, neutral and positive for one answer: its features, and the rows of its
 * words in the model's word weights (WordWeights.rowsOf).
 */
export function sentimentProbabilities(
  features: SentimentFeatures,
  wordRows: readonly number[],
  model: SentimentModel = SENTIMENT_MODEL,
): [number, number, number] {
  // Plain loops: read for every answer that names the brand.
  const classes = model.intercepts.length;
  const { weights: wordWeight } = wordWeights(model);
  const logits: number[] = [];
  for (let k = 0; k < classes; k++) {
    const weights = model.weights[k]!;
    let logit = model.intercepts[k]!;
    for (let j = 0; j < model.features.length; j++)
      logit += weights[j]! * ((features[model.features[j]!] - model.means[j]!) / model.deviations[j]!);
    let words = 0;
    for (const row of wordRows) words += wordWeight[row * classes + k]!;
    logits.push(logit + model.wordScale * words);
  }
  const top = Math.max(...logits);
  const exps: number[] = [];
  let total = 0;
  for (const logit of logits) {
    const value = Math.exp(logit - top);
    exps.push(value);
    total += value;
  }
  return exps.map((value) => value / total) as [number, number, number];
}

/**
 * The words that weighed most toward the class the model chose (its weight for that class above the mean of
 * the other two), at most `count`, the weightiest first: what the drawer's "why" names. Stems and short
 * words alone ("in", "are") are left out, as is a second feature that reads the same: they weigh, but
 * name nothing a reader can check.
 */
export function weightiestWords(
  probabilities: readonly number[],
  wordRows: readonly number[],
  count: number,
  model: SentimentModel = SENTIMENT_MODEL,
): string[] {
  const classes = probabilities.length;
  const chosen = probabilities.indexOf(Math.max(...probabilities));
  const { weights, names, readable } = wordWeights(model);
  const pull: [number, number][] = [];
  for (const row of wordRows) {
    if (!readable[row]) continue;
    let others = 0;
    for (let k = 0; k < classes; k++) if (k !== chosen) others += weights[row * classes + k]!;
    const toward = model.wordScale * (weights[row * classes + chosen]! - others / (classes - 1));
    if (toward > WORD_PULL_MIN) pull.push([row, toward]);
  }
  pull.sort((a, b) => b[1] - a[1] || (names[a[0]]! < names[b[0]]! ? -1 : 1));
  const shown = new Map<string, string>();
  for (const [row] of pull) {
    if (!shown.has(readable[row]!)) shown.set(readable[row]!, names[row]!);
    if (shown.size === count) break;
  }
  return [...shown.values()];
}

/** A word's pull on the logits below which it is not named: it moved the reading by next to nothing. */
const WORD_PULL_MIN = 0.1;

/**
 * The 0–100 score of the most probable class, placed in that class's band of the label thresholds by
 * p(positive) − p(negative): positive from 56 up to 100, negative below 48 down to 0, neutral from 49 to 55.
 * So the score's label is the model's choice, and a mean of scores leans as the answers do.
 */
export function scoreFromProbabilities([negative, neutral, positive]: readonly number[]): number {
  const lean = positive! - negative!;
  if (positive! > neutral! && positive! > negative!)
    return SENTIMENT_POSITIVE_FROM + (100 - SENTIMENT_POSITIVE_FROM) * lean;
  if (negative! > neutral! && negative! > positive!) return SENTIMENT_NEGATIVE_BELOW * (1 + lean);
  // Neutral is the most probable (or the other two tie above it), so |lean| <= 1/2.
  return (SENTIMENT_NEGATIVE_BELOW + SENTIMENT_POSITIVE_FROM) / 2 + NEUTRAL_SPREAD * lean;
}

/** How far a neutral answer's score moves from the middle of the band per unit of lean: 52 ± 3 at most. */
const NEUTRAL_SPREAD = 6;

/** One labelled answer for fitting: its features, its words and the class a reader gave it. */
export interface LabelledFeatures {
  set: string;
  features: SentimentFeatures;
  words: readonly string[];
  label: SentimentLabel;
}

/**
 * L2 penalties against the summed log loss: on the features' weights 1 (as scikit-learn's C = 1), and on the
 * words' the same; the intercepts are spared.
 */
const PENALTY = 1;
const WORD_PENALTY = 1;
/** A word's input against a standardised feature's unit: many words are present in each answer. */
const WORD_SCALE = 0.7;
/** A word counts when at least this many training answers have it: one answer's words teach nothing general. */
const WORD_MIN_ANSWERS = 3;
const EPOCHS = 300;
/** Adam's step and decay rates. */
const STEP = 0.05;
const FIRST_MOMENT = 0.9;
const SECOND_MOMENT = 0.999;

/**
 * Fits the model: multinomial logistic regression on standardised features and present words, by full-batch
 * Adam on the mean log loss plus the penalties / n × ½‖W‖². Deterministic: the same answers give the same
 * weights.
 */
export function fitSentimentModel(rows: readonly LabelledFeatures[]): SentimentModel {
  const features = SENTIMENT_FEATURES;
  const n = rows.length;
  const d = features.length;
  const k = SENTIMENT_CLASSES.length;
  const raw = rows.map((row) => features.map((name) => row.features[name]));
  const means = features.map((_, j) => raw.reduce((sum, x) => sum + x[j]!, 0) / n);
  const deviations = features.map((_, j) => {
    const variance = raw.reduce((sum, x) => sum + (x[j]! - means[j]!) ** 2, 0) / n;
    return variance > 0 ? Math.sqrt(variance) : 1;
  });
  const answersWith = new Map<string, number>();
  for (const row of rows)
    for (const word of row.words) answersWith.set(word, (answersWith.get(word) ?? 0) + 1);
  const vocabulary = [...answersWith].filter(([, count]) => count >= WORD_MIN_ANSWERS).map(([word]) => word);
  const wordIndex = new Map(vocabulary.map((word, i) => [word, i]));
  // Parameters per class: the intercept, a weight per feature, a weight per word.
  const width = 1 + d + vocabulary.length;
  const x = new Float64Array(n * d);
  raw.forEach((values, i) =>
    values.forEach((value, j) => (x[i * d + j] = (value - means[j]!) / deviations[j]!)),
  );
  const present = rows.map((row) => row.words.flatMap((word) => wordIndex.get(word) ?? []));
  const y = rows.map((row) => SENTIMENT_CLASSES.indexOf(row.label as (typeof SENTIMENT_CLASSES)[number]));
  const params = new Float64Array(k * width);
  const gradient = new Float64Array(k * width);
  const first = new Float64Array(k * width);
  const second = new Float64Array(k * width);
  const logits = new Float64Array(k);
  for (let epoch = 1; epoch <= EPOCHS; epoch++) {
    gradient.fill(0);
    for (let i = 0; i < n; i++) {
      let top = -Infinity;
      for (let c = 0; c < k; c++) {
        const base = c * width;
        let logit = params[base]!;
        for (let j = 0; j < d; j++) logit += params[base + 1 + j]! * x[i * d + j]!;
        for (const w of present[i]!) logit += params[base + 1 + d + w]! * WORD_SCALE;
        logits[c] = logit;
        if (logit > top) top = logit;
      }
      let total = 0;
      for (let c = 0; c < k; c++) total += logits[c] = Math.exp(logits[c]! - top);
      for (let c = 0; c < k; c++) {
        const base = c * width;
        const error = (logits[c]! / total - (y[i] === c ? 1 : 0)) / n;
        gradient[base]! += error;
        for (let j = 0; j < d; j++) gradient[base + 1 + j]! += error * x[i * d + j]!;
        for (const w of present[i]!) gradient[base + 1 + d + w]! += error * WORD_SCALE;
      }
    }
    for (let p = 0; p < params.length; p++) {
      const column = p % width;
      if (column > 0) gradient[p]! += ((column <= d ? PENALTY : WORD_PENALTY) * params[p]!) / n;
      first[p] = FIRST_MOMENT * first[p]! + (1 - FIRST_MOMENT) * gradient[p]!;
      second[p] = SECOND_MOMENT * second[p]! + (1 - SECOND_MOMENT) * gradient[p]! ** 2;
      const meanStep = first[p]! / (1 - FIRST_MOMENT ** epoch);
      const scale = Math.sqrt(second[p]! / (1 - SECOND_MOMENT ** epoch)) + 1e-8;
      params[p]! -= (STEP * meanStep) / scale;
    }
  }
  const trainedOn: Record<string, number> = {};
  for (const row of rows) trainedOn[row.set] = (trainedOn[row.set] ?? 0) + 1;
  return {
    features,
    means,
    deviations,
    intercepts: SENTIMENT_CLASSES.map((_, c) => params[c * width]!),
    weights: SENTIMENT_CLASSES.map((_, c) => [...params.subarray(c * width + 1, c * width + 1 + d)]),
    words: Object.fromEntries(
      vocabulary.flatMap((word, w) => {
        const weights = SENTIMENT_CLASSES.map((_, c) => params[c * width + 1 + d + w]!);
        // A word that moves no logit by WORD_PULL_MIN / 5 is left out: it changes no reading, and costs a lookup.
        return Math.max(...weights.map(Math.abs)) * WORD_SCALE < WORD_PULL_MIN / 5 ? [] : [[word, weights]];
      }),
    ),
    wordScale: WORD_SCALE,
    trainedOn,
  };
}
