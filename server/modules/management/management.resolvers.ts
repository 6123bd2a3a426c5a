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
  saveBrand,
  setPromptKind,
  updateCollectionSettings,
} from './management.service';

export const managementResolvers: Resolvers = {
  Query: {
    managedTopics: (_parent, { includeArchived }, ctx) =>
      managedTopics(accountScope(ctx), includeArchived ?? false),
    collectionSettings: (_parent, _args, ctx) => collectionSettings(accountScope(ctx)),
  },
  Mutation: {
    createTopic: async (_parent, { input }, ctx) => ({
      topic: await createTopic(accountScope(ctx), input.name),
    }),
    renameTopic: async (_parent, { input }, ctx) => ({
      topic: await renameTopic(accountScope(ctx), input.id, input.name),
    }),
    archiveTopic: async (_parent, { input }, ctx) => ({
      topic: await archiveTopic(accountScope(ctx), input.id),
    }),
    addPrompt: async (_parent, { input }, ctx) => ({
      prompt: await addPrompt(accountScope(ctx), input.topicId, input.question),
    }),
    editPrompt: async (_parent, { input }, ctx) => ({
      prompt: await editPrompt(accountScope(ctx), input.id, input.question),
    }),
    movePrompt: async (_parent, { input }, ctx) => ({
      prompt: await movePrompt(accountScope(ctx), input.id, input.topicId),
    }),
    setPromptKind: async (_parent, { input }, ctx) => ({
      prompt: await setPromptKind(accountScope(ctx), input.id, input.kind ?? null),
    }),
    updateBrand: async (_parent, { input }, ctx) => {
      const scope = accountScope(ctx);
      return { brand: { ...(await saveBrand(scope, input)), id: scope.userId } };
    },
    archivePrompt: async (_parent, { input }, ctx) => ({
      prompt: await archivePrompt(accountScope(ctx), input.id),
    }),
    updateCollectionSettings: async (_parent, { input }, ctx) => ({
      settings: await updateCollectionSettings(accountScope(ctx), {
        platforms: input.platforms ?? null,
        samplesPerPrompt: input.samplesPerPrompt ?? null,
        country: input.country ?? null,
        language: input.language ?? null,
      }),
    }),
  },
};
