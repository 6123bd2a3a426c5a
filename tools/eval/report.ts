/**
 * The analyzer's accuracy on every labelled set, printed (by `npm run bench` beside its throughput, and
 * alone by `npm run eval`).
 */
import { parseArgs } from 'node:util';
import { startedAsScript } from '../../server/code-location';
import { wilsonInterval } from '../../server/modules/metrics';
import { LONG_BLIND_SET, LONG_SECOND_BLIND_SET, LONG_TRAINING_SETS, type LongSetName } from './long-sets';
import { MISS_KINDS, scoreFixtures, scoreHoldout, scoreLongSet, type AccuracyReport } from './score';
import { BLIND_SETS, ENGINEER_SET, HOLDOUT_SETS, TRAINING_SETS } from './sets';
import { type ClaimFigures, scoreClaims } from './claims';
import { aspectF1, scoreStatements, type StatementFigures } from './statements';

const pct = (value: number) => value.toFixed(3);

/** A share with its 95 % Wilson interval: "0.912 [0.871, 0.941] (135/148)". */
function withInterval(successes: number, trials: number): string {
  const interval = wilsonInterval(successes, trials);
  const bounds = interval ? ` [${pct(interval.low)}, ${pct(interval.high)}]` : '';
  return `${pct(trials ? successes / trials : 1)}${bounds} (${successes}/${trials})`;
}

/** The long answers' targets (issue 56), each figure with its interval. */
function longFigures(report: AccuracyReport): string {
  const { truePositives, falsePositives } = report.visibility;
  const positions = Math.round(report.positionExact * report.answers);
  return [
    `visibility P ${withInterval(truePositives, truePositives + falsePositives)} R ${pct(report.visibility.recall)}`,
    `position ${withInterval(positions, report.answers)}`,
    `sentiment ${withInterval(report.sentiment.correct, report.sentiment.labelled)}`,
  ].join('  ');
}

/** A long set's figures against the targets (visibility P >= 0.975, position >= 0.95, sentiment >= 0.85), by group. */
export function printLongSet(names: LongSetName[], log: (line: string) => void, misses = true) {
  const report = scoreLongSet(...names);
  log(
    `Long answers, ${names.join(' + ')}: ${report.answers} answers (${report.ambiguous} ambiguous for sentiment); targets visibility P >= 0.975, position >= 0.95, sentiment >= 0.85`,
  );
  log(`  all      ${longFigures(report)}`);
  for (const group of report.groups) log(`  ${group.name.padEnd(8)} ${longFigures(group.report)}`);
  if (misses) printMisses(report, log);
  return report;
}

/** Statements' figures: found (recall), polarity of those found, aspect micro-F1 (targets 0.85 and 0.80). */
function statementFigures(figures: StatementFigures): string {
  return [
    `found ${withInterval(figures.found, figures.labelled)} of ${figures.read} read`,
    `polarity ${withInterval(figures.polarityRight, figures.found)}`,
    `aspect F1 ${pct(aspectF1(figures.aspects))}`,
  ].join('  ');
}

/** The statements of long sets against their labels (issue 57): the brand's and the rivals' apart, by language. */
export function printStatements(names: LongSetName[], log: (line: string) => void) {
  const report = scoreStatements(...names);
  log(
    `Statements, ${names.join(' + ')}: targets polarity >= 0.85, aspect micro-F1 >= 0.80, brand and rivals apart (on a set the statement model was fitted on, polarity is in-sample)`,
  );
  log(`  brand    ${statementFigures(report.brand)}`);
  log(`  rivals   ${statementFigures(report.rivals)}`);
  for (const [language, figures] of [...report.byLanguage].sort((a, b) => b[1].labelled - a[1].labelled))
    log(`  ${language.padEnd(8)} ${statementFigures(figures)}`);
  for (const [aspect, counts] of report.byAspect)
    log(
      `  ${aspect.padEnd(22)} F1 ${pct(aspectF1(counts))} (${counts.truePositives} right, ${counts.falsePositives} extra, ${counts.falseNegatives} missed)`,
    );
  return report;
}

/** A group of claims (a kind, a language) is judged against the targets only with this many labelled. */
const CLAIMS_JUDGED_FROM = 60;

/** Claims' figures: wrong or outdated found (precision, recall), and the status of the claims found. */
function claimFigures(figures: ClaimFigures): string {
  const judged = figures.labelled >= CLAIMS_JUDGED_FROM ? '' : '  (too few to judge)';
  return [
    `wrong/outdated P ${withInterval(figures.flaggedRight, figures.flaggedRead)}`,
    `R ${withInterval(figures.flaggedRight, figures.flaggedLabelled)}`,
    `status ${withInterval(figures.statusRight, figures.found)} of ${figures.found}/${figures.labelled} found, ${figures.read} read${judged}`,
  ].join('  ');
}

/** The fact claims of long sets against their labels (issue 58): all, by the fact's kind, by language. */
export function printClaims(names: LongSetName[], log: (line: string) => void) {
  const report = scoreClaims(...names);
  log(
    `Fact claims, ${names.join(' + ')}: targets wrong/outdated precision >= 0.90 and recall >= 0.75 (a group judged with ${CLAIMS_JUDGED_FROM}+)`,
  );
  log(`  all      ${claimFigures(report.all)}`);
  const byCount = (groups: Map<string, ClaimFigures>) =>
    [...groups].sort((a, b) => b[1].labelled - a[1].labelled);
  for (const [group, figures] of [...byCount(report.byKind), ...byCount(report.byLanguage)])
    log(`  ${group.padEnd(8)} ${claimFigures(figures)}`);
  return report;
}

function printMisses(accuracy: AccuracyReport, log: (line: string) => void) {
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
  printMisses(accuracy, log);
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
  printLongSet([...LONG_TRAINING_SETS], log, false);
  printStatements([...LONG_TRAINING_SETS], log);
  printClaims([...LONG_TRAINING_SETS], log);
  return accuracy;
}

/**
 * npm run eval                  every set
 * npm run eval -- --long        the long training sets only
 * npm run eval -- --long-blind  the long blind set: scored once per use, when its reading is built
 * npm run eval -- --long-blind-2  the second long blind set's visibility, position and sentiment
 * npm run eval -- --statements  the statements of the long training sets
 * npm run eval -- --claims      the fact claims of the long training sets
 * npm run eval -- --claims-blind  the fact claims of the long blind set: scored once, when the reader was built
 * npm run eval -- --claims-blind-2  the fact claims of the second blind set: scored once, after the third round
 */
if (startedAsScript(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      long: { type: 'boolean' },
      'long-blind': { type: 'boolean' },
      'long-blind-2': { type: 'boolean' },
      statements: { type: 'boolean' },
      claims: { type: 'boolean' },
      'claims-blind': { type: 'boolean' },
      'claims-blind-2': { type: 'boolean' },
    },
  });
  if (values.claims) printClaims([...LONG_TRAINING_SETS], console.log);
  else if (values['claims-blind']) printClaims([LONG_BLIND_SET], console.log);
  else if (values['claims-blind-2']) printClaims([LONG_SECOND_BLIND_SET], console.log);
  else if (values.statements) printStatements([...LONG_TRAINING_SETS], console.log);
  else if (values['long-blind']) printLongSet([LONG_BLIND_SET], console.log);
  else if (values['long-blind-2']) printLongSet([LONG_SECOND_BLIND_SET], console.log);
  else if (values.long) printLongSet([...LONG_TRAINING_SETS], console.log);
  else printAccuracyBench();
}
