/** Thin GraphQL adapters for collection runs, answers, the visibility interval and prompt management (issue 6). */
import type { MetricsResolvers, MutationResolvers, QueryResolvers } from '../../graphql/resolvers-types';
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
} from '../management/management.service';
import { answersConnection, visibilityInterval } from './answers.service';
import { collectionRun, collectionRuns, latestCollectionRun, startCollectionRunNow } from './runs.view';

type Platform = 'CHATGPT' | 'PERPLEXITY' | 'GEMINI' | 'CLAUDE';
const upperPlatforms = (platforms: readonly string[]) => platforms.map((p) => p.toUpperCase() as Platform);

const settingsView = async (settings: Awaited<ReturnType<typeof collectionSettings>>) => ({
  ...settings,
  platforms: upperPlatforms(settings.platforms),
  realPlatforms: upperPlatforms(settings.realPlatforms),
});

export const collectionQueries: Pick<
  QueryResolvers,
  | 'collectionRun'
  | 'collectionRuns'
  | 'latestCollectionRun'
  | 'answers'
  | 'managedTopics'
  | 'collectionSettings'
> = {
  collectionRun: (_parent, { id }, ctx) => collectionRun(accountScope(ctx), id),
  collectionRuns: (_parent, { first }, ctx) => collectionRuns(accountScope(ctx), first ?? 10),
  latestCollectionRun: (_parent, _args, ctx) => latestCollectionRun(accountScope(ctx)),
  answers: async (_parent, { filter, first, after }, ctx) => {
    const connection = await answersConnection(accountScope(ctx), filter ?? {}, first ?? 20, after ?? null);
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({
        cursor: edge.cursor,
        node: {
          ...edge.node,
          platform: edge.node.platform.toUpperCase() as Platform,
          status: edge.node.status === 'ok' ? ('OK' as const) : ('FAILED' as const),
        },
      })),
    };
  },
  managedTopics: (_parent, { includeArchived }, ctx) =>
    managedTopics(accountScope(ctx), includeArchived ?? false),
  collectionSettings: async (_parent, _args, ctx) =>
    settingsView(await collectionSettings(accountScope(ctx))),
};

export const collectionMutations: Pick<
  MutationResolvers,
  | 'startCollectionRun'
  | 'createTopic'
  | 'renameTopic'
  | 'archiveTopic'
  | 'addPrompt'
  | 'editPrompt'
  | 'movePrompt'
  | 'archivePrompt'
  | 'updateCollectionSettings'
> = {
  startCollectionRun: (_parent, _args, ctx) => startCollectionRunNow(accountScope(ctx)),
  createTopic: (_parent, { input }, ctx) => createTopic(accountScope(ctx), input.name),
  renameTopic: (_parent, { input }, ctx) => renameTopic(accountScope(ctx), input.id, input.name),
  archiveTopic: (_parent, { id }, ctx) => archiveTopic(accountScope(ctx), id),
  addPrompt: (_parent, { input }, ctx) => addPrompt(accountScope(ctx), input.topicId, input.question),
  editPrompt: (_parent, { input }, ctx) => editPrompt(accountScope(ctx), input.id, input.question),
  movePrompt: (_parent, { input }, ctx) => movePrompt(accountScope(ctx), input.id, input.topicId),
  archivePrompt: (_parent, { id }, ctx) => archivePrompt(accountScope(ctx), id),
  updateCollectionSettings: async (_parent, { input }, ctx) =>
    settingsView(
      await updateCollectionSettings(accountScope(ctx), {
        platforms: input.platforms ?? null,
        samplesPerPrompt: input.samplesPerPrompt ?? null,
      }),
    ),
};

/** Metrics.visibilityInterval: the Wilson interval beside the visibility figure. */
export const collectionMetricsFields: Pick<MetricsResolvers, 'visibilityInterval'> = {
  visibilityInterval: ({ account, topic }) => visibilityInterval(account, topic.id),
};
