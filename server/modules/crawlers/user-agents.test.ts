import { expect, test } from 'vitest';
import { parseAccessLogLine } from './access-log';
import { classifyUserAgent } from './user-agents';

// Real user-agent strings as the operators publish them (or as they appear in access logs).
const CRAWLERS: [string, string, string, string][] = [
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
    'GPTBot',
    'OpenAI',
    'training',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot',
    'OAI-SearchBot',
    'OpenAI',
    'search',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
    'ChatGPT-User',
    'OpenAI',
    'user',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
    'ClaudeBot',
    'Anthropic',
    'training',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
    'Claude-User',
    'Anthropic',
    'user',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-SearchBot/1.0; +https://www.anthropic.com)',
    'Claude-SearchBot',
    'Anthropic',
    'search',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
    'PerplexityBot',
    'Perplexity',
    'search',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
    'Perplexity-User',
    'Perplexity',
    'user',
  ],
  ['Mozilla/5.0 (compatible; Google-Extended)', 'Google-Extended', 'Google', 'training'],
  [
    'Mozilla/5.0 (compatible; Google-CloudVertexBot; +https://cloud.google.com/enterprise-search)',
    'Google-CloudVertexBot',
    'Google',
    'user',
  ],
  [
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36 (compatible; GoogleOther)',
    'GoogleOther',
    'Google',
    'other',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    'Applebot',
    'Apple',
    'search',
  ],
  [
    'Mozilla/5.0 (compatible; Applebot-Extended/0.1; +http://www.apple.com/go/applebot)',
    'Applebot-Extended',
    'Apple',
    'training',
  ],
  [
    'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    'Bytespider',
    'ByteDance',
    'training',
  ],
  ['CCBot/2.0 (https://commoncrawl.org/faq/)', 'CCBot', 'Common Crawl', 'training'],
  [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Googlebot',
    'Google',
    'search',
  ],
  [
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'bingbot',
    'Microsoft',
    'search',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot) Chrome/119.0.6045.214 Safari/537.36',
    'Amazonbot',
    'Amazon',
    'search',
  ],
  [
    'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    'meta-externalagent',
    'Meta',
    'training',
  ],
  [
    'meta-externalfetcher/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)',
    'meta-externalfetcher',
    'Meta',
    'user',
  ],
  [
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)',
    'MistralAI-User',
    'Mistral',
    'user',
  ],
  ['DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)', 'DuckAssistBot', 'DuckDuckGo', 'search'],
  ['Mozilla/5.0 (compatible; YouBot (+http://www.you.com))', 'YouBot', 'You.com', 'search'],
  [
    'Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)',
    'PetalBot',
    'Huawei',
    'search',
  ],
];

test.each(CRAWLERS)('%s → %s', (ua, token, provider, purpose) => {
  expect(classifyUserAgent(ua)).toEqual({ token, provider, purpose });
});

test('matching ignores case', () => {
  expect(classifyUserAgent('gptbot/1.0')?.token).toBe('GPTBot');
});

// Browsers and ordinary crawlers must not match.
const OTHERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  'Googlebot-Image/1.0',
  'curl/8.5.0',
  'NotGPTBot/1.0',
  'MyClaudeBotClone',
  '',
];

test.each(OTHERS)('not an AI crawler: %s', (ua) => {
  expect(classifyUserAgent(ua)).toBeNull();
});

test('access-log lines in combined format', () => {
  const line =
    '20.171.207.1 - - [21/Nov/2026:13:55:36 +0100] "GET /portfolio?page=2 HTTP/1.1" 200 5123 "-" "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)"';
  expect(parseAccessLogLine(line)).toEqual({
    ip: '20.171.207.1',
    timestamp: '2026-11-21T12:55:36.000Z',
    method: 'GET',
    path: '/portfolio?page=2',
    status: 200,
    userAgent:
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  });
  expect(
    parseAccessLogLine(
      '::1 - - [01/Feb/2026:00:00:00 +0000] "HEAD / HTTP/2.0" 404 - "https://x.io/" "curl/8"',
    ),
  ).toMatchObject({
    ip: '::1',
    status: 404,
    userAgent: 'curl/8',
  });
  expect(parseAccessLogLine('garbage')).toBeNull();
  expect(
    parseAccessLogLine('1.1.1.1 - - [99/Foo/2026:00:00:00 +0000] "GET / HTTP/1.1" 200 1 "-" "x"'),
  ).toBeNull();
});
