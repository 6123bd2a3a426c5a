import { describe, expect, test } from 'vitest';
import { analyzeRecord } from '../cli/analyze';
import { RULES_ANALYZER } from '../../server/core/analysis';
import { LONG_BLIND_SET, LONG_SECOND_BLIND_SET, LONG_TRAINING_SETS } from './long-sets';
import { scoreFixtures, scoreHoldout, scoreLongSet } from './score';
import { scoreClaims } from './claims';
import { aspectF1, scoreStatements } from './statements';
import { TUNED_SETS, type HoldoutSet } from './sets';
import { ANSWER_FIXTURES } from './sets/answers';

describe('hand-labelled answers', () => {
  test('at least 100 answers with unique ids', () => {
    expect(ANSWER_FIXTURES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(ANSWER_FIXTURES.map((f) => f.id)).size).toBe(ANSWER_FIXTURES.length);
  });

  test('accuracy targets: F1 >= 0.98 for visibility and competitors, exact position >= 0.95', () => {
    const report = scoreFixtures();
    expect(report.mistakes).toEqual([]);
    expect(report.visibility.f1).toBeGreaterThanOrEqual(0.98);
    expect(report.competitors.f1).toBeGreaterThanOrEqual(0.98);
    expect(report.positionExact).toBeGreaterThanOrEqual(0.95);
  });
});

/**
 * Floors per hold-out set: what each scores with the rules analyzer after issue 17's second round of
 * analysis work (homonyms read per answer, balanced pros and cons, review words in seven languages), so
 * that no change falls back. A, B and C had scored at least as much before it (A visibility F1 0.996,
 * position 196/197; B 0.986, 250/257; C visibility P 0.975, position 0.973, sentiment 0.862). D was written
 * blind for the analysis work's second round and scored before any tuning on it: visibility P 0.957 F1
 * 0.978, position 0.964, competitors 0.995, sources 1.000, sentiment 0.710; before this round it stood at
 * P 0.963, position 0.968, competitors 0.995, sentiment 0.774. The issue's targets for a blind set are
 * visibility P and F1 0.97, position 0.97, competitors 0.98, sources 0.98, sentiment 0.75: A–D's floors
 * are above them; the sets written blind later (E, G, H) are not there yet, and their floors hold what they
 * score, so that no change falls back.
 */
interface Floor {
  visibilityF1: number;
  visibilityPrecision: number;
  position: number;
  competitorsF1: number;
  sourceRecall: number;
  sentiment: number;
}

/**
 * A blind set (BLIND_SETS) has none. Since rules@2026.11.28.2 the sentiment model also reads the answer's
 * words, fitted on every tuned set: their sentiment floors are figures on answers it was fitted on, a guard
 * against a fall, not an estimate for new answers (the blind sets give that).
 */
const FLOORS: Partial<Record<HoldoutSet, Floor>> = {
  'holdout-a.jsonl': {
    visibilityF1: 1,
    visibilityPrecision: 1,
    position: 1,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 30 -> 31.
    sentiment: 1.0, // 31 of 31
  },
  'holdout-b.jsonl': {
    visibilityF1: 1,
    visibilityPrecision: 1,
    position: 1,
    competitorsF1: 1,
    sourceRecall: 1,
    // 0.948 (73 of 77) with the rules alone; the sentiment model (rules@2026.11.16) reads three list items
    // with one kind phrase as neutral, as the later sets' authors label them and B's author does not. When
    // issue 17 was filed B scored visibility F1 0.986 and position 250/257, and its sentiment was first
    // scored at 0.74: every figure is above that.
    // rules@2026.11.28.2 (words read, in-sample): 70 -> 77.
    sentiment: 1.0, // 77 of 77
  },
  'holdout-c.jsonl': {
    visibilityF1: 0.996,
    visibilityPrecision: 0.993,
    position: 0.996,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 146 -> 158.
    sentiment: 0.993, // 158 of 159
  },
  'holdout-d.jsonl': {
    visibilityF1: 0.996,
    visibilityPrecision: 0.993,
    position: 0.995,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 143 -> 155.
    sentiment: 1.0, // 155 of 155
  },
  // Written blind for the third round (96 brands, 30 % non-English, by someone who read only the labelling
  // rules) and scored before any tuning on it: visibility P 0.899 F1 0.947, position 0.916, competitors
  // 0.998, sources 1.000, sentiment 0.649. After the tuning on D (rules@2026.11.2), still unseen: P 0.910
  // F1 0.953, position 0.926, sentiment 0.675. rules@2026.11.3 was tuned on its odd ids only (homonyms by
  // spelling and market, verdicts toward the brand, undecided answers); its even ids, unseen, went from
  // P 0.912 F1 0.954, position 0.925, sentiment 0.630 to P 0.912 F1 0.954, position 0.925, sentiment
  // 0.781. The whole set then: P 0.956 F1 0.977, position 0.963, competitors 0.998, sentiment 0.841.
  // rules@2026.11.4 (a name alone in text about something else, drawn from G's misses): P 0.974 F1
  // 0.987, position 0.977. rules@2026.11.5 (tuned on H): sentiment 0.854. rules@2026.11.6 (tuned on I):
  // sentiment 0.854 -> 0.867. rules@2026.11.7 (tuned on I; "Ember.js" and senses of lexicon words drawn
  // from E's misses): P 0.974 -> 0.980, F1 0.987 -> 0.990, position 0.977 -> 0.981, sentiment 0.868 -> 0.887.
  'holdout-e.jsonl': {
    visibilityF1: 0.99,
    visibilityPrecision: 0.98,
    position: 0.981,
    competitorsF1: 0.997,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 140 -> 151.
    sentiment: 1.0, // 151 of 151
  },
  // Written blind for the fourth round (175 brands in new sectors, 34 % non-English) by someone who read
  // only the labelling rules, and never seen by the analyzer's engineers. Scored before any tuning on it:
  // rules@2026.11.2 visibility P 0.909 R 0.979 F1 0.943, position 0.913, competitors 0.998, sources 1.000,
  // sentiment 0.643 (92/143); rules@2026.11.3, tuned on E's odd ids only, P 0.915 F1 0.946, position
  // 0.918, competitors 0.998, sources 1.000, sentiment 0.748 (107/143). rules@2026.11.4, whose
  // "alone in text about something else" reading was drawn from its homonym misses (no longer blind): P
  // 0.966 F1 0.972, position 0.959. rules@2026.11.5 (tuned on H): F1 0.976, position 0.964, competitors
  // 1.000 ("a Floyd" is the sofa); then P 0.972 F1 0.979, position 0.969 ("Prima di tutto …"); sentiment
  // 0.797 (a contrast turns the side where the lexicon knows no word after it). rules@2026.11.7 (a settlement
  // noun after another name, "bol's", verdict verbs drawn from its misses): R 0.986 -> 1.000, F1 0.979 ->
  // 0.986, position 0.969 -> 0.979, sentiment 0.797 -> 0.867.
  'holdout-g.jsonl': {
    visibilityF1: 0.986,
    visibilityPrecision: 0.972,
    position: 0.979,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 121 -> 143.
    sentiment: 1.0, // 143 of 143
  },
  // Written blind for the fifth round (187 brands, 36 % non-English) by someone who read only the labelling
  // brief, and scored before any tuning on it: rules@2026.11.3 visibility P 0.899 R 1.000 F1 0.947,
  // position 0.908, competitors 0.997, sources 1.000, sentiment 0.776 (111/143); rules@2026.11.4 (tuned
  // on G, not on H) P 0.905 F1 0.950, position 0.913, the rest the same. rules@2026.11.5, tuned on its
  // misses by kind (greetings, verbs and places bearing the name, persons' possessives, dated titles, other
  // sites, model numbers): P 0.960 F1 0.979, position 0.964, competitors 1.000; verdicts read by grammar
  // (two clitics, any negated first-person conditional, German imperatives): sentiment 0.818; the brand's
  // parts read further (a pronoun after an introductory phrase, contrast openings in every language, rivals
  // named only as the standard of a comparison, cons named by their opening, "whether … depends on"):
  // 0.916. rules@2026.11.7 (tuned on I: a German noun after an article, "Stell den Fressnapf …"): P 0.959 ->
  // 0.966, F1 0.979 -> 0.982, position 0.964 -> 0.969.
  'holdout-h.jsonl': {
    visibilityF1: 0.982,
    visibilityPrecision: 0.966,
    position: 0.969,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28 (review words for Italian, French, Portuguese and Spanish, model refit): 135 -> 134,
    // h-157 read positive, traded for R's 177 -> 190 and J's 115 -> 116.
    // rules@2026.11.28.2 (words read, in-sample): 134 -> 143.
    sentiment: 1.0, // 143 of 143
  },
  // Written blind for the sixth round (199 brands, 34 % non-English, 46 % of lines with a brand that is also
  // an ordinary word, a name or a place) by someone who read only the labelling brief, and scored before
  // any tuning on it: rules@2026.11.4 visibility P 0.945 R 0.986 F1 0.965, position 0.938, competitors
  // 0.999, sources 1.000, sentiment 0.779 (109/140); rules@2026.11.5 (tuned on H, not on I): the same but
  // sentiment 0.786 (110/140). Misses by kind: 6 homonyms or ordinary words read as the brand, a person's
  // possessive, a casual mention of another sense; a hyphenated compound and a lower-case mention missed.
  // rules@2026.11.6, tuned on its misses by kind (verdicts whose object stands for the brand, labelled pros
  // and cons, a summing up, a rival chosen instead; chains listed with "un", saints, "-made"): P 0.945 ->
  // 0.952, F1 0.965 -> 0.972, position 0.938 -> 0.953, sentiment 0.786 -> 0.857. rules@2026.11.7, tuned on
  // its misses by kind (places read from their context, German nouns after an article, "Prima di …", a
  // lower-case answer, lexicon senses, avoided faults): P 0.952 -> 0.985, R 0.993 -> 1.000, F1 0.972 ->
  // 0.992, position 0.953 -> 0.989, competitors 0.999 -> 1.000, sentiment 0.857 -> 0.907.
  'holdout-i.jsonl': {
    visibilityF1: 0.992,
    visibilityPrecision: 0.985,
    position: 0.989,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28 (the same refit): 132 -> 131, i-153 read neutral.
    // rules@2026.11.28.2 (words read, in-sample): 131 -> 140.
    sentiment: 1.0, // 140 of 140
  },
  // Written blind for the seventh round (192 answers, 56 % non-English, 61 % with a brand that is also a word,
  // a name or a place), scored before any tuning on it: rules@2026.11.5 visibility P 0.940 R 0.994 F1 0.966,
  // position 0.917, competitors 0.999, sources 1.000, sentiment 0.642 (102/159); rules@2026.11.7 (tuned on
  // I, not on J): P 0.940 R 0.987 F1 0.963, position 0.911, sentiment 0.654. One of its misses seen since
  // (a bare comma after a list of places opens the next clause): R 0.994, position 0.917, sentiment 0.660.
  // rules@2026.11.8 (tuned on K): position 0.922. rules@2026.11.9, tuned on its misses by kind (a name whose
  // later word has a capital, "Google Flights", at a sentence's start; "mijn buurman Dirk"; "hive-mind";
  // "falls short"; "**illy Classico**"; "Indeed,"; "Lincoln, Nebraska"): P 0.958 R 1.000 F1 0.978, position
  // 0.961, competitors 1.000, sentiment 0.667. rules@2026.11.10 (advice for a rival, none for the brand, is
  // advice against it): sentiment 0.704.
  'holdout-j.jsonl': {
    visibilityF1: 0.977,
    visibilityPrecision: 0.957,
    position: 0.96,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 116 -> 155.
    sentiment: 0.974, // 155 of 159
  },
  // Written blind for the eighth round to the "realistic" mix (192 answers, 62 % English, 29 % with a
  // brand that is also a word, a name or a place), scored before any tuning on it with rules@2026.11.7 and
  // the fix J showed: visibility P 0.978 R 0.983 F1 0.980, position 0.948, competitors 0.998, sources 1.000,
  // sentiment 0.751 (133 of 177). rules@2026.11.8, tuned on K (brands that write themselves in lower case,
  // "la de Movistar", "einen beleuchteten Globus", "le feu vert", "ein Depot … Ein Depot"): P 0.983 R 1.000
  // F1 0.992, position 0.984, competitors 0.999, sentiment 0.763. rules@2026.11.9 (tuned on J): sentiment
  // 0.757, "Halifax, Nova Scotia" now read as the town takes its sentence out of the bank's (56.2, just
  // over the positive line, where the label is neutral). rules@2026.11.10 (advice for a rival): 0.791.
  // rules@2026.11.12: 0.785, k-124's "**Buy basics …** Quince is good" no longer read as advice for Quince
  // (its object is "basics"), which had labelled it right by accident.
  'holdout-k.jsonl': {
    visibilityF1: 0.991,
    visibilityPrecision: 0.982,
    position: 0.984,
    competitorsF1: 0.999,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 147 -> 173.
    sentiment: 0.977, // 173 of 177
  },
  // Written blind for the ninth round (192 answers, 58 % English, 31 % with a brand that is also a word, a
  // name or a place), scored before any tuning on it: rules@2026.11.8 visibility P 0.982 R 0.982 F1 0.982,
  // position 0.964, competitors 1.000, sources 1.000, sentiment 0.647 (110 of 170); rules@2026.11.9 (tuned
  // on J, not on L): P 0.982 R 0.988 F1 0.985, position 0.969, sentiment 0.653. rules@2026.11.10 (advice for
  // a rival, none for the brand, is advice against it; drawn from J, K and L's misses by kind): 0.682.
  'holdout-l.jsonl': {
    visibilityF1: 0.985,
    visibilityPrecision: 0.982,
    position: 0.968,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 122 -> 163.
    sentiment: 0.958, // 163 of 170
  },
  // Written blind for the tenth round (192 answers, 60 % English, 31 % with a brand that is also a word, a
  // name or a place), scored before any tuning on it: rules@2026.11.9 visibility P 0.981 R 0.987 F1 0.984,
  // position 0.969, competitors 1.000, sources 1.000, sentiment 0.744 (116 of 156); rules@2026.11.10 (made
  // before M was seen): the same, sentiment 0.788. rules@2026.11.11, tuned on its misses by kind (a country
  // after "in", a town placed in its province, a capital after an indefinite article outside German): P
  // 0.994 R 0.994 F1 0.994, position 0.984, sentiment 0.795. rules@2026.11.12, from its sentiment misses by
  // kind (imperatives in French, Spanish, Italian, Portuguese and Dutch; "no es la que yo elegiría"; a
  // Dutch ordering verb; advice counts for a rival only when the rival is its object): 0.821.
  'holdout-m.jsonl': {
    visibilityF1: 0.993,
    visibilityPrecision: 0.993,
    position: 0.983,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 138 -> 155.
    sentiment: 0.993, // 155 of 156
  },
  // Written blind for the eleventh round (192 answers, 60 % English, about 30 % with a brand that is also a
  // word, a name or a place), scored before any tuning on it: rules@2026.11.9 visibility P 0.965 R 0.988
  // F1 0.977, position 0.958, competitors 1.000, sources 1.000, sentiment 0.757 (128 of 169);
  // rules@2026.11.12 (tuned on J to M, not on N): the same, sentiment 0.799 (135 of 169). rules@2026.11.13,
  // tuned on its misses by kind ("Cape Finisterre", "the walk from Santiago de Compostela to Finisterre",
  // "the Republic of Ireland"): P 0.977 F1 0.982, position 0.969.
  'holdout-n.jsonl': {
    visibilityF1: 0.982,
    visibilityPrecision: 0.976,
    position: 0.968,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 149 -> 165.
    sentiment: 0.976, // 165 of 169
  },
  // Written blind for the twelfth round (192 answers, 69 % English, about 40 % with a brand that is also a
  // word, a name or a place, sentiment 57/57/57), scored before any tuning on it: rules@2026.11.13 visibility
  // P 0.982 R 0.982 F1 0.982, position 0.969, competitors 1.000, sources 1.000, sentiment 0.678 (116 of 171).
  // rules@2026.11.14, tuned on its visibility misses by kind ("Zendure's SolarFlow", "the small town of
  // Jever", "Frankly, …"): P 0.994 F1 0.991, position 0.984, sentiment 0.690 (118 of 171); rules@2026.11.15
  // (an unnamed alternative advised in the brand's place, "better off elsewhere", "best known"): 0.702.
  'holdout-o.jsonl': {
    visibilityF1: 0.99,
    visibilityPrecision: 0.994,
    position: 0.984,
    competitorsF1: 1,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 127 -> 166.
    sentiment: 0.97, // 166 of 171
  },
  // Written blind for the twelfth round (192 answers, 31 % non-English, 42 % of brands also words, names or
  // places) from a brief reconstructed from M's, and scored before any tuning on it: rules@2026.11.15
  // visibility P 0.977 R 0.988 F1 0.982, position 0.958, competitors 0.998, sources 1.000, sentiment 0.794
  // (135/170). rules@2026.11.16 (the sentiment model, fitted on A–O): sentiment 0.829 (141/170); fitted
  // on A–P, the same. A deity's title after the name ("Demeter, goddess of grain"), from its misses:
  // visibility P 0.982 F1 0.985, position 0.964. rules@2026.11.17 (an article merged into a preposition, "du
  // Petit Ballon"; a German name joined to a noun by a hyphen, "Uvex-Helme"): P 0.983 F1 0.991, position
  // 0.974, sentiment 0.841. rules@2026.11.18 (a longer name's first word in the possessive, "Eurotunnel's Le
  // Shuttle"): competitors 0.999.
  'holdout-p.jsonl': {
    visibilityF1: 0.991,
    visibilityPrecision: 0.982,
    position: 0.973, // 187 of 192
    competitorsF1: 0.998,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 143 -> 165.
    sentiment: 0.97, // 165 of 170
  },
  // R: 276 answers in 17 languages (two thirds not in English), written blind for issue 45 as the set to
  // tune multilingual sentiment on; its first score, before any tuning on it, was sentiment 0.569 (144 of
  // 253), raised by the review lexicons of Polish, Swedish, Danish and Norwegian, Finnish, Czech, Turkish
  // and Japanese (177), by review words for Italian, French, Portuguese and Spanish (190), and by lexicons for
  // Russian, Ukrainian, Greek, Romanian and Hungarian (192).
  'holdout-r.jsonl': {
    visibilityF1: 0.985,
    visibilityPrecision: 0.995,
    position: 0.974, // 265 of 272
    competitorsF1: 0.992,
    sourceRecall: 1,
    // rules@2026.11.28.2 (words read, in-sample): 192 -> 240.
    // rules@2026.11.28.3 (fitted with the training sets): 240 -> 241.
    // rules@2026.11.28.4 (refit with training sets I–P, words of the closing paragraph): 241 -> 248.
    sentiment: 0.98, // 248 of 253
  },
};

test('every hold-out set but the blind ones has floors', () => {
  expect(Object.keys(FLOORS).sort()).toEqual([...TUNED_SETS].sort());
});

// Slow: each set's answers through the analyze CLI, 2-4 s a set. Guards the analyzer's accuracy floors.
describe.each(TUNED_SETS)('hold-out answers labelled blind (%s)', { tags: ['slow'] }, (file) => {
  test('meet their targets through the analyze CLI', () => {
    const report = scoreHoldout(file);
    const floor = FLOORS[file]!;
    expect(report.answers).toBeGreaterThanOrEqual(150);
    expect(report.visibility.f1).toBeGreaterThanOrEqual(floor.visibilityF1);
    expect(report.visibility.precision).toBeGreaterThanOrEqual(floor.visibilityPrecision);
    expect(report.positionExact).toBeGreaterThanOrEqual(floor.position);
    expect(report.competitors.f1).toBeGreaterThanOrEqual(floor.competitorsF1);
    expect(report.sources.recall).toBeGreaterThanOrEqual(floor.sourceRecall);
    expect(report.sentiment.accuracy).toBeGreaterThanOrEqual(floor.sentiment);
  });
});

/**
 * The long answers (tools/eval/sets/long/): the blind part as it scored once, on arrival, with the structure
 * reading of issue 56 (rules@2026.11.29.1: visibility P 299/305, position 314/330, sentiment 230/298, short of
 * the 0.85); it is never tuned on, and its figures may not fall back. The training parts, which the
 * model is fitted on too, hold their in-sample figures.
 */
const LONG_FLOORS = {
  [LONG_BLIND_SET]: { visibilityPrecision: 299 / 305, position: 314 / 330, sentiment: 230 / 298 },
  // Scored for visibility, position and sentiment once, after the better-choice round (rules@2026.12.01.2):
  // visibility P 166/170, position 169/180, sentiment 128/164 (0.780). Never tuned on since.
  [LONG_SECOND_BLIND_SET]: { visibilityPrecision: 166 / 170, position: 169 / 180, sentiment: 128 / 164 },
  // Issue 56 (hard to recommend, a choice left to the reader, a rival passed over), refit: 420 -> 425 of 432.
  // The better choice named in 17 languages, refit: 425 -> 427 (position 456 -> 460).
  training: { visibilityPrecision: 442 / 451, position: 460 / 480, sentiment: 427 / 432 },
};

// Slow: 810 answers of 300–650 words, about 10 s. Guards the long answers' figures.
describe('long answers', { tags: ['slow'] }, () => {
  test.each([
    ['the blind part', [LONG_BLIND_SET], LONG_FLOORS[LONG_BLIND_SET]],
    ['the second blind part', [LONG_SECOND_BLIND_SET], LONG_FLOORS[LONG_SECOND_BLIND_SET]],
    ['the training parts', [...LONG_TRAINING_SETS], LONG_FLOORS.training],
  ] as const)('%s hold their figures', (_name, names, floor) => {
    const report = scoreLongSet(...names);
    expect(report.visibility.precision).toBeGreaterThanOrEqual(floor.visibilityPrecision - 1e-9);
    expect(report.positionExact).toBeGreaterThanOrEqual(floor.position - 1e-9);
    expect(report.sentiment.accuracy).toBeGreaterThanOrEqual(floor.sentiment - 1e-9);
  });
});

/**
 * The statements of the long training parts (issue 57), which the statement model is fitted on: found, their
 * polarity (in-sample) and aspect micro-F1, the brand's and the rivals' apart. The blind part is scored for
 * statements once, when their reading is built, and not before. With the words' weights penalised five times
 * harder, polarity in-sample fell from 0.931 / 0.916 to 0.851 (3215/3777) / 0.834 (2676/3208), and out of
 * sample (npm run train:statements -- --evaluate, leave-one-part-out) rose from 0.682 / 0.691 to 0.694 /
 * 0.704. The aspects come from word lists, not a fit; pruning or adding words by leave-one-part-out moved
 * their figure by under 0.002. Since brand names touching CJK text are found (rules@2026.12.01.1), more
 * statements are found (brand 3777 -> 3802, rivals 3208 -> 3273 of 4210 / 3537); after the refit polarity
 * reads 0.852 / 0.836 in-sample, 0.698 / 0.707 out of sample, and the rivals' aspect F1 0.677.
 */
const STATEMENT_FLOORS = {
  brand: { found: 3802 / 4210, polarity: 0.85, aspectF1: 0.673 },
  rivals: { found: 3273 / 3537, polarity: 0.835, aspectF1: 0.677 },
};

test('the long training parts’ statements hold their figures', { tags: ['slow'] }, () => {
  const report = scoreStatements(...LONG_TRAINING_SETS);
  for (const kind of ['brand', 'rivals'] as const) {
    const figures = report[kind];
    expect(figures.found / figures.labelled).toBeGreaterThanOrEqual(STATEMENT_FLOORS[kind].found - 1e-9);
    expect(figures.polarityRight / figures.found).toBeGreaterThanOrEqual(
      STATEMENT_FLOORS[kind].polarity - 1e-9,
    );
    expect(aspectF1(figures.aspects)).toBeGreaterThanOrEqual(STATEMENT_FLOORS[kind].aspectF1 - 5e-4);
  }
});

/**
 * The fact claims of the long answers (issue 58): wrong or outdated values found (precision and recall) and the
 * status of the claims found. The blind part was scored once, when the claim reader was built (rules@2026.11.29.4:
 * precision 275/326, recall 275/481, status 717/779; short of the 0.90 and 0.75), and is never tuned
 * on; the training parts, which the reader was tuned on, scored 429/528, 429/695 and 1113/1199. Each floor is
 * slightly under its figure. The second round on the training parts (numbers in words, a place after the
 * fact's words, inflected aliases, counts of other things, plan tables, amounts per other things, absences)
 * raised them to 468/545 (0.859), 468/695 (0.673) and 1189/1268 (0.938). Run as this regression test after it
 * (not tuned on), the blind part read 309/368 (0.840), 309/481 (0.642) and 766/836 (0.916): recall up from
 * 0.572, precision level. The third round on the training parts (comparison and fact tables whose rows name no
 * one, bounds and starting prices, units of time, founding words, extras, "not all", countries named in the
 * answer's language) raised them to 531/588 (0.903), 531/695 (0.764) and 1309/1368 (0.957); run once after
 * it, the blind part read 356/404 (0.881), 356/481 (0.740) and 835/898 (0.930). The floors follow both.
 * The second blind part (blind-2, ten languages), never read for claims before, was then scored once: 181/201
 * (0.900), 181/227 (0.797) and 409/427 (0.958).
 * The fourth round on the training parts (what a figure or a yes is not: other units of measure, times ago,
 * decades, rounding, choices, amounts a week, gaps and savings, thresholds of free things, tables of extras;
 * yes and no after a thing's words, a free thing said to be paid for) raised them to 540/581 (0.929), 540/695
 * (0.777) and 1335/1383 (0.965); run after it as regression tests (not tuned on), the blind part read 359/404
 * (0.889), 359/481 (0.746) and 844/904 (0.934), blind-2 182/201 (0.905), 182/227 (0.802) and 417/435 (0.959):
 * the two blind parts together 541/605 (0.894), still short of 0.90. The floors follow all three.
 * The fifth round (a Latin name touching kana, Han or Hangul is a mention; the languages' words for a head
 * office and for where goods are made; a verb saying a thing is there; the full-width percent sign) raised the
 * training parts to 549/590 (0.931), 549/695 (0.790) and 1347/1397 (0.964); the blind part then read 367/415
 * (0.884), 367/481 (0.763) and 856/918 (0.932), blind-2 as before: together 549/616 (0.891), recall 0.774.
 * The sixth round (shipping's, allowances' and bundles' amounts, monthly sums, brand fact-sheet lists, table
 * cells of place and name facts, names in Japanese and Chinese, a rival's name as the value, pack words folded
 * as the text is) raised the training parts to 561/597 (0.940), 561/695 (0.807) and 1361/1412 (0.964); the
 * blind part then read 372/420 (0.886), 372/481 (0.773) and 863/925 (0.933), blind-2 182/198 (0.919), 182/227
 * (0.802) and 419/437 (0.959): together 554/618 (0.896), recall 0.782.
 * The seventh round (items among rivals' bold labels, terms of a worked sum, prices per weight or volume, a
 * fact's words in the answer's own language) raised the training parts to 561/593 (0.946), recall and status
 * as before; the blind part read as before, blind-2 182/197 (0.924): together 554/617 (0.898).
 * The ninth round (yes-or-no facts said of some only, with a measure, denied, limited, in compounds; names in
 * the genitive before a fact's words) raised the training parts to 580/602 (0.963), 580/695 (0.835) and
 * 1399/1444 (0.969).
 */
const CLAIM_FLOORS = {
  [LONG_BLIND_SET]: { precision: 0.88, recall: 0.77, status: 0.93 },
  [LONG_SECOND_BLIND_SET]: { precision: 0.915, recall: 0.8, status: 0.955 },
  training: { precision: 0.94, recall: 0.82, status: 0.96 },
};

test.each([
  ['the blind part', [LONG_BLIND_SET], CLAIM_FLOORS[LONG_BLIND_SET]],
  ['the second blind part', [LONG_SECOND_BLIND_SET], CLAIM_FLOORS[LONG_SECOND_BLIND_SET]],
  ['the training parts', [...LONG_TRAINING_SETS], CLAIM_FLOORS.training],
] as const)('%s’ fact claims hold their figures', { tags: ['slow'] }, (_name, names, floor) => {
  const { all } = scoreClaims(...names);
  expect(all.flaggedRight / all.flaggedRead).toBeGreaterThanOrEqual(floor.precision);
  expect(all.flaggedRight / all.flaggedLabelled).toBeGreaterThanOrEqual(floor.recall);
  expect(all.statusRight / all.found).toBeGreaterThanOrEqual(floor.status);
});

describe('analyze CLI records', () => {
  test('JSONL record shape', () => {
    expect(
      analyzeRecord({
        text: 'Most shops close on Sunday. Sunday and OpenTable both take bookings.',
        brand: 'Sunday',
        competitors: ['OpenTable'],
        citations: ['https://www.opentable.com/?utm_source=x', { url: 'https://sundayapp.com/' }],
      }),
    ).toEqual({
      visible: true,
      position: 1,
      competitors: ['OpenTable'],
      sources: [
        { url: 'https://opentable.com', domain: 'opentable.com' },
        { url: 'https://sundayapp.com', domain: 'sundayapp.com' },
      ],
      sentiment: expect.any(Number),
      sentimentLabel: 'neutral',
      analyzer: RULES_ANALYZER,
    });
    expect(analyzeRecord({ text: 'An apple a day.', brand: 'Apple' })).toMatchObject({
      visible: false,
      position: null,
      sentiment: null,
      sentimentLabel: null,
    });
  });
});
