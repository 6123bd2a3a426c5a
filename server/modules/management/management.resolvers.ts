/** Thin GraphQL adapters for topic and prompt management and the account's collection settings. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
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
  saveBrandAttributes,
  setPromptKind,
  updateCollectionSettings,
} from './management.service';

export const managementResolvers: Resolvers = {
  Query: {
    managedTopics: (_parent, { includeArchived }, ctx) =>
      managedTopics(brandScope(ctx), includeArchived ?? false),
    collectionSettings: (_parent, _args, ctx) => collectionSettings(brandScope(ctx)),
  },
  Mutation: {
    createTopic: async (_parent, { input }, ctx) => ({
      topic: await createTopic(brandScope(ctx), input.name),
    }),
    renameTopic: async (_parent, { input }, ctx) => ({
      topic: await renameTopic(brandScope(ctx), input.id, input.name),
    }),
    archiveTopic: async (_parent, { input }, ctx) => ({
      topic: await archiveTopic(brandScope(ctx), input.id),
    }),
    addPrompt: async (_parent, { input }, ctx) => ({
      prompt: await addPrompt(brandScope(ctx), input.topicId, input.question),
    }),
    editPrompt: async (_parent, { input }, ctx) => ({
      prompt: await editPrompt(brandScope(ctx), input.id, input.question),
    }),
    movePrompt: async (_parent, { input }, ctx) => ({
      prompt: await movePrompt(brandScope(ctx), input.id, input.topicId),
    }),
    setPromptKind: async (_parent, { input }, ctx) => ({
      prompt: await setPromptKind(brandScope(ctx), input.id, input.kind ?? null),
    }),
    updateBrand: async (_parent, { input }, ctx) => {
      const scope = brandScope(ctx);
      return { brand: { ...(await saveBrand(scope, input)), id: scope.brandId } };
    },
    setBrandAttributes: async (_parent, { input }, ctx) => {
      const scope = brandScope(ctx);
      return { brand: { ...(await saveBrandAttributes(scope, input.attributes)), id: scope.brandId } };
    },
    archivePrompt: async (_parent, { input }, ctx) => ({
      prompt: await archivePrompt(brandScope(ctx), input.id),
    }),
    updateCollectionSettings: async (_parent, { input }, ctx) => ({
      settings: await updateCollectionSettings(brandScope(ctx), {
        platforms: input.platforms ?? null,
        samplesPerPrompt: input.samplesPerPrompt ?? null,
        country: input.country ?? null,
        language: input.language ?? null,
        appPlatforms: input.appPlatforms ?? null,
      }),
    }),
  },
};
