/** The front door of server/modules/narrative: what other modules may use. */
export { narrativeResolvers } from './narrative.resolvers';
export { createNarrativeRouter } from './narrative.routes';
export { ALL_ASPECTS } from './narrative.store';
export { netSentiment, netSentimentChange, netSentimentValue } from './net-sentiment';
export type { AnswerGroup } from './net-sentiment';
export {
  brandStatementGroups,
  MIN_SOURCE_ANSWERS,
  narrativeFigures,
  narrativeScope,
  themeQuotes,
  themeSources,
} from './narrative.service';
export type { NarrativeScope, ThemeModel } from './narrative.service';
