import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { type AnswersFilter } from '../__generated__/graphql';
import { OverviewRouteDocument, SetupChecklistDocument } from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { emptyMetrics, fullMetrics, overviewData, setupData } from '../test/fixtures';
import { renderWithProviders, type RenderOptions } from '../test/render';
import OverviewRoute from './OverviewRoute';

/** The page's default filter: the last 30 days on every platform, unbranded prompts. */
const ALL = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' };
const MONTH: AnswersFilter = { period: { preset: 'LAST_30_DAYS' }, promptKind: 'UNBRANDED' };
const mock = (data: unknown, variables: Record<string, unknown> = ALL) => ({
  request: { query: OverviewRouteDocument, variables },
  result: { data },
});
const setupMock = (complete: boolean) => ({
  request: { query: SetupChecklistDocument },
  result: { data: setupData(complete) },
});

/** The page also asks for the setup checklist: a finished one (not shown) unless a test gives its own. */
const renderOverview = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<OverviewRoute />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks: [...(mocks ?? []), { ...setupMock(true), maxUsageCount: Number.POSITIVE_INFINITY }],
  });

test('shows the loading text while the overview loads', async () => {
  renderOverview([{ ...mock(overviewData()), delay: 10_000 }]);
  expect(await screen.findByText('Loading data...')).toBeInTheDocument();
});

test('shows the error state with Retry when the query fails', async () => {
  renderOverview([{ request: { query: OverviewRouteDocument, variables: ALL }, error: new Error('boom') }]);
  expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(screen.getByText('Failed to load dashboard data. Please try again later.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('shows "No data available" with Refresh when all four datasets are empty', async () => {
  renderOverview([mock(overviewData(emptyMetrics()))]);
  expect(
    await screen.findByRole('heading', { name: 'No data available in the last 30 days' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
});

test('an account whose every prompt names the brand is told so on the unbranded default, one click from all prompts', async () => {
  const empty = overviewData(emptyMetrics());
  const { router } = renderOverview([
    mock({ overview: { ...empty.overview, promptCount: 0 } }),
    mock(overviewData(), { ...ALL, promptKind: 'ALL' }),
  ]);
  expect(await screen.findByRole('heading', { name: 'No unbranded prompts yet' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Show all prompts' }));
  expect(await screen.findByRole('group', { name: 'Brand Visibility' })).toBeInTheDocument();
  expect(router.state.location.search).toBe('?prompts=all');
});

test('shows the figures, panels and each empty chart text', async () => {
  const metrics = { ...fullMetrics(), impressionHistory: [], sentimentHistory: [] };
  renderOverview([mock(overviewData(metrics))]);
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(screen.getByText("Monitor your brand's presence across AI platforms")).toBeInTheDocument();

  const visibility = screen.getByRole('group', { name: 'Brand Visibility' });
  expect(within(visibility).getByText('42.5%')).toBeInTheDocument();
  expect(
    within(visibility).getByText(
      '170 of 400 answers in the last 30 days (3 failed captures and 2 refusals excluded) · 40 unbranded prompts tracked',
    ),
  ).toBeInTheDocument();
  expect(within(visibility).getByText(/\+5\.0 pts vs previous 30 days · significant/)).toBeInTheDocument();
  const sentiment = screen.getByRole('group', { name: 'Sentiment Score' });
  expect(within(sentiment).getByText('63.46')).toBeInTheDocument();
  // 63.46 is Positive by the shared rule (from 56), never a fixed "Medium".
  expect(within(sentiment).getByText('Positive')).toBeInTheDocument();
  expect(within(sentiment).queryByText('Medium')).toBeNull();
  // Its scale and label thresholds are on the card itself, not only in the info tip.
  expect(
    within(sentiment).getByText('Scale 0–100: Negative below 48, Neutral in between, Positive from 56'),
  ).toBeInTheDocument();
  expect(
    within(screen.getByRole('group', { name: 'Average Position' })).getByText('1.8'),
  ).toBeInTheDocument();

  // The "Mentions" chart says beneath its title what it plots: visibility, a percentage.
  const mentions = screen.getByRole('heading', { name: 'Mentions', level: 2 });
  expect(mentions.parentElement?.textContent).toMatch(/^MentionsVisibility, % of answers that mention/);
  expect(screen.getByText('No historical data available')).toBeInTheDocument();
  expect(screen.getByText('No sentiment history available')).toBeInTheDocument();
  // Sources are ranked by count.
  const sources = within(screen.getByRole('list', { name: 'Top sources' })).getAllByRole('listitem');
  expect(sources[0]?.textContent).toContain('crunchbase.com');
  expect(sources[0]?.textContent).toContain('30 citations · 21.3%');
  expect(screen.getByText('Sequoia Capital')).toBeInTheDocument();
  expect(screen.getByText('#2')).toBeInTheDocument();
  expect(screen.getByText('· Share of voice 31.8%')).toBeInTheDocument();
  expect(
    within(screen.getByRole('list', { name: 'Top platforms' })).getByText('ChatGPT'),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Portfolio Companies' }).getAttribute('href')).toBe(
    '/dashboard/topics/portfolio-companies',
  );
});

test('the page filter refetches every card with the chosen period and platforms, kept in the URL', async () => {
  const week = overviewData({ ...fullMetrics(), topSources: [] });
  const { router } = renderOverview([
    mock(overviewData()),
    mock(week, { period: { preset: 'LAST_7_DAYS' }, platforms: [], promptKind: 'UNBRANDED' }),
    mock(week, { period: { preset: 'LAST_7_DAYS' }, platforms: ['GEMINI'], promptKind: 'UNBRANDED' }),
    mock(week, { period: { preset: 'LAST_7_DAYS' }, platforms: ['GEMINI'], promptKind: 'ALL' }),
  ]);
  const bar = await screen.findByRole('region', { name: 'Page filter' });
  expect(screen.queryByRole('group', { name: 'Top Sources time range' })).toBeNull();
  expect(within(bar).getByRole('button', { name: 'Last Month' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(within(bar).getByRole('button', { name: 'Last Week' }));
  expect(await screen.findByText('No source data available')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?period=7d');
  fireEvent.click(within(bar).getByRole('button', { name: 'Gemini' }));
  await screen.findByText(
    /answers in the last 7 days \(3 failed captures and 2 refusals excluded\) · 40 unbranded prompts tracked/,
  );
  expect(router.state.location.search).toBe('?period=7d&platforms=gemini');
  expect(within(bar).getByRole('button', { name: 'Gemini' }).getAttribute('aria-pressed')).toBe('true');
  expect(within(bar).getByRole('button', { name: 'Unbranded' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(within(bar).getByRole('button', { name: 'All prompts' }));
  await screen.findByText(/· 40 prompts tracked/);
  expect(router.state.location.search).toBe('?period=7d&platforms=gemini&prompts=all');
});

test('a refresh that fails keeps the figures under their own period, says so, and Retry asks again', async () => {
  const week = { period: { preset: 'LAST_7_DAYS' }, platforms: [], promptKind: 'UNBRANDED' };
  const { router } = renderOverview([
    mock(overviewData()),
    { request: { query: OverviewRouteDocument, variables: week }, error: new TypeError('Failed to fetch') },
    mock(overviewData({ ...fullMetrics(), topSources: [] }), week),
  ]);
  const bar = await screen.findByRole('region', { name: 'Page filter' });
  fireEvent.click(within(bar).getByRole('button', { name: 'Last Week' }));

  const notice = await within(bar).findByRole('alert');
  expect(notice).toHaveTextContent(
    'Couldn’t refresh to Last Week: Sightline can’t reach the server. Still showing Last Month.',
  );
  expect(router.state.location.search).toBe('');
  expect(within(bar).getByRole('button', { name: 'Last Month' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(bar).getByRole('button', { name: 'Last Week' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getAllByText(/in the last 30 days/).length).toBeGreaterThan(0);
  expect(screen.queryByText(/in the last 7 days/)).toBeNull();

  fireEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('No source data available')).toBeInTheDocument();
  expect(router.state.location.search).toBe('?period=7d');
  expect(within(bar).getByRole('button', { name: 'Last Week' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(bar).queryByRole('alert')).toBeNull();
});

test('the competitor panel shows its empty text', async () => {
  const metrics = {
    ...fullMetrics(),
    competitorRankings: {
      __typename: 'CompetitorRankings' as const,
      companyRank: 0,
      shareOfVoice: null,
      brand: null,
      rankings: [],
    },
  };
  renderOverview([mock(overviewData(metrics))]);
  expect(await screen.findByText('No competitor data available')).toBeInTheDocument();
  expect(screen.queryByText(/Your rank/)).toBeNull();
  expect(
    screen.getByText('No tracked competitor named yet, so there is nothing to rank against'),
  ).toBeInTheDocument();
});

const someAnswers = { totalCount: 20, okCount: 19, visibleCount: 9, failureCount: 1 };

test.each<[string, string, AnswersFilter, string]>([
  [
    '42.5%: show the answers behind Brand Visibility',
    'Brand Visibility',
    { topicId: null, ...MONTH },
    '9 of 19 answers in the last 30 days mentioned Quillstack · 1 failed capture excluded',
  ],
  [
    '63.46: show the answers behind Sentiment Score',
    'Sentiment Score',
    { topicId: null, ...MONTH },
    '9 of 19 answers in the last 30 days mentioned Quillstack · 1 failed capture excluded',
  ],
  [
    'Show the answers naming Sequoia Capital',
    'Competitor Rankings · Sequoia Capital',
    { topicId: null, competitorId: 'c-sequoia', ...MONTH },
    '20 answers in the last 30 days named Sequoia Capital',
  ],
  [
    'Show the answers citing crunchbase.com/b',
    'Top Sources · crunchbase.com/b',
    { topicId: null, sourceUrl: 'https://crunchbase.com/b', ...MONTH },
    '20 answers in the last 30 days cited crunchbase.com/b',
  ],
  [
    'Show the answers from Perplexity',
    'Top Platforms · Perplexity',
    { platform: 'PERPLEXITY', ...MONTH },
    '9 of 19 answers in the last 30 days mentioned Quillstack · 1 failed capture excluded',
  ],
  [
    'Show the answers in Portfolio Companies',
    'Topic Breakdown · Portfolio Companies',
    { topicId: 't1', ...MONTH },
    '9 of 19 answers in the last 30 days mentioned Quillstack · 1 failed capture excluded',
  ],
])('"%s" opens the answers behind the figure', async (button, title, filter, sentence) => {
  const opensOnVisible = title.startsWith('Sentiment') || title.startsWith('Topic Breakdown');
  renderOverview([
    mock(overviewData()),
    answersMock({
      figure: filter,
      list: opensOnVisible ? { ...filter, visible: true } : filter,
      counts: someAnswers,
      nodes: [answer()],
    }),
  ]);
  fireEvent.click(await screen.findByRole('button', { name: button }));
  const drawer = await screen.findByRole('dialog', { name: title });
  expect(await within(drawer).findByText(sentence)).toBeInTheDocument();
  expect(within(drawer).getByText('Which API platforms are best?')).toBeInTheDocument();
});

test('a Top Sources row is one tab stop, its answers button; the drawer links the source, and Escape returns to the row', async () => {
  const filter = { topicId: null, sourceUrl: 'https://crunchbase.com/b', ...MONTH };
  renderOverview([
    mock(overviewData()),
    answersMock({ figure: filter, list: filter, counts: someAnswers, nodes: [answer()] }),
  ]);
  const rows = within(await screen.findByRole('list', { name: 'Top sources' })).getAllByRole('listitem');
  for (const row of rows) {
    const tabStops = [...row.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (el) => el.tabIndex >= 0,
    );
    expect(tabStops.map((el) => el.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Show the answers citing /),
    ]);
  }
  const button = screen.getByRole('button', { name: 'Show the answers citing crunchbase.com/b' });
  button.focus();
  fireEvent.click(button);
  const drawer = await screen.findByRole('dialog', { name: 'Top Sources · crunchbase.com/b' });
  expect(within(drawer).getByRole('link', { name: 'Open crunchbase.com/b' })).toHaveAttribute(
    'href',
    'https://crunchbase.com/b',
  );
  fireEvent.keyDown(drawer, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(document.activeElement).toBe(button));
});

test('competitors get letter avatars; no image on the page points off the dashboard origin', async () => {
  renderOverview([mock(overviewData(fullMetrics()))]);
  const list = await screen.findByRole('list', { name: 'Competitor rankings' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row.querySelector('[data-letter-avatar]')).not.toBeNull();
  const offOrigin = [...document.querySelectorAll('img')]
    .map((img) => new URL(img.getAttribute('src') ?? '', window.location.href))
    .filter((url) => url.origin !== window.location.origin);
  expect(offOrigin).toEqual([]);
});

test('first day: the charts say they are collecting instead of drawing one dot, and no share of voice sits above "No competitor data"', async () => {
  const full = fullMetrics();
  const metrics = {
    ...full,
    impressionHistory: full.impressionHistory.slice(-1),
    sentimentHistory: full.sentimentHistory.slice(-1),
    competitorRankings: { ...full.competitorRankings, companyRank: 1, shareOfVoice: 100, rankings: [] },
  };
  renderOverview([mock(overviewData(metrics))]);
  expect(await screen.findByText(/^Collecting — one day so far \(Nov 05: 42\.5%\)/)).toBeInTheDocument();
  expect(screen.getByText(/^Collecting — one day so far \(Nov 05: 64\.00\)/)).toBeInTheDocument();
  expect(screen.getAllByText(/^Collecting — one day so far/)).toHaveLength(2);
  expect(screen.queryByRole('group', { name: 'Line chart of visibility percentage by day' })).toBeNull();
  expect(screen.getByText('No competitor data available')).toBeInTheDocument();
  expect(screen.queryByText(/Share of voice/)).toBeNull();
});

test('a new account sees the setup checklist with a link to where each step is done, and no 100 % share of voice', async () => {
  const full = fullMetrics();
  // First day: the brand is named, but no competitor yet, so its share of voice would read 100 %.
  const metrics = {
    ...full,
    competitorRankings: {
      ...full.competitorRankings,
      companyRank: 1,
      shareOfVoice: 100,
      brand: {
        __typename: 'BrandRanking' as const,
        name: 'Quillstack',
        mentions: 17,
        shareOfVoice: 100,
        rank: 1,
      },
      rankings: [],
    },
  };
  renderOverview([mock(overviewData(metrics)), setupMock(false)]);
  const checklist = await screen.findByRole('list', { name: 'Setup checklist' });
  const steps = within(checklist).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    expect.stringContaining('Set your brand and its website (done)'),
    expect.stringContaining('Add the competitors to rank against (to do)'),
    expect.stringContaining('Add topics and the prompts to ask (to do)'),
    expect.stringContaining('Finish a first collection run'),
    expect.stringContaining('Create an API token'),
    expect.stringContaining('Send or import your crawler log'),
  ]);
  expect(screen.getByText(/^1 of 4 steps done/)).toBeInTheDocument();
  expect(within(steps[1]!).getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  expect(within(steps[2]!).getByRole('link', { name: 'Go to Prompts' })).toHaveAttribute(
    'href',
    '/dashboard/prompts',
  );
  expect(within(steps[5]!).getByRole('link', { name: 'Go to Live Mentions' })).toHaveAttribute(
    'href',
    '/dashboard/action/live-mentions',
  );
  expect(within(steps[0]!).queryByRole('link')).toBeNull();
  expect(within(steps[4]!).getByText('Optional')).toBeInTheDocument();
  expect(screen.getByText('No competitor data available')).toBeInTheDocument();
  expect(screen.queryByText(/Share of voice/)).toBeNull();
  expect(screen.queryByText(/100\.0%/)).toBeNull();
  expect(screen.queryByText('#1')).toBeNull();
});

test('a new account with nothing collected sees the checklist above "No data available"', async () => {
  renderOverview([mock(overviewData(emptyMetrics())), setupMock(false)]);
  expect(await screen.findByRole('list', { name: 'Setup checklist' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'No data available in the last 30 days' })).toBeInTheDocument();
});

test('the checklist is gone once every required step is done', async () => {
  renderOverview([mock(overviewData()), setupMock(true)]);
  expect(await screen.findByRole('group', { name: 'Brand Visibility' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Set up your dashboard' })).toBeNull();
  expect(screen.queryByRole('list', { name: 'Setup checklist' })).toBeNull();
});

test('Top Sources names each source’s kind and the period’s citations by kind', async () => {
  renderOverview([mock(overviewData()), setupMock(true)]);
  const kinds = await screen.findByRole('list', { name: 'Citations by kind of source' });
  expect(
    within(kinds)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Other 69.5%', 'Editorial 30.5%']);
  const rows = within(screen.getByRole('list', { name: 'Top sources' })).getAllByRole('listitem');
  expect(within(rows[0]!).getByText('Other')).toBeInTheDocument();
  expect(within(rows[1]!).getByText('Editorial')).toBeInTheDocument();
});

test('topic, platform and source bars are drawn on a 0–100 % scale, not against the largest row', async () => {
  renderOverview([mock(overviewData()), setupMock(true)]);
  const topics = await screen.findByRole('list', { name: 'Topic breakdown' });
  const widths = (list: HTMLElement) =>
    [...list.querySelectorAll<HTMLElement>('[data-part="bar"]')].map((bar) => getComputedStyle(bar).width);
  const data = overviewData().overview;
  expect(widths(topics)).toEqual(data.topicBreakdown.map((topic) => `${topic.percentage}%`));
  expect(widths(screen.getByRole('list', { name: 'Top platforms' }))).toEqual(
    data.topPlatforms.map((platform) => `${platform.visibility}%`),
  );
  // Sources are listed by citations, each bar its share of all citations (the largest row is not 100 %).
  const sources = [...data.metrics.topSources].sort((a, b) => b.count - a.count);
  expect(widths(screen.getByRole('list', { name: 'Top sources' }))).toEqual(
    sources.map((source) => `${source.citationShare}%`),
  );
});

test('a first period with no earlier answers says so on every KPI, not "+170 vs previous 30 days"', async () => {
  const none = {
    __typename: 'KpiChange' as const,
    current: null,
    previous: null,
    change: null,
    significant: null,
  };
  const metrics = {
    ...fullMetrics(),
    change: {
      __typename: 'KpiChanges' as const,
      visibility: { ...none, current: 42.5 },
      sentiment: { ...none, current: 63.46 },
      position: { ...none, current: 1.8 },
      // The server counts the empty previous period's impressions as 0.
      impressions: { ...none, current: 170, previous: 0, change: 170 },
    },
  };
  renderOverview([mock(overviewData(metrics))]);
  for (const card of ['Brand Visibility', 'Sentiment Score', 'Total Impressions', 'Average Position']) {
    const group = await screen.findByRole('group', { name: card });
    expect(within(group).getByTestId('kpi-change')).toHaveTextContent('No earlier data to compare with');
  }
  expect(screen.queryByText(/vs previous 30 days/)).toBeNull();
});

test('the sentiment card counts one mention in the singular', async () => {
  renderOverview([mock(overviewData({ ...fullMetrics(), sentimentMentions: 1, sentimentAnalyzed: 8 }))]);
  const sentiment = await screen.findByRole('group', { name: 'Sentiment Score' });
  expect(within(sentiment).getByText('1 mention in 8 answers in the last 30 days')).toBeInTheDocument();
});
