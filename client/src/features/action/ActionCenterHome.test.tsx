import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ActionChecklistDocument, SetActionStepDocument } from '../../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import { ActionCenterHome } from './ActionCenterHome';

// Chakra's first render in jsdom is slow on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const checklist = (ids: string[]) => ({
  actionChecklist: { __typename: 'ActionChecklist' as const, completedStepIds: ids },
});
const setStep = (stepId: string, completed: boolean, ids: string[]) => ({
  request: { query: SetActionStepDocument, variables: { input: { stepId, completed } } },
  result: {
    data: {
      setActionStep: {
        __typename: 'SetActionStepPayload' as const,
        checklist: { __typename: 'ActionChecklist' as const, completedStepIds: ids },
      },
    },
  },
});

const renderHome = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<ActionCenterHome />, { route: '/dashboard/action', path: '/dashboard/action', mocks });

test('a tile for each of the six tools links to its route', async () => {
  renderHome([{ request: { query: ActionChecklistDocument }, result: { data: checklist([]) } }]);
  const links = [
    'Content Comparison',
    'Top Sources',
    'LLMS.TXT Manager',
    'Generate Content',
    'Email Outreach',
    'Live Mentions',
  ].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
  expect(links).toEqual([
    '/dashboard/action/comparison',
    '/dashboard/action/sources',
    '/dashboard/action/llms-txt',
    '/dashboard/action/generate',
    '/dashboard/action/outreach',
    '/dashboard/action/live-mentions',
  ]);
  expect(screen.getByRole('note', { name: 'Key Insight' })).toBeInTheDocument();
});

test('Opportunity Radar: one item open at a time, badges and action buttons', async () => {
  renderHome([{ request: { query: ActionChecklistDocument }, result: { data: checklist([]) } }]);
  const items = screen.getAllByRole('button', { expanded: false });
  expect(items).toHaveLength(4);
  expect(within(items[0]!).getByText('PR')).toBeInTheDocument();
  expect(within(items[0]!).getByText('High potential')).toBeInTheDocument();
  expect(within(items[1]!).getByText('Blog')).toBeInTheDocument();
  expect(within(items[2]!).getByText('Gap')).toBeInTheDocument();

  fireEvent.click(items[0]!);
  expect(screen.getByRole('link', { name: 'Create PR Pitch' }).getAttribute('href')).toBe(
    '/dashboard/action/sources',
  );
  fireEvent.click(items[2]!);
  expect(screen.queryByRole('link', { name: 'Create PR Pitch' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Create Content' }).getAttribute('href')).toBe(
    '/dashboard/action/generate',
  );
  expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  fireEvent.click(items[2]!);
  expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  fireEvent.click(items[1]!);
  expect(screen.getByRole('link', { name: 'Draft Blog Post' }).getAttribute('href')).toBe(
    '/dashboard/action/generate',
  );
});

test('next steps come from the server; toggling saves and moves the tracker by +15 % / +8 %', async () => {
  renderHome([
    { request: { query: ActionChecklistDocument }, result: { data: checklist(['llms-txt']) } },
    setStep('add-statistics', true, ['llms-txt', 'add-statistics']),
    setStep('llms-txt', false, ['add-statistics']),
  ]);
  await screen.findByText('1 of 5 completed');
  expect(screen.getByRole('group', { name: 'Estimated visibility increase' }).textContent).toContain('+15%');
  expect(screen.getByRole('group', { name: 'Estimated citation increase' }).textContent).toContain('+8%');
  expect(screen.getByRole('checkbox', { name: /Publish an LLMs.txt file/ })).toHaveProperty('checked', true);

  fireEvent.click(screen.getByRole('checkbox', { name: /Add statistics to your top 5 pages/ }));
  await screen.findByText('2 of 5 completed');
  expect(screen.getByRole('group', { name: 'Estimated visibility increase' }).textContent).toContain('+30%');
  expect(screen.getByRole('group', { name: 'Estimated citation increase' }).textContent).toContain('+16%');
  expect(screen.getByText('40%')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('checkbox', { name: /Publish an LLMs.txt file/ }));
  await waitFor(() => expect(screen.getByText('1 of 5 completed')).toBeInTheDocument());
  expect(screen.getByRole('checkbox', { name: /Publish an LLMs.txt file/ })).toHaveProperty('checked', false);
});
