import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testConfig } from '../../test/harness';
import { isPrivateAddress } from '../../lib/guarded-request';
import { answerKeywords, extractKeywords, pageText } from './keywords';
import { MAX_BRANDED_SUGGESTIONS, namesCompany, templatePrompts } from '../reports';
import { suggestCompetitors, suggestKeywords, suggestPrompts, suggestWebsite } from './suggestions.service';
import { domainLabel, websiteCandidates } from './website';

const homepage = fs.readFileSync(new URL('./fixtures/homepage.html', import.meta.url), 'utf8');

/** A local web server: the fixture homepage at /, a redirect, and an OpenAI-shaped completions API. */
let server: http.Server;
let base: string;
const completions: unknown[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(homepage);
    } else if (req.url === '/moved') {
      res.writeHead(301, { location: '/' }).end();
    } else if (req.url === '/v1/chat/completions' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const request = JSON.parse(body) as { response_format: { json_schema: { name: string } } };
        completions.push(request);
        const name = request.response_format.json_schema.name;
        const content =
          name === 'competitors_suggestions'
            ? { competitors: ['Kongly', 'Tollgate', 'Quillstack'] }
            : name === 'keywords_suggestions'
              ? { keywords: ['api gateway', 'developer portal'] }
              : { nothing: [] };
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: 'chatcmpl-1',
            object: 'chat.completion',
            choices: [
              { index: 0, message: { role: 'assistant', content: JSON.stringify(content), refusal: null } },
            ],
          }),
        );
      });
    } else {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const offline = () => ({ config: testConfig({ SUGGESTIONS_FETCH: 'false' }), ip: `10.0.0.${Math.random()}` });

describe('keyword extraction', () => {
  test('reads the title, meta description and h1-h3 headings, ignoring scripts and styles', () => {
    const page = pageText(homepage);
    expect(page.title).toBe('Quillstack | API Gateway & Developer Portal for Growing Teams');
    expect(page.description).toMatch(/^Quillstack is the API gateway/);
    expect(page.headings.map((h) => h.text)).toEqual([
      'The API gateway for growing teams',
      'Rate limiting that scales',
      'API analytics in real time',
      'A developer portal in minutes',
      'Why teams switch from Kongly',
      'Welcome to the future',
    ]);
  });

  test('turns the homepage into search topics, without the company, its rivals or filler words', () => {
    const keywords = extractKeywords(pageText(homepage), {
      companyName: 'Quillstack',
      competitors: ['Kongly'],
    });
    expect(keywords).toHaveLength(5);
    expect(keywords.slice(0, 2)).toEqual(['API gateway', 'developer portal']);
    expect(keywords).toContain('rate limiting');
    expect(keywords).toContain('API analytics');
    for (const keyword of keywords) expect(keyword).not.toMatch(/quillstack|kongly|welcome|teams/i);
  });

  test('meta keywords count most', () => {
    const page = pageText('<meta name="keywords" content="headless CMS, Content API"><title>Acme</title>');
    expect(extractKeywords(page, { companyName: 'Acme' })).toEqual(['headless CMS', 'content API']);
  });

  test('answers give the noun phrases they repeat, never a name, a verb phrase or a tracked topic', () => {
    const answers = [
      '**Kongly** is a popular choice among API gateways. It integrates well with [developer portals](https://x.io).',
      'For API gateways, compare Kongly and Quillstack. Rate limiting matters; Tollgate Cloud helps teams.',
      '1. **Tollgate Cloud** - strong rate limiting and developer portals [1]\n2. Quillstack - API gateways',
      '| Tool | Rate limiting |\n|---|---|\n| Kongly | yes |\n\nMost API gateways offer usage analytics.',
    ];
    const keywords = answerKeywords(answers, {
      companyName: 'Quillstack',
      competitors: ['Kongly'],
      topics: ['Developer portals'],
      max: 5,
    });
    expect(keywords.slice(0, 2)).toEqual(['API gateways', 'rate limiting']);
    expect(keywords).toContain('usage analytics');
    for (const keyword of keywords) {
      expect(keyword).not.toMatch(/quillstack|kongly|tollgate|cloud|integrates|helps|developer portal/i);
      expect(keyword.split(' ').length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('template prompts', () => {
  test('8 unbranded category questions about the topics, then at most 3 that name the company', () => {
    const prompts = templatePrompts({
      companyName: 'Quillstack',
      competitors: ['Kongly', 'Tollgate', 'Gatewise'],
      keywords: ['API gateway', 'developer portals'],
    });
    expect(prompts).toHaveLength(11);
    const unbranded = prompts.slice(0, 8);
    for (const prompt of unbranded) expect(prompt).not.toMatch(/Quillstack/);
    expect(unbranded.filter((p) => p.includes('API gateway'))).toHaveLength(4);
    expect(unbranded.filter((p) => p.includes('developer portals'))).toHaveLength(4);
    expect(new Set(unbranded).size).toBe(8);
    for (const prompt of prompts.slice(8)) expect(prompt).toMatch(/Quillstack/);
    expect(prompts).toContain('How does Quillstack compare to Kongly?');
  });

  test('a topic naming the company is not asked about; competitors give the questions instead', () => {
    const prompts = templatePrompts({
      companyName: 'Notion',
      competitors: ['Coda', 'Confluence'],
      keywords: ['Notion alternatives'],
    });
    expect(prompts.filter((p) => namesCompany(p, 'Notion'))).toHaveLength(MAX_BRANDED_SUGGESTIONS);
    expect(prompts.join(' ')).not.toMatch(/Notion alternatives/);
    expect(prompts[0]).toBe('What are the best alternatives to Coda?');
  });

  test('with nothing to go on there are still 10, about the company', () => {
    const prompts = templatePrompts({ companyName: 'Acme', competitors: [], keywords: [] });
    expect(prompts).toHaveLength(10);
    for (const prompt of prompts) expect(namesCompany(prompt, 'Acme')).toBe(true);
  });

  test('every template reads as English with any topic and brand, and the unbranded ones are a majority', () => {
    const brands = [
      'Mint',
      'Bolt',
      'Square',
      'Notion',
      'Trellis Analytics',
      'Apple',
      'Monday',
      'Linear',
      'Ghost',
    ];
    const topics = [
      'API management',
      'developer portals',
      'CRM',
      'budgeting apps',
      'e-commerce platforms',
      'note taking',
      'payment processing',
      'an HR platform',
      'project management software',
      'ride hailing',
    ];
    for (const companyName of brands) {
      for (const topic of topics) {
        const prompts = templatePrompts({ companyName, competitors: ['Rival Co'], keywords: [topic] });
        const branded = prompts.filter((p) => namesCompany(p, companyName));
        expect(branded.length).toBeLessThanOrEqual(MAX_BRANDED_SUGGESTIONS);
        expect(prompts.length - branded.length).toBeGreaterThan(branded.length);
        // Onboarding takes the first few per topic: none of them names the company.
        expect(prompts.slice(0, 3).some((p) => namesCompany(p, companyName))).toBe(false);
        for (const prompt of prompts) {
          expect(prompt).toMatch(/^[A-Z][^?]*\?$/);
          expect(prompt).not.toMatch(/\s{2}|\{|\}/);
          // No article before a topic that brings its own, no "a" before a vowel sound, no doubled word.
          expect(prompt).not.toMatch(/\b(a|an|the) (a|an|the)\b/i);
          expect(prompt).not.toMatch(/\ba [aeiou]/i);
          expect(prompt).not.toMatch(/\b(\w+) \1\b/i);
          // The topic is always after a preposition, never a verb's object ("choosing CRM").
          if (prompt.includes(topic)) expect(prompt).toMatch(new RegExp(`\\b(for|in|to) ${topic}\\b`));
        }
      }
    }
  });
});

describe('template prompts for any category', () => {
  const CATEGORIES = [
    { topic: 'Running shoes', inSentence: 'running shoes', brand: 'Stride Labs', rivals: ['Hoka', 'Brooks'] },
    {
      topic: 'Dental clinics in Leeds',
      inSentence: 'dental clinics in Leeds',
      brand: 'Kirkgate Dental',
      rivals: ['Smile Studio'],
    },
    {
      topic: 'Project management software',
      inSentence: 'project management software',
      brand: 'Trackwise',
      rivals: ['Asana'],
    },
    { topic: 'Coffee beans', inSentence: 'coffee beans', brand: 'Ember Roasters', rivals: ['Lavazza'] },
  ];

  test('no software or trade wording, and the category written as a common noun inside the sentence', () => {
    for (const { topic, inSentence, brand, rivals } of CATEGORIES) {
      const prompts = templatePrompts({ companyName: brand, competitors: rivals, keywords: [topic] });
      expect(prompts.length, topic).toBeGreaterThanOrEqual(10);
      for (const prompt of prompts) {
        const words = prompt.replace(inSentence, '');
        expect(words, prompt).not.toMatch(
          /\b(providers?|tools?|vendors?|solutions?|platforms?|software|easy to use|buying)\b/i,
        );
        expect(prompt, prompt).not.toContain(topic); // never "for Running shoes"
      }
      expect(prompts.filter((prompt) => prompt.includes(inSentence)).length, topic).toBeGreaterThanOrEqual(8);
    }
  });

  test('onboarding’s three starter prompts for a consumer category, and the questions about a competitor', () => {
    expect(
      templatePrompts({
        companyName: 'Stride Labs',
        competitors: ['Hoka'],
        keywords: ['Running shoes'],
      }).slice(0, 3),
    ).toEqual([
      'What are the best options for running shoes?',
      'Who are the leading names in running shoes?',
      'What should I look for when it comes to running shoes?',
    ]);
    expect(
      templatePrompts({ companyName: 'Stride Labs', competitors: ['Hoka'], keywords: [] }).slice(0, 4),
    ).toEqual([
      'What are the best alternatives to Hoka?',
      'Who do people turn to instead of Hoka?',
      'What are the main competitors of Hoka?',
      'Who offers something similar to Hoka?',
    ]);
  });
});

describe('website guesses', () => {
  test('from the company name, without legal suffixes', () => {
    expect(domainLabel('Acme Robotics, Inc.')).toBe('acmerobotics');
    expect(domainLabel('Müller & Söhne GmbH')).toBe('mullerandsohne');
    expect(domainLabel('acme.io')).toBe('acme');
    expect(domainLabel('!!')).toBeNull();
    expect(websiteCandidates('Quillstack')).toEqual([
      'https://quillstack.com',
      'https://quillstack.io',
      'https://quillstack.ai',
      'https://quillstack.co',
    ]);
  });

  test('private and loopback addresses are never fetched for a visitor', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '172.20.0.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
    ])
      expect(isPrivateAddress(address)).toBe(true);
    for (const address of ['93.184.216.34', '2606:4700::1111']) expect(isPrivateAddress(address)).toBe(false);
  });
});

describe('suggestion service (no AI provider)', () => {
  test('keywords come from the fetched homepage (following a redirect)', async () => {
    const ctx = { config: testConfig(), ip: '10.0.1.1', allowPrivateNetwork: true };
    const { keywords } = await suggestKeywords(ctx, {
      companyName: 'Quillstack',
      website: `${base}/moved`,
      competitors: ['Kongly'],
    });
    expect(keywords.slice(0, 2)).toEqual(['API gateway', 'developer portal']);
  });

  test('a homepage on a private address is refused outside tests; no topic is made up from the company name', async () => {
    const ctx = { config: testConfig(), ip: '10.0.1.2' };
    const { keywords } = await suggestKeywords(ctx, { companyName: 'Quillstack', website: `${base}/` });
    expect(keywords).toEqual([]);
  });

  test('website, competitors and prompts offline', async () => {
    const ctx = offline();
    expect(await suggestWebsite(ctx, { companyName: 'Quillstack' })).toEqual({
      website: 'https://quillstack.com',
    });
    expect(await suggestCompetitors(ctx, { companyName: 'Quillstack' })).toEqual({ competitors: [] });
    const { prompts } = await suggestPrompts(ctx, {
      companyName: 'Quillstack',
      competitors: ['Kongly', ' '],
      keywords: ['API gateway', ''],
    });
    expect(prompts).toHaveLength(11);
  });

  test('bad input is a 400 with a message', async () => {
    const ctx = offline();
    await expect(suggestWebsite(ctx, { companyName: '  ' })).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      message: 'Company name is required.',
    });
    await expect(suggestWebsite(ctx, { companyName: 'x'.repeat(101) })).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
    });
    await expect(
      suggestPrompts(ctx, { companyName: 'Acme', competitors: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    ).rejects.toMatchObject({ message: 'At most 5 competitors entries.' });
    await expect(
      suggestKeywords(ctx, { companyName: 'Acme', website: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
    });
  });

  test('per-IP limit: 429 after SUGGESTIONS_LIMIT_PER_IP_PER_HOUR calls', async () => {
    const ctx = {
      config: testConfig({ SUGGESTIONS_FETCH: 'false', SUGGESTIONS_LIMIT_PER_IP_PER_HOUR: '2' }),
      ip: '10.9.9.9',
    };
    await suggestCompetitors(ctx, { companyName: 'Acme' });
    await suggestCompetitors(ctx, { companyName: 'Acme' });
    await expect(suggestCompetitors(ctx, { companyName: 'Acme' })).rejects.toMatchObject({
      kind: 'RATE_LIMITED',
    });
    // Another address is not affected.
    await suggestCompetitors({ ...ctx, ip: '10.9.9.8' }, { companyName: 'Acme' });
  });

  test('signed-in callers are counted per account, not per address', async () => {
    const config = testConfig({ SUGGESTIONS_FETCH: 'false', SUGGESTIONS_LIMIT_PER_IP_PER_HOUR: '1' });
    const office = { config, ip: '10.9.8.1' };
    await suggestCompetitors({ ...office, viewer: { personId: 'colleague-a' } }, { companyName: 'Acme' });
    await suggestCompetitors({ ...office, viewer: { personId: 'colleague-b' } }, { companyName: 'Acme' });
    await suggestCompetitors(office, { companyName: 'Acme' });
    await expect(
      suggestCompetitors({ ...office, viewer: { personId: 'colleague-a' } }, { companyName: 'Acme' }),
    ).rejects.toMatchObject({ kind: 'RATE_LIMITED' });
  });
});

describe('suggestion service with an AI provider', () => {
  const withKey = () => ({
    config: testConfig({
      SUGGESTIONS_FETCH: 'false',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: `${base}/v1`,
    }),
    ip: '10.0.2.1',
    log: () => {},
  });

  test('asks for strict structured output and validates the answer', async () => {
    const { competitors } = await suggestCompetitors(withKey(), { companyName: 'Quillstack' });
    // The company itself is dropped from its own competitors.
    expect(competitors).toEqual(['Kongly', 'Tollgate']);
    const request = completions.at(-1) as {
      model: string;
      response_format: { type: string; json_schema: { strict: boolean } };
    };
    expect(request.model).toBe('gpt-4o-mini');
    expect(request.response_format.type).toBe('json_schema');
    expect(request.response_format.json_schema.strict).toBe(true);
    expect((await suggestKeywords(withKey(), { companyName: 'Quillstack' })).keywords).toEqual([
      'api gateway',
      'developer portal',
    ]);
  });

  test('an answer in the wrong shape falls back to the built-in method', async () => {
    const { prompts } = await suggestPrompts(withKey(), {
      companyName: 'Quillstack',
      keywords: ['API gateway'],
    });
    expect(prompts).toEqual(
      templatePrompts({ companyName: 'Quillstack', competitors: [], keywords: ['API gateway'] }),
    );
    expect(prompts).toHaveLength(11);
  });
});
