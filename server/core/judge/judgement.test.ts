/**
 * The cross-check a judge's reply must pass, its statements' one by one, what the judge is told, and the
 * configuration that turns the judge on.
 */
import { describe, expect, test } from 'vitest';
import { buildConfig } from '../../config';
import { verdictOf } from './judge';
import type { JudgedAnswer, JudgedStatementReply, JudgementReply } from './judgement';
import { judgeMessage } from './prompt';
import {
  JUDGED_STATEMENTS,
  LONG_ANSWER,
  STATEMENTS_BRAND,
  STATEMENTS_COMPETITORS,
  STORED_STATEMENTS,
} from './statements.fixture';

const answer = {
  text: '1. **Kongly** – the usual pick.\n2. [Quillstack](https://quillstack.io) – “easy to set up”, but pricey.\n\nTykway is fine.',
  brand: { name: 'Quillstack', aliases: ['Quill Stack'], website: 'quillstack.io' },
  competitors: [
    { id: 'k', name: 'Kongly', aliases: [], website: null },
    { id: 't', name: 'Tykway', aliases: ['Tyk Way'], website: null },
    { id: 'a', name: 'Apigee', aliases: [], website: null },
  ],
};

const good: JudgementReply = {
  brand_mentioned: true,
  mention_quotes: ['Quillstack – "easy to set up"'],
  brands_in_order: ['Kongly', 'quillstack', 'Tykway'],
  brand_position: 2,
  sentiment_score: 55,
  sentiment_label: 'neutral',
  sentiment_quotes: ['easy to set up", but pricey'],
  statements: [
    {
      subject: 'Kongly',
      quote: 'Kongly – the usual pick.',
      polarity: 'positive',
      aspects: [],
      attributes: [],
    },
    {
      subject: 'Quillstack',
      quote: 'Quillstack – "easy to set up", but pricey.',
      polarity: 'neutral',
      aspects: ['EASE_OF_USE', 'PRICE_VALUE'],
      attributes: [],
    },
    { subject: 'Tyk Way', quote: 'Tykway is fine.', polarity: 'neutral', aspects: [], attributes: [] },
  ],
};

const verdict = (reply: unknown) =>
  verdictOf({ json: JSON.stringify(reply), refused: false, tokens: 9 }, answer);

describe('a reply is believed only when it agrees with the answer', () => {
  test('quotes are found through Markdown, links, curly quotes and elisions; names by any spelling', () => {
    expect(verdict(good)).toEqual({
      tokens: 9,
      judgement: {
        visible: true,
        brandsInOrder: ['Kongly', 'Quillstack', 'Tykway'],
        position: 2,
        sentiment: 55,
        sentimentLabel: 'neutral',
        evidence: { mention: good.mention_quotes, sentiment: good.sentiment_quotes },
        // Their quotes found through the same Markdown and quotation marks, each at the answer's own words.
        statements: [
          { start: 3, end: 31, competitor: 'Kongly', polarity: 'positive', aspects: [], attributes: [] },
          {
            start: 35,
            end: 102,
            competitor: null,
            polarity: 'neutral',
            aspects: ['PRICE_VALUE', 'EASE_OF_USE'],
            attributes: [],
          },
          { start: 104, end: 119, competitor: 'Tykway', polarity: 'neutral', aspects: [], attributes: [] },
        ],
      },
    });
    expect(answer.text.slice(3, 31)).toBe('**Kongly** – the usual pick.');
    expect(answer.text.slice(35, 102)).toBe(
      '[Quillstack](https://quillstack.io) – “easy to set up”, but pricey.',
    );
    expect(answer.text.slice(104, 119)).toBe('Tykway is fine.');
    expect(verdict({ ...good, sentiment_quotes: ['the usual pick … Tykway is fine'] })).toHaveProperty(
      'judgement',
    );
    // Postgres cannot store NUL characters: quotes are kept without them.
    expect(verdict({ ...good, sentiment_quotes: ['but pricey\u0000'] })).toMatchObject({
      judgement: { evidence: { sentiment: ['but pricey'] } },
    });
  });

  test.each<[string, Partial<JudgementReply>]>([
    ['quote not in answer', { sentiment_quotes: ['pricey and slow'] }],
    ['quote not in answer', { sentiment_quotes: ['Tykway is fine … the usual pick'] }],
    ['untracked brand named', { brands_in_order: ['Kongly', 'Quillstack', 'Tyk'] }],
    ['brand named that the answer does not contain', { brands_in_order: ['Kongly', 'Quillstack', 'Apigee'] }],
    ['inconsistent position', { brand_position: 1 }],
    ['inconsistent position', { brands_in_order: ['Quillstack', 'Kongly', 'Tykway'] }],
    ['inconsistent reply', { brands_in_order: ['Kongly', 'Tykway'] }],
    ['inconsistent reply', { brand_mentioned: false }],
    ['label contradicts score', { sentiment_label: 'positive' }],
    ['evidence missing', { sentiment_quotes: [] }],
    ['mention quote does not name the brand', { mention_quotes: ['the usual pick'] }],
  ])('%s: %o', (reason, change) => {
    expect(verdict({ ...good, ...change })).toEqual({ rejected: reason, tokens: 9 });
  });

  test('a reply without statements is believed, with none of its own', () => {
    const { statements: _statements, ...withoutStatements } = good;
    expect(verdict(withoutStatements)).toMatchObject({
      judgement: { visible: true, position: 2, statements: { rejected: 'none given' } },
    });
  });

  test('a brand not mentioned has no position, sentiment or quotes', () => {
    const absent = {
      brand_mentioned: false,
      mention_quotes: [],
      brands_in_order: ['Kongly', 'Tykway'],
      brand_position: null,
      sentiment_score: null,
      sentiment_label: null,
      sentiment_quotes: [],
    };
    expect(verdict(absent)).toMatchObject({
      judgement: { visible: false, position: null, sentiment: null, brandsInOrder: ['Kongly', 'Tykway'] },
    });
  });

  test('malformed JSON, a schema mismatch and a refusal are rejected; a fenced JSON reply is read', () => {
    expect(verdictOf({ json: '{"brand_mentioned": tru', refused: false, tokens: 1 }, answer)).toEqual({
      rejected: 'malformed JSON',
      tokens: 1,
    });
    expect(verdict({ ...good, extra: 1 })).toEqual({ rejected: 'schema mismatch', tokens: 9 });
    expect(verdict({ ...good, sentiment_score: 140 })).toEqual({ rejected: 'schema mismatch', tokens: 9 });
    expect(verdictOf({ json: null, refused: true, tokens: 3 }, answer)).toEqual({
      rejected: 'refusal',
      tokens: 3,
    });
    expect(
      verdictOf({ json: `\`\`\`json\n${JSON.stringify(good)}\n\`\`\``, refused: false, tokens: 2 }, answer),
    ).toHaveProperty('judgement');
  });
});

describe("the judge's statements", () => {
  const long: JudgedAnswer = {
    text: LONG_ANSWER,
    brand: STATEMENTS_BRAND,
    competitors: STATEMENTS_COMPETITORS,
  };
  const longReply = (statements: unknown[] | undefined, change: Partial<JudgementReply> = {}) => ({
    brand_mentioned: true,
    mention_quotes: ['**Quillstack** is the newest of the three'],
    brands_in_order: ['Kongly', 'Tykway', 'Quillstack'],
    brand_position: 3,
    sentiment_score: 72,
    sentiment_label: 'positive',
    sentiment_quotes: ['Quillstack is the best value'],
    ...(statements ? { statements } : {}),
    ...change,
  });
  const statementsOf = (reply: object, about: JudgedAnswer = long) => {
    const read = verdictOf({ json: JSON.stringify(reply), refused: false, tokens: 1 }, about);
    if (!('judgement' in read)) throw new Error(`rejected: ${read.rejected}`);
    return read.judgement.statements;
  };
  const judgedStored = STORED_STATEMENTS.map(
    ({ competitorName, start, end, polarity, aspects, attributes }) => ({
      start,
      end,
      competitor: competitorName,
      polarity: polarity.toLowerCase(),
      aspects,
      attributes,
    }),
  );

  test('a long answer: each statement at its place in the text, its subject, polarity, aspects and attributes', () => {
    const statements = statementsOf(longReply(JUDGED_STATEMENTS));
    expect(statements).toEqual(judgedStored);
    expect(STORED_STATEMENTS.map(({ start, end }) => LONG_ANSWER.slice(start, end))).toEqual(
      STORED_STATEMENTS.map(({ text }) => text),
    );
    // Listed out of the answer's order, they come back in it.
    expect(statementsOf(longReply([...JUDGED_STATEMENTS].reverse()))).toEqual(judgedStored);
  });

  const kept: JudgedStatementReply = {
    subject: 'Quillstack',
    quote: 'Quillstack is the newest of the three.',
    polarity: 'neutral',
    aspects: ['REPUTATION'],
    attributes: ['Dashboard'],
  };
  test.each<[string, Partial<JudgedStatementReply>]>([
    ['a quote not in the answer', { quote: 'Quillstack is the cheapest gateway on the market.' }],
    ['an aspect outside the taxonomy', { aspects: ['REPUTATION', 'DESIGN'] }],
    ['an untracked subject', { subject: 'Apigee' }],
    ['an attribute the brand does not have', { attributes: ['Uptime'] }],
    ['a polarity outside the scale', { polarity: 'glowing' as 'positive' }],
  ])('%s drops the statement, not the reply', (_reason, change) => {
    const newest = LONG_ANSWER.indexOf('**Quillstack** is the newest of the three.');
    const alone = (statements: { start: number }[]) => statements.filter(({ start }) => start === newest);
    // The statement as it should be is kept...
    const withGood = statementsOf(longReply([...JUDGED_STATEMENTS, kept]));
    expect(alone(withGood as { start: number }[])).toEqual([
      {
        start: newest,
        end: newest + '**Quillstack** is the newest of the three.'.length,
        competitor: null,
        polarity: 'neutral',
        aspects: ['REPUTATION'],
        attributes: ['Dashboard'],
      },
    ]);
    // ...and with one thing wrong it is dropped; the others stand.
    expect(statementsOf(longReply([...JUDGED_STATEMENTS, { ...kept, ...change }]))).toEqual(judgedStored);
  });

  const short: JudgedAnswer = {
    text: 'Quillstack is fast. Kongly is slow. Kongly and Quillstack both support gRPC. Quillstack is fast.',
    brand: { name: 'Quillstack', aliases: [], website: null },
    competitors: [{ id: 'k', name: 'Kongly', aliases: [], website: null }],
  };
  const shortReply = (statements: unknown[] | undefined, change: Partial<JudgementReply> = {}) => ({
    brand_mentioned: true,
    mention_quotes: ['Quillstack is fast'],
    brands_in_order: ['Quillstack', 'Kongly'],
    brand_position: 1,
    sentiment_score: 70,
    sentiment_label: 'positive',
    sentiment_quotes: ['Quillstack is fast'],
    ...(statements ? { statements } : {}),
    ...change,
  });
  const said = (subject: string, quote: string, polarity = 'positive', aspects: string[] = []) => ({
    subject,
    quote,
    polarity,
    aspects,
    attributes: [],
  });

  test('a repeated sentence maps in order; a sentence about two names is one statement for each', () => {
    const statements = statementsOf(
      shortReply([
        said('Quillstack', 'Quillstack is fast.', 'positive', ['QUALITY_PERFORMANCE']),
        said('Kongly', 'Kongly is slow.', 'negative', ['QUALITY_PERFORMANCE']),
        said('Kongly', 'Kongly and Quillstack both support gRPC.', 'neutral', ['FEATURES_RANGE']),
        said('Quillstack', 'Kongly and Quillstack both support gRPC.', 'neutral', ['FEATURES_RANGE']),
        said('Quillstack', 'Quillstack is fast.', 'positive', ['QUALITY_PERFORMANCE']),
        // The same statement again at the same place counts once.
        said('Quillstack', 'Kongly and Quillstack both support gRPC.', 'neutral', ['FEATURES_RANGE']),
      ]),
      short,
    );
    expect(statements).toEqual([
      {
        start: 0,
        end: 19,
        competitor: null,
        polarity: 'positive',
        aspects: ['QUALITY_PERFORMANCE'],
        attributes: [],
      },
      {
        start: 20,
        end: 35,
        competitor: 'Kongly',
        polarity: 'negative',
        aspects: ['QUALITY_PERFORMANCE'],
        attributes: [],
      },
      {
        start: 36,
        end: 76,
        competitor: null,
        polarity: 'neutral',
        aspects: ['FEATURES_RANGE'],
        attributes: [],
      },
      {
        start: 36,
        end: 76,
        competitor: 'Kongly',
        polarity: 'neutral',
        aspects: ['FEATURES_RANGE'],
        attributes: [],
      },
      {
        start: 77,
        end: 96,
        competitor: null,
        polarity: 'positive',
        aspects: ['QUALITY_PERFORMANCE'],
        attributes: [],
      },
    ]);
    expect(short.text.slice(77, 96)).toBe('Quillstack is fast.');
  });

  test('none given, none valid, or none while the judge counts a name: the rules say why; none to give is none', () => {
    expect(statementsOf(shortReply(undefined), short)).toEqual({ rejected: 'none given' });
    expect(statementsOf(shortReply([]), short)).toEqual({ rejected: 'none given' });
    expect(statementsOf(shortReply([said('Quillstack', 'Quillstack is the best.')]), short)).toEqual({
      rejected: 'none valid',
    });
    const nobody = {
      text: 'Pick whichever gateway your team already knows.',
      brand: short.brand,
      competitors: [],
    };
    const nobodyReply = {
      brand_mentioned: false,
      mention_quotes: [],
      brands_in_order: [],
      brand_position: null,
      sentiment_score: null,
      sentiment_label: null,
      sentiment_quotes: [],
      statements: [],
    };
    expect(statementsOf(nobodyReply, nobody)).toEqual([]);
  });

  test('an answer the judge says does not name the brand has no statement about it', () => {
    const homonym: JudgedAnswer = {
      text: 'The Quillstack Hotel in Lisbon has a rooftop bar. For the API demo, Kongly is the gateway to show.',
      brand: short.brand,
      competitors: short.competitors,
    };
    const statements = statementsOf(
      {
        brand_mentioned: false,
        mention_quotes: [],
        brands_in_order: ['Kongly'],
        brand_position: null,
        sentiment_score: null,
        sentiment_label: null,
        sentiment_quotes: [],
        statements: [
          said('Quillstack', 'The Quillstack Hotel in Lisbon has a rooftop bar.'),
          said('Kongly', 'For the API demo, Kongly is the gateway to show.', 'neutral'),
        ],
      },
      homonym,
    );
    expect(statements).toEqual([
      { start: 50, end: 98, competitor: 'Kongly', polarity: 'neutral', aspects: [], attributes: [] },
    ]);
  });

  test("the message names the brand's attributes, sorted, so one configuration gives one message", () => {
    const message = judgeMessage(long);
    expect(message).toContain("The tracked brand's own attributes: Audit logs; Dashboard\n");
    const reordered = { ...STATEMENTS_BRAND, attributes: [...STATEMENTS_BRAND.attributes].reverse() };
    expect(judgeMessage({ ...long, brand: reordered })).toBe(message);
    expect(judgeMessage({ ...long, brand: { ...STATEMENTS_BRAND, attributes: [] } })).not.toContain(
      'attributes',
    );
  });
});

describe('configuration', () => {
  const base = { DATA_DIR: '/tmp/sightline-judge-config' };
  const judge = (env: Record<string, string>) => buildConfig({ ...base, ...env }).analysisJudge;

  test('off without a provider; the first configured provider otherwise, or the one named', () => {
    expect(judge({})).toBeNull();
    expect(judge({ GEMINI_API_KEY: 'g', ANTHROPIC_API_KEY: 'a' })).toMatchObject({
      provider: 'anthropic',
      model: 'claude-haiku-4-5',
    });
    expect(judge({ GEMINI_API_KEY: 'g', ANTHROPIC_API_KEY: 'a', OPENAI_API_KEY: 'o' })).toMatchObject({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'o',
    });
    expect(
      judge({
        OPENAI_API_KEY: 'o',
        ANALYSIS_BASE_URL: 'http://127.0.0.1:11434/v1',
        ANALYSIS_MODEL: 'qwen3:8b',
      }),
    ).toEqual({
      provider: 'compatible',
      model: 'qwen3:8b',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
    });
    expect(
      judge({
        OPENAI_API_KEY: 'o',
        GEMINI_API_KEY: 'g',
        ANALYSIS_PROVIDER: 'gemini',
        ANALYSIS_MODEL: 'gemini-2.5-pro',
      }),
    ).toMatchObject({ provider: 'gemini', model: 'gemini-2.5-pro' });
  });

  test('ANALYSIS_JUDGE=off turns it off; simulated engines keep it off unless ANALYSIS_JUDGE=on', () => {
    expect(judge({ OPENAI_API_KEY: 'o', ANALYSIS_JUDGE: 'off' })).toBeNull();
    expect(judge({ OPENAI_API_KEY: 'o', ENGINES_SIMULATED: 'true' })).toBeNull();
    expect(judge({ OPENAI_API_KEY: 'o', ENGINES_SIMULATED: 'true', ANALYSIS_JUDGE: 'on' })).toMatchObject({
      provider: 'openai',
    });
  });

  test('contradictory settings stop the start with every problem', () => {
    expect(() => judge({ ANALYSIS_BASE_URL: 'http://127.0.0.1:8000/v1' })).toThrow(
      /ANALYSIS_MODEL: required with ANALYSIS_BASE_URL/,
    );
    expect(() => judge({ ANALYSIS_PROVIDER: 'anthropic', OPENAI_API_KEY: 'o' })).toThrow(
      /ANALYSIS_PROVIDER: anthropic needs ANTHROPIC_API_KEY/,
    );
    expect(() => judge({ ANALYSIS_JUDGE: 'on' })).toThrow(/ANALYSIS_JUDGE: on needs a provider/);
  });
});
