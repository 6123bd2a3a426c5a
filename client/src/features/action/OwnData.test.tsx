/**
 * Each account sees its own data in the Action Center: a general account never sees the fund's sample
 * strings (its outreach sources, crawled pages, articles), and the fund never sees the software demo's; a
 * brand that is neither (a running-shoe brand) sees none of either on any Action Center screen.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, test, vi } from 'vitest';
import { type DashboardVariant } from '../../__generated__/graphql';
import {
  ActionChecklistDocument,
  ComparisonPagesDocument,
  CrawlerActivityDocument,
  GenerateContentBrandDocument,
  LlmsTxtDocument,
  OpportunityRadarDocument,
  OutreachMessagesDocument,
  SendOutreachEmailDocument,
  OutreachSitesDocument,
  TopSourcesAnalysisDocument,
} from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import ActionComparisonRoute from '../../routes/ActionComparisonRoute';
import ActionGenerateRoute from '../../routes/ActionGenerateRoute';
import ActionHomeRoute from '../../routes/ActionHomeRoute';
import ActionLlmsTxtRoute from '../../routes/ActionLlmsTxtRoute';
import ActionLiveMentionsRoute from '../../routes/ActionLiveMentionsRoute';
import ActionOutreachRoute from '../../routes/ActionOutreachRoute';
import ActionSourcesRoute from '../../routes/ActionSourcesRoute';

vi.setConfig({ testTimeout: 20_000 });

const FUND_STRINGS =
  /Lumen Peak|Climate Tech Review|Seed Stage Weekly|Climate Fund II|\/thesis|\/portfolio|venture/i;
const GENERAL_STRINGS = /Quillstack|TechRadar|Gartner|Dev\.to/;

const source = (url: string, domain: string, count: number, citationShare: number) => ({
  __typename: 'SourceCount' as const,
  url,
  domain,
  count,
  citationShare,
  category: 'OTHER' as const,
});
const measured = [
  source('https://www.g2.com/categories/api-management', 'g2.com', 41, 12.5),
  source('https://konghq.com/blog/api-gateway', 'konghq.com', 17, 5.2),
];
const sourcesMock = (sources = measured) => ({
  request: { query: TopSourcesAnalysisDocument, variables: { period: { preset: 'LAST_30_DAYS' } } },
  result: {
    data: {
      overview: {
        __typename: 'Overview' as const,
        metrics: { __typename: 'Metrics' as const, topSources: sources, citationsByCategory: [] },
        sourceInsight: null,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const site = (domain: string, citations: number, citationShare: number) => ({
  __typename: 'DomainCitations' as const,
  domain,
  citations,
  citationShare,
});
// Outreach lists sites, one row per domain: g2.com's pages together.
const sitesMock = (sites = [site('g2.com', 58, 17.7), site('konghq.com', 17, 5.2)]) => ({
  request: { query: OutreachSitesDocument },
  result: {
    data: {
      overview: {
        __typename: 'Overview' as const,
        metrics: { __typename: 'Metrics' as const, topDomains: sites },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const noMessages = {
  request: { query: OutreachMessagesDocument },
  result: { data: { outreachMessages: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const noVisits = {
  request: { query: CrawlerActivityDocument },
  result: {
    data: {
      crawlerActivity: {
        __typename: 'CrawlerActivity' as const,
        totalVisits: 0,
        weekVisits: 0,
        previousWeekVisits: 0,
        distinctPages: 0,
        spoofedVisits: 0,
        byProvider: [],
        recentVisits: [],
        recentSpoofedVisits: [],
        ipRangesStale: true,
        ipRanges: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const screens: [string, ComponentType, string][] = [
  ['Email Outreach', ActionOutreachRoute, 'Email Outreach'],
  ['Live Mentions', ActionLiveMentionsRoute, 'Live Mentions'],
  ['Top Sources Analysis', ActionSourcesRoute, 'Top Sources Analysis'],
  ['Content Comparison', ActionComparisonRoute, 'Content Comparison'],
];

const nothingToCompare = {
  request: { query: ComparisonPagesDocument, variables: { promptId: null } },
  result: {
    data: {
      comparisonPages: {
        __typename: 'ComparisonPages' as const,
        question: null,
        citedPages: [],
        ownPages: [],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

async function renderScreen(Screen: ComponentType, heading: string, variant: DashboardVariant) {
  const view = renderWithProviders(<Screen />, {
    mocks: [sourcesMock(), sitesMock(), noMessages, noVisits, nothingToCompare],
    variant,
  });
  await screen.findByRole('heading', { level: 1, name: heading });
  // Let the screen's queries settle before reading it.
  await waitFor(() => expect(screen.queryByText('Loading data...')).toBeNull());
  return view;
}

test.each(screens)(
  "a general account's %s shows none of the fund's sample data",
  async (_, Screen, heading) => {
    const { container } = await renderScreen(Screen, heading, 'GENERAL');
    expect(container.textContent).not.toMatch(FUND_STRINGS);
  },
);

test.each(screens)("the fund's %s shows none of the software demo's data", async (_, Screen, heading) => {
  const { container } = await renderScreen(Screen, heading, 'FUND');
  expect(container.textContent).not.toMatch(GENERAL_STRINGS);
});

test("a general account's Top Sources Analysis lists its measured sources, with the overview's figures", async () => {
  await renderScreen(ActionSourcesRoute, 'Top Sources Analysis', 'GENERAL');
  const list = await screen.findByRole('list', { name: 'Top sources' });
  const rows = within(list).getAllByRole('listitem');
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringMatching(/g2\.com.*41 citations · 12\.5%/),
    expect.stringMatching(/konghq\.com.*17 citations · 5\.2%/),
  ]);
});

test('without measured sources, Top Sources Analysis and Outreach say how to get data in', async () => {
  for (const Screen of [ActionSourcesRoute, ActionOutreachRoute]) {
    const { unmount } = renderWithProviders(<Screen />, {
      mocks: [sourcesMock([]), sitesMock([]), noMessages],
    });
    expect(await screen.findByRole('heading', { name: 'No cited sources yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Prompts page' }).getAttribute('href')).toBe(
      '/dashboard/prompts',
    );
    unmount();
  }
});

test('a general account writes to one of its cited sources at an address it types; the server sends it', async () => {
  const message = {
    __typename: 'OutreachMessage' as const,
    id: 'm1',
    campaignId: null,
    sourceName: 'g2.com',
    to: 'editor@g2.com',
    subject: 'Data for your API list',
    delivery: 'outbox',
    sentAt: '2026-11-22T00:00:00Z',
  };
  const sendMock = {
    request: {
      query: SendOutreachEmailDocument,
      variables: {
        input: {
          sourceId: 'g2.com',
          sourceName: 'g2.com',
          to: 'editor@g2.com',
          subject: 'Data for your API list',
          body: 'Hello',
        },
      },
    },
    result: { data: { sendOutreachEmail: { __typename: 'SendOutreachEmailPayload' as const, message } } },
  };
  renderWithProviders(<ActionOutreachRoute />, {
    mocks: [
      sitesMock(),
      { request: noMessages.request, result: noMessages.result },
      sendMock,
      { ...noMessages, result: { data: { outreachMessages: [message] } } },
    ],
  });
  const sites = await screen.findByRole('table', { name: 'Cited sources' });
  expect(
    within(sites)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent),
  ).toEqual([
    expect.stringMatching(/^g2\.com58 17\.7%|^g2\.com5817\.7%/),
    expect.stringMatching(/^konghq\.com/),
  ]);
  expect(screen.getByText(/one row per site · Last 30 days, unbranded prompts/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Start Outreach to g2.com' }));
  const send = await screen.findByRole('button', { name: 'Send' });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Data for your API list' } });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: 'Hello' } });
  expect(send).toHaveProperty('disabled', true); // no address yet
  fireEvent.change(screen.getByLabelText('To'), { target: { value: 'editor@g2.com' } });
  expect(send).toHaveProperty('disabled', false);
  fireEvent.click(send);
  expect(await screen.findByText('Email sent')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('tab', { name: 'Sent' }));
  const table = await screen.findByRole('table', { name: 'Sent e-mails' });
  expect(within(table).getByText('editor@g2.com')).toBeInTheDocument();
});

test('a link from an answer gap opens the e-mail to the source that cites competitors only', async () => {
  const message = {
    __typename: 'OutreachMessage' as const,
    id: 'm2',
    campaignId: null,
    sourceName: 'gateways.example',
    to: 'editor@gateways.example',
    subject: 'Quillstack for your list',
    delivery: 'outbox',
    sentAt: '2026-11-22T00:00:00Z',
  };
  const input = {
    sourceId: 'gateways.example',
    sourceName: 'gateways.example',
    to: 'editor@gateways.example',
    subject: 'Quillstack for your list',
    body: 'Hello',
  };
  renderWithProviders(<ActionOutreachRoute />, {
    route: '/dashboard/action/outreach?source=gateways.example',
    path: '/dashboard/action/outreach',
    mocks: [
      sitesMock(),
      noMessages,
      {
        request: { query: SendOutreachEmailDocument, variables: { input } },
        result: { data: { sendOutreachEmail: { __typename: 'SendOutreachEmailPayload' as const, message } } },
      },
    ],
  });
  expect(await screen.findByRole('tab', { name: 'Compose Email' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('gateways.example')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('To'), { target: { value: input.to } });
  fireEvent.change(screen.getByLabelText('Subject'), { target: { value: input.subject } });
  fireEvent.change(screen.getByLabelText('Body'), { target: { value: input.body } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('Email sent')).toBeInTheDocument();
});

/**
 * Distinctive strings of the demo's seed (Quillstack, an API platform) and of the fund's sample data (Lumen
 * Peak Capital): none may reach another brand's Action Center.
 */
const DEMO_AND_FUND_STRINGS = [
  'Quillstack',
  'quillstack.io',
  'API Management',
  'API Lifecycle',
  'API platforms',
  'OpenAPI',
  'TechRadar',
  'Postman',
  'Kong',
  'Apigee',
  'Stoplight',
  'Lumen Peak',
  'lumenpeak',
  'Climate Tech Review',
  'Seed Stage Weekly',
  'Climate Fund II',
  'GridLoop',
  'Stackwise',
  'Sequoia',
  'PitchBook',
  'Sifted',
];

/** A running-shoe brand's own data: its name, its cited sites, a gap and the pages its answers cite. */
const SHOE_BRAND = {
  __typename: 'Brand' as const,
  name: 'Stride Labs',
  website: 'https://www.stridelabs.com/',
  description: 'Stride Labs makes trail and road running shoes.',
};
const shoeViewer = { __typename: 'Viewer' as const, brand: SHOE_BRAND };
const shoePage = (url: string, category: 'EDITORIAL' | 'OWNED' | 'USER_GENERATED', answers: number) => ({
  __typename: 'ComparedPage' as const,
  url,
  domain: new URL(url).hostname.replace(/^www\./, ''),
  category,
  answers,
});
const SHOE_MOCKS = [
  {
    request: { query: ActionChecklistDocument },
    result: { data: { actionChecklist: { __typename: 'ActionChecklist' as const, completedStepIds: [] } } },
  },
  {
    request: {
      query: OpportunityRadarDocument,
      variables: { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' },
    },
    result: {
      data: {
        viewer: {
          __typename: 'Viewer' as const,
          brand: { __typename: 'Brand' as const, name: 'Stride Labs' },
        },
        competitive: { __typename: 'Competitive' as const, gapCount: 0, gaps: [] },
      },
    },
  },
  {
    request: { query: ComparisonPagesDocument, variables: { promptId: null } },
    result: {
      data: {
        comparisonPages: {
          __typename: 'ComparisonPages' as const,
          question: null,
          citedPages: [shoePage('https://www.forbes.com/sites/vetted/best-running-shoes/', 'EDITORIAL', 6)],
          ownPages: [shoePage('https://www.trustpilot.com/review/stridelabs.com', 'USER_GENERATED', 1)],
        },
      },
    },
  },
  sourcesMock([
    source('https://www.runnersworld.com/gear/a19663621/best-running-shoes/', 'runnersworld.com', 12, 9.1),
  ]),
  sitesMock([site('runnersworld.com', 12, 9.1), site('reddit.com', 5, 3.8)]),
  { request: { query: LlmsTxtDocument }, result: { data: { llmsTxt: null, viewer: shoeViewer } } },
  { request: { query: GenerateContentBrandDocument }, result: { data: { viewer: shoeViewer } } },
  noMessages,
  noVisits,
];

const shoeScreens: [string, ComponentType, string][] = [
  ['Action Center', ActionHomeRoute, 'Action Center'],
  ['Content Comparison', ActionComparisonRoute, 'Content Comparison'],
  ['Top Sources Analysis', ActionSourcesRoute, 'Top Sources Analysis'],
  ['LLMS.TXT Manager', ActionLlmsTxtRoute, 'LLMS.TXT Manager'],
  ['Generate Content', ActionGenerateRoute, 'Generate Optimized Content'],
  ['Email Outreach', ActionOutreachRoute, 'Email Outreach'],
  ['Live Mentions', ActionLiveMentionsRoute, 'Live Mentions'],
];

test.each(shoeScreens)(
  "a running-shoe brand's %s shows none of the demo's or the fund's data",
  async (_, Screen, heading) => {
    const { container } = renderWithProviders(<Screen />, {
      mocks: SHOE_MOCKS,
      route: '/dashboard/action',
      path: '/dashboard/action',
    });
    await screen.findByRole('heading', { level: 1, name: heading });
    const shown = () =>
      [
        container.textContent ?? '',
        ...[...container.querySelectorAll('textarea, input')].map(
          (field) => (field as HTMLInputElement).value,
        ),
      ].join('\n');
    await waitFor(() => expect(container.textContent).not.toMatch(/Loading/));
    // Generate Content's sample is the one place its brand shows before a draft.
    const sample = screen.queryByRole('button', { name: 'Use Sample Content' });
    if (sample) {
      await waitFor(() => expect(sample).toHaveProperty('disabled', false));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
      fireEvent.click(sample);
    }
    // The brand's own data has arrived (its name, its sites or its empty states), so the check reads them.
    await waitFor(() => expect(shown()).toMatch(/Stride Labs|runnersworld|forbes|crawler|No gaps/i));
    for (const demo of DEMO_AND_FUND_STRINGS) expect(shown()).not.toContain(demo);
  },
);
