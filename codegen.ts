import type { CodegenConfig } from '@graphql-codegen/cli';

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
        mappers: {
          Topic: '../modules/topics/topics.store#TopicRow',
          Metrics: '../modules/metrics/metrics.service#MetricsScope',
          Overview: '../modules/metrics/metrics.service#MetricsScope',
        },
      },
    },
  },
};

export { scalars };
export default config;
