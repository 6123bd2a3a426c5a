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
import { fitModel, type LabelledRow, type LogisticModel } from './logistic';
import storedModel from './sentiment-model.json';
import { saidOfBrand, WordWeights } from './sentiment/word-features';

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

/**
 * The model (logistic.ts): its words are the answer's (word-features.ts) that training answers shared; it is
 * fitted on labelled answers.
 */
export type SentimentModel = LogisticModel<SentimentFeature>;

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
  /** When given, only features whose words are all among these (saidOfBrand) are named. */
  said?: ReadonlySet<string>,
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
    // Checked on the weightiest rows only, in turn: most of an answer's rows are never named.
    if (said && !saidOfBrand(names[row]!, said)) continue;
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
export type LabelledFeatures = LabelledRow<SentimentFeature, SentimentLabel>;

/** Fits the model on the labelled answers; a word that moves no logit by WORD_PULL_MIN / 5 is left out. */
export const fitSentimentModel = (rows: readonly LabelledFeatures[]): SentimentModel =>
  fitModel(SENTIMENT_FEATURES, SENTIMENT_CLASSES, rows, WORD_PULL_MIN / 5);
