/** The cross-check a judge's reply must pass, and the configuration that turns the judge on. */
import { describe, expect, test } from 'vitest';
import { buildConfig } from '../../config';
import { verdictOf } from './judge';
import type { JudgementReply } from './judgement';

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
      },
    });
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
