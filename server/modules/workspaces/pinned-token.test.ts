/**
 * An API token pinned to one brand stays in that brand (security audit turn 4, V1): whatever acts on the
 * whole workspace (its brands, members, invitations, tokens, settings, audit log) is refused to it, whatever
 * its owner's role, in words; the brand-level work it was made for still works. Then a sweep generated from
 * the schema: every query and mutation, called with the pinned token and the other brand's ids, changes
 * nothing of the other brand or the workspace and never shows the other brand's name.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphqlOn, signUp } from '../../test/http';
import { outsideTheBrand, sweepEveryRootField } from '../../test/schema-sweep';

let server: TestServer;
let owner: { token: string; personId: string; brandId: string };
let member: { personId: string; email: string };
/** The second brand of the owner's workspace, which the pinned token must not reach. */
let other: { id: string; topicId: string };
let invitationId: string;
let pinnedFull: string;
let pinnedRead: string;
let unpinnedFull: string;

const OTHER_NAME = 'Borealis Kettles';

const { call, ok } = graphqlOn(() => server.url);

const newToken = async (scope: 'READ' | 'FULL', pinToBrand: boolean) =>
  (
    await ok(
      owner.token,
      `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
      { input: { name: `${scope} ${pinToBrand ? 'pinned' : 'workspace'}`, scope, pinToBrand } },
      owner.brandId,
    )
  ).createApiToken.token as string;

/** The workspace and its other brand as a write could change them. */
const workspaceState = () => outsideTheBrand(server.db, owner.brandId, other.id);

beforeAll(async () => {
  server = await startTestServer();
  owner = await signUp(server.url, 'pinned-owner');
  await ok(
    owner.token,
    'mutation { updateBrand(input: { name: "Aurora Mugs", aliases: [] }) { brand { id } } }',
  );
  const created = await ok(
    owner.token,
    `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id } } }`,
    { input: { name: OTHER_NAME, website: 'https://borealis.example/' } },
  );
  const otherId = created.createBrand.brand.id as string;
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Travel kettles', 'travel-kettles') returning id`,
    [otherId],
  );
  await server.db.query(
    `insert into prompts (user_id, topic_id, question) values ($1, $2, 'Which travel kettle boils fastest?')`,
    [otherId, topic!.id],
  );
  other = { id: otherId, topicId: topic!.id };
  const joiner = await signUp(server.url, 'pinned-member');
  member = { personId: joiner.personId, email: 'pinned-member@example.com' };
  await server.db.query(
    `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'EDITOR')`,
    [owner.brandId, member.personId],
  );
  const [invitation] = await server.db.query<{ id: string }>(
    `insert into workspace_invitations (workspace_id, email, role, token_hash, invited_by, expires_at)
     values ($1, 'invited@example.com', 'VIEWER', 'pinned-test-hash', $2, now() + interval '7 days') returning id`,
    [owner.brandId, owner.personId],
  );
  invitationId = invitation!.id;
  pinnedFull = await newToken('FULL', true);
  pinnedRead = await newToken('READ', true);
  unpinnedFull = await newToken('FULL', false);
}, 120_000);
afterAll(() => server?.close());

describe('workspace-level actions are refused to a pinned token, in words', () => {
  const WRITES: [string, string, Record<string, unknown>][] = [
    [
      'deleteBrand of the other brand',
      'mutation($id: ID!, $confirmation: String!) { deleteBrand(input: { id: $id, confirmation: $confirmation }) { deletedBrandId } }',
      { confirmation: OTHER_NAME },
    ],
    ['createBrand', 'mutation { createBrand(input: { name: "Cirrus Cups" }) { brand { id } } }', {}],
    [
      'updateWorkspace',
      'mutation { updateWorkspace(input: { name: "Taken over", actionCenter: false }) { workspace { id } } }',
      {},
    ],
    [
      'inviteMember as OWNER',
      'mutation { inviteMember(input: { email: "pinescape@example.com", role: OWNER }) { invitation { id } } }',
      {},
    ],
    [
      'changeMemberRole',
      'mutation($email: String!) { changeMemberRole(input: { email: $email, role: ADMIN }) { member { role } } }',
      {},
    ],
    [
      'removeMember',
      'mutation($email: String!) { removeMember(input: { email: $email }) { member { email } } }',
      {},
    ],
    [
      'revokeInvitation',
      'mutation($invitation: ID!) { revokeInvitation(input: { id: $invitation }) { invitation { id } } }',
      {},
    ],
  ];

  test.each(WRITES)('%s: FORBIDDEN, and nothing changes', async (_name, query, variables) => {
    const before = await workspaceState();
    const body = await call(pinnedFull, query, {
      id: other.id,
      email: member.email,
      invitation: invitationId,
      ...variables,
    });
    expect(body.errors?.map((error: any) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    expect(body.errors?.[0]?.message).toMatch(
      /^This API token opens one brand only: .+ acts on the whole workspace\./,
    );
    expect(await workspaceState()).toBe(before);
  });

  test('a READ token pinned to a brand reads neither the audit log, nor invitations, nor tokens', async () => {
    for (const field of ['auditLog { action }', 'invitations { email }', 'apiTokens { name }']) {
      const body = await call(pinnedRead, `{ ${field} }`);
      expect(
        body.errors?.map((error: any) => error.extensions?.code),
        field,
      ).toEqual(['FORBIDDEN']);
      expect(JSON.stringify(body)).not.toMatch(/invited@example\.com|Travel kettle|Borealis/);
    }
  });

  test('viewer.brands lists the pinned brand only', async () => {
    const { viewer } = await ok(pinnedRead, '{ viewer { brands { id name } } }');
    expect(viewer.brands).toEqual([{ id: owner.brandId, name: 'Aurora Mugs' }]);
  });

  test('the brand it is pinned to still takes its work; an unpinned token of the same owner adds a brand', async () => {
    const { createTopic } = await ok(
      pinnedFull,
      'mutation { createTopic(input: { name: "Enamel mugs" }) { topic { name } } }',
    );
    expect(createTopic.topic.name).toBe('Enamel mugs');
    const { createBrand } = await ok(
      unpinnedFull,
      'mutation { createBrand(input: { name: "Cirrus Cups" }) { brand { name } } }',
      {},
      owner.brandId,
    );
    expect(createBrand.brand.name).toBe('Cirrus Cups');
  });
});

describe('every query and mutation, with the pinned token and the other brand’s ids', () => {
  sweepEveryRootField({
    call: (query, variables) => call(pinnedFull, query, variables),
    state: workspaceState,
    ids: () => [other.id, other.topicId],
    text: OTHER_NAME,
    unseen: /Borealis|Travel kettle/,
    skip: ['Mutation.createApiToken'],
  });
});
