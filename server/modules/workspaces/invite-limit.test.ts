/**
 * Invitation mail is limited per hour (security audit turn 4, V2): INVITE_LIMIT_PER_HOUR per workspace and
 * per sender, counted in the database; revoking an invitation gives no mail back; a refused invitation
 * (already a member) sent none and counts none; another workspace has its own allowance.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signUp } from '../../test/http';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { INVITE_LIMIT_PER_HOUR: '3' } });
}, 120_000);
afterAll(() => server?.close());

const INVITE = `mutation($email: String!) { inviteMember(input: { email: $email, role: VIEWER }) { invitation { id } } }`;

async function invite(token: string, email: string, brand?: string) {
  const { body } = await graphql<any>(
    server.url,
    INVITE,
    { email },
    token,
    brand ? { 'x-sightline-brand': brand } : {},
  );
  return body;
}

const invitations = async (workspaceId: string) =>
  (
    await server.db.query<{ n: number }>(
      `select count(*)::int as n from workspace_invitations where workspace_id = $1`,
      [workspaceId],
    )
  )[0]!.n;

test('a workspace sends at most the limit an hour; revoking gives none back; a refusal counts none', async () => {
  const owner = await signUp(server.url, 'limit-owner');
  // Already a member: refused, and not counted.
  const self = await invite(owner.token, 'limit-owner@example.com');
  expect(self.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  const ids: string[] = [];
  for (const n of [1, 2, 3]) {
    const body = await invite(owner.token, `guest${n}@example.com`);
    expect(body.errors).toBeUndefined();
    ids.push(body.data.inviteMember.invitation.id);
  }
  for (const id of ids) {
    const { body } = await graphql<any>(
      server.url,
      'mutation($id: ID!) { revokeInvitation(input: { id: $id }) { invitation { id } } }',
      { id },
      owner.token,
    );
    expect(body.errors).toBeUndefined();
  }
  const fourth = await invite(owner.token, 'guest4@example.com');
  expect(fourth.errors?.map((error: any) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
  expect(fourth.errors?.[0]?.message).toMatch(
    /^This workspace has sent 3 invitations in the last hour\. Try again in \d+ minutes?\.$/,
  );
  expect(await invitations(owner.brandId)).toBe(3);

  const elsewhere = await signUp(server.url, 'limit-elsewhere');
  expect((await invite(elsewhere.token, 'guest1@example.com')).errors).toBeUndefined();
});

test('one sender across two workspaces has one allowance', async () => {
  const first = await signUp(server.url, 'limit-first');
  const second = await signUp(server.url, 'limit-second');
  // The first owner is also an ADMIN of the second owner's workspace.
  await server.db.query(
    `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'ADMIN')`,
    [second.brandId, first.personId],
  );
  expect((await invite(first.token, 'a@example.com', first.brandId)).errors).toBeUndefined();
  expect((await invite(first.token, 'b@example.com', first.brandId)).errors).toBeUndefined();
  expect((await invite(first.token, 'c@example.com', second.brandId)).errors).toBeUndefined();
  const fourth = await invite(first.token, 'd@example.com', second.brandId);
  expect(fourth.errors?.[0]?.message).toMatch(/^You have sent 3 invitations in the last hour\./);
  // The refusal took nothing from the second workspace's own allowance.
  expect((await invite(second.token, 'e@example.com', second.brandId)).errors).toBeUndefined();
  expect(await invitations(second.brandId)).toBe(2);
});
