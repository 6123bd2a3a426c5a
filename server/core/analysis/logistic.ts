/**
 * Multinomial logistic regression on standardised features and present words, fitted by full-batch Adam:
 * what the sentiment model (sentiment-model.ts) and the statement model (statements/statement-model.ts)
 * are fitted with. Deterministic: the same rows give the same weights.
 */

/**
 * A fitted model as stored: its features, each feature's mean and standard deviation on the training rows
 * (inputs are standardised), per class an intercept and a weight per standardised feature, the words the
 * training rows shared with a weight per class (a word present adds wordScale × its weight to each class's
 * logit), and the labelled rows it was fitted on, per set.
 */
export interface LogisticModel<Feature extends string> {
  features: readonly Feature[];
  means: readonly number[];
  deviations: readonly number[];
  intercepts: readonly number[];
  weights: readonly (readonly number[])[];
  words: Readonly<Record<string, readonly number[]>>;
  wordScale: number;
  trainedOn: Readonly<Record<string, number>>;
}

/** One labelled row for fitting: its set, its features by name, its words, and the class a reader gave it. */
export interface LabelledRow<Feature extends string, Label> {
  set: string;
  features: Readonly<Record<Feature, number>>;
  words: readonly string[];
  label: Label;
}

/**
 * Fits a model of `features` on labelled rows into `classes` (deterministic: the same rows give the same
 * weights). A word that moves no logit by `minWordPull` is left out: it changes no reading, and costs a lookup.
 * `wordPenalty`: the L2 penalty on the words' weights, for a model whose words memorise its training texts.
 */
export function fitModel<Feature extends string, Label>(
  features: readonly Feature[],
  classes: readonly Label[],
  rows: readonly LabelledRow<Feature, Label>[],
  minWordPull: number,
  wordPenalty = WORD_PENALTY,
): LogisticModel<Feature> {
  const fit = fitLogistic(
    rows.map((row) => ({
      x: features.map((name) => row.features[name]),
      words: row.words,
      label: classes.indexOf(row.label),
    })),
    classes.length,
    minWordPull,
    wordPenalty,
  );
  const trainedOn: Record<string, number> = {};
  for (const row of rows) trainedOn[row.set] = (trainedOn[row.set] ?? 0) + 1;
  return { features, ...fit, trainedOn };
}

/** One row as the fit reads it: its features' values, its words, and its class's index. */
interface LogisticRow {
  x: readonly number[];
  words: readonly string[];
  label: number;
}

/** A fit's numbers. */
interface LogisticFit {
  means: number[];
  deviations: number[];
  intercepts: number[];
  weights: number[][];
  words: Record<string, number[]>;
  wordScale: number;
}

/**
 * L2 penalties against the summed log loss: on the features' weights 1 (as scikit-learn's C = 1), and on the
 * words' the same unless the caller asks for more; the intercepts are spared.
 */
const PENALTY = 1;
const WORD_PENALTY = 1;
/** A word's input against a standardised feature's unit: many words are present in each answer. */
const WORD_SCALE = 0.7;
/** A word counts when at least this many training rows have it: one row's words teach nothing general. */
const WORD_MIN_ROWS = 3;
const EPOCHS = 300;
/** Adam's step and decay rates. */
const STEP = 0.05;
const FIRST_MOMENT = 0.9;
const SECOND_MOMENT = 0.999;

/** Fits `classes` classes by full-batch Adam on the mean log loss plus the penalties / n × ½‖W‖². */
function fitLogistic(
  rows: readonly LogisticRow[],
  classes: number,
  minWordPull: number,
  wordPenalty: number,
): LogisticFit {
  const n = rows.length;
  const d = rows[0]?.x.length ?? 0;
  const k = classes;
  const raw = rows.map((row) => row.x);
  const means = Array.from({ length: d }, (_, j) => raw.reduce((sum, x) => sum + x[j]!, 0) / n);
  const deviations = means.map((mean, j) => {
    const variance = raw.reduce((sum, x) => sum + (x[j]! - mean) ** 2, 0) / n;
    return variance > 0 ? Math.sqrt(variance) : 1;
  });
  const rowsWith = new Map<string, number>();
  for (const row of rows) for (const word of row.words) rowsWith.set(word, (rowsWith.get(word) ?? 0) + 1);
  const vocabulary = [...rowsWith].filter(([, count]) => count >= WORD_MIN_ROWS).map(([word]) => word);
  const wordIndex = new Map(vocabulary.map((word, i) => [word, i]));
  // Parameters per class: the intercept, a weight per feature, a weight per word.
  const width = 1 + d + vocabulary.length;
  const x = new Float64Array(n * d);
  raw.forEach((values, i) =>
    values.forEach((value, j) => (x[i * d + j] = (value - means[j]!) / deviations[j]!)),
  );
  const present = rows.map((row) => Int32Array.from(row.words.flatMap((word) => wordIndex.get(word) ?? [])));
  const y = rows.map((row) => row.label);
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
    // Adam's bias corrections: the same for every parameter of the epoch.
    const firstCorrection = 1 - FIRST_MOMENT ** epoch;
    const secondCorrection = 1 - SECOND_MOMENT ** epoch;
    for (let p = 0; p < params.length; p++) {
      const column = p % width;
      if (column > 0) gradient[p]! += ((column <= d ? PENALTY : wordPenalty) * params[p]!) / n;
      first[p] = FIRST_MOMENT * first[p]! + (1 - FIRST_MOMENT) * gradient[p]!;
      second[p] = SECOND_MOMENT * second[p]! + (1 - SECOND_MOMENT) * gradient[p]! ** 2;
      const meanStep = first[p]! / firstCorrection;
      const scale = Math.sqrt(second[p]! / secondCorrection) + 1e-8;
      params[p]! -= (STEP * meanStep) / scale;
    }
  }
  const classIndexes = Array.from({ length: k }, (_, c) => c);
  return {
    means,
    deviations,
    intercepts: classIndexes.map((c) => params[c * width]!),
    weights: classIndexes.map((c) => [...params.subarray(c * width + 1, c * width + 1 + d)]),
    words: Object.fromEntries(
      vocabulary.flatMap((word, w) => {
        const weights = classIndexes.map((c) => params[c * width + 1 + d + w]!);
        return Math.max(...weights.map(Math.abs)) * WORD_SCALE < minWordPull ? [] : [[word, weights]];
      }),
    ),
    wordScale: WORD_SCALE,
  };
}
