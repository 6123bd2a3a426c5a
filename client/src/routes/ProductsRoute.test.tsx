import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Platform } from '../__generated__/graphql';
import { ProductsRouteDocument } from '../__generated__/hooks';
import { answer, answersMock } from '../features/answers/answers.fixtures';
import { renderWithProviders } from '../test/render';
import ProductsRoute from './ProductsRoute';

/** The page's default filter: the last 30 days on every platform, unbranded prompts. */
const DEFAULT = { period: { preset: 'LAST_30_DAYS' }, platforms: [], promptKind: 'UNBRANDED' } as const;

const rate = (value: number | null, low: number | null, high: number | null) => ({
  __typename: 'SurfaceRate' as const,
  value,
  low,
  high,
});

const settings = (appPlatforms: Platform[], realAppPlatforms: Platform[] = []) => ({
  __typename: 'CollectionSettings' as const,
  platforms: ['CHATGPT', 'PERPLEXITY', 'GEMINI'] as Platform[],
  realPlatforms: ['CHATGPT', 'PERPLEXITY', 'GEMINI'] as Platform[],
  appPlatforms,
  realAppPlatforms,
});

const NO_CARDS = {
  answers: 0,
  answersWithProducts: 0,
  triggerRate: rate(null, null, null),
  cards: 0,
  brandCards: 0,
  shareOfCards: rate(null, null, null),
  topProducts: [],
  merchants: [],
};

const SOME_CARDS = {
  answers: 160,
  answersWithProducts: 15,
  triggerRate: rate(9.375, 5.75, 14.93),
  cards: 60,
  brandCards: 12,
  shareOfCards: rate(20, 11.82, 31.78),
  topProducts: [
    {
      __typename: 'ProductRow' as const,
      title: 'Acme Trail Runner 3',
      brand: 'Acme',
      isBrand: true,
      competitorId: null,
      cards: 9,
      averagePosition: 1.4,
    },
    {
      __typename: 'ProductRow' as const,
      title: 'Stride Pro GTX',
      brand: 'Stride',
      isBrand: false,
      competitorId: 'c-stride',
      cards: 7,
      averagePosition: 2,
    },
  ],
  merchants: [
    { __typename: 'ProductMerchant' as const, merchant: 'Amazon', cards: 31, brandCards: 8 },
    { __typename: 'ProductMerchant' as const, merchant: 'REI', cards: 12, brandCards: 4 },
  ],
};

const page = (
  figures: typeof NO_CARDS | typeof SOME_CARDS,
  collectionSettings: ReturnType<typeof settings>,
) => ({
  request: { query: ProductsRouteDocument, variables: DEFAULT },
  result: {
    data: {
      viewer: { __typename: 'Viewer' as const, brand: { __typename: 'Brand' as const, name: 'Acme' } },
      productVisibility: { __typename: 'ProductVisibility' as const, ...figures },
      collectionSettings,
    },
  },
});

const renderPage = (mocks: unknown[]) =>
  renderWithProviders(<ProductsRoute />, {
    route: '/dashboard/products',
    path: '/dashboard/products',
    mocks: mocks as never,
  });

test('shows the trigger rate and the share of cards with their intervals, the top products and shops; the app answers open in the drawer', async () => {
  // The page filter's period and kind (every platform: none named), the answered APP answers.
  const figure = { period: DEFAULT.period, promptKind: 'UNBRANDED', surface: 'APP', status: 'OK' } as const;
  renderPage([
    page(SOME_CARDS, settings(['CHATGPT'], ['CHATGPT'])),
    answersMock({
      figure,
      counts: { totalCount: 160, okCount: 160, visibleCount: 41, failureCount: 0 },
      nodes: [answer({ id: 'app-1', question: 'Best trail running shoes to buy?' })],
      brand: 'Acme',
    }),
    answersMock({
      figure: { ...figure, hasProducts: true },
      counts: { totalCount: 15, okCount: 15, visibleCount: 6, failureCount: 0 },
      nodes: [answer({ id: 'app-2', question: 'Which trail shoes are on sale?' })],
      brand: 'Acme',
    }),
  ]);

  const trigger = await screen.findByRole('group', { name: 'Product card trigger rate' });
  expect(within(trigger).getByText('9.4%')).toBeInTheDocument();
  expect(
    within(trigger).getByText(/of 160 app answers showed product cards/).parentElement,
  ).toHaveTextContent('15 of 160 app answers showed product cards');
  expect(
    within(trigger).getByText('The rate is likely between 5.8% and 14.9% (95 % interval)'),
  ).toBeInTheDocument();
  const share = screen.getByRole('group', { name: 'Your share of product cards' });
  expect(within(share).getByText('20.0%')).toBeInTheDocument();
  expect(within(share).getByText("12 of 60 cards showed Acme's products")).toBeInTheDocument();
  expect(
    within(share).getByText('The share is likely between 11.8% and 31.8% (95 % interval)'),
  ).toBeInTheDocument();

  const products = within(screen.getByRole('table', { name: 'Top products' }))
    .getAllByRole('row')
    .slice(1);
  expect(
    products.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Acme Trail Runner 3', 'AcmeAcme', '9', '#1.4'],
    ['Stride Pro GTX', 'StrideCompetitor', '7', '#2.0'],
  ]);
  const shops = within(screen.getByRole('table', { name: 'Merchants' }))
    .getAllByRole('row')
    .slice(1);
  expect(
    shops.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['Amazon', '31', '8'],
    ['REI', '12', '4'],
  ]);
  // A provider reads ChatGPT's app: no simulated banner.
  expect(screen.queryByRole('region', { name: 'Simulated app answers' })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: '160 app answers: show them' }));
  const drawer = await screen.findByRole('dialog', { name: 'Products · App answers' });
  // The drawer's count is the figure's: the mock answers only the APP, answered filter under the page's.
  expect(
    await within(drawer).findByText('41 of 160 answers in the last 30 days mentioned Acme'),
  ).toBeInTheDocument();
  expect(within(drawer).getByText('Best trail running shoes to buy?')).toBeInTheDocument();
  fireEvent.keyDown(drawer, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  // The trigger rate's numerator opens the answers that showed cards: as many as it says.
  fireEvent.click(screen.getByRole('button', { name: '15 app answers with product cards: show them' }));
  const withCards = await screen.findByRole('dialog', { name: 'Products · Answers with product cards' });
  expect(
    await within(withCards).findByText('6 of 15 answers in the last 30 days mentioned Acme'),
  ).toBeInTheDocument();
  expect(within(withCards).getByText('Which trail shoes are on sale?')).toBeInTheDocument();
});

test('when every app answer is simulated the page says so, as the overview does', async () => {
  renderPage([page(SOME_CARDS, settings(['CHATGPT', 'GEMINI']))]);
  const banner = await screen.findByRole('region', { name: 'Simulated app answers' });
  expect(
    within(banner).getByText('Illustrative data: every app answer here is simulated'),
  ).toBeInTheDocument();
  expect(within(banner).getByText(/reads no app page for ChatGPT and Gemini/)).toBeInTheDocument();
});

test('without app answers the page says how to get them and links to the engine settings', async () => {
  renderPage([page(NO_CARDS, settings([]))]);
  expect(await screen.findByText('No app answers in the last 30 days')).toBeInTheDocument();
  expect(
    screen.getByText(/Turn on the app surface for a platform in the engine settings/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open the engine settings' })).toHaveAttribute(
    'href',
    '/dashboard/prompts',
  );
  expect(screen.queryByRole('group', { name: 'Product card trigger rate' })).toBeNull();
});

test('with the app surface on but no answers yet, the page says they come with the next run', async () => {
  renderPage([page(NO_CARDS, settings(['PERPLEXITY']))]);
  expect(await screen.findByText('No app answers in the last 30 days')).toBeInTheDocument();
  expect(
    screen.getByText(
      /Perplexity is asked through its app on every run: the answers appear here after the next run/,
    ),
  ).toBeInTheDocument();
});
