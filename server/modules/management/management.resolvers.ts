/** Thin GraphQL adapters for topic and prompt management and the account's collection settings. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import {
  addPrompt,
  archivePrompt,
  archiveTopic,
  collectionSettings,
  createTopic,
  editPrompt,
  managedTopics,
  movePrompt,
  renameTopic,
  updateCollectionSettings,
} from './management.service';

export const managementResolvers: Resolvers = {
  Query: {
    managedTopics: (_parent, { includeArchived }, ctx) =>
      managedTopics(accountScope(ctx), includeArchived ?? false),
    collectionSettings: (_parent, _args, ctx) => collectionSettings(accountScope(ctx)),
  },
  Mutation: {
    createTopic: (_parent, { input }, ctx) => createTopic(accountScope(ctx), input.name),
    renameTopic: (_parent, { input }, ctx) => renameTopic(accountScope(ctx), input.id, input.name),
    archiveTopic: (_parent, { id }, ctx) => archiveTopic(accountScope(ctx), id),
    addPrompt: (_parent, { input }, ctx) => addPrompt(accountScope(ctx), input.topicId, input.question),
    editPrompt: (_parent, { input }, ctx) => editPrompt(accountScope(ctx), input.id, input.question),
    movePrompt: (_parent, { input }, ctx) => movePrompt(accountScope(ctx), input.id, input.topicId),
    archivePrompt: (_parent, { id }, ctx) => archivePrompt(accountScope(ctx), id),
    updateCollectionSettings: (_parent, { input }, ctx) =>
      updateCollectionSettings(accountScope(ctx), {
        platforms: input.platforms ?? null,
        samplesPerPrompt: input.samplesPerPrompt ?? null,
      }),
  },
};
