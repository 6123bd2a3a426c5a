/**
 * The public report wizard through HTTP, REST and GraphQL, on a real database, with the server's in-process
 * worker (startWorker, which registers the generate-report job) and a real SMTP server on loopback.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { graphql, postJson } from '../../test/http';
import { parseMail, startSmtpServer, type TestSmtpServer } from '../../test/smtp.testkit';
import { GENERATE_REPORT } from './report.job';

const REPORT_FIELDS = `
  token companyName website competitors keywords status failureReason requestedAt sentAt
  results {
    day simulated answers failed refused noAnswers visibleAnswers visibility sentiment averagePosition shareOfVoice companyRank
    platforms { platform model simulated answers failed visible visibility sentiment }
    competitors { name isBrand mentions shareOfVoice rank }
    sources { url domain count }
    prompts { prompt kind visibility platforms { platform visible position sentiment competitors sourceCount error } }
    unbranded { ...KindFigures }
    branded { ...KindFigures }
  }`;
const KIND_FIGURES = `fragment KindFigures on ReportKindResults {
  prompts answers failed visibleAnswers visibility shareOfVoice companyRank
  competitors { name isBrand mentions }
}`;
const REPORT_QUERY = `query($token: String!) { report(token: $token) { ${REPORT_FIELDS} } } ${KIND_FIGURES}`;

interface KindFigures {
  prompts: number;
  answers: number;
  failed: number;
  visibleAnswers: number;
  visibility: number;
  shareOfVoice: number;
  companyRank: number;
  competitors: { name: string; isBrand: boolean; mentions: number }[];
}

interface ReportData {
  report: {
    token: string;
    companyName: string;
    status: string;
    sentAt: string | null;
    results: {
      answers: number;
      failed: number;
      refused: number;
      noAnswers: number;
      visibleAnswers: number;
      visibility: number;
      sentiment: number | null;
      shareOfVoice: number;
      companyRank: number;
      simulated: boolean;
      platforms: { platform: string; answers: number; failed: number; visibility: number }[];
      competitors: { name: string; isBrand: boolean; mentions: number; rank: number }[];
      sources: { url: string; count: number }[];
      prompts: { prompt: string; kind: string; platforms: { platform: string }[] }[];
      unbranded: KindFigures;
      branded: KindFigures;
    } | null;
  } | null;
}

const wizardBody = (email: string, brand = 'Quillstack') => ({
  email,
  brand,
  website: 'https://quillstack.io',
  competitors: ['Kongly', 'Tollgate', ''],
  keywords: ['API gateway', 'developer portal', ' '],
  prompts: [
    'What are the best options for API gateway right now?',
    'Who are the leading providers for API gateway?',
    'What should I look for when choosing developer portal?',
    '',
    'Is Quillstack a good choice for API gateway?',
  ],
});

async function countReports(server: TestServer): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('select count(*)::int as n from report_requests');
  return row?.n ?? 0;
}

describe('report wizard with a worker and SMTP', () => {
  let server: TestServer;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({
      env: {
        WORKER_IN_PROCESS: 'true',
        SMTP_URL: smtp.url,
        SUGGESTIONS_FETCH: 'false',
        PUBLIC_URL: 'https://sightline.example.com',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  test('the four suggestion routes answer in the first client’s shapes, without a token, as GraphQL does', async () => {
    const url = server.url;
    const website = await postJson<{ status: string; data: { website: string } }>(`${url}/api/website`, {
      companyName: 'Quillstack',
    });
    expect(website).toEqual({
      status: 200,
      body: { status: 'success', data: { website: 'https://quillstack.com' } },
    });

    const competitors = await postJson(`${url}/api/competitors`, { companyName: 'Quillstack' });
    expect(competitors.body).toEqual({ status: 'success', data: { competitors: [] } });

    const keywords = await postJson(`${url}/api/keywords`, {
      companyName: 'Quillstack',
      competitors: ['Kongly'],
    });
    expect(keywords.body).toEqual({
      status: 'success',
      data: { keywords: [] },
    });

    const prompts = await postJson<{ data: { prompts: string[] } }>(`${url}/api/prompts`, {
      companyName: 'Quillstack',
      competitors: ['Kongly'],
      keywords: ['API gateway'],
    });
    expect(prompts.status).toBe(200);
    expect(prompts.body.data.prompts).toHaveLength(11);

    const viaGraphql = await graphql<{
      suggestPrompts: { prompts: string[] };
      suggestWebsite: { website: string };
    }>(
      url,
      `
        mutation {
          suggestPrompts(
            input: { companyName: "Quillstack", competitors: ["Kongly"], keywords: ["API gateway"] }
          ) {
            prompts
          }
          suggestWebsite(input: { companyName: "Quillstack" }) {
            website
          }
        }
      `,
    );
    expect(viaGraphql.body.errors).toBeUndefined();
    expect(viaGraphql.body.data?.suggestPrompts.prompts).toEqual(prompts.body.data.prompts);
    expect(viaGraphql.body.data?.suggestWebsite.website).toBe('https://quillstack.com');
  });

  test('enhanced-report answers at once; the worker e-mails a summary linking to the report page', async () => {
    const started = Date.now();
    const response = await postJson<{ status: string; data: { token: string; status: string } }>(
      `${server.url}/api/email/enhanced-report`,
      wizardBody('ada@example.com'),
    );
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('success');
    expect(response.body.data.status).toBe('queued');
    const { token } = response.body.data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mail = await smtp.waitForMessage(1);
    const elapsed = Date.now() - started;
    // The worker marks the report sent once the SMTP server has accepted the message, so a moment later.
    await expect
      .poll(async () => {
        const rest = await fetch(`${server.url}/api/reports/${token}/status`).then((r) => r.json());
        return (rest as { data: { status: string } }).data.status;
      })
      .toBe('sent');
    expect(mail.to).toEqual(['ada@example.com']);
    const parsed = parseMail(mail.raw);
    expect(parsed.subject).toBe('Your AI visibility report for Quillstack');
    expect(parsed.messageId).toMatch(/^<report-[0-9a-f-]+@sightline\.report>$/);
    const link = `https://sightline.example.com/reports/${token}`;
    expect(parsed.html).toContain(`href="${link}"`);
    expect(parsed.text).toContain(`Full report: ${link}`);
    expect(parsed.text).toMatch(/Visibility: \d+\.\d%/);
    // Without vendor keys nothing is asked: the e-mail says so first, and never "We asked".
    expect(parsed.text).toMatch(
      /^Your AI visibility report for Quillstack\n\nThese answers are simulated: no AI provider is configured on this server/,
    );
    expect(parsed.text).toContain(
      'The simulated engine answered 4 questions for 3 AI platforms (ChatGPT, Perplexity and Gemini), and we read every answer.',
    );
    expect(parsed.text).not.toContain('We asked');
    // The wizard reads the same before it promises anything: every platform a free report asks is simulated.
    const engines = await graphql<{ reportSimulatedPlatforms: string[] }>(
      server.url,
      '{ reportSimulatedPlatforms }',
    );
    expect(engines.body.data?.reportSimulatedPlatforms).toEqual(['CHATGPT', 'PERPLEXITY', 'GEMINI']);
    expect(parsed.html.indexOf('These answers are simulated')).toBeLessThan(
      parsed.html.indexOf('Visibility'),
    );

    const { body } = await graphql<ReportData>(server.url, REPORT_QUERY, { token });
    expect(body.errors).toBeUndefined();
    const report = body.data!.report!;
    expect(report.status).toBe('SENT');
    expect(Date.parse(report.sentAt as string)).not.toBeNaN();
    const results = report.results!;
    // 4 prompts (the blank one removed) × 3 platforms: every answer counted once; failures, refusals and
    // searches without an answer apart.
    expect(results.answers + results.failed + results.refused + results.noAnswers).toBe(12);
    expect(results.platforms.map((p) => p.platform)).toEqual(['CHATGPT', 'PERPLEXITY', 'GEMINI']);
    expect(results.simulated).toBe(true);
    expect(results.visibility).toBeCloseTo((results.visibleAnswers / results.answers) * 100, 1);
    expect(results.competitors.map((c) => c.name).sort()).toEqual(['Kongly', 'Quillstack', 'Tollgate']);
    expect(results.competitors.find((c) => c.isBrand)?.mentions).toBe(results.visibleAnswers);
    // The one question that names the company is branded, by the dashboards' own classifier.
    expect(results.prompts.map((p) => p.kind)).toEqual(['UNBRANDED', 'UNBRANDED', 'UNBRANDED', 'BRANDED']);
    const { unbranded, branded } = results;
    expect([unbranded.prompts, branded.prompts]).toEqual([3, 1]);
    expect(unbranded.answers + branded.answers).toBe(results.answers);
    expect(unbranded.visibleAnswers + branded.visibleAnswers).toBe(results.visibleAnswers);
    expect(unbranded.visibility).toBeCloseTo((unbranded.visibleAnswers / unbranded.answers) * 100, 1);
    expect(unbranded.competitors.find((c) => c.isBrand)?.mentions).toBe(unbranded.visibleAnswers);
    // The e-mail's headline is the unbranded questions' visibility; the branded one is given apart.
    expect(parsed.text).toContain('These figures count the 3 questions that do not name Quillstack');
    expect(parsed.text).toContain(
      `Visibility: ${unbranded.visibility.toFixed(1)}% (${unbranded.visibleAnswers} of ${unbranded.answers} answers mention Quillstack)`,
    );
    expect(parsed.text).toContain(
      `Branded questions, kept apart: ${branded.visibility.toFixed(1)}% visibility (${branded.visibleAnswers} of ${branded.answers} answers to 1 question that name Quillstack)`,
    );

    // A report stored before questions were classified (slot kinds, no kind figures) reads the same.
    await server.db.query(
      `update report_requests set results = (results - 'unbranded' - 'branded')
         || jsonb_build_object('prompts', (select jsonb_agg(p || '{"kind":"GENERIC"}') from jsonb_array_elements(results->'prompts') p))
       where token = $1`,
      [token],
    );
    const legacy = (await graphql<ReportData>(server.url, REPORT_QUERY, { token })).body.data!.report!
      .results!;
    expect(legacy.prompts.map((p) => p.kind)).toEqual(['UNBRANDED', 'UNBRANDED', 'UNBRANDED', 'BRANDED']);
    expect(legacy.unbranded).toEqual(unbranded);
    expect(legacy.branded).toEqual(branded);
    expect(results.sources.length).toBeGreaterThan(0);
    expect(results.sources.length).toBeLessThanOrEqual(10);

    const status = await graphql<{ reportStatus: { status: string } }>(
      server.url,
      `
        query ($token: String!) {
          reportStatus(token: $token) {
            status
            failureReason
          }
        }
      `,
      { token },
    );
    expect(status.body.data?.reportStatus).toEqual({ status: 'SENT', failureReason: null });
    const rest = await fetch(`${server.url}/api/reports/${token}/status`).then((r) => r.json());
    expect(rest).toMatchObject({ status: 'success', data: { status: 'sent', failure_reason: null } });
    expect(elapsed).toBeLessThan(30_000);
  });

  test('the GraphQL mutation queues a report the same way; every user string is escaped in the e-mail', async () => {
    const before = smtp.messages.length;
    const { body } = await graphql<{ requestReport: { token: string; status: string } }>(
      server.url,
      `
        mutation ($input: RequestReportInput!) {
          requestReport(input: $input) {
            token
            status
          }
        }
      `,
      {
        input: {
          email: 'grace@example.com',
          companyName: '<script>alert(1)</script> & Co',
          competitors: ['<b>Evil</b>'],
          keywords: [],
          prompts: [],
        },
      },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.requestReport.status).toBe('QUEUED');
    const mail = parseMail((await smtp.waitForMessage(before + 1)).raw);
    expect(mail.html).not.toContain('<script>alert(1)</script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(mail.html).not.toContain('<b>Evil</b>');
    // No prompts given: the template prompts (at least 10) were asked.
    const { body: page } = await graphql<ReportData>(server.url, REPORT_QUERY, {
      token: body.data!.requestReport.token,
    });
    expect(page.data?.report?.results?.prompts.length).toBeGreaterThanOrEqual(10);
    // Without search topics the templates ask about the competitor's market first; a question is branded
    // exactly when it names the company.
    const asked = page.data!.report!.results!;
    for (const prompt of asked.prompts)
      expect(prompt.kind).toBe(
        prompt.prompt.includes('<script>alert(1)</script> & Co') ? 'BRANDED' : 'UNBRANDED',
      );
    expect(asked.prompts.slice(0, 4).map((p) => p.kind)).toEqual(Array(4).fill('UNBRANDED'));
    expect(asked.unbranded.prompts + asked.branded.prompts).toBe(asked.prompts.length);
  });

  test('the generate-report queue retries with back-off', async () => {
    const [queue] = await server.db.query<{
      retry_limit: number;
      retry_delay: number;
      retry_backoff: boolean;
    }>('select retry_limit, retry_delay, retry_backoff from pgboss.queue where name = $1', [
      GENERATE_REPORT.name,
    ]);
    expect(queue).toEqual({
      retry_limit: GENERATE_REPORT.policy.retryLimit,
      retry_delay: GENERATE_REPORT.policy.retryDelay,
      retry_backoff: true,
    });
  });

  test('an unknown token is null; a malformed one is a 400', async () => {
    const unknown = await graphql<{ report: null }>(
      server.url,
      `{ report(token: "${'a'.repeat(43)}") { token } }`,
    );
    expect(unknown.body.data?.report).toBeNull();
    const bad = await graphql(
      server.url,
      `
        {
          reportStatus(token: "../etc") {
            status
          }
        }
      `,
    );
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('abuse and bad input (no worker: requests stay queued)', () => {
  let server: TestServer;
  const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });
  const request = (body: unknown, ip = '203.0.113.1') =>
    postJson<{ status: string; message?: string }>(
      `${server.url}/api/email/enhanced-report`,
      body,
      null,
      fromIp(ip),
    );

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        REPORT_LIMIT_PER_IP_PER_HOUR: '3',
        REPORT_LIMIT_PER_EMAIL_PER_DAY: '2',
        SUGGESTIONS_FETCH: 'false',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('malformed bodies get a 400 with a message, and nothing is stored', async () => {
    const cases: [unknown, RegExp][] = [
      ['{"email": ', /not valid JSON/],
      [{ brand: 'Acme' }, /Email is required|valid email/],
      [{ email: 'not-an-email', brand: 'Acme' }, /Please enter a valid email address/],
      [{ email: 'a@example.com', brand: '' }, /Company name is required/],
      [{ email: 'a@example.com', brand: 'Acme', competitors: ['a', 'b', 'c', 'd', 'e', 'f'] }, /At most 5/],
      [
        { email: 'a@example.com', brand: 'Acme', keywords: Array.from({ length: 11 }, (_, i) => `k${i}`) },
        /At most 10/,
      ],
      [{ email: 'a@example.com', brand: 'Acme', prompts: ['x'.repeat(501)] }, /too long/],
      [{ email: 'a@example.com', brand: 'x'.repeat(101) }, /too long/],
      [{ email: 'a@example.com', brand: 'Acme', website: 'ftp://acme.com' }, /web address/],
      [{ email: 'a@example.com', brand: 'Acme', competitors: 'Kongly' }, /list/],
      [[1, 2], /JSON object/],
    ];
    for (const [body, message] of cases) {
      const response = await request(body, '203.0.113.50');
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.status).toBe('error');
      expect(response.body.message).toMatch(message);
    }
    expect(await countReports(server)).toBe(0);
  });

  test('a filled honeypot looks like success but stores and sends nothing', async () => {
    const response = await request({ ...wizardBody('bot@example.com'), phone: '555-0100' }, '203.0.113.60');
    expect(response.status).toBe(200);
    expect(response.body.status).toBe('success');
    expect(await countReports(server)).toBe(0);
  });

  test('no second report for an address whose report is still running (409)', async () => {
    expect((await request(wizardBody('busy@example.com'), '203.0.113.2')).status).toBe(200);
    const second = await request(wizardBody('Busy@Example.com'), '203.0.113.3');
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/still being generated/);
  });

  test('per-IP limit: 429 with a clear message', async () => {
    for (let i = 0; i < 3; i++)
      expect((await request(wizardBody(`ip${i}@example.com`), '203.0.113.9')).status).toBe(200);
    const limited = await request(wizardBody('ip4@example.com'), '203.0.113.9');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'Too many reports were requested from your network. Please try again in an hour.',
    );
    // GraphQL applies the same limit, as a RATE_LIMITED error.
    const viaGraphql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...fromIp('203.0.113.9') },
      body: JSON.stringify({
        query: 'mutation { requestReport(input: {email: "ip5@example.com", companyName: "Acme"}) { token } }',
      }),
    });
    const json = (await viaGraphql.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(json.errors[0]?.extensions.code).toBe('RATE_LIMITED');
  });

  test('per-IP limit: the addresses of one IPv6 /64 are one network', async () => {
    for (let i = 1; i <= 3; i++)
      expect((await request(wizardBody(`v6-${i}@example.com`), `2001:db8:77:1::${i}`)).status).toBe(200);
    expect((await request(wizardBody('v6-4@example.com'), '2001:db8:77:1::4')).status).toBe(429);
  });

  test('per-address limit: 429 once the day’s reports for it are used', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await request(wizardBody('daily@example.com'), `203.0.113.${20 + i}`)).status).toBe(200);
      await server.db.query(`update report_requests set status = 'sent' where email = 'daily@example.com'`);
    }
    const limited = await request(wizardBody('daily@example.com'), '203.0.113.30');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/for this address today/);
  });
});
