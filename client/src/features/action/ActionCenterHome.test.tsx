import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import {
  ActionChecklistDocument,
  OpportunityRadarDocument,
  SetActionStepDocument,
} from '../../__generated__/hooks';
import { answer, answersMock } from '../answers/answers.fixtures';
import { gapSource } from '../competitors/gaps.fixtures';
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

const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;

const gap = (
  promptId: string,
  question: string,
  answers: number,
  totalAnswers: number,
  sources: ReturnType<typeof gapSource>[],
  potential: 'HIGH' | 'MEDIUM' | 'TOO_FEW_ANSWERS',
) => ({
  __typename: 'AnswerGap' as const,
  promptId,
  question,
  topicName: 'Issue tracking',
  answers,
  totalAnswers,
  potential,
  competitors: [
    { __typename: 'GapCompetitor' as const, competitorId: 'c-jira', name: 'Jira', answers },
    { __typename: 'GapCompetitor' as const, competitorId: 'c-asana', name: 'Asana', answers: 1 },
  ],
  sources,
});

const radarMock = (gaps: ReturnType<typeof gap>[], gapCount = gaps.length) => ({
  request: { query: OpportunityRadarDocument, variables: DEFAULT },
  result: {
    data: {
      viewer: { __typename: 'Viewer' as const, brand: { __typename: 'Brand' as const, name: 'Linear' } },
      competitive: { __typename: 'Competitive' as const, gapCount, gaps },
    },
  },
});

const checklistMock = { request: { query: ActionChecklistDocument }, result: { data: checklist([]) } };

test('Opportunity Radar: the account’s answer gaps and the sources citing competitors only, one open at a time, each opening its answers', async () => {
  const gaps = [
    gap(
      'p1',
      'Which issue trackers do startups use?',
      6,
      12,
      [
        gapSource('reddit.com', 4, { category: 'USER_GENERATED', kind: 'ANSWER_QUESTIONS' }),
        gapSource('techradar.com', 3),
        gapSource('en.wikipedia.org', 2, { category: 'REFERENCE', kind: 'CHECK_ENCYCLOPEDIA_ARTICLE' }),
      ],
      'HIGH',
    ),
    gap('p2', 'What is the best bug tracker?', 1, 2, [gapSource('techradar.com', 1)], 'TOO_FEW_ANSWERS'),
  ];
  const gapFilter = { promptId: 'p1', visible: false, namesCompetitor: true, period: DEFAULT.period };
  renderHome([
    checklistMock,
    radarMock(gaps, 7),
    answersMock({
      figure: gapFilter,
      counts: { totalCount: 6, okCount: 6, visibleCount: 0, failureCount: 0 },
      nodes: [answer({ visible: false })],
      brand: 'Linear',
    }),
  ]);
  const list = await screen.findByLabelText('Opportunities');
  // Two of the next steps start where the gaps say; the pitch starts with a publication, never a forum.
  expect(
    screen.getByRole('checkbox', { name: /Publish a comparison article/ }).closest('label')!.textContent,
  ).toContain(
    'Start with “Which issue trackers do startups use?”: 6 of 12 answers name competitors and not you.',
  );
  expect(
    screen.getByText(
      /^Start with techradar\.com: cited by 3 answers that name competitors, none that name you\./,
    ),
  ).toBeInTheDocument();
  expect(
    screen.getByText(
      /Questions where AI answers name competitors and not Linear: the 2 largest of 7, in the last 30 days/,
    ),
  ).toBeInTheDocument();
  const items = within(list).getAllByRole('button', { expanded: false });
  // A forum is taken part in, not pitched; 1 of 2 answers is not rated, and the minimum is said.
  expect(items.map((item) => item.textContent)).toEqual([
    'GapHigh potential · 50.0% of answersIssue trackingWhich issue trackers do startups use?▸',
    'GapNot rated · needs at least 10 answersIssue trackingWhat is the best bug tracker?▸',
    'SourceCites competitors onlyIssue trackingAnswer questions on reddit.com▸',
    'PRCites competitors onlyIssue trackingPitch techradar.com▸',
  ]);
  expect(list.textContent).not.toMatch(/Pitch (reddit\.com|en\.wikipedia\.org)/);

  fireEvent.click(items[2]!);
  expect(screen.queryByRole('link', { name: 'Create PR Pitch' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Open reddit.com' }).getAttribute('href')).toBe(
    'https://reddit.com/',
  );
  expect(screen.getByText(/Answer the questions where your category is discussed\./)).toBeInTheDocument();
  fireEvent.click(items[3]!);
  expect(screen.getByRole('link', { name: 'Create PR Pitch' }).getAttribute('href')).toBe(
    '/dashboard/action/outreach?source=techradar.com',
  );
  expect(
    screen.getByText(/to this question that name a competitor, and by none that name Linear/),
  ).toBeInTheDocument();
  fireEvent.click(items[0]!);
  expect(screen.queryByRole('link', { name: 'Create PR Pitch' })).toBeNull();
  expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  // Create Content names the prompt, so the comparison lists the pages cited for it.
  expect(screen.getByRole('link', { name: 'Create Content' }).getAttribute('href')).toMatch(
    /^\/dashboard\/action\/comparison\?promptId=p1&/,
  );
  expect(screen.getByText(/named Jira, Asana and not Linear\./)).toBeInTheDocument();

  fireEvent.click(
    screen.getByRole('button', { name: '6 of 12 answers named a competitor and not Linear: show them' }),
  );
  const drawer = await screen.findByRole('dialog', {
    name: 'Answer gap · Which issue trackers do startups use?',
  });
  expect(
    await within(drawer).findByText('6 answers in the last 30 days named a competitor and not Linear'),
  ).toBeInTheDocument();
});

test('Opportunity Radar: a potential below the minimum of answers is not rated and says the minimum', async () => {
  renderHome([
    checklistMock,
    radarMock([gap('p9', 'Which running shoes last longest?', 1, 2, [], 'TOO_FEW_ANSWERS')]),
  ]);
  const list = await screen.findByLabelText('Opportunities');
  expect(within(list).queryByText(/High potential/)).toBeNull();
  const badge = within(list).getByText('Not rated · needs at least 10 answers');
  expect(badge.getAttribute('title')).toBe(
    '1 of 2 answers: a potential is rated once the prompt has at least 10 answers in the period',
  );
});

test('Opportunity Radar: no gaps says so, and no estimate is promised anywhere', async () => {
  renderHome([checklistMock, radarMock([])]);
  expect(
    await screen.findByText('No gaps in the last 30 days: wherever a competitor is named, Linear is too.'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Estimated/)).toBeNull();
  expect(screen.queryByText(/potential/)).toBeNull();
});

test('next steps come from the server; toggling saves and moves the progress bar', async () => {
  renderHome([
    { request: { query: ActionChecklistDocument }, result: { data: checklist(['llms-txt']) } },
    setStep('add-statistics', true, ['llms-txt', 'add-statistics']),
    setStep('llms-txt', false, ['add-statistics']),
  ]);
  await screen.findByText('1 of 5 completed');
  expect(screen.getByText('20%')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /Publish an llms.txt file/ })).toHaveProperty('checked', true);

  fireEvent.click(screen.getByRole('checkbox', { name: /Add statistics to your top 5 pages/ }));
  await screen.findByText('2 of 5 completed');
  expect(screen.getByText('40%')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('checkbox', { name: /Publish an llms.txt file/ }));
  await waitFor(() => expect(screen.getByText('1 of 5 completed')).toBeInTheDocument());
  expect(screen.getByRole('checkbox', { name: /Publish an llms.txt file/ })).toHaveProperty('checked', false);
});
