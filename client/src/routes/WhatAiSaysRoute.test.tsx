import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, test, vi } from 'vitest';
import type {
  MemberRole,
  StatementInboxQuery,
  ThemeCard_ThemeFragment,
  WhatAiSaysRouteQuery,
} from '../__generated__/graphql';
import {
  AnswersDrawerAnswerDocument,
  SetStatementStateDocument,
  StatementInboxCountsDocument,
  StatementInboxDocument,
  WhatAiSaysRouteDocument,
} from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { INBOX_PAGE_SIZE } from '../features/narrative/StatementInbox';
import { RoleContext } from '../features/workspace/role';
import { renderWithProviders } from '../test/render';
import WhatAiSaysRoute from './WhatAiSaysRoute';

/** The page's default filter: the last 30 days on every platform, unbranded prompts. */
const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;

type Narrative = WhatAiSaysRouteQuery['narrative'];

const net = (value: number | null, low: number | null, high: number | null) => ({
  __typename: 'NetSentiment' as const,
  value,
  low,
  high,
});

function theme(overrides: Partial<ThemeCard_ThemeFragment> = {}): ThemeCard_ThemeFragment {
  return {
    __typename: 'Theme',
    aspect: 'PRICE_VALUE',
    label: 'Price and value',
    statements: 40,
    answers: 31,
    positive: 10,
    neutral: 6,
    negative: 24,
    netSentiment: net(-35, -48.6, -21.2),
    change: -6.25,
    trend: ['2026-11-04', '2026-11-05'].map((date, index) => ({
      __typename: 'ThemeDay' as const,
      date,
      statements: 20,
      netSentiment: -30 - 10 * index,
    })),
    quotes: [
      {
        __typename: 'Quote',
        statementId: 's1',
        text: '**Quillstack** is expensive next to Kong, and quillstack support is slow.',
        answerId: 'a-expensive',
        platform: 'CHATGPT',
        day: '2026-11-05',
        polarity: 'NEGATIVE',
      },
      {
        __typename: 'Quote',
        statementId: 's2',
        text: 'Quillstack pricing is fair for small teams.',
        answerId: 'a-fair',
        platform: 'GEMINI',
        day: '2026-11-04',
        polarity: 'POSITIVE',
      },
    ],
    competitors: [
      {
        __typename: 'ThemeCompetitor',
        competitorId: 'c-kong',
        name: 'Kong',
        statements: 22,
        netSentiment: net(18.2, 2, 33.9),
      },
    ],
    sources: [
      {
        __typename: 'ThemeSource',
        url: 'https://www.reviews.example/quillstack-pricing',
        domain: 'reviews.example',
        answers: 4,
        lift: 1.66,
      },
    ],
    ...overrides,
  };
}

function narrative(overrides: Partial<Narrative> = {}): Narrative {
  return {
    __typename: 'Narrative',
    period: { __typename: 'Period', days: 30 },
    answers: 1753,
    statements: 58,
    netSentiment: net(-12.4, -20.2, -3.6),
    themes: [
      theme(),
      theme({
        aspect: 'EASE_OF_USE',
        label: 'Ease of use',
        statements: 18,
        answers: 15,
        positive: 12,
        neutral: 6,
        negative: 0,
        netSentiment: net(66.7, 45, 85),
        change: null,
        quotes: [
          {
            __typename: 'Quote',
            statementId: 's3',
            text: 'Quillstack is easy to set up.',
            answerId: 'a-easy',
            platform: 'PERPLEXITY',
            day: '2026-11-05',
            polarity: 'POSITIVE',
          },
        ],
        competitors: [],
        sources: [],
      }),
    ],
    attributes: [],
    ...overrides,
  };
}

const viewer = { __typename: 'Viewer' as const, brand: { __typename: 'Brand' as const, name: 'Quillstack' } };

const narrativeMock = (data: Narrative, variables: Record<string, unknown> = DEFAULT) => ({
  request: { query: WhatAiSaysRouteDocument, variables },
  result: { data: { viewer, narrative: data } },
});

const inboxCounts = (newCount: number, reviewed: number, filter: Record<string, unknown> = DEFAULT) => ({
  request: { query: StatementInboxCountsDocument, variables: { aspect: null, ...filter } },
  result: {
    data: {
      all: { __typename: 'StatementInbox' as const, totalCount: 3, newCount },
      needsAction: { __typename: 'StatementInbox' as const, totalCount: 0 },
      reviewed: { __typename: 'StatementInbox' as const, totalCount: reviewed },
      ignored: { __typename: 'StatementInbox' as const, totalCount: 0 },
    },
  },
});

type InboxNode = StatementInboxQuery['statementInbox']['edges'][number]['node'];

const statement = (id: string, text: string, overrides: Partial<InboxNode> = {}): InboxNode => ({
  __typename: 'InboxStatement',
  id,
  text,
  aspects: ['PRICE_VALUE'],
  question: 'Which API gateway is best value?',
  platform: 'CHATGPT',
  day: '2026-11-05',
  state: 'NEW',
  stateBy: null,
  stateAt: null,
  ...overrides,
});

const inboxMock = (
  nodes: InboxNode[],
  states: string[] | null = ['NEW'],
  hasNextPage = false,
  filter: Record<string, unknown> = DEFAULT,
) => ({
  request: {
    query: StatementInboxDocument,
    variables: { first: INBOX_PAGE_SIZE, after: null, states, aspect: null, ...filter },
  },
  result: {
    data: {
      viewer,
      statementInbox: {
        __typename: 'StatementInbox' as const,
        totalCount: hasNextPage ? nodes.length + 5 : nodes.length,
        pageInfo: {
          __typename: 'AnswersPageInfo' as const,
          hasNextPage,
          endCursor: hasNextPage ? 'c2' : null,
        },
        edges: nodes.map((node) => ({
          __typename: 'InboxStatementEdge' as const,
          cursor: `c-${node.id}`,
          node,
        })),
      },
    },
  },
});

const INBOX = [
  statement('st1', 'Quillstack is too expensive for startups.'),
  statement('st2', 'Support at Quillstack takes days to answer.', {
    aspects: ['CUSTOMER_SERVICE'],
    platform: 'GEMINI',
  }),
];

const renderPage = (mocks: MockedResponse[], route = '/dashboard/what-ai-says', role?: MemberRole) => {
  const page: ReactElement = <WhatAiSaysRoute />;
  return renderWithProviders(role ? <RoleContext value={role}>{page}</RoleContext> : page, {
    route,
    path: '/dashboard/what-ai-says',
    mocks,
    routes: [{ path: '/dashboard/action/outreach', element: <p>Outreach tool</p> }],
  });
};

test('shows the headline figures, each theme with its split, quotes, competitors and negative pages', async () => {
  renderPage([narrativeMock(narrative()), inboxCounts(2, 1)]);
  expect(await screen.findByRole('heading', { name: 'What AI says', level: 1 })).toBeInTheDocument();
  const netCard = await screen.findByRole('group', { name: 'Net Sentiment' });
  expect(netCard.textContent).toContain('−12(−20 to −4)');
  expect(within(screen.getByRole('group', { name: 'Answers' })).getByText('1,753')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Statements' })).getByText('58')).toBeInTheDocument();
  // The inbox's tab says how many statements nobody has looked at.
  expect(await screen.findByRole('tab', { name: /Statement inbox\s*2 new/ })).toBeInTheDocument();

  const themes = screen.getByRole('region', { name: 'Themes' });
  expect(
    within(themes)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(['Price and value', 'Ease of use']);
  const price = within(themes).getByRole('article', { name: 'Price and value' });
  expect(within(price).getByText('40 statements about Quillstack in 31 answers')).toBeInTheDocument();
  expect(price.textContent).toContain('−35(−49 to −21)');
  expect(within(price).getByText('−6.3 pts vs previous 30 days')).toBeInTheDocument();
  expect(price.textContent).toContain('10 positive6 neutral24 negative');

  // Quotes: the brand's name marked however it is written, a competitor's too, the Markdown left out.
  const quotes = within(price).getByRole('list', { name: 'Quotes on Price and value' });
  const first = within(quotes).getAllByRole('listitem')[0]!;
  expect(first.querySelector('blockquote')!.textContent).toBe(
    '“Quillstack is expensive next to Kong, and quillstack support is slow.”',
  );
  expect([...first.querySelectorAll('mark')].map((m) => [m.textContent, m.title])).toEqual([
    ['Quillstack', 'Your brand'],
    ['Kong', 'Competitor: Kong'],
    ['quillstack', 'Your brand'],
  ]);
  expect(first.textContent).toContain('ChatGPT·Nov 5, 2026Negative');

  const table = within(price).getByRole('table', { name: 'Price and value: Quillstack and competitors' });
  expect(
    within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual(['Quillstack (you)40−35(−49 to −21)', 'Kong2218(2 to 34)']);
  expect(
    within(price).getByText('1 of 1 competitor clearly above Quillstack (95 % intervals apart).'),
  ).toBeInTheDocument();

  const pages = within(price).getByRole('list', {
    name: 'Pages behind negative statements on Price and value',
  });
  expect(within(pages).getByRole('link', { name: 'reviews.example/quillstack-pricing' })).toHaveAttribute(
    'href',
    'https://www.reviews.example/quillstack-pricing',
  );
  expect(pages.textContent).toContain('4 answers · lift ×1.7');

  // A theme without competitors says so, and one without negative statements lists no pages.
  const ease = within(themes).getByRole('article', { name: 'Ease of use' });
  expect(
    within(ease).getByText('No tracked competitor has statements on ease of use in the last 30 days.'),
  ).toBeInTheDocument();
  expect(within(ease).queryByText('Pages behind negative statements')).toBeNull();
});

test('a theme’s answers and a page’s open in the drawer, counted as the theme counts them; a page goes to outreach', async () => {
  const figure = {
    statementAspect: 'PRICE_VALUE',
    status: 'OK',
    period: DEFAULT.period,
    promptKind: 'UNBRANDED',
  } as const;
  const page = 'https://www.reviews.example/quillstack-pricing';
  const pageFigure = { ...figure, statementPolarity: 'NEGATIVE', sourceUrl: page } as const;
  const { router } = renderPage([
    narrativeMock(narrative()),
    inboxCounts(2, 1),
    answersMock({
      figure,
      counts: { totalCount: 31, okCount: 31, visibleCount: 31, failureCount: 0 },
      nodes: [answer()],
    }),
    answersMock({
      figure: pageFigure,
      counts: { totalCount: 4, okCount: 4, visibleCount: 4, failureCount: 0 },
      nodes: [answer()],
    }),
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'View 31 answers' }));
  const drawer = await screen.findByRole('dialog', { name: 'What AI says · Price and value' });
  expect(
    await within(drawer).findByText('31 answers in the last 30 days spoke of Quillstack’s price and value'),
  ).toBeInTheDocument();
  fireEvent.click(within(drawer).getByRole('button', { name: /close/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(
    screen.getByRole('button', {
      name: '4 answers speaking negatively cite reviews.example/quillstack-pricing: show them',
    }),
  );
  const pageDrawer = await screen.findByRole('dialog', {
    name: 'What AI says · Price and value · reviews.example',
  });
  expect(
    await within(pageDrawer).findByText(
      '4 answers in the last 30 days spoke of Quillstack’s price and value negatively, citing reviews.example/quillstack-pricing',
    ),
  ).toBeInTheDocument();
  expect(
    within(pageDrawer).getByRole('link', { name: 'Open reviews.example/quillstack-pricing' }),
  ).toHaveAttribute('href', page);
  fireEvent.click(within(pageDrawer).getByRole('button', { name: /close/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(screen.getByRole('link', { name: 'Add to outreach: reviews.example' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/action/outreach'));
  expect(router.state.location.search).toBe('?source=reviews.example');
});

test('a quote opens its own answer in the drawer, its text shown at once', async () => {
  const said = answer({
    id: 'a-expensive',
    question: 'Which API gateway is best value?',
    text: 'Quillstack is expensive next to Kong, and quillstack support is slow.',
  });
  renderPage([
    narrativeMock(narrative()),
    inboxCounts(2, 1),
    {
      request: { query: AnswersDrawerAnswerDocument, variables: { id: 'a-expensive' } },
      result: { data: { viewer, answer: said } },
    },
  ]);
  const price = await screen.findByRole('article', { name: 'Price and value' });
  fireEvent.click(
    within(price).getByRole('button', {
      name: 'Show answer: the one this quote is from (ChatGPT, Nov 5, 2026)',
    }),
  );
  const drawer = await screen.findByRole('dialog', {
    name: 'What AI says · Price and value · ChatGPT, Nov 5, 2026',
  });
  const shown = await within(drawer).findByRole('list', { name: 'Answer' });
  const item = within(shown).getAllByRole('listitem')[0]!;
  expect(item.textContent).toContain('Which API gateway is best value?');
  expect(within(item).getByRole('button', { name: 'Hide answer' })).toBeInTheDocument();
  // The text loads with the Markdown reader.
  await waitFor(() => expect(item.textContent).toContain('quillstack support is slow'));
});

test('lists the brand’s own attributes with their split; without any, the way to Settings', async () => {
  const battery = {
    __typename: 'AttributeFigure' as const,
    name: 'battery life',
    statements: 12,
    answers: 9,
    positive: 8,
    neutral: 1,
    negative: 3,
    netSentiment: net(41.7, 12.5, 66.7),
  };
  const { unmount } = renderPage([
    narrativeMock(narrative({ attributes: [battery] })),
    inboxCounts(0, 0),
    answersMock({
      figure: {
        statementAttribute: 'battery life',
        status: 'OK',
        period: DEFAULT.period,
        promptKind: 'UNBRANDED',
      },
      counts: { totalCount: 9, okCount: 9, visibleCount: 9, failureCount: 0 },
      nodes: [answer()],
    }),
  ]);
  const section = await screen.findByRole('region', { name: 'Your attributes' });
  const row = within(section).getByRole('listitem', { name: 'battery life' });
  expect(within(row).getByText('12 statements in 9 answers')).toBeInTheDocument();
  expect(row.textContent).toContain('8 positive');
  expect(row.textContent).toContain('3 negative');
  expect(row.textContent).toContain('42(13 to 67)');
  expect(within(section).getByRole('link', { name: 'Edit attributes' })).toHaveAttribute(
    'href',
    '/dashboard/settings#attributes',
  );
  // Its answers open in the drawer, counted as the row counts them.
  fireEvent.click(within(row).getByRole('button', { name: 'View 9 answers' }));
  const drawer = await screen.findByRole('dialog', { name: 'What AI says · battery life' });
  expect(
    await within(drawer).findByText('9 answers in the last 30 days spoke of Quillstack’s battery life'),
  ).toBeInTheDocument();
  unmount();

  renderPage([narrativeMock(narrative()), inboxCounts(0, 0)]);
  const empty = await screen.findByRole('region', { name: 'Your attributes' });
  expect(within(empty).getByText(/No attributes yet/)).toBeInTheDocument();
  expect(within(empty).getByRole('link', { name: 'Set attributes' })).toHaveAttribute(
    'href',
    '/dashboard/settings#attributes',
  );
});

test('follows the period in the address', async () => {
  const week = { ...DEFAULT, period: { preset: 'LAST_7_DAYS' } };
  renderPage(
    [narrativeMock(narrative({ answers: 412 }), week), inboxCounts(0, 0)],
    '/dashboard/what-ai-says?period=7d',
  );
  expect(
    await within(await screen.findByRole('group', { name: 'Answers' })).findByText('412'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Last Week' })).toHaveAttribute('aria-pressed', 'true');
});

test('a period without statements says so in plain words; a failed load offers Retry', async () => {
  const { unmount } = renderPage([
    narrativeMock(narrative({ statements: 0, netSentiment: net(null, null, null), themes: [] })),
    inboxCounts(0, 0),
  ]);
  expect(
    await screen.findByRole('heading', { name: 'No statements about Quillstack in the last 30 days yet' }),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Net Sentiment' })).getByText('—')).toBeInTheDocument();
  unmount();
  renderPage([
    { request: { query: WhatAiSaysRouteDocument, variables: DEFAULT }, error: new Error('down') },
    inboxCounts(0, 0),
  ]);
  expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('the inbox lists the new negative statements; a VIEWER reads them without the buttons', async () => {
  renderPage(
    [inboxCounts(2, 1), inboxMock(INBOX, ['NEW'], true)],
    '/dashboard/what-ai-says?view=inbox',
    'VIEWER',
  );
  const list = await screen.findByRole('list', { name: 'Statements' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[1]!.textContent).toContain('Gemini·Nov 5, 2026NewCustomer service');
  expect(items[1]!.textContent).toContain('Asked: Which API gateway is best value?');
  expect(within(items[0]!).getByText('Quillstack').tagName).toBe('MARK');
  expect(within(list).queryByRole('button')).toBeNull();
  expect(
    screen.getByText('Viewers can read and export; ask an admin to change your role.'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Load more (5 more)' })).toBeInTheDocument();
  const views = screen.getByRole('group', { name: 'Show statements' });
  expect(within(views).getByRole('button', { name: 'New · 2' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(views).getByRole('button', { name: 'Reviewed · 1' })).toBeInTheDocument();
});

test('an editor marks a statement Reviewed: it says by whom and when, and the counts follow', async () => {
  const marked = vi.fn(() => ({
    data: {
      setStatementState: {
        __typename: 'SetStatementStatePayload' as const,
        statement: {
          __typename: 'InboxStatement' as const,
          id: 'st1',
          state: 'REVIEWED' as const,
          stateBy: 'editor@example.com',
          stateAt: '2026-11-29T10:02:00.000Z',
        },
      },
    },
  }));
  renderPage(
    [
      inboxCounts(2, 1),
      inboxMock(INBOX),
      {
        request: {
          query: SetStatementStateDocument,
          variables: { input: { statementId: 'st1', state: 'REVIEWED' } },
        },
        result: marked,
      },
      inboxCounts(1, 2),
    ],
    '/dashboard/what-ai-says?view=inbox',
    'EDITOR',
  );
  const list = await screen.findByRole('list', { name: 'Statements' });
  const first = within(list).getAllByRole('listitem')[0]!;
  const marks = within(first).getByRole('group', { name: 'Mark this statement' });
  expect(
    within(marks)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Reviewed', 'Needs action', 'Ignored']);
  fireEvent.click(within(marks).getByRole('button', { name: 'Reviewed' }));
  expect(
    await within(first).findByText('Reviewed by editor@example.com, Nov 29, 10:02 AM UTC'),
  ).toBeInTheDocument();
  expect(marked).toHaveBeenCalledTimes(1);
  expect(within(marks).getByRole('button', { name: 'Reviewed' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(marks).getByRole('button', { name: 'Mark as new' })).toBeInTheDocument();
  const views = screen.getByRole('group', { name: 'Show statements' });
  expect(await within(views).findByRole('button', { name: 'New · 1' })).toBeInTheDocument();
  expect(within(views).getByRole('button', { name: 'Reviewed · 2' })).toBeInTheDocument();
});

test('the inbox follows the page filter in the address, with the filter bar above it', async () => {
  const week = { ...DEFAULT, period: { preset: 'LAST_7_DAYS' }, platforms: ['GEMINI'] };
  renderPage(
    [inboxCounts(1, 0, week), inboxMock(INBOX.slice(1), ['NEW'], false, week)],
    '/dashboard/what-ai-says?view=inbox&period=7d&platforms=gemini',
    'VIEWER',
  );
  const list = await screen.findByRole('list', { name: 'Statements' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  expect(
    screen.getByText('Negative statements about Quillstack in the last 7 days, newest first'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Last Week' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('tab', { name: /Statement inbox\s*1 new/ })).toBeInTheDocument();
});
