/**
 * What alerts and the digest say: every text escaped in HTML and in Slack's markup, the plain-text part
 * unescaped; and the webhook guard without the test switch refuses this machine's loopback.
 */
import { expect, test } from 'vitest';
import { checkDestination } from '../../lib/guarded-request';
import { webhookGuard } from './alerts.deliver';
import { renderDigestEmail, weekStartOf, type WeeklyDigest } from './alerts.digest';
import { alertEmail, webhookBody, type AlertMessage } from './alerts.messages';
import type { AlertEventRow } from './alerts.store';

const HOSTILE = 'Acme <script>alert(1)</script> & "Co"';

const event: AlertEventRow = {
  id: '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  runId: null,
  kind: 'new_competitor_source',
  occurrence: 'domain:evil.example',
  day: '2026-03-09',
  title: `<img src=x onerror=alert(1)> started citing competitors`,
  detail: `1 answer names Kongly but not ${HOSTILE}.`,
  answers: { sourceDomain: 'evil.example', from: '2026-03-09', to: '2026-03-09' },
  firedAt: new Date('2026-03-09T06:00:00Z'),
};

const message: AlertMessage = {
  purpose: 'alerts',
  notificationId: '0b8e4a52-3f0e-4d3a-9f7c-1f2e3d4c5b6a',
  createdAt: new Date('2026-03-09T06:01:00Z'),
  brand: HOSTILE,
  publicUrl: 'https://sightline.example.com/',
  run: { id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f', day: '2026-03-09', status: 'completed' },
  events: [event],
};

test('an alert e-mail escapes every text in its HTML and keeps it as written in its text part', () => {
  const mail = alertEmail(message);
  expect(mail.subject).toBe('Sightline: <img src=x onerror=alert(1)> started citing competitors');
  expect(mail.html).not.toContain('<img src=x');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; started citing competitors');
  expect(mail.html).toContain('Acme &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;');
  expect(mail.text).toContain(`New source citing competitors (Mar 9, 2026): ${event.title}`);
  expect(mail.text).toContain(event.detail);
  expect(mail.text).toContain('https://sightline.example.com/dashboard/alerts');
});

test('a Slack body escapes its markup; the JSON body carries the alert as stored', () => {
  const slack = JSON.parse(webhookBody(message, 'slack'));
  expect(slack.text).toBe(event.title);
  expect(slack.blocks[1].text.text).toBe(
    '*&lt;img src=x onerror=alert(1)&gt; started citing competitors*\n1 answer names Kongly but not Acme &lt;script&gt;alert(1)&lt;/script&gt; &amp; "Co".',
  );
  expect(slack.blocks.at(-1).elements[0].text).toBe(
    '<https://sightline.example.com/dashboard/alerts|See the answers behind them in Sightline>',
  );
  const json = JSON.parse(webhookBody(message, 'json'));
  expect(json).toEqual({
    type: 'alerts',
    id: message.notificationId,
    createdAt: '2026-03-09T06:01:00.000Z',
    brand: HOSTILE,
    run: message.run,
    alerts: [
      {
        id: event.id,
        kind: 'new_competitor_source',
        title: event.title,
        detail: event.detail,
        day: '2026-03-09',
        firedAt: '2026-03-09T06:00:00.000Z',
        answers: event.answers,
      },
    ],
    url: 'https://sightline.example.com/dashboard/alerts',
  });
});

const digest: WeeklyDigest = {
  brand: HOSTILE,
  from: '2026-03-03',
  to: '2026-03-09',
  changes: {
    visibility: { current: 41.5, previous: 50, change: -8.5, significant: true },
    sentiment: { current: 61.25, previous: 60, change: 1.25, significant: null },
    position: { current: 1.8, previous: 2, change: -0.2, significant: null },
    impressions: { current: 83, previous: 100, change: -17, significant: null },
  },
  companyRank: 2,
  shareOfVoice: 38.4,
  gaps: [
    {
      question: 'Is <b>Kongly</b> better than the rest?',
      topic: 'API & gateways',
      answers: 3,
      competitors: ['Gatewise', 'Kongly'],
    },
  ],
  facts: {
    open: 3,
    listed: [
      {
        label: 'Team <plan> price',
        stated: '$15 a month',
        expected: '12.00 USD per month',
        outdated: false,
        reopened: false,
        answers: 7,
        lastSeen: '2026-03-08',
      },
      {
        label: 'Founded',
        stated: '2014',
        expected: '2016',
        outdated: true,
        reopened: true,
        answers: 1,
        lastSeen: '2026-03-09',
      },
    ],
    fixesWaiting: 1,
  },
};

test('the digest: the week’s figures with their changes, the gaps and a link, escaped in HTML', () => {
  const mail = renderDigestEmail(digest, 'https://sightline.example.com');
  expect(mail.subject).toBe(`Your week in AI answers: ${HOSTILE}, Mar 3, 2026 to Mar 9, 2026`);
  expect(mail.text.split('\n')).toEqual(
    expect.arrayContaining([
      'Visibility: 41.5 % (−8.5 points; a real change (beyond the 95 % intervals))',
      'Sentiment: 61.25 (+1.25; out of 100)',
      'Average position: 1.80 (−0.20; lower is better)',
      'Impressions: 83 (−17; answers mentioning you)',
      'Share of voice 38.4 %, rank 2 among the brands you track.',
      '- Is <b>Kongly</b> better than the rest? (Gatewise, Kongly; 3 answers)',
      'Open your dashboard: https://sightline.example.com/dashboard?period=7d',
      'What answers get wrong about you:',
      '3 wrong or out-of-date values are still stated (the 2 stated most). 1 fix is waiting for the answers to follow.',
      '- Team <plan> price: “$15 a month” where your fact sheet says 12.00 USD per month, in 7 answers, last on Mar 8, 2026',
      '- Founded: “2014” where your fact sheet says 2016 (an old value), in 1 answer, last on Mar 9, 2026, back after it was resolved',
      'Send a fix from the Facts page: https://sightline.example.com/dashboard/facts',
    ]),
  );
  expect(mail.html).toContain('Team &lt;plan&gt; price: “$15 a month”');
  expect(mail.html).not.toMatch(/<b>|<script>/);
  expect(mail.html).toContain('Is &lt;b&gt;Kongly&lt;/b&gt; better than the rest?');
  expect(mail.html).toContain('API &amp; gateways');
  expect(mail.html).toContain('href="https://sightline.example.com/dashboard?period=7d"');
  // A lower average position is better: its fall is shown in the "better" colour.
  expect(mail.html).toMatch(/color:#15803d;white-space:nowrap">−0\.20</);
  expect(mail.html).toMatch(/color:#b91c1c;white-space:nowrap">−8\.5 points</);
});

test('a week with no answers says so', () => {
  const empty = renderDigestEmail(
    {
      ...digest,
      changes: null,
      shareOfVoice: null,
      gaps: [],
      facts: { open: 0, listed: [], fixesWaiting: 0 },
    },
    'https://s.example',
  );
  expect(empty.text).toContain('No wrong fact about you is in circulation.');
  expect(empty.text).not.toContain('Send a fix');
  expect(empty.text).toContain('No answers were collected this week.');
  expect(empty.text).toContain(`No prompt this week named a competitor without ${HOSTILE}.`);
});

test('a digest week starts on Monday', () => {
  expect(weekStartOf('2026-03-09')).toBe('2026-03-09'); // a Monday
  expect(weekStartOf('2026-03-15')).toBe('2026-03-09'); // the Sunday after
  expect(weekStartOf('2026-03-11')).toBe('2026-03-09');
});

test('without the test switch, webhooks may not reach this machine', async () => {
  const guard = webhookGuard({ ALERT_WEBHOOK_ALLOW_LOOPBACK: false, ALERT_WEBHOOK_TIMEOUT_MS: 1000 });
  await expect(checkDestination('http://127.0.0.1:9/hook', guard)).rejects.toThrow('Only https:// addresses');
  await expect(checkDestination('https://127.0.0.1/hook', guard)).rejects.toThrow(
    'Refusing to fetch a non-public address: 127.0.0.1',
  );
  const localhost = webhookGuard(
    { ALERT_WEBHOOK_ALLOW_LOOPBACK: false, ALERT_WEBHOOK_TIMEOUT_MS: 1000 },
    async () => [{ address: '127.0.0.1', family: 4 }],
  );
  await expect(checkDestination('https://localhost/hook', localhost)).rejects.toThrow(
    'Refusing to fetch a non-public address: localhost',
  );
  // With it (test runs only), loopback is allowed and the rest of the private ranges are not.
  const test = webhookGuard({ ALERT_WEBHOOK_ALLOW_LOOPBACK: true, ALERT_WEBHOOK_TIMEOUT_MS: 1000 });
  await expect(checkDestination('http://127.0.0.1:9/hook', test)).resolves.toBeUndefined();
  await expect(checkDestination('https://10.0.0.1/hook', test)).rejects.toThrow(
    'non-public address: 10.0.0.1',
  );
  await expect(checkDestination('http://10.0.0.1/hook', test)).rejects.toThrow('Only https:// addresses');
});
