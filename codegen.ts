import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import * as hooksPlugin from './client/codegen/hooks-plugin';
import { ENUM_VALUE_TYPES } from './server/graphql/enum-values';

// The CLI imports plugins with Node's loader, which cannot read TypeScript; this file is loaded by
// jiti, so the local hooks plugin is imported here and handed over by name. Others load as usual.
const HOOKS_PLUGIN = './client/codegen/hooks-plugin.ts';
const requireFromRoot = createRequire(pathToFileURL(`${process.cwd()}/codegen.ts`));
const pluginLoader = async (mod: string) =>
  mod === HOOKS_PLUGIN || mod.endsWith('/client/codegen/hooks-plugin.ts')
    ? hooksPlugin
    : import(pathToFileURL(requireFromRoot.resolve(mod)).href);

const scalars = { Date: 'string', DateTime: 'string' };

const config: CodegenConfig = {
  pluginLoader,
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
          AlertWebhook: '../modules/alerts/alerts.store#WebhookRow',
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
    // ...and one typed hook per operation around Apollo Client 4's hooks (see client/codegen/hooks-plugin.ts).
    'client/src/__generated__/hooks.ts': {
      documents: 'client/src/**/*.graphql',
      plugins: [HOOKS_PLUGIN],
      config: { documentsModule: './graphql' },
    },
  },
};

export default config;
