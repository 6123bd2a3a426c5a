import fs from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { loadTypeDefs } from '../graphql/apollo';
import { OVERVIEW_QUERY } from './query';
const payloads = JSON.parse(fs.readFileSync('tmp/bench-profiles/payloads-pglite.json', 'utf8'));
for (const disableCc of [false, true]) {
  const apollo = new ApolloServer({ typeDefs: loadTypeDefs(), resolvers: { Query: { overview: () => payloads.overview } }, plugins: disableCc ? [ApolloServerPluginCacheControlDisabled()] : [] });
  await apollo.start();
  for (let round = 0; round < 3; round++) {
    const n = 200; const t = performance.now();
    for (let i = 0; i < n; i++) await apollo.executeOperation({ query: OVERVIEW_QUERY });
    console.log(`NODE_ENV=${process.env.NODE_ENV} cacheControlDisabled=${disableCc}`, ((performance.now() - t) / n).toFixed(2), 'ms/op');
  }
  const t = performance.now(); for (let i = 0; i < 200; i++) JSON.stringify(payloads.overview); console.log('stringify', ((performance.now() - t) / 200).toFixed(2));
  await apollo.stop();
}
