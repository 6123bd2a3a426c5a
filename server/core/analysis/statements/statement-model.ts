/**
 * The statement model: a multinomial logistic regression (logistic.ts) that weighs what the rules read of
 * one statement about a name (its lexicon words, advice for or against the name, the heading it stands
 * under, whether it is a table row or a list item …) and its words into the probabilities that a reader calls
 * it positive, neutral or negative toward that name. Fitted by `npm run train:statements` on the statements
 * of the long training sets and stored in statement-model.json; nothing here is hand-set but the features.
 */
import type { SentimentLabel } from '../../../../graphql/shared/sentiment-label';
import { fitModel, type LabelledRow, type LogisticModel } from '../logistic';
import { SENTIMENT_CLASSES } from '../sentiment-model';
import storedModel from './statement-model.json';

/** What the model reads of one statement. */
export const STATEMENT_FEATURES = [
  /** The weighted compounds of the name's parts in it, summed, and their two sides. */
  'lean',
  'positive',
  'negative',
  /** Words and phrases with a valence in those parts. */
  'valenceWords',
  /** Advice for (+) or against (−) the name in it. */
  'advice',
  /** A con named without a word the lexicon knows ("The catch is cost"). */
  'unnamedCon',
  /** A table row; a list item; a question. */
  'tableRow',
  'listItem',
  'question',
  /** The compound of the heading it stands under ("Where it falls short", "What it does well"). */
  'headingLean',
  /** The heading, or the statement's own opening label, names pros ("Pros", "What it does well") or cons. */
  'pros',
  'cons',
  /** The mean lean of every statement of the answer about the same name: how the answer speaks of it overall. */
  'nameLean',
  /** The heading names a verdict, things to avoid, the top pick (sentiment/structure.ts). */
  'inVerdict',
  'inAvoid',
  'inPick',
  /** It is about the brand (not a rival); it names no one and is read as its section's or answer's topic. */
  'aboutBrand',
  'byTopic',
  /** Other tracked names in it. */
  'othersNamed',
  /** Both sides at once: the smaller of the positive and the negative sums ("fast, but pricey"). */
  'mixed',
  /** The compound of the whole statement's words, whoever they are about. */
  'statementLean',
  /** A table row's scores ("8/10", "4.5") against the other rows': −1 the lowest … 1 the highest. */
  'scoreRank',
  /** A table row's prices against the other rows', the same way: 1 the dearest. */
  'priceRank',
  /**
   * Where a rival's statement stands in the answer, 0 its opening … 1 its end: rivals are listed early and
   * judged later; 0 for the brand's, which the answer judges throughout.
   */
  'rivalPosition',
] as const;

export type StatementFeature = (typeof STATEMENT_FEATURES)[number];
export type StatementFeatures = Record<StatementFeature, number>;

/** The model (logistic.ts): its words are the statement's and its heading's ("h:" before them). */
export type StatementModel = LogisticModel<StatementFeature>;

export const STATEMENT_MODEL = storedModel as StatementModel;

/** A statement's features before reading: all 0 (a literal: made for every statement). */
export const noStatementFeatures = (): StatementFeatures => ({
  lean: 0,
  positive: 0,
  negative: 0,
  valenceWords: 0,
  advice: 0,
  unnamedCon: 0,
  tableRow: 0,
  listItem: 0,
  question: 0,
  headingLean: 0,
  pros: 0,
  cons: 0,
  nameLean: 0,
  inVerdict: 0,
  inAvoid: 0,
  inPick: 0,
  aboutBrand: 0,
  byTopic: 0,
  othersNamed: 0,
  mixed: 0,
  statementLean: 0,
  scoreRank: 0,
  priceRank: 0,
  rivalPosition: 0,
});

/** A model's word weights in a map, made once per model: a statement looks up each of its words once. */
const wordMaps = new WeakMap<StatementModel, Map<string, readonly number[]>>();

function wordMapOf(model: StatementModel): Map<string, readonly number[]> {
  let map = wordMaps.get(model);
  if (!map) {
    map = new Map(Object.entries(model.words));
    wordMaps.set(model, map);
  }
  return map;
}

/** The most probable polarity of a statement with these features and words. */
export function statementPolarity(
  features: StatementFeatures,
  words: readonly string[],
  model: StatementModel = STATEMENT_MODEL,
): SentimentLabel {
  const classes = model.intercepts.length;
  const logits = [...model.intercepts];
  for (let j = 0; j < model.features.length; j++) {
    const value = (features[model.features[j]!] - model.means[j]!) / model.deviations[j]!;
    if (value !== 0) for (let k = 0; k < classes; k++) logits[k]! += model.weights[k]![j]! * value;
  }
  const weights = wordMapOf(model);
  for (const word of words) {
    const weight = weights.get(word);
    if (weight) for (let k = 0; k < classes; k++) logits[k]! += model.wordScale * weight[k]!;
  }
  return SENTIMENT_CLASSES[logits.indexOf(Math.max(...logits))]!;
}

/** One labelled statement for fitting. */
export type LabelledStatement = LabelledRow<StatementFeature, SentimentLabel>;

/** A word that moves no logit by this much is left out of the stored model. */
const MIN_WORD_PULL = 0.02;

/**
 * The L2 penalty on the words' weights, five times the features': each training part is one author's, and
 * words weighed freely learn an author's wording (in-sample 0.93, leave-one-part-out 0.686). Chosen by
 * leave-one-part-out (npm run train:statements -- --evaluate): 1 gave 0.686, 3 0.695, 5 0.699, 10 0.694.
 */
const WORD_PENALTY = 5;

export const fitStatementModel = (rows: readonly LabelledStatement[]): StatementModel =>
  fitModel(STATEMENT_FEATURES, SENTIMENT_CLASSES, rows, MIN_WORD_PULL, WORD_PENALTY);
