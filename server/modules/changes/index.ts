/** The front door of server/modules/changes: what other modules may use. */
export { BOOTSTRAP_REPLICATES, MAX_SIDE_DAYS, MIN_GROUP_PROMPTS, MIN_SIDE_DAYS } from './change-impact';
export { changesResolvers } from './changes.resolvers';
export type { LoggedChangeRow } from './changes.store';
export { logChange } from './changes.service';
export type { ChangeImpactModel } from './changes.service';
