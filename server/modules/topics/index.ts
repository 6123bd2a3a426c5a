/** The front door of server/modules/topics: what other modules may use. */
export { topicsResolvers } from './topics.resolvers';
export { createTopicsRouter } from './topics.routes';
export {
  aggregateTopic,
  allTopics,
  requireTopic,
  topicBySlug,
  topicsRead,
  visibleTopics,
} from './topics.service';
export {
  archiveTopicRow,
  ensureAggregateTopic,
  findActiveTopicByName,
  getManagedTopic,
  insertTopic,
  listManagedTopics,
  listTopics,
  slugsStartingWith,
  updateTopicName,
  upsertTopicBySlug,
} from './topics.store';
export type { ManagedTopicRow, TopicRow } from './topics.store';
