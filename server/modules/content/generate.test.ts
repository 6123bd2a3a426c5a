/**
 * Generate Content invents nothing: without a provider the draft is the user's text in a quotable structure
 * with the brand's facts, what answers say and visible placeholders, and no figure, percentage, quotation or
 * person the inputs do not hold; with a provider (an OpenAI-compatible stub on loopback) the instructions
 * forbid invention and every figure, percentage, quotation and name the model added anyway is flagged.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { graphql, signIn, signUp } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/harness';
import { unsupportedClaims } from './claims';

const GENERATE = `mutation($input: GenerateContentInput!) { generateContent(input: $input) {
  content { text generator model improvements notice flags { kind text start end } } } }`;

interface Generated {
  text: string;
  generator: 'TEMPLATE' | 'AI';
  model: string | null;
  improvements: string[];
  notice: string | null;
  flags: { kind: string; text: string; start: number; end: number }[];
}

const USER_TEXT =
  'Quillstack helps teams design APIs. It has features for design and testing and analytics. Teams can use it to work better together. It is easy to use and lots of people like it. Version 3 added contract tests.';

async function generate(server: TestServer, token: string, text: string, level = 'BALANCED') {
  const response = await graphql<{ generateContent: { content: Generated } }>(
    server.url,
    GENERATE,
    { input: { text, level } },
    token,
  );
  return response;
}

describe('without an AI provider', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: true });
    token = await signIn(server.url, 'demo@example.com');
  });
  afterAll(() => server?.close());

  test('the draft is the user’s text, structured, with the brand’s facts and placeholders, and no invented claim', async () => {
    for (const level of ['BALANCED', 'TECHNICAL', 'ACCESSIBLE']) {
      const { body } = await generate(server, token, USER_TEXT, level);
      const content = body.data!.generateContent.content;
      expect(content).toMatchObject({ generator: 'TEMPLATE', model: null, notice: null, flags: [] });
      expect(content.improvements).toHaveLength(5);
      expect(content.text).toContain('**In short:** Quillstack helps teams design APIs.');
      expect(content.text).toContain('- **Website:** https://www.quillstack.io');
      expect(content.text).toContain('It is easy to use and lots of people like it.');
      expect(content.text).toContain('[add a statistic and its source]');
      // The brand's description as stored (the seed's), not invented.
      expect(content.text).toContain(
        '- **What it is:** An API and product-management platform: design, ship and measure APIs and the products built on them.',
      );
      // The brand's own topics (never the overview's aggregate), and answers' sentences without list leads.
      expect(content.text).toContain('- **Known for:** API, Bot, Cloud, Product Management');
      expect(content.text).not.toMatch(/: "Quillstack[:-]/);
      // What answers said, attributed and marked as simulated: the demo's answers are.
      expect(content.text).toMatch(
        /- (ChatGPT|Perplexity|Gemini), \d{4}-\d{2}-\d{2} \(simulated answer\): ".*Quillstack/,
      );
      // Nothing that looks like a statistic, a quotation or a person that the inputs do not hold.
      expect(content.text).not.toMatch(/\d+\s?%/);
    }
  });

  test('a brand without a stored description gets a placeholder for it; no brand yet is a clear error', async () => {
    const { token: fresh } = await signUp(server.url, 'drafter');
    const none = await generate(server, fresh, USER_TEXT);
    expect(none.body.errors?.[0]?.message).toBe('Set up your brand in Settings first.');
    const set = await graphql<any>(
      server.url,
      'mutation { updateBrand(input: { name: "Linear", website: "https://linear.app", aliases: [] }) { brand { name } } }',
      {},
      fresh,
    );
    expect(set.body.errors).toBeUndefined();
    const { body } = await generate(server, fresh, 'Linear helps teams track issues.');
    const content = body.data!.generateContent.content;
    expect(content.text).toContain('- **What it is:** [add a one-sentence description of Linear]');
    expect(content.text).toContain(
      '- [no answer names Linear yet: add what independent reviews say, with links]',
    );
    expect(content.flags).toEqual([]);

    // Described in Settings, the brand's description is a fact the draft states; kept when omitted.
    const BRAND = `mutation($input: UpdateBrandInput!) { updateBrand(input: $input) { brand { description } } }`;
    const brand = (input: Record<string, unknown>) =>
      graphql<any>(server.url, BRAND, { input: { name: 'Linear', aliases: [], ...input } }, fresh);
    const described = await brand({ description: '  Linear is an issue tracker for software teams. ' });
    expect(described.body.data.updateBrand.brand.description).toBe(
      'Linear is an issue tracker for software teams.',
    );
    expect((await brand({})).body.data.updateBrand.brand.description).toBe(
      'Linear is an issue tracker for software teams.',
    );
    const again = await generate(server, fresh, 'Linear helps teams track issues.');
    expect(again.body.data!.generateContent.content.text).toContain(
      '- **What it is:** Linear is an issue tracker for software teams.',
    );
    const tooLong = await brand({ description: 'x'.repeat(301) });
    expect(tooLong.body.errors?.[0]?.message).toBe('The description is at most 300 characters.');
    expect((await brand({ description: null })).body.data.updateBrand.brand.description).toBeNull();
  });

  test('bad input gets a clear 4xx-style error and nothing else', async () => {
    const blank = await generate(server, token, '   ');
    expect(blank.body.errors?.[0]).toMatchObject({
      message: 'Paste the text to optimize first.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const long = await generate(server, token, 'x'.repeat(20_001));
    expect(long.body.errors?.[0]?.message).toBe('Text is limited to 20,000 characters.');
    const anonymous = await graphql(server.url, GENERATE, {
      input: { text: 'Hello there.', level: 'BALANCED' },
    });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('with an AI provider', () => {
  let stub: http.Server;
  let server: TestServer;
  let token: string;
  const requests: { model: string; messages: { role: string; content: string }[] }[] = [];
  let reply = '';
  let status = 200;

  beforeAll(async () => {
    stub = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests.push(JSON.parse(body));
        if (status !== 200) return void res.writeHead(status).end('{}');
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: reply, refusal: null } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
    server = await startTestServer({
      seed: true,
      env: {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: base,
        ENGINES_SIMULATED: 'true',
        ANALYSIS_JUDGE: 'off',
      },
    });
    token = await signIn(server.url, 'demo@example.com');
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => stub.close(() => resolve()));
  });

  test('the instructions forbid invented facts, and what the model invented anyway is flagged where it stands', async () => {
    reply = [
      '# Quillstack',
      '',
      '1. Quillstack helps teams design APIs, and Version 3 added contract tests.',
      '2. According to a 2025 survey, 74% of teams are API-first and integration time fell from 10 days to 6.',
      '',
      '"A shared contract removes most integration defects," says Maria Chen, VP of Platform.',
      '',
      '[add a statistic and its source]',
    ].join('\n');
    const { body } = await generate(server, token, USER_TEXT, 'TECHNICAL');
    const content = body.data!.generateContent.content;
    expect(content).toMatchObject({ generator: 'AI', model: 'gpt-4o-mini', notice: null, text: reply });

    const [request] = requests.splice(0);
    const system = request!.messages.find((message) => message.role === 'system')!.content;
    expect(system).toContain('Never invent statistics, percentages, figures, dates, quotations');
    expect(system).toContain('[add a statistic and its source]');
    expect(request!.messages.find((message) => message.role === 'user')!.content).toContain(USER_TEXT);

    const flagged = content.flags.map((flag) => [flag.kind, flag.text]);
    expect(flagged).toEqual([
      ['FIGURE', '2025'],
      ['PERCENTAGE', '74%'],
      ['FIGURE', '10'],
      ['FIGURE', '6'],
      ['QUOTE', '"A shared contract removes most integration defects,"'],
      ['PERSON', 'Maria Chen'],
    ]);
    for (const flag of content.flags) expect(content.text.slice(flag.start, flag.end)).toBe(flag.text);
  });

  test('a provider that fails leaves the built-in draft and says why', async () => {
    status = 503;
    try {
      const { body } = await generate(server, token, USER_TEXT);
      expect(body.data!.generateContent.content).toMatchObject({
        generator: 'TEMPLATE',
        notice: 'The AI provider did not answer, so this draft uses the built-in structure.',
        flags: [],
      });
    } finally {
      status = 200;
    }
  });
});

describe('the claims check', () => {
  test('figures, quotes and names the inputs hold are not flagged; numbering and placeholders never are', () => {
    const inputs = ['Acme grew 40 percent in 2024, says Jane Doe: "We ship every week to 1,200 shops."'];
    const text = [
      '## 1. Growth',
      '1. Acme grew 40% in 2024, Jane Doe said.',
      '2. "We ship every week to 1200 shops."',
      '3. [add a statistic from 2026 and its source]',
      '4. Acme has 3 offices and John Roe runs them.',
    ].join('\n');
    expect(unsupportedClaims(text, inputs).map((flag) => [flag.kind, flag.text])).toEqual([
      ['FIGURE', '3'],
      ['PERSON', 'John Roe'],
    ]);
  });
});
