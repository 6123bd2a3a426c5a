import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { PromptsRouteQueryDocument } from '../__generated__/graphql';
import * as reload from '../lib/reload';
import { promptsData } from '../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../test/render';
import PromptsRoute from './PromptsRoute';

const ok = (data = promptsData()) => [{ request: { query: PromptsRouteQueryDocument }, result: { data } }];
const renderPrompts = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<PromptsRoute />, { route: '/dashboard/prompts', path: '/dashboard/prompts', mocks });

test('shows a loading state', async () => {
  renderPrompts([{ ...ok()[0]!, delay: 10_000 }]);
  expect(await screen.findByText('Loading prompts...')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Prompts' })).toBeTruthy();
  expect(screen.getByText('Manage your custom prompts')).toBeTruthy();
});

test('an error shows its message and Retry reloads the page', async () => {
  const spy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => {});
  renderPrompts([
    { request: { query: PromptsRouteQueryDocument }, error: new Error('Failed to fetch prompts') },
  ]);
  expect(await screen.findByText('Error loading prompts: Failed to fetch prompts')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});

test('no prompts at all', async () => {
  renderPrompts(ok({ promptGroups: [] }));
  expect(await screen.findByText('No prompts available')).toBeTruthy();
});

test('groups are sorted, collapsed at first, show their count and toggle open', async () => {
  renderPrompts(ok());
  const headers = await screen.findAllByRole('button', { expanded: false });
  expect(headers.map((h) => h.textContent)).toEqual([
    'Investment Strategy1 prompt',
    'Portfolio Companies2 prompts',
  ]);
  expect(screen.queryByRole('table')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /Portfolio Companies/ }));
  const table = screen.getByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Prompt' })).toBeTruthy();
  expect(within(table).getByRole('columnheader', { name: 'Visibility' })).toBeTruthy();
  expect(within(table).getByText('Which seed funds back climate startups?')).toBeTruthy();
  expect(within(table).getByText('Great')).toBeTruthy();
  expect(within(table).getByText('Poor')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: /Portfolio Companies/ }));
  expect(screen.queryByRole('table')).toBeNull();
});

test('search keeps matching groups and, inside them, only matching questions', async () => {
  renderPrompts(ok());
  const search = await screen.findByPlaceholderText('Search prompts...');
  fireEvent.change(search, { target: { value: 'FINTECH' } });
  const header = screen.getByRole('button', { name: /Portfolio Companies/ });
  expect(header.textContent).toContain('1 prompt');
  expect(screen.queryByRole('button', { name: /Investment Strategy/ })).toBeNull();
  fireEvent.click(header);
  expect(screen.getByText('Top fintech investors in Europe')).toBeTruthy();
  expect(screen.queryByText('Which seed funds back climate startups?')).toBeNull();

  fireEvent.change(search, { target: { value: 'zzz' } });
  expect(screen.getByText('No matching prompts found')).toBeTruthy();
});
