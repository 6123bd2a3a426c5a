import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { AnswerItem } from './AnswerItem';
import { answer } from './answers.fixtures';

const evidence = {
  __typename: 'VendorEvidence' as const,
  hasRawPayload: true,
  hasHtml: true,
  rawBytes: 2300,
  htmlBytes: 512,
  rawUrl: '/api/answers/a1/evidence/raw',
  htmlUrl: '/api/answers/a1/evidence/html',
};

const renderItem = (item: ReturnType<typeof answer>) =>
  renderWithProviders(
    <ol>
      <AnswerItem answer={item} subject={{ brand: 'Acme', aboutBrand: true }} />
    </ol>,
  );

afterEach(() => vi.restoreAllMocks());

test("an answer's kept page opens in a sandboxed frame: no scripts, no same origin, fetched with the session", async () => {
  const page = '<!doctype html><html><body><h1>Best espresso</h1><script>alert(1)</script></body></html>';
  const fetchMock = vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(page, { status: 200, headers: { 'content-type': 'text/html' } }));
  renderItem(answer({ surface: 'APP', vendorEvidence: evidence }));
  fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }));
  expect(await screen.findByText('Kept: raw payload 2.2 KB, page 512 B.')).toBeInTheDocument();
  fireEvent.click(await screen.findByRole('button', { name: 'Show the page' }));
  const frame = await screen.findByTitle('The page the app showed');
  expect(frame.tagName).toBe('IFRAME');
  // An empty sandbox: no allow-scripts, no allow-same-origin, no navigation.
  expect(frame.getAttribute('sandbox')).toBe('');
  expect(frame.getAttribute('srcdoc')).toBe(page);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/answers/a1/evidence/html');
  expect((init?.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
  fireEvent.click(screen.getByRole('button', { name: 'Hide the page' }));
  await waitFor(() => expect(screen.queryByTitle('The page the app showed')).toBeNull());
});

test("the server's refusal is shown in its words; an answer without evidence shows no evidence part", async () => {
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ status: 'error', message: 'No page is kept for this answer.' }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    }),
  );
  const { unmount } = renderItem(
    answer({ surface: 'APP', vendorEvidence: { ...evidence, hasRawPayload: false, rawUrl: null } }),
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }));
  expect(await screen.findByText('Kept: page 512 B.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download the raw payload' })).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Show the page' }));
  expect(
    within(await screen.findByRole('alert')).getByText('No page is kept for this answer.'),
  ).toBeInTheDocument();
  unmount();
  renderItem(answer({ vendorEvidence: null }));
  fireEvent.click(await screen.findByRole('button', { name: 'Show answer' }));
  expect(screen.queryByText('Evidence')).toBeNull();
});
