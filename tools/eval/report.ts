/**
 * The analyzer's accuracy on every labelled set, printed (by `npm run bench` beside its throughput, and
 * alone by `npm run eval`).
 */
import { startedAsScript } from '../../server/code-location';
import { MISS_KINDS, scoreFixtures, scoreHoldout, type AccuracyReport } from './score';
import { BLIND_SETS, ENGINEER_SET, HOLDOUT_SETS, TRAINING_SETS } from './sets';

const pct = (value: number) => value.toFixed(3);

function printAccuracy(title: string, accuracy: AccuracyReport, log: (line: string) => void) {
  log(title);
  log(
    `  visibility   P ${pct(accuracy.visibility.precision)}  R ${pct(accuracy.visibility.recall)}  F1 ${pct(accuracy.visibility.f1)}  (targets P, F1 >= 0.97)`,
  );
  log(
    `  competitors  P ${pct(accuracy.competitors.precision)}  R ${pct(accuracy.competitors.recall)}  F1 ${pct(accuracy.competitors.f1)}  (target F1 >= 0.98)`,
  );
  log(
    `  position exact ${pct(accuracy.positionExact)} (target >= 0.97); competitor order exact ${pct(accuracy.competitorOrderExact)}`,
  );
  log(
    `  sources      domain recall ${pct(accuracy.sources.recall)} (${accuracy.sources.found}/${accuracy.sources.expected} labelled domains; target >= 0.98)`,
  );
  log(
    `  sentiment    accuracy ${pct(accuracy.sentiment.accuracy)} (${accuracy.sentiment.correct}/${accuracy.sentiment.labelled} labelled visible answers, 3 classes; target >= 0.75)`,
  );
  for (const kind of MISS_KINDS) {
    const misses = accuracy.mistakes.filter((mistake) => mistake.kind === kind);
    if (misses.length === 0) continue;
    log(`  misses: ${kind} (${misses.length})`);
    for (const mistake of misses)
      log(
        `    ${mistake.id} [${mistake.category}]: expected ${JSON.stringify(mistake.expected)}, got ${JSON.stringify(mistake.actual)}`,
      );
  }
}

/**
 * Accuracy on every labelled set: the fixtures, the engineer's own cases and the hold-out sets, blind ones
 * (BLIND_SETS) included.
 */
export function printAccuracyBench(log: (line: string) => void = console.log) {
  const accuracy = scoreFixtures();
  printAccuracy(
    `Answer analysis: ${accuracy.answers} hand-labelled answers written with the rules (tools/eval/sets)`,
    accuracy,
    log,
  );
  const own = scoreHoldout(ENGINEER_SET);
  printAccuracy(
    `Answer analysis, ${ENGINEER_SET}: ${own.answers} realistic answers written and labelled by the analyzer's engineer (not blind)`,
    own,
    log,
  );
  for (const file of HOLDOUT_SETS) {
    const holdout = scoreHoldout(file);
    printAccuracy(
      `Answer analysis, hold-out ${file}: ${holdout.answers} answers labelled by a second author who never saw the analyzer (${holdout.ambiguous} marked ambiguous, not scored)${BLIND_SETS.includes(file) ? '; blind: reported only, never a floor or tuned on' : ''}`,
      holdout,
      log,
    );
  }
  for (const file of TRAINING_SETS) {
    const training = scoreHoldout(file);
    printAccuracy(
      `Answer analysis, training set ${file}: ${training.answers} answers labelled by an author who never saw the analyzer (${training.ambiguous} marked ambiguous, not scored); the sentiment model is fitted on it`,
      training,
      log,
    );
  }
  return accuracy;
}

if (startedAsScript(import.meta.url)) printAccuracyBench();
