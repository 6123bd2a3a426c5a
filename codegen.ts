import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as operationModules } from './client/codegen/hooks-plugin';
import { ENUM_VALUE_TYPES } from './server/graphql/enum-values';

const scalars = { Date: 'string', DateTime: 'string' };

const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  generates: {
    'server/graphql/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: { Date: 'string', DateTime: 'Date | string' },
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context#RequestContext',
        // Enums the server stores in lower case: resolvers use the internal value ('chatgpt').
        enumValues: ENUM_VALUE_TYPES,
        mappers: {
          Topic: '../modules/topics/topics.store#TopicRow',
          Metrics: '../modules/metrics/metrics.service#MetricsScope',
          Overview: '../modules/metrics/metrics.service#MetricsScope',
          Competitive: '../modules/competitive/competitive.service#CompetitiveScope',
          SourceCount: '../modules/metrics/metrics.service#SourceCountModel',
          Viewer: '../modules/accounts/accounts.service#AccountScope',
          PromptGroup: '../modules/prompts/prompts.service#PromptGroupModel',
          PromptGridRow: '../modules/prompts/prompts.service#PromptGridRowModel',
          AlertWebhook: '../modules/alerts/alerts.store#WebhookRow',
          LoggedChange: '../modules/changes/changes.store#LoggedChangeRow',
          ChangeImpact: '../modules/changes/changes.service#ChangeImpactModel',
          Answer: '../modules/collection/answers.service#AnswerModel',
        },
      },
    },
    // Client: typed documents from the .graphql files colocated with routes and features...
    'client/src/__generated__/': {
      documents: 'client/src/**/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        scalars,
        useTypeImports: true,
        enumsAsTypes: true,
        // Apollo Client adds __typename to every selection; say so in the types (and in test mocks).
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
    // ...and one module per operation with its document and a typed hook around Apollo Client 4's hooks,
    // re-exported by hooks.ts (see client/codegen/hooks-plugin.ts).
    'client/src/__generated__/operations/': {
      documents: 'client/src/**/*.graphql',
      preset: operationModules,
      plugins: [],
    },
  },
};

export default config;
