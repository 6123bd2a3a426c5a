/**
 * Who may open what changes on the very next request, though every server keeps memberships, sessions and
 * API tokens for 300 s: a member's removal, a role change, a change of the brands a member may open, a
 * token's revocation and a joined workspace, in the server that made the change and (on Postgres) in a
 * second server process on the same database. And
 * a removal made while that process's LISTEN link is cut, so that its notice never reaches it, is refused
 * there too: a membership is read from the database while the link is down.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../../db/db';
import { openPostgres } from '../../db/postgres';
import { newOpaqueToken } from '../../lib/opaque-token';
import { startSightline } from '../../main';
import {
  createPostgresTestDatabase,
  startTestServer,
  testConfig,
  testDbKind,
  TEST_JWT_SECRET,
} from '../../test/harness';
import { graphql, signUp } from '../../test/http';
import { startServerOnPostgres } from '../../test/postgres-servers';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { startTcpProxy, throughProxy, type TcpProxy } from '../../test/tcp-proxy';

const onPostgres = testDbKind === 'postgres';
/** The caches this file's servers keep: only a change notice (or a bypass) makes them read again. */
const CACHED = {
  CACHE_TTL_SECONDS: '300',
  MEMBERSHIP_CACHE_TTL_SECONDS: '300',
  AUTH_SESSION_CACHE_SECONDS: '300',
};
const cleanup: (() => Promise<void>)[] = [];

/** The server that makes every change, and its database for fixtures. */
let writer: { url: string; db: Db };
/** Every server that must see a change at once: the writer and, on Postgres, a second process. */
const servers: { name: string; url: string }[] = [];
let databaseUrl: string;
/** The second process reaches Postgres through this proxy (all its connections, LISTEN included). */
let childProxy: TcpProxy;
let child: ServerProcess;

beforeAll(async () => {
  if (!onPostgres) {
    const server = await startTestServer({ env: CACHED });
    cleanup.push(server.close);
    writer = server;
    servers.push({ name: 'the same server', url: server.url });
    return;
  }
  const database = await createPostgresTestDatabase();
  cleanup.push(database.drop);
  databaseUrl = database.url;
  writer = await startServerOnPostgres(database.url, cleanup);
  childProxy = await startTcpProxy(Number(new URL(database.url).port || 5432));
  cleanup.push(() => childProxy.close());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-membership-'));
  child = await startServerProcess({
    ...CACHED,
    AUTH_JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    WORKER_IN_PROCESS: 'false',
    DATABASE_URL: throughProxy(database.url, childProxy),
    DATA_DIR: dataDir,
  });
  cleanup.push(async () => {
    await child.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  servers.push({ name: 'the same server', url: writer.url }, { name: 'a second process', url: child.url });
}, 120_000);

afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

const ROLE = '{ viewer { role brand { id } } }';
const ADD_TOPIC = 'mutation ($name: String!) { createTopic(input: { name: $name }) { topic { id } } }';
const brandHeader = (brandId: string) => ({ 'x-sightline-brand': brandId });

let people = 0;
/** A new person, signed up on the writer. */
const newPerson = (name: string) => signUp(writer.url, `${name}${++people}`);

/** A new person whose own workspace's brand is named (a brand shows in viewer.brand once named). */
async function newOwner() {
  const owner = await newPerson('owner');
  await change(
    owner.token,
    'mutation { updateBrand(input: { name: "Acme", aliases: [] }) { brand { id } } }',
    {},
  );
  return owner;
}

/** An invitation to `workspaceId` for `email`, as the mail would carry it (the link's token). */
async function invitation(workspaceId: string, email: string, role: string): Promise<string> {
  const link = newOpaqueToken();
  await writer.db.query(
    `insert into public.workspace_invitations (workspace_id, email, role, token_hash, expires_at)
     values ($1, $2, $3, $4, now() + interval '1 day')`,
    [workspaceId, email, role, link.hash],
  );
  return link.token;
}

async function accept(token: string, link: string) {
  const accepted = await graphql(
    writer.url,
    'mutation ($token: String!) { acceptInvitation(input: { token: $token }) { brands { id } } }',
    { token: link },
    token,
  );
  expect(accepted.body.errors).toBeUndefined();
}

/** An owner's workspace with a member of `role` in it. */
async function team(role: string) {
  const owner = await newOwner();
  const member = await newPerson('member');
  const email = `member${people}@example.com`;
  await accept(member.token, await invitation(owner.brandId, email, role));
  return { owner, member, email };
}

/** A GraphQL call on the writer that must succeed. */
async function change(token: string, query: string, variables: Record<string, unknown>) {
  const { body } = await graphql(writer.url, query, variables, token);
  expect(body.errors).toBeUndefined();
  return body.data as Record<string, any>;
}

const impressions = async (url: string, token: string, brandId: string) =>
  (
    await fetch(`${url}/api/impressions`, {
      headers: { authorization: `Bearer ${token}`, ...brandHeader(brandId) },
    })
  ).status;

async function roleOn(url: string, token: string, brandId?: string) {
  const { body } = await graphql<{ viewer: { role: string; brand: { id: string } } }>(
    url,
    ROLE,
    {},
    token,
    brandId ? brandHeader(brandId) : {},
  );
  return body.errors ? body.errors.map((error) => error.extensions?.code) : body.data!.viewer;
}

test('a removed member is refused on the next request on every server', async () => {
  const { owner, member, email } = await team('EDITOR');
  for (const server of servers) expect(await impressions(server.url, member.token, owner.brandId)).toBe(200);

  await change(
    owner.token,
    'mutation ($email: String!) { removeMember(input: { email: $email }) { member { email } } }',
    {
      email,
    },
  );
  for (const server of servers) {
    expect(await impressions(server.url, member.token, owner.brandId), server.name).toBe(403);
    // Without the header too: the person belongs to no workspace any more.
    expect(await roleOn(server.url, member.token), server.name).toEqual(['FORBIDDEN']);
  }
});

test("a role change is the member's role on the next request on every server", async () => {
  const { owner, member, email } = await team('EDITOR');
  for (const server of servers)
    expect(await roleOn(server.url, member.token, owner.brandId)).toEqual({
      role: 'EDITOR',
      brand: { id: owner.brandId },
    });

  await change(
    owner.token,
    'mutation ($email: String!) { changeMemberRole(input: { email: $email, role: VIEWER }) { member { role } } }',
    { email },
  );
  for (const server of servers) {
    expect(await roleOn(server.url, member.token, owner.brandId), server.name).toEqual({
      role: 'VIEWER',
      brand: { id: owner.brandId },
    });
    const write = await graphql(
      server.url,
      ADD_TOPIC,
      { name: 'Not mine to add' },
      member.token,
      brandHeader(owner.brandId),
    );
    expect(
      write.body.errors?.map((error) => error.extensions?.code),
      server.name,
    ).toEqual(['FORBIDDEN']);
  }
});

test("a change of a member's brands holds on the next request on every server", async () => {
  const { owner, member, email } = await team('EDITOR');
  const created = await change(
    owner.token,
    'mutation { createBrand(input: { name: "Second" }) { brand { id } } }',
    {},
  );
  const second = created.createBrand.brand.id as string;
  for (const server of servers) {
    expect(await impressions(server.url, member.token, owner.brandId)).toBe(200);
    expect(await impressions(server.url, member.token, second)).toBe(200);
    expect(await roleOn(server.url, member.token)).toEqual({ role: 'EDITOR', brand: { id: owner.brandId } });
  }

  await change(
    owner.token,
    'mutation ($email: String!, $brandIds: [ID!]) { changeMemberBrands(input: { email: $email, brandIds: $brandIds }) { member { email } } }',
    { email, brandIds: [second] },
  );
  for (const server of servers) {
    expect(await impressions(server.url, member.token, owner.brandId), server.name).toBe(403);
    expect(await impressions(server.url, member.token, second), server.name).toBe(200);
    // Without the header: the default brand is now the one they may open.
    expect(await roleOn(server.url, member.token), server.name).toEqual({
      role: 'EDITOR',
      brand: { id: second },
    });
  }
});

test('a revoked API token is refused on the next request on every server', async () => {
  const { owner, member } = await team('EDITOR');
  const created = await graphql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
    writer.url,
    'mutation { createApiToken(input: { name: "shipper" }) { token apiToken { id } } }',
    {},
    member.token,
    brandHeader(owner.brandId),
  );
  const { token, apiToken } = created.body.data!.createApiToken;
  for (const server of servers) expect(await impressions(server.url, token, owner.brandId)).toBe(200);

  const { body } = await graphql(
    writer.url,
    'mutation ($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { id } } }',
    { id: apiToken.id },
    member.token,
    brandHeader(owner.brandId),
  );
  expect(body.errors).toBeUndefined();
  for (const server of servers)
    expect(await impressions(server.url, token, owner.brandId), server.name).toBe(401);
});

test("joining by invitation makes the workspace's brand the default on the next request on every server", async () => {
  const owner = await newOwner();
  const joiner = await newPerson('joiner');
  // Until now the joiner's default brand is their own, still unnamed.
  for (const server of servers)
    expect(await roleOn(server.url, joiner.token)).toEqual({ role: 'OWNER', brand: null });

  await accept(joiner.token, await invitation(owner.brandId, `joiner${people}@example.com`, 'VIEWER'));
  // Their empty workspace was dropped: the one they joined is all they have.
  for (const server of servers)
    expect(await roleOn(server.url, joiner.token), server.name).toEqual({
      role: 'VIEWER',
      brand: { id: owner.brandId },
    });
});

describe.skipIf(!onPostgres)('a removal while the LISTEN link is down', () => {
  test('a second process whose link is cut does not serve the member, and refuses them once it can read', async () => {
    const { owner, member, email } = await team('EDITOR');
    expect(await impressions(child.url, member.token, owner.brandId)).toBe(200);

    childProxy.cut();
    try {
      await change(
        owner.token,
        'mutation ($email: String!) { removeMember(input: { email: $email }) { member { email } } }',
        { email },
      );
      // The process cannot reach the database: it answers 503, never the cached membership's data.
      expect(await impressions(child.url, member.token, owner.brandId)).toBe(503);
    } finally {
      childProxy.restore();
    }
    // The database answers again before the LISTEN link is back (it retries with back-off): still refused.
    expect(await impressions(child.url, member.token, owner.brandId)).toBe(403);
  });

  /** A server whose statements go straight to Postgres and whose LISTEN connection alone goes through a proxy. */
  async function readerWithCuttableLink() {
    const listenProxy = await startTcpProxy(Number(new URL(databaseUrl).port || 5432));
    cleanup.push(() => listenProxy.close());
    // Statements go straight to Postgres; only the LISTEN connection goes through the proxy.
    const statements = await openPostgres(databaseUrl, 4);
    const link = await openPostgres(throughProxy(databaseUrl, listenProxy), 1);
    const config = testConfig(CACHED);
    const reader = await startSightline(config, {
      db: { ...statements, listen: link.listen, noticeLink: link.noticeLink, untilHeard: link.untilHeard },
      clientDir: path.join(config.dataDir, 'no-client'),
      log: () => {},
    });
    cleanup.push(async () => {
      await reader.close();
      await statements.close();
      await link.close();
    });
    const cutLink = async () => {
      listenProxy.cut();
      await expect.poll(() => link.noticeLink().live, { timeout: 3_000, interval: 20 }).toBe(false);
    };
    return { url: reader.url, link, cutLink };
  }

  test('a server whose LISTEN link alone is cut refuses a member removed meanwhile, while the link stays down', async () => {
    const reader = await readerWithCuttableLink();
    const { owner, member, email } = await team('EDITOR');
    expect(await impressions(reader.url, member.token, owner.brandId)).toBe(200);
    await reader.cutLink();
    await change(
      owner.token,
      'mutation ($email: String!) { removeMember(input: { email: $email }) { member { email } } }',
      { email },
    );
    expect(await impressions(reader.url, member.token, owner.brandId)).toBe(403);
    expect(reader.link.noticeLink().live).toBe(false);
    // The owner is still served meanwhile, from the database.
    expect(await impressions(reader.url, owner.token, owner.brandId)).toBe(200);
  });

  test('a server whose LISTEN link alone is cut refuses an API token revoked meanwhile', async () => {
    const reader = await readerWithCuttableLink();
    const { owner, member } = await team('EDITOR');
    const created = await graphql<{ createApiToken: { token: string; apiToken: { id: string } } }>(
      writer.url,
      'mutation { createApiToken(input: { name: "cut link" }) { token apiToken { id } } }',
      {},
      member.token,
      brandHeader(owner.brandId),
    );
    const { token, apiToken } = created.body.data!.createApiToken;
    expect(await impressions(reader.url, token, owner.brandId)).toBe(200);
    await reader.cutLink();
    const { body } = await graphql(
      writer.url,
      'mutation ($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { id } } }',
      { id: apiToken.id },
      member.token,
      brandHeader(owner.brandId),
    );
    expect(body.errors).toBeUndefined();
    // Its notice cannot arrive: the token the reader remembers is looked up again, and found revoked.
    expect(await impressions(reader.url, token, owner.brandId)).toBe(401);
  });
});
