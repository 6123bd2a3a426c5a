// @vitest-environment jsdom
// jsdom, not the project's happy-dom: under happy-dom the import's summary never shows after a 429 is waited
// out.
import { File as NodeFile } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RoleContext } from '../workspace/role';
import { LogImportButton, LogImportDialog } from './LogImportDialog';

const GPTBOT = 'Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)';
const line = (i: number) =>
  `203.0.113.${i % 250} - - [21/Nov/2026:13:55:36 +0000] "GET /page/${i} HTTP/1.1" 200 512 "-" "${GPTBOT}" ${'x'.repeat(60)}`;
/** About 330 KB of lines: more than one chunk (256 K characters). */
const BIG_LOG = Array.from({ length: 2000 }, (_, i) => line(i)).join('\n') + '\n';

interface Sent {
  text: string;
  query: URLSearchParams;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** The server's answer to a chunk: every line a crawler's, one in ten spoofed, the rest verified. */
const countsOf = (text: string) => {
  const lines = text.split('\n').filter((l) => l.trim() !== '').length;
  const spoofed = Math.floor(lines / 10);
  return {
    lines,
    unparsed: 0,
    crawlerLines: lines,
    stored: lines,
    verified: lines - spoofed,
    spoofed,
    unverifiable: 0,
  };
};

function renderDialog(
  post: (text: string, query: URLSearchParams, signal: AbortSignal) => Promise<Response>,
) {
  return renderWithProviders(<LogImportDialog open onClose={() => {}} post={post} />);
}

function choose(content: string | Uint8Array, name: string) {
  const file = new NodeFile([content], name);
  fireEvent.change(screen.getByLabelText(/Log file/), { target: { files: [file] } });
}

/** A figure of the summary, as shown ("1,800"). */
const summaryValue = (label: string) => screen.getByTestId(`summary-${label}`).firstChild!.textContent;

test('reads the file in line-aligned chunks, shows the progress, then the summary of what was verified', async () => {
  const sent: Sent[] = [];
  let releaseSecond: () => void = () => {};
  const post = async (text: string, query: URLSearchParams) => {
    sent.push({ text, query });
    if (sent.length === 2) await new Promise<void>((resolve) => (releaseSecond = resolve));
    return json(200, { status: 'success', data: countsOf(text) });
  };
  renderDialog(post);
  choose(BIG_LOG, 'access.log');
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));

  // The first chunk went through; the second is in flight: the progress says what was read and stored.
  const progress = await screen.findByTestId('import-progress');
  await waitFor(() => expect(sent).toHaveLength(2));
  await waitFor(() =>
    expect(progress.textContent).toMatch(
      /KB read \(\d+ %\) · [\d,]+ lines · [\d,]+ AI-crawler lines · [\d,]+ visits stored$/,
    ),
  );
  expect(progress.textContent).not.toMatch(/ 0 visits stored/);
  releaseSecond();

  await screen.findByText('Imported: 2,000 new visits from 2,000 AI-crawler lines.');
  const spoofed = sent.reduce((sum, chunk) => sum + countsOf(chunk.text).spoofed, 0);
  expect(spoofed).toBeGreaterThan(0);
  expect(summaryValue('Verified')).toBe((2000 - spoofed).toLocaleString('en-US'));
  expect(summaryValue('Spoofed')).toBe(spoofed.toLocaleString('en-US'));
  expect(summaryValue('Unverifiable')).toBe('0');
  expect(summaryValue('Unparsed lines')).toBe('0');
  // Every chunk ends on a whole line, none over the route's 1 MB, and together they are the file.
  for (const chunk of sent) {
    expect(chunk.query.get('format')).toBe('combined');
    expect(chunk.text.split('\n').every((l) => l === '' || /GPTBot\/1\.2.*x{60}$/.test(l))).toBe(true);
    expect(new TextEncoder().encode(chunk.text).length).toBeLessThan(1024 * 1024);
  }
  expect(sent.map((c) => c.text).join('\n') + '\n').toBe(BIG_LOG);
});

test('a gzip file is unzipped; JSON lines are sent with their mapping', async () => {
  const sent: Sent[] = [];
  const post = async (text: string, query: URLSearchParams) => {
    sent.push({ text, query });
    return json(200, { status: 'success', data: countsOf(text) });
  };
  renderDialog(post);
  const lines = [{ req: { ua: GPTBOT, path: '/a' } }, { req: { ua: GPTBOT, path: '/b' } }]
    .map((l) => JSON.stringify(l))
    .join('\n');
  choose(new Uint8Array(gzipSync(lines)), 'visits.jsonl.gz');
  expect(screen.getByRole('checkbox', { name: 'The file is gzip-compressed (.gz)' })).toBeChecked();
  fireEvent.change(screen.getByRole('combobox', { name: 'Format' }), { target: { value: 'json' } });
  // The mapping needs its two fields before anything is sent.
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  fireEvent.change(screen.getByRole('textbox', { name: /User agent/ }), { target: { value: 'req.ua' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Request path/ }), { target: { value: 'req.path' } });
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByText('Imported: 2 new visits from 2 AI-crawler lines.');
  expect(sent).toHaveLength(1);
  expect(sent[0]!.text).toBe(lines);
  expect(sent[0]!.query.get('format')).toBe('json');
  expect(JSON.parse(sent[0]!.query.get('mapping')!)).toEqual({ userAgent: 'req.ua', path: 'req.path' });
});

test('the server’s refusal is shown in its words', async () => {
  renderDialog(async () =>
    json(403, { status: 'error', message: 'The Action Center is not enabled for this account yet.' }),
  );
  choose(BIG_LOG.slice(0, 2000), 'access.log');
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The Action Center is not enabled for this account yet.',
  );
});

test('a 429 is waited out as Retry-After says, then the chunk is sent again', async () => {
  let calls = 0;
  renderDialog(async (text) => {
    calls++;
    if (calls === 1)
      return json(429, { status: 'error', message: 'Try again in 1 s.' }, { 'retry-after': '1' });
    return json(200, { status: 'success', data: countsOf(text) });
  });
  choose(`${line(1)}\n${line(2)}\n`, 'access.log');
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  await screen.findByText('The server asks to slow down: the next part goes in 1 s.');
  await screen.findByText('Imported: 2 new visits from 2 AI-crawler lines.', {}, { timeout: 4000 });
  expect(calls).toBe(2);
});

test('cancelling stops the import; what was sent before is said to stay', async () => {
  let calls = 0;
  renderDialog(
    (text, _query, signal) =>
      new Promise<Response>((resolve, reject) => {
        calls++;
        if (calls === 1) return resolve(json(200, { status: 'success', data: countsOf(text) }));
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
  choose(BIG_LOG, 'access.log');
  fireEvent.click(screen.getByRole('button', { name: 'Import' }));
  await waitFor(() => expect(calls).toBe(2));
  fireEvent.click(screen.getByRole('button', { name: 'Cancel import' }));
  await screen.findByText(/^Cancelled\. What was sent before stays stored/);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(Number(summaryValue('Visits stored now')!.replace(/,/g, ''))).toBeGreaterThan(0);
  expect(calls).toBe(2);
});

test('a VIEWER sees the import button disabled, with why', () => {
  renderWithProviders(
    <RoleContext value="VIEWER">
      <LogImportButton />
    </RoleContext>,
  );
  expect(screen.getByRole('button', { name: 'Import an access log' })).toBeDisabled();
  expect(screen.getByTestId('role-hint')).toHaveTextContent(
    'Viewers can read and export; ask an admin to change your role.',
  );
});
