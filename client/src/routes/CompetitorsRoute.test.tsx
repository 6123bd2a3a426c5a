import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, onTestFinished, test, vi } from 'vitest';
import { type CompetitorsRouteQuery } from '../__generated__/graphql';
import { CompetitorsRouteDocument } from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { gapSource } from '../features/competitors/gaps.fixtures';
import { renderWithProviders } from '../test/render';
import CompetitorsRoute from './CompetitorsRoute';

/** The page's default filter: the last 30 days on every platform, unbranded prompts. */
const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;
const MONTH = { period: { preset: 'LAST_30_DAYS' }, promptKind: 'UNBRANDED' } as const;

type Competitive = CompetitorsRouteQuery['competitive'];

const brand = (
  competitorId: string | null,
  name: string,
  mentions: number,
  visibility: number,
  shareOfVoice: number | null,
  rank: number | null,
) => ({
  __typename: 'CompetitiveBrand' as const,
  competitorId,
  name,
  isBrand: competitorId === null,
  mentions,
  visibility,
  shareOfVoice,
  rank,
});

const BRANDS = [
  brand(null, 'Quillstack', 40, 20, 40, 1),
  brand('c-kong', 'Kong', 35, 17.5, 35, 2),
  brand('c-apigee', 'Apigee', 25, 12.5, 25, 3),
  brand('c-tyk', 'Tyk', 0, 0, 0, null),
];

const side = (prompts: number, answers: number, top: [string, string, number][]) => ({
  __typename: 'HeadToHeadSide' as const,
  prompts,
  answers,
  topPrompts: top.map(([promptId, question, n]) => ({
    __typename: 'PromptAnswerCount' as const,
    promptId,
    question,
    answers: n,
  })),
});

function competitive(overrides: Partial<Competitive> = {}): Competitive {
  const days = ['2026-11-04', '2026-11-05'];
  return {
    __typename: 'Competitive',
    answers: 200,
    gapCount: 12,
    brands: BRANDS,
    series: BRANDS.map((b, index) => ({
      __typename: 'CompetitiveSeries' as const,
      brand: {
        __typename: 'CompetitiveBrand' as const,
        competitorId: b.competitorId,
        name: b.name,
        isBrand: b.isBrand,
      },
      points: days.map((date, day) => ({
        __typename: 'CompetitivePoint' as const,
        date,
        visibility: 10 + index * 5 + day,
        shareOfVoice: 20 + index * 3 - day,
      })),
    })),
    heatmap: [
      {
        platform: 'CHATGPT',
        label: 'ChatGPT',
        answers: 100,
        cells: [
          [30, 30],
          [20, 20],
          [80, 80],
          [0, 0],
        ],
      },
      {
        platform: 'GEMINI',
        label: 'Gemini',
        answers: 100,
        cells: [
          [10, 10],
          [15, 15],
          [5, 5],
          [0, 0],
        ],
      },
    ].map((row) => ({
      __typename: 'PlatformBrandVisibility' as const,
      platform: row.platform as 'CHATGPT' | 'GEMINI',
      label: row.label,
      answers: row.answers,
      brands: BRANDS.map((b, index) => ({
        __typename: 'BrandPlatformVisibility' as const,
        competitorId: b.competitorId,
        name: b.name,
        isBrand: b.isBrand,
        mentions: row.cells[index]![0]!,
        visibility: row.cells[index]![1]!,
      })),
    })),
    headToHead: [
      {
        __typename: 'HeadToHead',
        competitorId: 'c-kong',
        name: 'Kong',
        competitorOnly: side(3, 9, [['p1', 'Best API gateway?', 6]]),
        brandOnly: side(2, 4, [['p2', 'API docs tools?', 4]]),
      },
    ],
    gaps: [
      {
        __typename: 'AnswerGap',
        promptId: 'p1',
        question: 'Best API gateway?',
        topicName: 'API',
        answers: 7,
        totalAnswers: 9,
        competitors: [
          { __typename: 'GapCompetitor', competitorId: 'c-kong', name: 'Kong', answers: 6 },
          { __typename: 'GapCompetitor', competitorId: 'c-apigee', name: 'Apigee', answers: 2 },
        ],
        potential: 'TOO_FEW_ANSWERS',
        sources: [
          gapSource('gateways.example', 5, { category: 'OTHER' }),
          gapSource('docs.example.com', 2, {
            brandAnswers: 3,
            category: 'REFERENCE',
            kind: 'OFFER_REFERENCE',
          }),
        ],
      },
    ],
    ...overrides,
  };
}

const mock = (data: Competitive, variables: Record<string, unknown> = DEFAULT) => ({
  request: { query: CompetitorsRouteDocument, variables },
  result: { data: { competitive: data } },
});

const someAnswers = { totalCount: 7, okCount: 7, visibleCount: 0, failureCount: 0 };

const renderPage = (mocks: unknown[], route = '/dashboard/competitors') =>
  renderWithProviders(<CompetitorsRoute />, {
    route,
    path: '/dashboard/competitors',
    mocks: mocks as never,
    routes: [
      { path: '/dashboard/action/comparison', element: <p>Comparison tool</p> },
      { path: '/dashboard/action/outreach', element: <p>Outreach tool</p> },
    ],
  });

test('shows the cards, the brands, the heatmap as text and head to head', async () => {
  renderPage([mock(competitive())]);
  expect(await screen.findByRole('heading', { name: 'Competitors', level: 1 })).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Share of Voice' })).getByText('40.0%'),
  ).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Your Rank' })).getByText('#1')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Answer Gaps' })).getByText('12')).toBeInTheDocument();

  const brands = screen.getByRole('table', { name: 'Tracked brands' });
  const rows = within(brands).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual([
    'QQuillstack (you)4020.0%40.0%#1',
    'KKong3517.5%35.0%#2',
    'AApigee2512.5%25.0%#3',
    'TTyk00.0%0.0%—',
  ]);

  // Every heatmap cell says its figure in text; the shade only repeats it.
  const heatmap = screen.getByRole('table', { name: 'Visibility by platform and brand' });
  expect(
    within(heatmap)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Brand', 'ChatGPT', 'Gemini']);
  const apigee = within(heatmap).getByRole('row', { name: /^Apigee/ });
  expect(
    within(apigee)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Apigee', '80.0%', '5.0%']);
  expect(
    within(apigee).getByRole('button', {
      name: 'Apigee on ChatGPT: 80.0% (80 of 100 answers): show these answers',
    }),
  ).toBeInTheDocument();
  expect(within(heatmap).getByRole('row', { name: /^Tyk/ }).textContent).toBe('Tyk0.0%0.0%');

  const headToHead = screen.getByRole('table', { name: 'Head to head' });
  const kong = within(headToHead).getAllByRole('row')[1]!;
  expect(kong.textContent).toContain('3 prompts · 9 answers');
  expect(kong.textContent).toContain('2 prompts · 4 answers');
  fireEvent.click(within(headToHead).getByRole('button', { name: 'Kong: show the prompts' }));
  expect(within(headToHead).getByText('Kong named, Quillstack not')).toBeInTheDocument();
  expect(within(headToHead).getByText('API docs tools?')).toBeInTheDocument();
});

/** jsdom lays nothing out: the chart's container measures as a desktop panel would. */
function desktopChartSize() {
  const size = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 720,
    height: 288,
    top: 0,
    left: 0,
    right: 720,
    bottom: 288,
    x: 0,
    y: 0,
  } as DOMRect);
  onTestFinished(() => size.mockRestore());
}

test('the legend shows and hides each brand’s line; the measure switches between visibility and share of voice', async () => {
  desktopChartSize();
  const { container } = renderPage([mock(competitive())]);
  const legend = await screen.findByRole('list', { name: 'Brands on the chart' });
  const lines = () =>
    [...container.querySelectorAll('.recharts-line path')].map((path) => path.getAttribute('name'));
  await waitFor(() => expect(lines()).toHaveLength(4));
  // The brand's line is drawn last, over the others, and thickest.
  expect(lines()).toEqual(['Kong', 'Apigee', 'Tyk', 'Quillstack (you)']);
  const brandLine = container.querySelectorAll('.recharts-line path')[3]!;
  expect(Number(brandLine.getAttribute('stroke-width'))).toBeGreaterThan(
    Number(container.querySelector('.recharts-line path')!.getAttribute('stroke-width')),
  );

  // Legend entries are buttons (reached with Tab, pressed with Enter or Space) that say whether they are on.
  const kong = within(legend).getByRole('button', { name: /Kong/ });
  expect(kong.tagName).toBe('BUTTON');
  expect(kong).toHaveAttribute('aria-pressed', 'true');
  fireEvent.click(kong);
  expect(kong).toHaveAttribute('aria-pressed', 'false');
  await waitFor(() => expect(lines()).toEqual(['Apigee', 'Tyk', 'Quillstack (you)']));
  fireEvent.click(kong);
  await waitFor(() => expect(lines()).toHaveLength(4));

  const shareOfVoice = screen.getByRole('button', { name: 'Share of voice' });
  fireEvent.click(shareOfVoice);
  expect(shareOfVoice).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('group', { name: /share of voice by day/ })).toBeInTheDocument();
});

test('a brand’s point on the chart opens that brand’s answers on that day, by pointer and by keyboard', async () => {
  desktopChartSize();
  const day = '2026-11-05';
  const kongThatDay = { day, competitorId: 'c-kong', promptKind: DEFAULT.promptKind };
  const brandThatDay = { day, promptKind: DEFAULT.promptKind };
  const { container } = renderPage([
    mock(competitive()),
    answersMock({ figure: kongThatDay, counts: someAnswers, nodes: [answer()] }),
    answersMock({ figure: { ...kongThatDay, day: '2026-11-04' }, counts: someAnswers, nodes: [answer()] }),
    answersMock({
      figure: brandThatDay,
      list: { ...brandThatDay, visible: true },
      counts: { totalCount: 9, okCount: 9, visibleCount: 4, failureCount: 0 },
      listTotal: 4,
      nodes: [answer()],
    }),
  ]);
  expect(
    await screen.findByText(/click a brand’s point, or use the arrow keys and Enter, to see its answers/),
  ).toBeInTheDocument();
  const chart = await screen.findByRole('group', { name: /^Line chart of visibility by day/ });
  await waitFor(() => expect(container.querySelectorAll('.recharts-line path')).toHaveLength(4));

  // The pointer over the second day shows each line's point there; Kong's opens Kong's answers that day.
  fireEvent.mouseMove(container.querySelector('.recharts-wrapper')!, { clientX: 700, clientY: 100 });
  const kongColor = container.querySelector('.recharts-line path[name="Kong"]')!.getAttribute('stroke');
  const kongPoint = await waitFor(() => {
    const point = [...container.querySelectorAll('.recharts-active-dot circle')].find(
      (circle) => circle.getAttribute('fill') === kongColor,
    );
    expect(point).toBeDefined();
    return point!;
  });
  fireEvent.click(kongPoint);
  const kongDrawer = await screen.findByRole('dialog', {
    name: 'Visibility over time · Kong on Nov 5, 2026',
  });
  expect(await within(kongDrawer).findByText('7 answers on Nov 5, 2026 named Kong')).toBeInTheDocument();
  fireEvent.click(within(kongDrawer).getByRole('button', { name: /close/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // From the keyboard: the arrow keys move to a day, Enter opens the brand's answers that day; up and down
  // choose another brand in the tooltip's order (highest first), which the tooltip marks.
  fireEvent.mouseLeave(container.querySelector('.recharts-wrapper')!);
  const surface = within(chart).getByRole('application');
  act(() => surface.focus());
  fireEvent.keyDown(surface, { key: 'ArrowRight' });
  const tooltip = () => container.querySelector('.recharts-tooltip-wrapper')!;
  await waitFor(() => expect(tooltip().textContent).toContain('Nov 05'));
  expect(tooltip().textContent).toContain('▸ Quillstack (you)');
  fireEvent.keyDown(surface, { key: 'Enter' });
  const brandDrawer = await screen.findByRole('dialog', {
    name: 'Visibility over time · Quillstack on Nov 5, 2026',
  });
  expect(
    await within(brandDrawer).findByText('4 of 9 answers on Nov 5, 2026 mentioned Quillstack'),
  ).toBeInTheDocument();
  fireEvent.click(within(brandDrawer).getByRole('button', { name: /close/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  act(() => surface.focus());
  fireEvent.keyDown(surface, { key: 'ArrowLeft' });
  await waitFor(() => expect(tooltip().textContent).toContain('Nov 04'));
  fireEvent.keyDown(surface, { key: 'ArrowUp' });
  await waitFor(() => expect(tooltip().textContent).toContain('▸ Kong'));
  expect(tooltip().textContent).not.toContain('▸ Quillstack');
  fireEvent.keyDown(surface, { key: 'Enter' });
  const dayBefore = await screen.findByRole('dialog', { name: 'Visibility over time · Kong on Nov 4, 2026' });
  expect(await within(dayBefore).findByText('7 answers on Nov 4, 2026 named Kong')).toBeInTheDocument();
});

test('a gap opens its answers, and links to the comparison and outreach tools', async () => {
  const gapFilter = { promptId: 'p1', visible: false, namesCompetitor: true, period: MONTH.period };
  const { router } = renderPage([
    mock(competitive()),
    answersMock({ figure: gapFilter, counts: someAnswers, nodes: [answer({ visible: false })] }),
  ]);
  const gaps = await screen.findByRole('list', { name: 'Answer gaps' });
  expect(within(gaps).getByText('Best API gateway?')).toBeInTheDocument();
  expect(within(gaps).getByText('gateways.example')).toBeInTheDocument();
  expect(within(gaps).getAllByText('Cites competitors only')).toHaveLength(1);
  fireEvent.click(
    within(gaps).getByRole('button', {
      name: '7 of 9 answers named a competitor and not Quillstack: show them',
    }),
  );
  const drawer = await screen.findByRole('dialog', { name: 'Answer gap · Best API gateway?' });
  expect(
    await within(drawer).findByText('7 answers in the last 30 days named a competitor and not Quillstack'),
  ).toBeInTheDocument();
  fireEvent.click(within(drawer).getByRole('button', { name: /close/i }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  fireEvent.click(within(gaps).getByRole('link', { name: 'Start outreach to gateways.example' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/action/outreach'));
  expect(router.state.location.search).toBe('?source=gateways.example');
});

test("the brand's own review page is its page, not a source citing competitors only; a forum is not pitched", async () => {
  const gap = competitive().gaps[0]!;
  renderPage([
    mock(
      competitive({
        gaps: [
          {
            ...gap,
            sources: [
              gapSource('trustpilot.com', 1, {
                brand: 'Quillstack',
                brandPage: true,
                category: 'USER_GENERATED',
                kind: 'IMPROVE_OWN_PAGE',
              }),
              gapSource('quora.com', 2, {
                brand: 'Quillstack',
                category: 'USER_GENERATED',
                kind: 'ANSWER_QUESTIONS',
              }),
            ],
          },
        ],
      }),
    ),
  ]);
  const sources = await screen.findByRole('list', { name: 'Cited sources' });
  const [trustpilot, quora] = within(sources).getAllByRole('listitem');
  expect(within(trustpilot!).getByText('Your page')).toBeInTheDocument();
  expect(within(trustpilot!).queryByText('Cites competitors only')).toBeNull();
  expect(within(trustpilot!).queryByRole('link', { name: /Start outreach/ })).toBeNull();
  expect(within(quora!).getByText('Cites competitors only')).toBeInTheDocument();
  expect(within(quora!).queryByRole('link', { name: /Start outreach/ })).toBeNull();
  expect(within(quora!).getByText('Answer questions on quora.com')).toBeInTheDocument();
});

test('the compare link carries the gap’s question and competitors', async () => {
  const { router } = renderPage([mock(competitive())]);
  const gaps = await screen.findByRole('list', { name: 'Answer gaps' });
  fireEvent.click(within(gaps).getByRole('link', { name: 'Compare content' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/action/comparison'));
  const params = new URLSearchParams(router.state.location.search);
  expect([params.get('promptId'), params.get('prompt'), params.get('competitors')]).toEqual([
    'p1',
    'Best API gateway?',
    'Kong,Apigee',
  ]);
});

test('follows the period in the address', async () => {
  const week = { ...DEFAULT, period: { preset: 'LAST_7_DAYS' } };
  renderPage([mock(competitive({ gapCount: 3 }), week)], '/dashboard/competitors?period=7d');
  const gaps = await screen.findByRole('group', { name: 'Answer Gaps' });
  expect(within(gaps).getByText('3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Last Week' })).toHaveAttribute('aria-pressed', 'true');
});

test('an account without competitors is sent to Settings; an empty period says so', async () => {
  const { unmount } = renderPage([mock(competitive({ brands: [BRANDS[0]!], headToHead: [], gaps: [] }))]);
  expect(await screen.findByRole('heading', { name: 'No competitors tracked yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings');
  unmount();
  renderPage([mock(competitive({ answers: 0 }))]);
  expect(
    await screen.findByRole('heading', { name: 'No data available in the last 30 days' }),
  ).toBeInTheDocument();
});

test('first day: the trend chart says it is collecting, with each brand’s figure, as the overview does', async () => {
  const data = competitive();
  renderPage([mock({ ...data, series: data.series.map((s) => ({ ...s, points: s.points.slice(0, 1) })) })]);
  expect(
    await screen.findByText(
      'Collecting — one day so far (Nov 04: Quillstack (you) 10.0%, Kong 15.0%, Apigee 20.0%, Tyk 25.0%); the trend line starts with the next daily collection.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Brands on the chart' })).toBeNull();
});

test('brands named as often share a rank in the table and on the Your Rank card', async () => {
  const tied = [
    brand(null, 'Quillstack', 35, 17.5, 35, 1),
    brand('c-kong', 'Kong', 35, 17.5, 35, 2),
    brand('c-apigee', 'Apigee', 30, 15, 30, 3),
  ];
  renderPage([mock(competitive({ brands: tied }))]);
  const rows = within(await screen.findByRole('table', { name: 'Tracked brands' })).getAllByRole('row');
  expect(rows.slice(1).map((row) => row.textContent)).toEqual([
    'QQuillstack (you)3517.5%35.0%=1',
    'KKong3517.5%35.0%=1',
    'AApigee3015.0%30.0%#3',
  ]);
  expect(within(screen.getByRole('group', { name: 'Your Rank' })).getByText('=1')).toBeInTheDocument();
});
