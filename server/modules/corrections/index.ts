/** The front door of server/modules/corrections: what other modules may use. */
export { correctionsResolvers } from './corrections.resolvers';
export { createCorrectionsRouter } from './corrections.routes';
export { keepCorrections } from './corrections.service';
export { getAnswerReadings, getCorrections } from './corrections.store';
export type { CorrectionRow } from './corrections.store';
export type { AnalysisAccuracy as AnswerAccuracyModel } from './accuracy';
