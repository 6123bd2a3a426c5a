/** The front door of server/modules/management: what other modules may use. */
export { managementResolvers } from './management.resolvers';
export { freeTopicSlug, MAX_ACTIVE_TOPICS } from './management.service';
export type { CollectionSettingsModel } from './management.service';
