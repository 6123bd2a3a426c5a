/**
 * Teams through the public surface: brands and the brand header, invitations mailed over SMTP, roles,
 * removal, and the audit log.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, postJson, signUp } from '../../test/http';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp.testkit';

let server: TestServer;
let smtp: TestSmtpServer;
let owner: { token: string; brandId: string };

const BRANDS = `{ viewer { role brand { id name } brands { id name role } } }`;
const CREATE_BRAND = `mutation($input: CreateBrandInput!) { createBrand(input: $input) { brand { id name } } }`;
const INVITE = `mutation($input: InviteMemberInput!) { inviteMember(input: $input) { invitation { id email role } } }`;
const ACCEPT = `mutation($token: String!) { acceptInvitation(input: { token: $token }) { brands { id name role } } }`;
const ADD_TOPIC = `mutation($name: String!) { createTopic(input: { name: $name }) { topic { id name } } }`;
const REMOVE = `mutation($email: String!) { removeMember(input: { email: $email }) { member { email role } } }`;
const CHANGE_ROLE = `mutation($email: String!, $role: MemberRole!) {
  changeMemberRole(input: { email: $email, role: $role }) { member { email role } } }`;

const brandHeader = (id: string) => ({ 'x-sightline-brand': id });

async function setBrand(token: string, name: string, headers: Record<string, string> = {}) {
  const { body } = await graphql<any>(
    server.url,
    `
      mutation ($input: UpdateBrandInput!) {
        updateBrand(input: $input) {
          brand {
            id
            name
          }
        }
      }
    `,
    { input: { name, aliases: [] } },
    token,
    headers,
  );
  expect(body.errors).toBeUndefined();
  return body.data.updateBrand.brand;
}

/** Invites an address and returns the link's token from the mail the SMTP server received. */
async function invite(
  email: string,
  role: string,
  token = owner.token,
  headers: Record<string, string> = {},
) {
  const next = smtp.messages.length + 1;
  const { body } = await graphql<any>(server.url, INVITE, { input: { email, role } }, token, headers);
  expect(body.errors).toBeUndefined();
  const mail = parseMail((await smtp.waitForMessage(next)).raw);
  expect(mail.text).toContain(`Sightline as ${role === 'VIEWER' ? 'a' : 'an'} ${role.toLowerCase()}`);
  const link = /https?:\/\/\S+\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return { invitation: body.data.inviteMember.invitation, token: link![1]!, mail };
}

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((error) => error.extensions?.code);

beforeAll(async () => {
  smtp = await startSmtpServer();
  // The caches on, as users run it: each change below must reach the memberships and reads kept.
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      CACHE_TTL_SECONDS: '300',
      MEMBERSHIP_CACHE_TTL_SECONDS: '300',
      AUTH_SESSION_CACHE_SECONDS: '300',
    },
  });
  owner = await signUp(server.url, 'teamowner');
  await setBrand(owner.token, 'Acme');
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('brands', () => {
  let second: string;

  test("a new account's workspace holds one brand, its own id, with the account as OWNER", async () => {
    const { body } = await graphql<any>(server.url, BRANDS, {}, owner.token);
    expect(body.data.viewer).toEqual({
      role: 'OWNER',
      brand: { id: owner.brandId, name: 'Acme' },
      brands: [{ id: owner.brandId, name: 'Acme', role: 'OWNER' }],
    });
  });

  test('createBrand adds a brand the header opens; each brand sees only its own data', async () => {
    const { body } = await graphql<any>(
      server.url,
      CREATE_BRAND,
      { input: { name: 'Beta', website: 'https://beta.test', aliases: ['Beta Inc'] } },
      owner.token,
    );
    expect(body.errors).toBeUndefined();
    second = body.data.createBrand.brand.id;
    expect(second).not.toBe(owner.brandId);
    const listed = await graphql<any>(server.url, BRANDS, {}, owner.token, brandHeader(second));
    expect(listed.body.data.viewer).toEqual({
      role: 'OWNER',
      brand: { id: second, name: 'Beta' },
      brands: [
        { id: owner.brandId, name: 'Acme', role: 'OWNER' },
        { id: second, name: 'Beta', role: 'OWNER' },
      ],
    });
    // The profile is the signed-in person's on every brand.
    const person = await graphql<any>(
      server.url,
      '{ viewer { profile { username email } } }',
      {},
      owner.token,
      brandHeader(second),
    );
    expect(person.body).toEqual({
      data: { viewer: { profile: { username: 'teamowner', email: 'teamowner@example.com' } } },
    });
    // The new brand still needs its onboarding (no prompts yet).
    const onboarding = await graphql<any>(
      server.url,
      '{ viewer { onboarding { needed } } }',
      {},
      owner.token,
      brandHeader(second),
    );
    expect(onboarding.body.data.viewer.onboarding.needed).toBe(true);

    const added = await graphql<any>(
      server.url,
      ADD_TOPIC,
      { name: 'Beta pricing' },
      owner.token,
      brandHeader(second),
    );
    expect(added.body.errors).toBeUndefined();
    const topicId = added.body.data.createTopic.topic.id;
    const topicsOf = async (headers: Record<string, string>) =>
      (await getJson<any>(`${server.url}/api/topics?ids=${topicId}`, owner.token, headers)).body.data;
    expect(await topicsOf(brandHeader(second))).toEqual([
      { id: topicId, name: 'Beta pricing', slug: 'beta-pricing' },
    ]);
    expect(await topicsOf({})).toEqual([]);
    expect(await topicsOf(brandHeader(owner.brandId))).toEqual([]);
  });

  test('a brand of another workspace, an unknown id or a malformed one is refused, with no data', async () => {
    const stranger = await signUp(server.url, 'stranger');
    const strangerBrand = (await setBrand(stranger.token, 'Stranger Co')).id;
    for (const id of [strangerBrand, '00000000-0000-4000-8000-000000000000', 'not-a-brand']) {
      const gql = await graphql<any>(server.url, BRANDS, {}, owner.token, brandHeader(id));
      expect(gql.body.data).toBeNull();
      expect(codes(gql.body)).toEqual(['FORBIDDEN']);
      const rest = await getJson<any>(`${server.url}/api/topics`, owner.token, brandHeader(id));
      expect(rest.status).toBe(403);
      expect(rest.body).toEqual({ status: 'error', message: expect.stringContaining('not a member') });
      const write = await graphql<any>(
        server.url,
        ADD_TOPIC,
        { name: 'Sneaky' },
        owner.token,
        brandHeader(id),
      );
      expect(codes(write.body)).toEqual(['FORBIDDEN']);
    }
    const theirs = await getJson<any>(`${server.url}/api/topics`, stranger.token);
    expect(JSON.stringify(theirs.body)).not.toContain('Sneaky');
  });

  test('bad brand input is refused with the brand rules and nothing is added', async () => {
    const { body } = await graphql<any>(
      server.url,
      CREATE_BRAND,
      { input: { name: ' ', aliases: [] } },
      owner.token,
    );
    expect(body.errors?.[0]?.message).toBe('Give the brand a name.');
    const listed = await graphql<any>(server.url, BRANDS, {}, owner.token);
    expect(listed.body.data.viewer.brands).toHaveLength(2);
  });
});

describe('members', () => {
  let viewer: { token: string; brandId: string };

  test('an invited colleague signs up, accepts the mailed link and reads the brand as VIEWER', async () => {
    const sent = await invite('colleague@example.com', 'VIEWER');
    expect(sent.invitation).toMatchObject({ email: 'colleague@example.com', role: 'VIEWER' });
    expect(sent.mail.subject).toBe('You are invited to Acme on Sightline');
    expect(sent.mail.text).toContain(
      'invited you to the Acme workspace on Sightline as a viewer (reading and exporting), for every brand.',
    );
    viewer = await signUp(server.url, 'colleague');
    const accepted = await graphql<any>(server.url, ACCEPT, { token: sent.token }, viewer.token);
    expect(accepted.body.errors).toBeUndefined();
    expect(accepted.body.data.acceptInvitation.brands.map((b: { name: string }) => b.name)).toEqual([
      'Acme',
      'Beta',
    ]);
    // No empty brand of their own: the workspace they joined is the only one.
    const listed = await graphql<any>(server.url, BRANDS, {}, viewer.token);
    expect(listed.body.data.viewer).toMatchObject({
      role: 'VIEWER',
      brand: { id: owner.brandId, name: 'Acme' },
    });
    expect(listed.body.data.viewer.brands.map((b: { role: string }) => b.role)).toEqual(['VIEWER', 'VIEWER']);
    const topics = await getJson<any>(`${server.url}/api/topics`, viewer.token);
    expect(topics.status).toBe(200);

    // The link works once.
    const again = await graphql<any>(server.url, ACCEPT, { token: sent.token }, viewer.token);
    expect(codes(again.body)).toEqual(['INVITATION_INVALID']);
  });

  test('a VIEWER reads but every write is refused with the role in the message; READ tokens only', async () => {
    const write = await graphql<any>(server.url, ADD_TOPIC, { name: 'Viewer topic' }, viewer.token);
    expect(codes(write.body)).toEqual(['FORBIDDEN']);
    expect(write.body.errors![0]!.message).toBe(
      'Your role in this workspace is VIEWER: adding topics needs EDITOR or higher.',
    );
    const tokens = `mutation($scope: ApiTokenScope!) { createApiToken(input: { name: "t", scope: $scope }) { token } }`;
    expect(codes((await graphql<any>(server.url, tokens, { scope: 'FULL' }, viewer.token)).body)).toEqual([
      'FORBIDDEN',
    ]);
    const read = await graphql<any>(server.url, tokens, { scope: 'READ' }, viewer.token);
    expect(read.body.errors).toBeUndefined();
    const apiToken = read.body.data.createApiToken.token;
    expect((await getJson<any>(`${server.url}/api/topics`, apiToken)).status).toBe(200);
    const invited = await graphql<any>(
      server.url,
      INVITE,
      { input: { email: 'x@example.com', role: 'VIEWER' } },
      viewer.token,
    );
    expect(codes(invited.body)).toEqual(['FORBIDDEN']);
  });

  test('bad invitations: an existing member, a malformed address, an ADMIN inviting an OWNER', async () => {
    const member = await graphql<any>(
      server.url,
      INVITE,
      { input: { email: 'Colleague@Example.com', role: 'EDITOR' } },
      owner.token,
    );
    expect(codes(member.body)).toEqual(['CONFLICT']);
    const malformed = await graphql<any>(
      server.url,
      INVITE,
      { input: { email: 'nope', role: 'EDITOR' } },
      owner.token,
    );
    expect(codes(malformed.body)).toEqual(['BAD_USER_INPUT']);
    const promoted = await graphql<any>(
      server.url,
      CHANGE_ROLE,
      { email: 'colleague@example.com', role: 'ADMIN' },
      owner.token,
    );
    expect(promoted.body.data.changeMemberRole.member).toEqual({
      email: 'colleague@example.com',
      role: 'ADMIN',
    });
    const ownerInvite = await graphql<any>(
      server.url,
      INVITE,
      { input: { email: 'boss@example.com', role: 'OWNER' } },
      viewer.token,
    );
    expect(ownerInvite.body.errors![0]!.message).toBe(
      'Your role in this workspace is ADMIN: inviting an OWNER needs an OWNER.',
    );
    const demoteOwner = await graphql<any>(
      server.url,
      CHANGE_ROLE,
      { email: 'teamowner@example.com', role: 'VIEWER' },
      viewer.token,
    );
    expect(codes(demoteOwner.body)).toEqual(['FORBIDDEN']);
  });

  test('the last owner can neither leave nor be demoted', async () => {
    const leave = await graphql<any>(server.url, REMOVE, { email: 'teamowner@example.com' }, owner.token);
    expect(codes(leave.body)).toEqual(['CONFLICT']);
    const demote = await graphql<any>(
      server.url,
      CHANGE_ROLE,
      { email: 'teamowner@example.com', role: 'ADMIN' },
      owner.token,
    );
    expect(codes(demote.body)).toEqual(['CONFLICT']);
    expect((await graphql<any>(server.url, BRANDS, {}, owner.token)).body.data.viewer.role).toBe('OWNER');
  });

  test('an expired invitation is refused, and an EDITOR may not invite', async () => {
    const sent = await invite('tardy@example.com', 'EDITOR');
    await server.db.query(
      `update workspace_invitations set expires_at = now() - interval '1 minute' where id = $1`,
      [sent.invitation.id],
    );
    const tardy = await signUp(server.url, 'tardy');
    const refused = await graphql<any>(server.url, ACCEPT, { token: sent.token }, tardy.token);
    expect(codes(refused.body)).toEqual(['INVITATION_INVALID']);
    expect(refused.body.errors![0]!.message).toMatch(/no longer valid/);

    const editor = await invite('editor@example.com', 'EDITOR');
    const editorAccount = await signUp(server.url, 'editor');
    await graphql<any>(server.url, ACCEPT, { token: editor.token }, editorAccount.token);
    const byEditor = await graphql<any>(
      server.url,
      INVITE,
      { input: { email: 'friend@example.com', role: 'VIEWER' } },
      editorAccount.token,
    );
    expect(byEditor.body.errors![0]!.message).toBe(
      'Your role in this workspace is EDITOR: inviting members needs ADMIN or higher.',
    );
    const pending = await graphql<any>(server.url, '{ invitations { email } }', {}, owner.token);
    expect(pending.body.data.invitations.map((i: { email: string }) => i.email)).not.toContain(
      'friend@example.com',
    );
  });

  test('a revoked invitation and a link for another address are refused', async () => {
    const sent = await invite('later@example.com', 'EDITOR');
    const other = await signUp(server.url, 'someoneelse');
    const wrongPerson = await graphql<any>(server.url, ACCEPT, { token: sent.token }, other.token);
    expect(codes(wrongPerson.body)).toEqual(['FORBIDDEN']);
    const revoked = await graphql<any>(
      server.url,
      `
        mutation ($id: ID!) {
          revokeInvitation(input: { id: $id }) {
            invitation {
              email
              revokedAt
            }
          }
        }
      `,
      { id: sent.invitation.id },
      owner.token,
    );
    expect(revoked.body.data.revokeInvitation.invitation.revokedAt).not.toBeNull();
    const later = await signUp(server.url, 'later');
    const refused = await graphql<any>(server.url, ACCEPT, { token: sent.token }, later.token);
    expect(codes(refused.body)).toEqual(['INVITATION_INVALID']);
    // Refused, they keep their own workspace and join nothing.
    const theirs = await graphql<any>(server.url, BRANDS, {}, later.token);
    expect(theirs.body.data.viewer.brands).toEqual([{ id: later.brandId, name: null, role: 'OWNER' }]);
  });

  test('a removed member is refused on the next request, with their tokens; the audit log says so', async () => {
    const tokens = await graphql<any>(server.url, '{ apiTokens { id } }', {}, viewer.token);
    expect(tokens.body.data.apiTokens).toHaveLength(1);
    const removed = await graphql<any>(server.url, REMOVE, { email: 'colleague@example.com' }, owner.token);
    expect(removed.body.errors).toBeUndefined();
    const next = await graphql<any>(server.url, BRANDS, {}, viewer.token);
    expect(codes(next.body)).toEqual(['FORBIDDEN']);
    expect((await getJson<any>(`${server.url}/api/topics`, viewer.token)).status).toBe(403);

    const log = await graphql<any>(
      server.url,
      '{ auditLog(first: 20) { actor action target } }',
      {},
      owner.token,
    );
    const actions = log.body.data.auditLog.map((entry: { action: string }) => entry.action);
    expect(actions.slice(0, 1)).toEqual(['member.removed']);
    expect(actions).toEqual(
      expect.arrayContaining([
        'member.invited',
        'member.joined',
        'member.role_changed',
        'invitation.revoked',
      ]),
    );
    expect(log.body.data.auditLog[0]).toEqual({
      actor: 'teamowner@example.com',
      action: 'member.removed',
      target: 'colleague@example.com',
    });
  });
});

test('REST user_id stays the caller’s own id on every brand', async () => {
  const brands = (await graphql<any>(server.url, BRANDS, {}, owner.token)).body.data.viewer.brands;
  const second = brands[1].id;
  const own = await getJson<any>(
    `${server.url}/api/topics?user_id=${owner.brandId}`,
    owner.token,
    brandHeader(second),
  );
  expect(own.status).toBe(200);
  const asBrand = await getJson<any>(
    `${server.url}/api/topics?user_id=${second}`,
    owner.token,
    brandHeader(second),
  );
  expect(asBrand.status).toBe(403);
  const post = await postJson<any>(
    `${server.url}/graphql`,
    { query: BRANDS },
    owner.token,
    brandHeader(second),
  );
  expect(post.body.data.viewer.brand.id).toBe(second);
});

describe('workspace settings and deleting a brand', () => {
  const STATUS = '{ actionCenterStatus { availability } viewer { workspace { name actionCenter } } }';
  const UPDATE = `mutation($input: UpdateWorkspaceInput!) { updateWorkspace(input: $input) { workspace { name actionCenter } } }`;
  const DELETE = `mutation($id: ID!, $confirmation: String!) {
    deleteBrand(input: { id: $id, confirmation: $confirmation }) { deletedBrandId brands { id name } } }`;
  let agency: { token: string; brandId: string };

  beforeAll(async () => {
    agency = await signUp(server.url, 'agencyowner');
    await setBrand(agency.token, 'Agency Home');
  });

  test('the Action Center is a workspace setting an OWNER or ADMIN turns on and off (ACTION_CENTER_DEFAULT on)', async () => {
    const before = await graphql<any>(server.url, STATUS, {}, agency.token);
    expect(before.body.data).toEqual({
      actionCenterStatus: { availability: 'AVAILABLE' },
      // Named after its first brand, not after the e-mail of the person who made it.
      viewer: { workspace: { name: 'Agency Home', actionCenter: true } },
    });
    const off = await graphql<any>(
      server.url,
      UPDATE,
      { input: { actionCenter: false, name: ' Agency ' } },
      agency.token,
    );
    expect(off.body.data.updateWorkspace.workspace).toEqual({ name: 'Agency', actionCenter: false });
    const after = await graphql<any>(server.url, STATUS, {}, agency.token);
    expect(after.body.data.actionCenterStatus.availability).toBe('COMING_SOON');
    const blank = await graphql<any>(server.url, UPDATE, { input: { name: '  ' } }, agency.token);
    expect(codes(blank.body)).toEqual(['BAD_USER_INPUT']);
    await graphql<any>(server.url, UPDATE, { input: { actionCenter: true } }, agency.token);
    const log = await graphql<any>(server.url, '{ auditLog(first: 5) { action target } }', {}, agency.token);
    expect(log.body.data.auditLog.slice(0, 2)).toEqual([
      { action: 'workspace.updated', target: 'Action Center: on' },
      { action: 'workspace.updated', target: 'name: Agency, Action Center: off' },
    ]);
    // A name a member gave it stays when the brand is saved again.
    await setBrand(agency.token, 'Agency Home');
    const named = await graphql<any>(server.url, STATUS, {}, agency.token);
    expect(named.body.data.viewer.workspace.name).toBe('Agency');
  });

  test('deleteBrand needs the OWNER and the typed name, keeps the last brand, and removes all its data', async () => {
    const created = await graphql<any>(
      server.url,
      CREATE_BRAND,
      { input: { name: 'Gone Soon', aliases: [] } },
      agency.token,
    );
    const goneId = created.body.data.createBrand.brand.id;
    await graphql<any>(server.url, ADD_TOPIC, { name: 'Doomed topic' }, agency.token, brandHeader(goneId));
    // The audit log names the brand each change was made in.
    const added = await graphql<any>(server.url, '{ auditLog(first: 2) { action brand } }', {}, agency.token);
    expect(added.body.data.auditLog).toEqual([
      { action: expect.stringMatching(/^topic\./), brand: 'Gone Soon' },
      { action: 'brand.created', brand: 'Agency Home' },
    ]);

    const wrong = await graphql<any>(server.url, DELETE, { id: goneId, confirmation: 'Gone' }, agency.token);
    expect(wrong.body.errors![0]!.message).toBe("Type the brand's name, Gone Soon, to confirm.");
    const foreign = await graphql<any>(
      server.url,
      DELETE,
      { id: owner.brandId, confirmation: 'Acme' },
      agency.token,
    );
    expect(codes(foreign.body)).toEqual(['FORBIDDEN']);
    expect((await graphql<any>(server.url, BRANDS, {}, owner.token)).body.data.viewer.brand.name).toBe(
      'Acme',
    );

    const deleted = await graphql<any>(
      server.url,
      DELETE,
      { id: goneId, confirmation: 'gone soon' },
      agency.token,
    );
    expect(deleted.body.data.deleteBrand).toEqual({
      deletedBrandId: goneId,
      brands: [{ id: agency.brandId, name: 'Agency Home' }],
    });
    const opened = await graphql<any>(server.url, BRANDS, {}, agency.token, brandHeader(goneId));
    expect(codes(opened.body)).toEqual(['FORBIDDEN']);
    const left = await server.db.query<{ n: number }>(
      `select (select count(*) from topics where user_id = $1)::int + (select count(*) from brands where user_id = $1)::int
         + (select count(*) from profiles where id = $1)::int as n`,
      [goneId],
    );
    expect(left[0]!.n).toBe(0);

    const last = await graphql<any>(
      server.url,
      DELETE,
      { id: agency.brandId, confirmation: 'Agency Home' },
      agency.token,
    );
    expect(codes(last.body)).toEqual(['CONFLICT']);
    const log = await graphql<any>(
      server.url,
      '{ auditLog(first: 2) { action target brand } }',
      {},
      agency.token,
    );
    // A deleted brand's changes keep their place in the log, without its name.
    expect(log.body.data.auditLog).toEqual([
      { action: 'brand.deleted', target: 'Gone Soon', brand: 'Agency Home' },
      { action: expect.stringMatching(/^topic\./), target: 'Doomed topic', brand: null },
    ]);
  });
});
