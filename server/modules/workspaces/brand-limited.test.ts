/**
 * A member limited to some brands of a workspace (UX audit turn 4, M6: an agency gives a client their own
 * brand). Through the public surface, with the caches on as users run it: the invitation names the
 * workspace, the brand and the role (its mail and its page); the client, a VIEWER invited to Stride Labs,
 * opens it and is refused Peak Flask in GraphQL, REST and MCP; whatever acts on the whole workspace is
 * refused to a limited member whatever the role; changeMemberBrands holds from the next request; an empty
 * list, another workspace's brand and a limited owner are refused in words. Then a sweep generated from the
 * schema: every query and mutation, called by a limited ADMIN with Peak Flask's ids, changes nothing outside
 * Stride Labs and never names Peak Flask.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { getJson, graphql, graphqlOn, signUp } from '../../test/http';
import { outsideTheBrand, sweepEveryRootField } from '../../test/schema-sweep';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp.testkit';

let server: TestServer;
let smtp: TestSmtpServer;
let owner: { token: string; brandId: string };
/** Stride Labs is the owner's first brand (owner.brandId); Peak Flask the workspace's second. */
let peak: { id: string; topicId: string };
let client: { token: string; email: string };
const mcpClients: Client[] = [];

const INVITE = `mutation($input: InviteMemberInput!) {
  inviteMember(input: $input) { invitation { email role brands { id name } } } }`;
const ACCEPT = `mutation($token: String!) { acceptInvitation(input: { token: $token }) { brands { id name role } } }`;
const CHANGE_BRANDS = `mutation($email: String!, $brandIds: [ID!]) {
  changeMemberBrands(input: { email: $email, brandIds: $brandIds }) { member { email role brands { name } } } }`;
const CHANGE_ROLE = `mutation($email: String!, $role: MemberRole!) {
  changeMemberRole(input: { email: $email, role: $role }) { member { role brands { name } } } }`;
const BRANDS = '{ viewer { role brand { id name } brands { id name } workspace { name brands { name } } } }';

const { call: gql, ok } = graphqlOn(() => server.url);

const codes = (body: { errors?: { extensions?: { code?: string } }[] }) =>
  (body.errors ?? []).map((error) => error.extensions?.code);

/** Invites an address as the owner; the mail it got and the link's token. */
async function invite(email: string, role: string, brandIds?: string[] | null) {
  const next = smtp.messages.length + 1;
  const data = await ok(owner.token, INVITE, { input: { email, role, brandIds } });
  const mail = parseMail((await smtp.waitForMessage(next)).raw);
  const link = /https?:\/\/\S+\/invite\/([A-Za-z0-9_-]+)/.exec(mail.text);
  return { invitation: data.inviteMember.invitation, mail, token: link![1]! };
}

/** A new person who signs up and accepts an invitation to `brandIds`, as `role`. */
async function join(username: string, role: string, brandIds: string[] | null) {
  const email = `${username}@example.com`;
  const { token: link } = await invite(email, role, brandIds);
  const person = await signUp(server.url, username);
  await ok(person.token, ACCEPT, { token: link });
  return { token: person.token, email };
}

async function mcp(token: string) {
  const connected = new Client({ name: 'sightline-test', version: '1.0.0' });
  await connected.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${token}` } },
    }),
  );
  mcpClients.push(connected);
  return async (name: string, args: Record<string, unknown> = {}) => {
    const result = await connected.callTool({ name, arguments: args });
    const text = (result.content as { text: string }[]).map((part) => part.text).join('\n');
    return { isError: result.isError === true, text };
  };
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      CACHE_TTL_SECONDS: '300',
      MEMBERSHIP_CACHE_TTL_SECONDS: '300',
      AUTH_SESSION_CACHE_SECONDS: '300',
    },
  });
  owner = await signUp(server.url, 'maya');
  await ok(
    owner.token,
    'mutation { updateBrand(input: { name: "Stride Labs", aliases: [] }) { brand { id } } }',
  );
  const created = await ok(
    owner.token,
    'mutation { createBrand(input: { name: "Peak Flask", website: "https://peakflask.example/" }) { brand { id } } }',
  );
  const peakId = created.createBrand.brand.id as string;
  const topic = await ok(
    owner.token,
    'mutation { createTopic(input: { name: "Insulated bottles" }) { topic { id } } }',
    {},
    peakId,
  );
  peak = { id: peakId, topicId: topic.createTopic.topic.id };
  client = await join('sam', 'VIEWER', [owner.brandId]);
}, 120_000);
afterAll(async () => {
  await Promise.all(mcpClients.map((connected) => connected.close()));
  await server?.close();
  await smtp?.close();
});

describe('the invitation says which brands', () => {
  test('the mail names the workspace (after its first brand), the role in words and the brand', async () => {
    const { invitation, mail, token } = await invite('lee@example.com', 'EDITOR', [owner.brandId]);
    expect(invitation).toEqual({
      email: 'lee@example.com',
      role: 'EDITOR',
      brands: [{ id: owner.brandId, name: 'Stride Labs' }],
    });
    expect(mail.subject).toBe('You are invited to Stride Labs on Sightline');
    expect(mail.text).toContain(
      'maya@example.com invited you to the Stride Labs workspace on Sightline as an editor, for the brand Stride Labs.',
    );
    // The link's page, before anyone signs in.
    const preview = await graphql<any>(
      server.url,
      `
        query ($token: String!) {
          invitationPreview(token: $token) {
            email
            workspace
            role
            invitedBy
            brands {
              name
            }
          }
        }
      `,
      { token },
    );
    expect(preview.body.data.invitationPreview).toEqual({
      email: 'lee@example.com',
      workspace: 'Stride Labs',
      role: 'EDITOR',
      invitedBy: 'maya@example.com',
      brands: [{ name: 'Stride Labs' }],
    });
    const unknown = await graphql<any>(
      server.url,
      'query { invitationPreview(token: "no-such-link") { email } }',
    );
    expect(unknown.body).toEqual({ data: { invitationPreview: null } });
  });

  test('an invitation without brands is for every brand, now and later', async () => {
    const { invitation, mail } = await invite('kit@example.com', 'VIEWER');
    expect(invitation.brands).toBeNull();
    expect(mail.text).toContain('as a viewer (reading and exporting), for every brand.');
  });

  test('no brand, a brand of another workspace and a limited owner are refused in words', async () => {
    const elsewhere = await signUp(server.url, 'elsewhere');
    const refusals: [Record<string, unknown>, RegExp][] = [
      [
        { email: 'x@example.com', role: 'VIEWER', brandIds: [] },
        /^Choose at least one brand, or every brand/,
      ],
      [
        { email: 'x@example.com', role: 'VIEWER', brandIds: [elsewhere.brandId] },
        /^Every brand chosen must be a brand of this workspace\.$/,
      ],
      [{ email: 'x@example.com', role: 'OWNER', brandIds: [owner.brandId] }, /^An owner opens every brand/],
    ];
    for (const [input, message] of refusals) {
      const body = await gql(owner.token, INVITE, { input });
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      expect(body.errors![0]!.message).toMatch(message);
    }
    const empty = await gql(owner.token, CHANGE_BRANDS, { email: client.email, brandIds: [] });
    expect(codes(empty)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('a viewer invited to one brand', () => {
  test('sees only it: the brand menu, the default brand, the workspace and the members', async () => {
    const { viewer } = await ok(client.token, BRANDS);
    expect(viewer).toEqual({
      role: 'VIEWER',
      brand: { id: owner.brandId, name: 'Stride Labs' },
      brands: [{ id: owner.brandId, name: 'Stride Labs' }],
      workspace: { name: 'Stride Labs', brands: [{ name: 'Stride Labs' }] },
    });
    const { members } = await ok(client.token, '{ members { email isViewer brands { name } } }');
    expect(members).toEqual([{ email: client.email, isViewer: true, brands: [{ name: 'Stride Labs' }] }]);
    // The owner sees every member with their brands.
    const all = await ok(owner.token, '{ members { email brands { name } } }');
    expect(all.members).toEqual([
      { email: 'maya@example.com', brands: null },
      { email: client.email, brands: [{ name: 'Stride Labs' }] },
    ]);
  });

  test('is refused the other brand in GraphQL, REST and MCP', async () => {
    const refused = await gql(client.token, '{ topics { name } }', {}, peak.id);
    expect(codes(refused)).toEqual(['FORBIDDEN']);
    expect(JSON.stringify(refused)).not.toMatch(/Insulated|Peak Flask/);

    const headers = (brand: string) => ({ 'x-sightline-brand': brand });
    const rest = await getJson(`${server.url}/api/topics`, client.token, headers(peak.id));
    expect(rest.status).toBe(403);
    expect(JSON.stringify(rest.body)).not.toMatch(/Insulated/);
    expect((await getJson(`${server.url}/api/topics`, client.token, headers(owner.brandId))).status).toBe(
      200,
    );

    const tool = await mcp(client.token);
    const other = await tool('list_topics', { brand: peak.id });
    expect(other).toEqual({
      isError: true,
      text: 'That brand is not one you can open: you are not a member of it (ask an owner of its workspace).',
    });
    expect((await tool('list_topics')).isError).toBe(false);
  });

  test('a data export of the other brand is refused', async () => {
    const res = await fetch(`${server.url}/api/export/answers.csv`, {
      headers: { authorization: `Bearer ${client.token}`, 'x-sightline-brand': peak.id },
    });
    expect(res.status).toBe(403);
  });
});

describe('whatever acts on the whole workspace is refused to a limited member, whatever the role', () => {
  let admin: { token: string; email: string };
  beforeAll(async () => {
    admin = await join('limited-admin', 'ADMIN', [owner.brandId]);
  });

  const ACTIONS: [string, string][] = [
    ['createBrand', 'mutation { createBrand(input: { name: "Cirrus Cups" }) { brand { id } } }'],
    ['updateWorkspace', 'mutation { updateWorkspace(input: { name: "Taken over" }) { workspace { id } } }'],
    [
      'inviteMember',
      'mutation { inviteMember(input: { email: "friend@example.com", role: VIEWER }) { invitation { id } } }',
    ],
    [
      'changeMemberRole',
      'mutation { changeMemberRole(input: { email: "sam@example.com", role: EDITOR }) { member { role } } }',
    ],
    [
      'changeMemberBrands',
      'mutation { changeMemberBrands(input: { email: "sam@example.com", brandIds: null }) { member { role } } }',
    ],
    ['removeMember', 'mutation { removeMember(input: { email: "sam@example.com" }) { member { email } } }'],
    ['invitations', '{ invitations { email } }'],
    ['auditLog', '{ auditLog { action } }'],
  ];

  test.each(ACTIONS)('%s: FORBIDDEN in words, and nothing changes', async (_name, query) => {
    const before = await outsideTheBrand(server.db, owner.brandId, peak.id);
    const body = await gql(admin.token, query);
    expect(codes(body)).toEqual(['FORBIDDEN']);
    expect(body.errors![0]!.message).toMatch(
      /^Your membership of this workspace is limited to some of its brands: .+ acts on the whole workspace\./,
    );
    expect(await outsideTheBrand(server.db, owner.brandId, peak.id)).toBe(before);
  });

  test('deleting the other brand is refused too', async () => {
    const body = await gql(
      admin.token,
      'mutation($id: ID!) { deleteBrand(input: { id: $id, confirmation: "Peak Flask" }) { deletedBrandId } }',
      { id: peak.id },
    );
    expect(codes(body)).toEqual(['FORBIDDEN']);
  });

  test('the brand-level work of the role still works in its brand; leaving is allowed', async () => {
    const added = await ok(
      admin.token,
      'mutation { createTopic(input: { name: "Trail shoes" }) { topic { name } } }',
    );
    expect(added.createTopic.topic.name).toBe('Trail shoes');
    await ok(
      admin.token,
      'mutation($email: String!) { removeMember(input: { email: $email }) { member { email } } }',
      {
        email: admin.email,
      },
    );
    expect(codes(await gql(admin.token, BRANDS))).toEqual(['FORBIDDEN']);
  });
});

describe('changing a member’s brands', () => {
  test('holds from the next request, though memberships and reads are cached', async () => {
    // Asked once so the membership, the brand list and the refusal are all kept.
    expect((await ok(client.token, BRANDS)).viewer.brand.id).toBe(owner.brandId);
    expect(codes(await gql(client.token, '{ topics { name } }', {}, peak.id))).toEqual(['FORBIDDEN']);

    const moved = await ok(owner.token, CHANGE_BRANDS, { email: client.email, brandIds: [peak.id] });
    expect(moved.changeMemberBrands.member).toEqual({
      email: client.email,
      role: 'VIEWER',
      brands: [{ name: 'Peak Flask' }],
    });
    const { viewer } = await ok(client.token, BRANDS);
    expect(viewer.brands).toEqual([{ id: peak.id, name: 'Peak Flask' }]);
    expect(viewer.brand.id).toBe(peak.id);
    expect(codes(await gql(client.token, '{ topics { name } }', {}, owner.brandId))).toEqual(['FORBIDDEN']);
    expect((await ok(client.token, '{ topics { name } }', {}, peak.id)).topics).toEqual([
      { name: 'Insulated bottles' },
    ]);

    await ok(owner.token, CHANGE_BRANDS, { email: client.email, brandIds: null });
    expect((await ok(client.token, BRANDS)).viewer.brands.map((brand: any) => brand.name)).toEqual([
      'Stride Labs',
      'Peak Flask',
    ]);
    await ok(owner.token, CHANGE_BRANDS, { email: client.email, brandIds: [owner.brandId] });
    const { auditLog } = await ok(owner.token, '{ auditLog(first: 1) { action target } }');
    expect(auditLog).toEqual([
      {
        action: 'member.brands_changed',
        target: `${client.email}: every brand → the brand Stride Labs`,
      },
    ]);
  });

  test('making a member OWNER opens every brand to them', async () => {
    const lead = await join('lead', 'EDITOR', [peak.id]);
    const promoted = await ok(owner.token, CHANGE_ROLE, { email: lead.email, role: 'OWNER' });
    expect(promoted.changeMemberRole.member).toEqual({ role: 'OWNER', brands: null });
    expect((await ok(lead.token, BRANDS)).viewer.brands).toHaveLength(2);
    const limited = await gql(owner.token, CHANGE_BRANDS, { email: lead.email, brandIds: [peak.id] });
    expect(limited.errors![0]!.message).toMatch(/^An owner opens every brand/);
  });
});

describe('every query and mutation, by an ADMIN limited to Stride Labs, with Peak Flask’s ids', () => {
  let sweeper: { token: string };
  beforeAll(async () => {
    sweeper = await join('sweeper', 'ADMIN', [owner.brandId]);
  });
  sweepEveryRootField({
    call: (query, variables) => gql(sweeper.token, query, variables),
    state: () => outsideTheBrand(server.db, owner.brandId, peak.id),
    ids: () => [peak.id, peak.topicId],
    text: 'Peak Flask',
    unseen: /Peak Flask|Insulated/,
    // A token of the sweeper's own opens what the sweeper does (the membership check reads the person).
    skip: ['Mutation.createApiToken'],
  });
});
