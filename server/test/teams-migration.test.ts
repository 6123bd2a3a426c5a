/**
 * The teams migration on a real account: the code as it was before teams (its commit, checked out of this
 * repository's history) signs an account up, onboards it, collects its first answers and makes an API
 * token; then today's server starts on the same data folder, which migrates it. The account keeps its data
 * and token, and its REST answers to the first client's requests (no paging parameters) are the same bytes.
 */
// @module-tag slow: runs the server from before teams, then today's on its data. Guards that upgrade.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { serverStarted, startServerProcess, type ServerProcess } from './server-process';
import { getJson, graphql, postJson } from './http';

/** The last commit before the teams migration (0083_workspaces.sql). */
const BEFORE_TEAMS = 'ac66da5a7298eec37d0174851d545495fff2fb2d';

const hasHistory = (() => {
  try {
    execFileSync('git', ['cat-file', '-e', `${BEFORE_TEAMS}^{commit}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The server of the commit before teams, run from its sources through tsx, on `dataDir`. */
async function startOldServer(dataDir: string): Promise<ServerProcess> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-before-teams-'));
  cleanups.push(() => fs.rmSync(root, { recursive: true, force: true }));
  const archive = execFileSync(
    'git',
    ['archive', '--format=tar', BEFORE_TEAMS, 'server', 'graphql', 'package.json', 'tsconfig.json'],
    {
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  execFileSync('tar', ['-x', '-C', root], { input: archive });
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = await serverStarted(child);
  cleanups.push(server.stop);
  return server;
}

/** The first client's REST requests of an account, as it sends them (user_id, no paging parameters). */
function specRequests(brandId: string, topicIds: string[]): string[] {
  return [
    `/api/impressions?user_id=${brandId}`,
    `/api/sentiment?user_id=${brandId}`,
    `/api/competitors?user_id=${brandId}`,
    `/api/sources?user_id=${brandId}`,
    `/api/topics?ids=${topicIds.join(',')}`,
    `/api/impression-details?user_id=${brandId}`,
    `/api/time-series?type=sentiment&user_id=${brandId}`,
    `/api/time-series/sources?user_id=${brandId}`,
    `/api/time-series/competitors?user_id=${brandId}`,
    `/api/get-prompts?user_id=${brandId}`,
    `/api/action/status?user_id=${brandId}`,
  ];
}

/**
 * An answer as the first client's server gave it: fields added to an envelope since (a client reading the
 * old ones reads them unchanged) are taken out, the rest stays byte for byte.
 */
const ADDED_SINCE: Record<string, readonly string[]> = {
  // What /api/impressions counted, said beside it (issue 59, L20).
  impressions: ['unit', 'period_from', 'period_to', 'platforms'],
  // The headline visibility and its basis: pooled, or the mean of per-prompt rates (issue 62).
  impressionsVisibility: ['visibility', 'visibility_basis'],
};

function withoutFieldsAddedSince(answer: string): string {
  const [status, ...rest] = answer.split(' ');
  const body = JSON.parse(rest.join(' '));
  for (const fields of Object.values(ADDED_SINCE))
    if (fields.every((field) => body.data && field in body.data))
      for (const field of fields) delete body.data[field];
  return `${status} ${JSON.stringify(body)}`;
}

async function answersTo(url: string, requests: string[], token: string): Promise<string[]> {
  return Promise.all(
    requests.map(async (request) => {
      const response = await fetch(`${url}${request}`, { headers: { authorization: `Bearer ${token}` } });
      return `${response.status} ${await response.text()}`;
    }),
  );
}

test.skipIf(!hasHistory)(
  'an account made before teams keeps its data and token, and answers the first client’s REST requests byte for byte',
  async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-teams-migration-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const old = await startOldServer(dataDir);
    const signedUp = await postJson<any>(`${old.url}/auth/v1/signup`, {
      email: 'legacy@example.com',
      password: 'correct-horse-battery',
      data: { username: 'legacy' },
    });
    const session: string = signedUp.body.access_token;
    const brandId: string = signedUp.body.user.id;
    const onboarded = await graphql<any>(
      old.url,
      `
        mutation ($input: CompleteOnboardingInput!) {
          completeOnboarding(input: $input) {
            run {
              id
            }
          }
        }
      `,
      {
        input: {
          brand: { name: 'Quillstack', website: 'https://quillstack.io', aliases: [] },
          competitors: ['Postman', 'Kong'],
          topics: [
            {
              name: 'API tools',
              prompts: ['Which API platform is best for small teams?', 'What replaces Postman?'],
            },
          ],
        },
      },
      session,
    );
    expect(onboarded.body.errors).toBeUndefined();
    const runId = onboarded.body.data.completeOnboarding.run.id;
    for (let tries = 0; ; tries++) {
      const run = await graphql<any>(
        old.url,
        `
          query ($id: ID!) {
            collectionRun(id: $id) {
              status
            }
          }
        `,
        { id: runId },
        session,
      );
      if (run.body.data.collectionRun.status === 'COMPLETED') break;
      expect(tries).toBeLessThan(240);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const created = await graphql<any>(
      old.url,
      `
        mutation {
          createApiToken(input: { name: "Analyst", scope: FULL }) {
            token
          }
        }
      `,
      {},
      session,
    );
    const apiToken: string = created.body.data.createApiToken.token;
    const topics = await graphql<any>(old.url, '{ topics { id } }', {}, session);
    const requests = specRequests(
      brandId,
      topics.body.data.topics.map((topic: { id: string }) => topic.id),
    );
    const before = await answersTo(old.url, requests, apiToken);
    expect(before.every((answer) => answer.startsWith('200 '))).toBe(true);
    expect(before.join('\n')).toContain('Postman');
    await old.stop();

    const migrated = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    cleanups.push(migrated.stop);
    expect((await answersTo(migrated.url, requests, apiToken)).map(withoutFieldsAddedSince)).toEqual(before);
    // The account is now a workspace with one brand, both its own id, and the token still works on GraphQL.
    const viewer = await getJson<any>(`${migrated.url}/api/action/status`, apiToken);
    expect(viewer.status).toBe(200);
    const brands = await graphql<any>(
      migrated.url,
      '{ viewer { role brand { id name } brands { id name role } } }',
      {},
      apiToken,
    );
    expect(brands.body.data.viewer).toEqual({
      role: 'OWNER',
      brand: { id: brandId, name: 'Quillstack' },
      brands: [{ id: brandId, name: 'Quillstack', role: 'OWNER' }],
    });
  },
  600_000,
);
