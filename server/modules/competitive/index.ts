/** The front door of server/modules/competitive: what other modules may use. */
export { competitiveResolvers } from './competitive.resolvers';
export { answerGaps, competitiveScope } from './competitive.service';
export type { CompetitiveScope } from './competitive.service';
