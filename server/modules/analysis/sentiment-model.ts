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
  /** The labelled answers it was fitted on, per set. */
  trainedOn: Readonly<Record<string, number>>;
}

export const SENTIMENT_MODEL = storedModel as SentimentModel;

/** The probabilities of negative, neutral and positive for one answer. */
export function sentimentProbabilities(
  features: SentimentFeatures,
  model: SentimentModel = SENTIMENT_MODEL,
): [number, number, number] {
  // Plain loops: read for every answer that names the brand.
  const logits: number[] = [];
  for (let k = 0; k < model.intercepts.length; k++) {
    const weights = model.weights[k]!;
    let logit = model.intercepts[k]!;
    for (let j = 0; j < model.features.length; j++)
      logit += weights[j]! * ((features[model.features[j]!] - model.means[j]!) / model.deviations[j]!);
    logits.push(logit);
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

export function modelSentimentScore(
  features: SentimentFeatures,
  model: SentimentModel = SENTIMENT_MODEL,
): number {
  return scoreFromProbabilities(sentimentProbabilities(features, model));
}

/** One labelled answer for fitting: its features and the class a reader gave it. */
export interface LabelledFeatures {
  set: string;
  features: SentimentFeatures;
  label: SentimentLabel;
}

/** L2 penalty on the weights (not the intercepts), against the summed log loss: 1, as scikit-learn's C = 1. */
const PENALTY = 1;
const ITERATIONS = 3_000;
const STEP = 0.5;
const MOMENTUM = 0.9;

/**
 * Fits the model: multinomial logistic regression on standardised features, by full-batch gradient descent
 * with Nesterov momentum on the mean log loss plus PENALTY / n × ½‖W‖². Deterministic: the same answers give
 * the same weights.
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
  // Row-major standardised inputs with a leading 1 for the intercept; parameters per class likewise.
  const width = d + 1;
  const x = new Float64Array(n * width);
  raw.forEach((values, i) => {
    x[i * width] = 1;
    values.forEach((value, j) => (x[i * width + j + 1] = (value - means[j]!) / deviations[j]!));
  });
  const y = rows.map((row) => SENTIMENT_CLASSES.indexOf(row.label as (typeof SENTIMENT_CLASSES)[number]));
  const params = new Float64Array(k * width);
  const velocity = new Float64Array(k * width);
  const ahead = new Float64Array(k * width);
  const gradient = new Float64Array(k * width);
  const logits = new Float64Array(k);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    for (let p = 0; p < params.length; p++) ahead[p] = params[p]! + MOMENTUM * velocity[p]!;
    gradient.fill(0);
    for (let i = 0; i < n; i++) {
      const row = i * width;
      let top = -Infinity;
      for (let c = 0; c < k; c++) {
        let logit = 0;
        for (let j = 0; j < width; j++) logit += ahead[c * width + j]! * x[row + j]!;
        logits[c] = logit;
        if (logit > top) top = logit;
      }
      let total = 0;
      for (let c = 0; c < k; c++) total += logits[c] = Math.exp(logits[c]! - top);
      for (let c = 0; c < k; c++) {
        const error = (logits[c]! / total - (y[i] === c ? 1 : 0)) / n;
        for (let j = 0; j < width; j++) gradient[c * width + j]! += error * x[row + j]!;
      }
    }
    for (let p = 0; p < params.length; p++) {
      // The penalty spares the intercepts.
      if (p % width !== 0) gradient[p]! += (PENALTY * ahead[p]!) / n;
      velocity[p] = MOMENTUM * velocity[p]! - STEP * gradient[p]!;
      params[p]! += velocity[p]!;
    }
  }
  const trainedOn: Record<string, number> = {};
  for (const row of rows) trainedOn[row.set] = (trainedOn[row.set] ?? 0) + 1;
  return {
    features,
    means,
    deviations,
    intercepts: SENTIMENT_CLASSES.map((_, c) => params[c * width]!),
    weights: SENTIMENT_CLASSES.map((_, c) => [...params.subarray(c * width + 1, (c + 1) * width)]),
    trainedOn,
  };
}
