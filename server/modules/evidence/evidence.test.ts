/**
 * Evidence kept and the audit pack (issue 61), through GraphQL and REST: a simulated run that asks ChatGPT
 * through its app keeps each app answer's payload and page; the page is served sandboxed, to its brand only;
 * the raw payload downloads as JSON; the sweep and the brand's deletion remove it. The demo's last 30 days
 * pack verifies and recomputes the overview exactly; a changed byte or figure fails; only admins and owners
 * (by session or full-access token) get a pack.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import yazl from 'yazl';
import { addDays, todayUtc } from '../../lib/dates';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, signIn, signUp } from '../../test/http';
import type { AuditManifest } from './audit-pack';
import { readPackFiles, verifyAuditPack } from './audit-verify';
import { pruneEvidence } from './evidence.service';

let server: TestServer;
let demo: string;
let owner: { token: string; brandId: string; personId: string };
let other: { token: string; brandId: string };
let viewer: { token: string; personId: string };

const gqlAs = async (
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
  brand?: string,
) => {
  const res = await graphql<any>(
    server.url,
    query,
    variables,
    token,
    brand ? { 'x-sightline-brand': brand } : {},
  );
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  return res.body.data;
};

const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { WORKER_IN_PROCESS: 'true' } });
  demo = await signIn(server.url, 'demo@example.com');
  owner = await signUp(server.url, 'evidence-owner');
  other = await signUp(server.url, 'evidence-other');
  viewer = await signUp(server.url, 'evidence-viewer');
  await server.db.query(
    `insert into brands (user_id, name, website, aliases) values ($1, 'Acme', 'https://acme.example', '{}')`,
    [owner.brandId],
  );
  const [topic] = await server.db.query<{ id: string }>(
    `insert into topics (user_id, name, slug) values ($1, 'Espresso machines', 'espresso') returning id`,
    [owner.brandId],
  );
  for (const question of ['best espresso machine to buy on sale', 'how does an espresso machine make crema'])
    await server.db.query(`insert into prompts (user_id, topic_id, question) values ($1, $2, $3)`, [
      owner.brandId,
      topic!.id,
      question,
    ]);
  const [membership] = await server.db.query<{ workspace_id: string }>(
    `select workspace_id from public.workspace_members where user_id = $1 and role = 'OWNER'`,
    [owner.brandId],
  );
  await server.db.query(
    `insert into public.workspace_members (workspace_id, user_id, role) values ($1, $2, 'VIEWER')`,
    [membership!.workspace_id, viewer.personId],
  );
});
afterAll(() => server?.close());

async function runToday(token: string) {
  const started = await gqlAs(token, `mutation { startCollectionRun { run { id } } }`);
  const deadline = Date.now() + 30_000;
  for (;;) {
    const { collectionRun } = await gqlAs(token, `query($id: ID!) { collectionRun(id: $id) { status } }`, {
      id: started.startCollectionRun.run.id,
    });
    if (collectionRun.status === 'COMPLETED') return;
    if (Date.now() > deadline) throw new Error(`run did not complete: ${JSON.stringify(collectionRun)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const EVIDENCE = `vendorEvidence { hasRawPayload hasHtml rawBytes htmlBytes storedBytes storedAt rawUrl htmlUrl }`;

describe('evidence kept', () => {
  let appAnswer: { id: string; question: string; vendorEvidence: Record<string, any> };
  let apiAnswer: { id: string; vendorEvidence: unknown };

  test("a run through ChatGPT's app keeps each app answer's payload and page; API answers of the simulated engine keep none", async () => {
    await gqlAs(
      owner.token,
      `mutation { updateCollectionSettings(input: { platforms: [CHATGPT], appPlatforms: [CHATGPT] }) { settings { appPlatforms } } }`,
    );
    await runToday(owner.token);
    const list = async (surface: string) =>
      (
        await gqlAs(
          owner.token,
          `query($filter: AnswersFilter) { answers(filter: $filter, first: 10) { edges { node { id status question ${EVIDENCE} } } } }`,
          { filter: { period: { preset: 'ALL_TIME' }, promptKind: 'ALL', surface } },
        )
      ).answers.edges.map((edge: any) => edge.node);
    const app = await list('APP');
    const api = await list('API');
    expect(app).toHaveLength(2);
    expect(api).toHaveLength(2);
    for (const answer of api) expect(answer.vendorEvidence).toBeNull();
    appAnswer = app.find((answer: any) => answer.question === 'best espresso machine to buy on sale');
    apiAnswer = api[0];
    const evidence = appAnswer.vendorEvidence;
    expect(evidence).toMatchObject({
      hasRawPayload: true,
      hasHtml: true,
      rawUrl: `/api/answers/${appAnswer.id}/evidence/raw`,
      htmlUrl: `/api/answers/${appAnswer.id}/evidence/html`,
    });
    expect(evidence.rawBytes).toBeGreaterThan(100);
    expect(evidence.htmlBytes).toBeGreaterThan(100);
    expect(evidence.storedBytes).toBeGreaterThan(0);
    expect(evidence.storedBytes).toBeLessThan(evidence.rawBytes + evidence.htmlBytes);
  });

  test('the page is served as untrusted content: a sandbox CSP without same-origin or scripts, nosniff', async () => {
    const res = await get(`/api/answers/${appAnswer.id}/evidence/html`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toBe("sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    expect(csp).not.toMatch(/allow-same-origin|allow-scripts|script-src/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toMatch(/^inline;/);
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('best espresso machine to buy on sale');
    expect(html).not.toMatch(/<script/i);
    expect(Buffer.byteLength(html)).toBe(appAnswer.vendorEvidence.htmlBytes);
  });

  test('the raw payload downloads as JSON', async () => {
    const res = await get(`/api/answers/${appAnswer.id}/evidence/raw`, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const payload = (await res.json()) as Record<string, unknown>;
    expect(payload.simulated).toBe(true);
    expect(typeof payload.text).toBe('string');
  });

  test("another brand's answer is not found; an answer without evidence is 404; a bad id is 400", async () => {
    const foreign = await get(`/api/answers/${appAnswer.id}/evidence/html`, other.token);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as { message: string }).message).toBe('No page is kept for this answer.');
    expect((await get(`/api/answers/${appAnswer.id}/evidence/raw`, other.token)).status).toBe(404);
    const none = await get(`/api/answers/${apiAnswer.id}/evidence/html`, owner.token);
    expect(none.status).toBe(404);
    const bad = await get(`/api/answers/not-an-id/evidence/raw`, owner.token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('The answer id must be a UUID.');
    // Through GraphQL, another brand sees no evidence either (its answer is not theirs to list).
    const mine = await gqlAs(other.token, `{ evidenceStorage { answers storedBytes } }`);
    expect(mine.evidenceStorage).toEqual({ answers: 0, storedBytes: 0 });
  });

  test('Settings shows the space used and the retention; the daily sweep deletes what is older', async () => {
    const { evidenceStorage } = await gqlAs(
      owner.token,
      `{ evidenceStorage { answers storedBytes originalBytes retentionDays } }`,
    );
    expect(evidenceStorage.answers).toBe(2);
    expect(evidenceStorage.storedBytes).toBeGreaterThan(0);
    expect(evidenceStorage.originalBytes).toBeGreaterThan(evidenceStorage.storedBytes);
    expect(evidenceStorage.retentionDays).toBe(server.config.EVIDENCE_RETENTION_DAYS);
    // Nothing is old enough yet; made older than the retention, it goes.
    expect(await pruneEvidence({ db: server.db, config: { EVIDENCE_RETENTION_DAYS: 30 } })).toBe(0);
    await server.db.query(
      `update public.answer_evidence set stored_at = now() - interval '31 days' where answer_id = $1`,
      [appAnswer.id],
    );
    expect(await pruneEvidence({ db: server.db, config: { EVIDENCE_RETENTION_DAYS: 30 } })).toBe(1);
    expect((await get(`/api/answers/${appAnswer.id}/evidence/html`, owner.token)).status).toBe(404);
    const after = await gqlAs(owner.token, `{ evidenceStorage { answers } }`);
    expect(after.evidenceStorage.answers).toBe(1);
  });
});

async function download(path: string, token: string, headers: Record<string, string> = {}) {
  const res = await get(path, token, headers);
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function rezip(files: Map<string, Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name);
  zip.end();
  const pieces: Buffer[] = [];
  for await (const piece of Readable.from(zip.outputStream)) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

describe('the audit pack', () => {
  const today = todayUtc();
  const from = addDays(today, -29);
  let pack: Buffer;

  test("the demo's last 30 days: the pack verifies and recomputes the overview the dashboard shows", async () => {
    const { res, bytes } = await download(`/api/export/audit-pack?from=${from}&to=${today}`, demo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="sightline-audit-${from}-${today}.zip"`,
    );
    pack = bytes;
    const result = await verifyAuditPack(pack);
    expect(result.problems).toEqual([]);
    expect(result.ok).toBe(true);
    const manifest = result.manifest!;
    expect(manifest.period).toEqual({ from, to: today });
    expect(manifest.previous).toEqual({ from: addDays(from, -30), to: addDays(from, -1) });
    expect(manifest.files.map((file) => file.name)).toEqual([
      'answers.jsonl',
      'payloads.jsonl',
      'prompts.json',
      'prompt-history.json',
      'analyzers.json',
    ]);
    expect(result.recomputed).toEqual(manifest.figures);
    // What the pack says the dashboard showed is what the overview shows for the same period.
    const { overview } = await gqlAs(
      demo,
      `query($period: PeriodInput) { overview(period: $period) { metrics { visibility visibilityBasis impressions
        answers sentimentScore averagePosition change { visibility { current previous change }
        sentiment { current previous change } position { current previous change }
        impressions { current previous change } } } } }`,
      { period: { from, to: today } },
    );
    const { metrics } = overview;
    expect(manifest.figures).toMatchObject({
      visibility: metrics.visibility,
      visibilityBasis: metrics.visibilityBasis,
      impressions: metrics.impressions,
      answers: metrics.answers,
      sentiment: metrics.sentimentScore,
      averagePosition: metrics.averagePosition,
      change: metrics.change,
    });
    expect(manifest.figures.answers).toBeGreaterThan(100);
    expect(manifest.figures.platforms.length).toBeGreaterThan(1);
    expect(manifest.figures.change.visibility.previous).not.toBeNull();
    // Every answer of both periods is in the pack, with its reading.
    const files = await readPackFiles(pack);
    const lines = files.get('answers.jsonl')!.toString('utf8').trim().split('\n');
    const [count] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.answers a
       where a.user_id = $1 and a.collected_on between $2::date and $3::date`,
      [manifest.brand.id, addDays(from, -30), today],
    );
    expect(lines).toHaveLength(count!.n);
    const first = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'id',
        'day',
        'platform',
        'status',
        'visible',
        'sentiment',
        'position',
        'analyzer',
        'correction',
        'text',
      ]),
    );
  });

  test('one changed byte in one file fails, naming the file', async () => {
    const files = await readPackFiles(pack);
    const answers = Buffer.from(files.get('answers.jsonl')!);
    const at = answers.indexOf('"visible":true');
    expect(at).toBeGreaterThan(0);
    answers[at + '"visible":'.length] = 'T'.charCodeAt(0); // "true" → "True": one byte
    files.set('answers.jsonl', answers);
    const result = await verifyAuditPack(await rezip(files));
    expect(result.ok).toBe(false);
    expect(result.problems[0]).toMatch(
      /^answers\.jsonl changed: SHA-256 [0-9a-f]{64}, the manifest says [0-9a-f]{64}\.$/,
    );
  });

  test('a changed figure in the manifest fails, naming the figure', async () => {
    const files = await readPackFiles(pack);
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as AuditManifest;
    manifest.figures.visibility = Math.round((manifest.figures.visibility + 0.1) * 10) / 10;
    files.set('manifest.json', Buffer.from(JSON.stringify(manifest, null, 2)));
    const result = await verifyAuditPack(await rezip(files));
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      `Figure differs: figures.visibility: ${manifest.figures.visibility} ≠ ${result.recomputed!.visibility}`,
    ]);
  });

  test('bad periods are refused in words', async () => {
    const missing = await get(`/api/export/audit-pack?from=${from}`, demo);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'Give the period as from and to, both days in the form YYYY-MM-DD.',
    );
    const reversed = await get(`/api/export/audit-pack?from=${today}&to=${from}`, demo);
    expect(reversed.status).toBe(400);
    const long = await get(`/api/export/audit-pack?from=${addDays(today, -500)}&to=${today}`, demo);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toMatch(/at most 400 days/);
  });

  test("a VIEWER is refused in words; a read-only token is refused; an owner's full token packs", async () => {
    const refused = await get(`/api/export/audit-pack?from=${from}&to=${today}`, viewer.token, {
      'x-sightline-brand': owner.brandId,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Your role in this workspace is VIEWER: downloading an audit pack needs ADMIN or higher.',
    );
    const token = async (scope: string) =>
      (
        await gqlAs(
          owner.token,
          `mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }`,
          {
            input: { name: `pack ${scope}`, scope },
          },
        )
      ).createApiToken.token as string;
    const readOnly = await get(`/api/export/audit-pack?from=${from}&to=${today}`, await token('READ'));
    expect(readOnly.status).toBe(403);
    expect(((await readOnly.json()) as { message: string }).message).toMatch(/read-only/);
    const full = await download(`/api/export/audit-pack?from=${from}&to=${today}`, await token('FULL'));
    expect(full.res.status).toBe(200);
    const result = await verifyAuditPack(full.bytes);
    expect(result.problems).toEqual([]);
    expect(result.manifest!.brand.id).toBe(owner.brandId);
    // The owner's pack holds the owner's answers only (2 prompts × ChatGPT API and app).
    const files = await readPackFiles(full.bytes);
    expect(files.get('answers.jsonl')!.toString('utf8').trim().split('\n')).toHaveLength(4);
    expect(files.get('payloads.jsonl')!.toString('utf8').trim().split('\n').length).toBeGreaterThanOrEqual(1);
  });

  test('deleting a brand removes its evidence', async () => {
    const [before] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.answer_evidence where user_id = $1`,
      [owner.brandId],
    );
    expect(before!.n).toBeGreaterThan(0);
    // A workspace keeps one brand at least: a second one first, then the first is deleted.
    await gqlAs(owner.token, `mutation { createBrand(input: { name: "Second" }) { __typename } }`);
    const deleted = await gqlAs(
      owner.token,
      `mutation($input: DeleteBrandInput!) { deleteBrand(input: $input) { deletedBrandId } }`,
      { input: { id: owner.brandId, confirmation: 'Acme' } },
    );
    expect(deleted.deleteBrand.deletedBrandId).toBe(owner.brandId);
    const [after] = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.answer_evidence where user_id = $1`,
      [owner.brandId],
    );
    expect(after!.n).toBe(0);
  });
});
