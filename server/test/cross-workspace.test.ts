/**
 * Generated from the schema and the REST router: every query, every mutation and every /api route, called
 * by a member of one workspace with another workspace's brand in the X-Sightline-Brand header, returns
 * none of that brand's data and changes nothing of it. A new field or route is covered without editing
 * this file; a public one must be named in PUBLIC with the reason it needs no account.
 */
import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AppDeps } from '../context';
import { createApiRouter } from '../rest/api.routes';
import { startTestServer, type TestServer } from './harness';
import { graphql, signIn } from './http';
import { apiSchema, operationFor, rootFields } from './schema-sweep';

/** Fields and routes that act without an account, so a brand header changes nothing for them. */
const PUBLIC = new Set([
  'Query.health', // liveness
  'Query.metricDefinitions', // how each figure is defined: the same for everyone
  'Query.report', // a public report, by its unguessable token
  'Query.reportStatus',
  'Query.reportSimulatedPlatforms', // the wizard's: which platforms a free report would simulate
  'Mutation.requestReport', // the public wizard
  'Mutation.suggestWebsite',
  'Mutation.suggestCompetitors',
  'Mutation.suggestKeywords',
  'Mutation.suggestPrompts',
  'Mutation.confirmAlertEmail', // the mailed link's token names the account
  'Mutation.acceptInvitation', // the invitation's token names the workspace
  'Query.invitationPreview', // the invitation's page before sign-in, by the link's token
  'GET /health', // liveness and readiness
  'GET /ready',
  'POST /website', // the public wizard's REST calls
  'POST /competitors',
  'POST /keywords',
  'POST /prompts',
  'POST /email/enhanced-report',
  'GET /reports/:token/status',
  'GET /integrations/google/callback', // Google's redirect: the signed state names brand and person
]);

const DEMO_ID = 'd0d0d0d0-0000-4000-8000-000000000001';

let server: TestServer;
let attacker: string;
let victimIds: { topic: string; prompt: string; answer: string };

/** Everything of the victim brand that a write could change, as one comparable value. */
async function victimState(): Promise<string> {
  const rows = await server.db.query<Record<string, unknown>>(
    `select
       (select row_to_json(b) from (select name, website, aliases, not_this, description from brands where user_id = $1) b) as brand,
       (select json_agg(x order by x.id) from (select id, name, archived_at from topics where user_id = $1) x) as topics,
       (select json_agg(x order by x.id) from (select id, question, topic_id, kind, archived_at from prompts where user_id = $1) x) as prompts,
       (select json_agg(x order by x.id) from (select id, name from competitors where user_id = $1) x) as competitors,
       (select count(*) from answers where user_id = $1) as answers,
       (select count(*) from collection_runs where user_id = $1) as runs,
       (select json_agg(x order by x.kind) from (select kind, enabled, threshold from alert_rules where user_id = $1) x) as rules,
       (select count(*) from alert_webhooks where user_id = $1) as webhooks,
       (select count(*) from source_category_overrides where user_id = $1) as overrides,
       (select count(*) from llms_txt where user_id = $1) as llms,
       (select count(*) from workspace_members where workspace_id = $1) as members,
       (select count(*) from workspace_invitations where workspace_id = $1) as invitations,
       (select row_to_json(w) from (select name, action_center from workspaces where id = $1) w) as workspace,
       (select count(*) from profiles where workspace_id = $1) as brands`,
    [DEMO_ID],
  );
  return JSON.stringify(rows[0]);
}

/** Every route of the /api router: method and path, read from the router itself. */
function apiRoutes(): { method: string; path: string }[] {
  const router = createApiRouter({ config: {} } as AppDeps) as Router & { stack: Layer[] };
  interface Layer {
    route?: { path: string; methods: Record<string, boolean> };
    handle?: { stack?: Layer[] };
  }
  const routes: { method: string; path: string }[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route)
        for (const method of Object.keys(layer.route.methods))
          routes.push({ method: method.toUpperCase(), path: layer.route.path });
      else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk(router.stack);
  return routes;
}

beforeAll(async () => {
  server = await startTestServer({ seed: true });
  attacker = await signIn(server.url, 'fund@example.com');
  const [ids] = await server.db.query<{ topic: string; prompt: string; answer: string }>(
    `select (select id from topics where user_id = $1 and not is_aggregate limit 1) as topic,
       (select id from prompts where user_id = $1 limit 1) as prompt,
       (select id from answers where user_id = $1 limit 1) as answer`,
    [DEMO_ID],
  );
  victimIds = ids!;
  // Seeding the demo accounts takes a while when no other test of the run made the seeded snapshot yet.
}, 300_000);
afterAll(() => server?.close());

describe('another workspace’s brand id in the header', () => {
  const fields = rootFields(apiSchema());

  test('the schema has fields to check, and every PUBLIC name is one of them or a route', () => {
    expect(fields.length).toBeGreaterThan(60);
    const known = new Set([
      ...fields.map((field) => field.name),
      ...apiRoutes().map((route) => `${route.method} ${route.path}`),
    ]);
    expect([...PUBLIC].filter((name) => !known.has(name))).toEqual([]);
  });

  test.each(fields.map((field) => [field.name, field] as const))(
    '%s gives no data and changes nothing',
    async (name, entry) => {
      const before = await victimState();
      const { query, variables } = operationFor(entry, { id: victimIds.topic, text: 'Quillstack' });
      const { body } = await graphql<Record<string, unknown>>(server.url, query, variables, attacker, {
        'x-sightline-brand': DEMO_ID,
      });
      expect(await victimState()).toBe(before);
      const answer = JSON.stringify(body);
      expect(answer).not.toMatch(/Quillstack|quillstack/);
      if (PUBLIC.has(name)) return;
      expect(body.data?.[entry.field.name] ?? null).toBeNull();
      expect(body.errors?.map((error) => error.extensions?.code)).toContain('FORBIDDEN');
    },
  );

  test.each(apiRoutes().map((route) => [`${route.method} ${route.path}`, route] as const))(
    'REST %s gives no data and changes nothing',
    async (name, route) => {
      const before = await victimState();
      const url = `${server.url}/api${route.path.replace(/:[a-zA-Z]+/g, victimIds.topic)}?user_id=`;
      const response = await fetch(url.replace(/\?user_id=$/, ''), {
        method: route.method,
        headers: {
          authorization: `Bearer ${attacker}`,
          'x-sightline-brand': DEMO_ID,
          'content-type': 'application/json',
        },
        body: route.method === 'GET' || route.method === 'HEAD' ? undefined : JSON.stringify({ visits: [] }),
      });
      const text = await response.text();
      expect(await victimState()).toBe(before);
      expect(text).not.toMatch(/Quillstack|quillstack/);
      if (PUBLIC.has(name)) return;
      expect(response.status).toBe(403);
    },
  );
});
