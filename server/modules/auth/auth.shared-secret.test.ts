/**
 * Several processes on one Postgres without AUTH_JWT_SECRET: the generated signing secret is kept in the
 * database, so a session from one server is accepted by another (each with its own DATA_DIR).
 */
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { startSightline } from '../../main';
import { openPostgres } from '../../db/postgres';
import { createPostgresTestDatabase, testConfig, testDbKind } from '../../test/harness';
import { graphql, signUp } from '../../test/http';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

async function startApp(url: string) {
  const db = await openPostgres(url, 4);
  const config = testConfig({ AUTH_JWT_SECRET: '' });
  const app = await startSightline(config, {
    db,
    clientDir: path.join(config.dataDir, 'no-client'),
    log: () => {},
  });
  cleanup.push(async () => {
    await app.close();
    await db.close();
  });
  return app;
}

test.skipIf(testDbKind !== 'postgres')(
  'a token signed by one server works on another on the same database',
  async () => {
    const database = await createPostgresTestDatabase();
    cleanup.push(database.drop);
    const first = await startApp(database.url);
    const second = await startApp(database.url);
    const { token } = await signUp(first.url, 'twoservers');
    const viewer = await graphql<{ viewer: { profile: { username: string } } }>(
      second.url,
      '{ viewer { profile { username } } }',
      {},
      token,
    );
    expect(viewer.status).toBe(200);
    expect(viewer.body.data?.viewer.profile.username).toBe('twoservers');
  },
);
