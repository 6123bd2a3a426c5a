import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as operationModules } from './client/codegen/hooks-plugin';
import { ENUM_VALUE_TYPES } from './server/graphql/enum-values';
import { schemaFiles } from './server/graphql/schema-files';

/** How the client's and the MCP tools' documents are typed: days and times as the JSON strings they are. */
const operationTypes = {
  scalars: { Date: 'string', DateTime: 'string' },
  useTypeImports: true,
  enumsAsTypes: true,
};

const config: CodegenConfig = {
  schema: schemaFiles(),
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
          Topic: '../modules/topics#TopicRow',
          Metrics: '../modules/metrics#MetricsScope',
          Overview: '../modules/metrics#MetricsScope',
          Competitive: '../modules/competitive#CompetitiveScope',
          Narrative: '../modules/narrative#NarrativeScope',
          FactCheck: '../modules/fact-check#FactCheckModel',
          FactClaim: '../modules/fact-check#FactClaimModel',
          FactIssue: '../modules/fact-issues#FactIssueModel',
          AnalysisAccuracy: '../modules/corrections#AnswerAccuracyModel',
          Theme: '../modules/narrative#ThemeModel',
          SourceCount: '../modules/metrics#SourceCountModel',
          Viewer: '../scope#BrandScope',
          PromptGroup: '../modules/prompts#PromptGroupModel',
          PromptGridRow: '../modules/prompts#PromptGridRowModel',
          AlertWebhook: '../modules/alerts#WebhookRow',
          LoggedChange: '../modules/changes#LoggedChangeRow',
          ChangeImpact: '../modules/changes#ChangeImpactModel',
          Answer: '../modules/collection#AnswerModel',
          // Its product cards are read by the surfaces module (issue 61).
          PromptAskAnswer: '../modules/collection#PromptAskAnswerModel',
          // Its app platforms are resolved by the surfaces module (issue 61).
          CollectionSettings: '../modules/management#CollectionSettingsModel',
          BrandFact: '../modules/facts#BrandFactRow',
          Brand: '../modules/brands#BrandModel',
          Workspace: '../modules/brands#WorkspaceRow',
          SamplingPlan: '../modules/sampling#SamplingPlanModel',
        },
      },
    },
    // The MCP tools' documents (server/mcp/operations), typed for apollo.executeOperation: a change to the
    // schema that a tool's document or its use of the result no longer fits fails the type check.
    'server/mcp/__generated__/': {
      documents: 'server/mcp/operations/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { ...operationTypes, skipTypename: true, onlyOperationTypes: true },
    },
    // Client: typed documents from the .graphql files colocated with routes and features...
    'client/src/__generated__/': {
      documents: 'client/src/**/*.graphql',
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        ...operationTypes,
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
