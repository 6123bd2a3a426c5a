/**
 * Generate Content invents nothing: without a provider the draft is the user's text in a quotable structure
 * with the brand's facts, what answers say and visible placeholders, and no figure, percentage, quotation or
 * person the inputs do not hold; with a provider (an OpenAI-compatible stub on loopback) the instructions
 * forbid invention and every figure, percentage, quotation and name the model added anyway is flagged. With
 * a confirmed fact sheet, the draft states its values for the collection market: the built-in draft puts a
 * contradicting value of the user's text right, a model's contradicting value is flagged with the fact.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { graphql, signIn, signUp } from '../../test/http';
import { startTestServer, type TestServer } from '../../test/harness';
import { unsupportedClaims } from './claims';

const GENERATE = `mutation($input: GenerateContentInput!) { generateContent(input: $input) {
  content { text generator model improvements notice
    flags { kind text start end contradiction { fact label expected status message } }
    checks { kind text start occurrences contradiction { message } } } } }`;

interface Generated {
  text: string;
  generator: 'TEMPLATE' | 'AI';
  model: string | null;
  improvements: string[];
  notice: string | null;
  flags: {
    kind: string;
    text: string;
    start: number;
    end: number;
    contradiction: { fact: string; label: string; expected: string; status: string; message: string } | null;
  }[];
  checks: {
    kind: string;
    text: string;
    start: number;
    occurrences: number;
    contradiction: { message: string } | null;
  }[];
}

const USER_TEXT =
  'Quillstack helps teams design APIs. It has features for design and testing and analytics. Teams can use it to work better together. It is easy to use and lots of people like it. Version 3 added contract tests.';

const SET_FACT = `mutation($input: SetBrandFactInput!) { setBrandFact(input: $input) { fact { id } } }`;

/**
 * A new account's brand, Acme, with a confirmed fact sheet for its market (the United States): a monthly price
 * that was $10 before, a founding year and a free plan; a price for Germany and a suggestion nobody confirmed
 * are not the market's facts.
 */
async function acmeWithFacts(server: TestServer, username: string): Promise<string> {
  const { token, brandId } = await signUp(server.url, username);
  const brand = await graphql<any>(
    server.url,
    'mutation { updateBrand(input: { name: "Acme", aliases: [] }) { brand { name } } }',
    {},
    token,
  );
  expect(brand.body.errors).toBeUndefined();
  const facts = [
    {
      key: 'price',
      label: 'Monthly price',
      kind: 'MONEY',
      value: '12.00',
      currency: 'USD',
      unit: 'per month',
      previousValues: ['10.00'],
      aliases: [{ language: 'en', words: ['costs', 'price'] }],
    },
    {
      ...{ key: 'price', label: 'Monthly price', kind: 'MONEY', unit: 'per month' },
      value: '11.00',
      currency: 'EUR',
      country: 'DE',
    },
    {
      key: 'founded',
      label: 'Founding year',
      kind: 'YEAR',
      value: '2015',
      aliases: [{ language: 'en', words: ['founded'] }],
    },
    {
      key: 'free_plan',
      label: 'Free plan',
      kind: 'BOOLEAN',
      value: 'yes',
      aliases: [{ language: 'en', words: ['free plan'] }],
    },
  ];
  for (const input of facts) {
    const set = await graphql<any>(server.url, SET_FACT, { input }, token);
    expect(set.body.errors).toBeUndefined();
  }
  await server.db.query(
    `insert into brand_facts (user_id, key, label, kind, value, status) values ($1, 'offices', 'Offices', 'NUMBER', '40', 'SUGGESTED')`,
    [brandId],
  );
  return token;
}

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

describe('the fact sheet, without an AI provider', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const WRONG_TEXT =
    'Acme helps couples budget together. Acme costs $9 a month. Acme was founded in 2013. Teams on the old plan say Acme costs $10 a month. Acme has no free plan.';

  test('the draft states the confirmed facts for the market and puts contradicting values right', async () => {
    const token = await acmeWithFacts(server, 'drafter-facts');
    const { body } = await generate(server, token, WRONG_TEXT);
    const content = body.data!.generateContent.content;
    expect(content.generator).toBe('TEMPLATE');
    // The key facts: the market's price (not Germany's), the year and the plan; no unconfirmed suggestion.
    expect(content.text).toContain('- **Monthly price:** 12.00 USD per month');
    expect(content.text).toContain('- **Founding year:** 2015');
    expect(content.text).toContain('- **Free plan:** yes');
    expect(content.text).not.toMatch(/EUR|Offices/);
    // The user's wrong and outdated values stated as the sheet has them, and said so.
    expect(content.text).toContain('Acme costs 12.00 USD a month. Acme was founded in 2015.');
    expect(content.text).toContain('Teams on the old plan say Acme costs 12.00 USD a month.');
    expect(content.text).not.toMatch(/\$9|\$10|2013/);
    expect(content.improvements).toHaveLength(6);
    expect(content.improvements[1]).toBe(
      "Added a key-facts block with Acme's name, website, description, topics and confirmed facts",
    );
    expect(content.improvements[5]).toBe(
      'Put values of your text right from the fact sheet: "$9" → 12.00 USD (Monthly price), "2013" → 2015 (Founding year), "$10" → 12.00 USD (Monthly price)',
    );
    // "No free plan" cannot be put right in the same words: it stays, flagged with the fact.
    expect(content.flags).toEqual([
      {
        kind: 'CONTRADICTS_FACT',
        text: 'no free plan',
        start: content.text.lastIndexOf('no free plan'),
        end: content.text.lastIndexOf('no free plan') + 'no free plan'.length,
        contradiction: {
          fact: 'free_plan',
          label: 'Free plan',
          expected: 'yes',
          status: 'WRONG',
          message: 'Free plan: the draft says no, the fact sheet says yes.',
        },
      },
    ]);
  });

  test('a contradiction the text repeats is flagged where each stands and listed to check once', async () => {
    const token = await acmeWithFacts(server, 'drafter-repeats');
    const repeated =
      'Acme helps couples budget together, with shared goals and a monthly review of what each partner spent. Acme has no free plan. Couples who tried it say the weekly summary keeps them honest about small purchases. Acme has no free plan.';
    const { body } = await generate(server, token, repeated);
    const content = body.data!.generateContent.content;
    const contradictions = content.flags.filter((flag) => flag.kind === 'CONTRADICTS_FACT');
    expect(contradictions.map((flag) => flag.text)).toEqual(['no free plan', 'no free plan']);
    expect(new Set(contradictions.map((flag) => flag.start)).size).toBe(2);
    expect(content.checks.filter((check) => check.kind === 'CONTRADICTS_FACT')).toEqual([
      {
        kind: 'CONTRADICTS_FACT',
        text: 'no free plan',
        start: contradictions[0]!.start,
        occurrences: 2,
        contradiction: { message: 'Free plan: the draft says no, the fact sheet says yes.' },
      },
    ]);
  });

  test('a brand without a fact sheet drafts as before: its text as written, five improvements', async () => {
    const { token } = await signUp(server.url, 'drafter-no-facts');
    await graphql(
      server.url,
      'mutation { updateBrand(input: { name: "Acme", aliases: [] }) { brand { name } } }',
      {},
      token,
    );
    const { body } = await generate(server, token, WRONG_TEXT);
    const content = body.data!.generateContent.content;
    expect(content.text).toContain('Acme costs $9 a month. Acme was founded in 2013.');
    expect(content.text).not.toContain('Monthly price');
    expect(content.improvements).toHaveLength(5);
    expect(content.flags.map((flag) => flag.kind)).not.toContain('CONTRADICTS_FACT');
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

  test("a value the model states against the confirmed fact sheet is flagged with the fact and the sheet's value", async () => {
    const acme = await acmeWithFacts(server, 'drafter-ai-facts');
    reply = [
      '# Acme',
      '',
      'Acme costs $9 a month and was founded in 2015.',
      '',
      'Teams that joined early say Acme costs $10 a month.',
    ].join('\n');
    const { body } = await generate(server, acme, 'Acme helps couples budget together.');
    const content = body.data!.generateContent.content;
    expect(content).toMatchObject({ generator: 'AI', text: reply });
    const [request] = requests.splice(0);
    expect(request!.messages.find((message) => message.role === 'user')!.content).toContain(
      '- Founding year: 2015\n- Free plan: yes\n- Monthly price: 12.00 USD per month',
    );
    expect(request!.messages.find((message) => message.role === 'system')!.content).toContain(
      'Where the brand facts give a value (a price, a year, a place), state that value',
    );
    // The wrong price and the previous one are flagged with the fact; the right year is backed, not a figure.
    expect(content.flags).toEqual([
      {
        kind: 'CONTRADICTS_FACT',
        text: '$9',
        start: reply.indexOf('$9'),
        end: reply.indexOf('$9') + 2,
        contradiction: {
          fact: 'price',
          label: 'Monthly price',
          expected: '12.00 USD per month',
          status: 'WRONG',
          message: 'Monthly price: the draft says "$9", the fact sheet says 12.00 USD per month.',
        },
      },
      {
        kind: 'CONTRADICTS_FACT',
        text: '$10',
        start: reply.indexOf('$10'),
        end: reply.indexOf('$10') + 3,
        contradiction: {
          fact: 'price',
          label: 'Monthly price',
          expected: '12.00 USD per month',
          status: 'OUTDATED',
          message:
            'Monthly price: the draft says "$10", a previous value; the fact sheet says 12.00 USD per month now.',
        },
      },
    ]);
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
