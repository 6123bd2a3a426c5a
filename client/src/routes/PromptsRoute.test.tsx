// @vitest-environment jsdom
// jsdom, not the project's happy-dom: the Manage view's topic buttons are not named as in a browser under
// happy-dom.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { ManageAddPromptDocument, PromptsRouteDocument, RunNowPanelDocument } from '../__generated__/hooks';
import {
  engineSettingsMock,
  managedPrompt,
  managedTopic,
  managedTopicsMock,
} from '../features/prompts/manage/fixtures';
import * as reload from '../lib/reload';
import { promptsData } from '../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../test/render';
import PromptsRoute from './PromptsRoute';

/** The page's default filter: the last 30 days on every platform. */
const PAGE_FILTER = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' };
const ok = (data = promptsData()) => [
  { request: { query: PromptsRouteDocument, variables: PAGE_FILTER }, result: { data } },
];
/** The page's Run now panel asks for the latest run: none yet, unless a test says otherwise. */
const noRunYet = {
  request: { query: RunNowPanelDocument },
  result: { data: { latestCollectionRun: null } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const renderPrompts = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<PromptsRoute />, {
    route: '/dashboard/prompts',
    path: '/dashboard/prompts',
    mocks: [...(mocks ?? []), noRunYet],
  });

test('shows a loading state', async () => {
  renderPrompts([{ ...ok()[0]!, delay: 10_000 }]);
  expect(await screen.findByText('Loading prompts...')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Prompts' })).toBeInTheDocument();
  expect(screen.getByText('Manage your custom prompts')).toBeInTheDocument();
});

test('an error shows its message and Retry reloads the page', async () => {
  const spy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => {});
  renderPrompts([
    {
      request: { query: PromptsRouteDocument, variables: PAGE_FILTER },
      error: new Error('Failed to fetch prompts'),
    },
  ]);
  expect(await screen.findByText('Error loading prompts: Failed to fetch prompts')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});

test('no prompts at all', async () => {
  renderPrompts(ok({ promptGroups: [] }));
  expect(await screen.findByText('No prompts available')).toBeInTheDocument();
});

test('groups are sorted, collapsed at first, show their count and toggle open', async () => {
  renderPrompts(ok());
  const headers = await screen.findAllByRole('button', { expanded: false });
  expect(headers.map((h) => h.textContent)).toEqual([
    'Investment Strategy1 prompt',
    'Portfolio Companies2 prompts',
  ]);
  expect(screen.queryByRole('table')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: /^Portfolio Companies/ }));
  const table = screen.getByRole('table');
  expect(within(table).getByRole('columnheader', { name: 'Prompt' })).toBeInTheDocument();
  expect(within(table).getByRole('columnheader', { name: 'Visibility' })).toBeInTheDocument();
  expect(within(table).getByText('Which seed funds back climate startups?')).toBeInTheDocument();
  expect(within(table).getByText('Great')).toBeInTheDocument();
  expect(within(table).getByText('Poor')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download Portfolio Companies as CSV' })).toBeEnabled();

  fireEvent.click(screen.getByRole('button', { name: /^Portfolio Companies/ }));
  expect(screen.queryByRole('table')).toBeNull();
});

test('search keeps matching groups and, inside them, only matching questions', async () => {
  renderPrompts(ok());
  const search = await screen.findByPlaceholderText('Search prompts...');
  fireEvent.change(search, { target: { value: 'FINTECH' } });
  const header = screen.getByRole('button', { name: /^Portfolio Companies/ });
  expect(header.textContent).toContain('1 prompt');
  expect(screen.queryByRole('button', { name: /^Investment Strategy/ })).toBeNull();
  fireEvent.click(header);
  expect(screen.getByText('Top fintech investors in Europe')).toBeInTheDocument();
  expect(screen.queryByText('Which seed funds back climate startups?')).toBeNull();

  fireEvent.change(search, { target: { value: 'zzz' } });
  expect(screen.getByText('No matching prompts found')).toBeInTheDocument();
});

test('the Manage view (?view=manage) manages topics; a change there refetches the prompt groups', async () => {
  const question = 'Which VCs fund climate hardware?';
  const topics = [
    managedTopic('t1', 'Portfolio Companies', [
      managedPrompt('p1', 't1', 'Which seed funds back climate startups?'),
      managedPrompt('p2', 't1', 'Top fintech investors in Europe'),
    ]),
    managedTopic('t2', 'Investment Strategy', [
      managedPrompt('p3', 't2', 'How do VCs evaluate climate deals?'),
    ]),
  ];
  const added = managedPrompt('p9', 't1', question);
  const topicsAfter = [{ ...topics[0]!, prompts: [...topics[0]!.prompts, added] }, topics[1]!];
  const groupsAfter = promptsData();
  const portfolio = groupsAfter.promptGroups[0]!;
  portfolio.prompts = [
    ...portfolio.prompts,
    { ...portfolio.prompts[0]!, id: 'p9', question, visibilityPercentage: null, visibilityStatus: null },
  ];
  const { router } = renderPrompts([
    ...ok(),
    managedTopicsMock(topics),
    engineSettingsMock(),
    {
      request: { query: ManageAddPromptDocument, variables: { input: { topicId: 't1', question } } },
      result: { data: { addPrompt: { __typename: 'AddPromptPayload', prompt: added } } },
    },
    managedTopicsMock(topicsAfter),
    ...ok(groupsAfter),
  ]);
  expect(await screen.findByRole('button', { name: /Portfolio Companies2 prompts/ })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: 'Manage topics & engines' }));
  await waitFor(() => expect(router.state.location.search).toBe('?view=manage'));
  fireEvent.change(await screen.findByRole('textbox', { name: 'New prompt in Portfolio Companies' }), {
    target: { value: question },
  });
  fireEvent.click(
    within(screen.getByRole('region', { name: 'Topic Portfolio Companies' })).getByRole('button', {
      name: 'Add prompt',
    }),
  );
  expect(await screen.findByText(question)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('tab', { name: 'Visibility' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  expect(await screen.findByRole('button', { name: /Portfolio Companies3 prompts/ })).toBeInTheDocument();
});

test('the prompts page opens on the Manage view from its URL', async () => {
  renderWithProviders(<PromptsRoute />, {
    route: '/dashboard/prompts?view=manage',
    path: '/dashboard/prompts',
    mocks: [
      ...ok(),
      managedTopicsMock([managedTopic('t1', 'Portfolio Companies')]),
      engineSettingsMock(),
      noRunYet,
    ],
  });
  expect(await screen.findByRole('region', { name: 'Topic Portfolio Companies' })).toBeInTheDocument();
  expect(screen.queryByPlaceholderText('Search prompts...')).toBeNull();
  expect(screen.getByRole('heading', { name: 'Engines' })).toBeInTheDocument();
});
