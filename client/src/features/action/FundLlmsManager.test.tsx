import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LLM_CONTENT } from './data/fund';
import { FundLlmsManager } from './FundLlmsManager';

vi.setConfig({ testTimeout: 20_000 });
afterEach(() => vi.restoreAllMocks());

test('list: at most 3 tags per item, search and category filter, No Content Selected', () => {
  renderWithProviders(<FundLlmsManager />);
  expect(screen.getByRole('heading', { name: 'No Content Selected' })).toBeInTheDocument();
  const list = screen.getByRole('list', { name: 'Content items' });
  const first = within(list).getAllByRole('listitem')[0]!;
  expect(LLM_CONTENT[0]!.tags).toHaveLength(4);
  expect(
    within(first)
      .getAllByTestId('tag')
      .map((t) => t.textContent),
  ).toEqual(['thesis', 'climate', 'fintech']);
  fireEvent.change(screen.getByLabelText('Search content'), { target: { value: 'founders' } });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  fireEvent.change(screen.getByLabelText('Search content'), { target: { value: '' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Strategy' } });
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
});

test('edit / save (today, word count by spaces) / cancel, with fixed analytics', () => {
  renderWithProviders(<FundLlmsManager now={() => new Date('2026-11-22T12:00:00Z')} />);
  fireEvent.click(screen.getByRole('button', { name: /Portfolio Overview/ }));
  expect(screen.getByRole('group', { name: 'Readability' }).textContent).toContain('92%');
  expect(screen.getByRole('group', { name: 'Quality' }).textContent).toContain('A+');

  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  fireEvent.change(screen.getByLabelText('Edit content'), { target: { value: 'Discarded text' } });
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByTestId('item-content').textContent).toBe(LLM_CONTENT[1]!.content);

  fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
  fireEvent.change(screen.getByLabelText('Edit content'), {
    target: { value: 'Forty-two companies  across three themes' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(screen.getByTestId('item-content').textContent).toBe('Forty-two companies  across three themes');
  expect(screen.getByText('Portfolio · 6 words · last modified 2026-11-22')).toBeInTheDocument();
});

test('Export LLMs.txt downloads only published items', async () => {
  let blob: Blob | undefined;
  URL.createObjectURL = vi.fn((b: Blob) => {
    blob = b;
    return 'blob:llms';
  });
  URL.revokeObjectURL = vi.fn();
  const clicks: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this);
  });
  renderWithProviders(<FundLlmsManager />);
  fireEvent.click(screen.getByRole('button', { name: 'Export LLMs.txt' }));
  expect(clicks[0]!.download).toBe('llms.txt');
  const text = await blob!.text();
  expect(blob!.type).toBe('text/plain;charset=utf-8');
  for (const item of LLM_CONTENT) {
    if (item.status === 'published') expect(text).toContain(item.title);
    else expect(text).not.toContain(item.title);
  }
  expect(text.startsWith('# Lumen Peak Capital\n')).toBe(true);
  // Add Content does nothing
  fireEvent.click(screen.getByRole('button', { name: 'Add Content' }));
  expect(screen.getByRole('heading', { name: 'No Content Selected' })).toBeInTheDocument();
});
