import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fireEvent, screen, within } from '@testing-library/react';
import { Link, useLocation } from 'react-router-dom';
import { expect, test } from 'vitest';
import { PageFilterPlatformsDocument } from '../../__generated__/hooks';
import { renderWithProviders } from '../../test/render';
import { filterPart, useFilterFollowsFigures } from './failedRefresh';
import { PageFilterBar } from './PageFilterBar';
import { usePageFilter } from './pageFilter';

/**
 * A page whose figures come from `outcomes`, by the filter part of the address: "ok" reads them, an error
 * fails the refresh (as its query would).
 */
function FiguresPage({ outcomes }: { outcomes: Map<string, 'ok' | Error> }) {
  const { filter } = usePageFilter();
  const outcome = outcomes.get(filterPart(useLocation().search)) ?? 'ok';
  useFilterFollowsFigures(outcome === 'ok' ? { data: { figures: 1 } } : { data: undefined, error: outcome });
  return (
    <>
      <PageFilterBar />
      <p>{`Figures ${filter.prose}`}</p>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderFiguresPage(route: string, outcomes: Map<string, 'ok' | Error>) {
  return renderWithProviders(<FiguresPage outcomes={outcomes} />, {
    route,
    path: '/dashboard',
    mocks: [
      {
        request: { query: PageFilterPlatformsDocument },
        result: { data: { collectionSettings: { __typename: 'CollectionSettings', platforms: ['GEMINI'] } } },
        maxUsageCount: Number.POSITIVE_INFINITY,
      },
    ],
    routes: [{ path: '/elsewhere', element: <FiguresPage outcomes={outcomes} /> }],
  });
}

const bar = () => screen.getByRole('region', { name: 'Page filter' });

test('a platform that fails to load leaves the figures, the address and the buttons as they were', async () => {
  const outcomes = new Map<string, 'ok' | Error>([['platforms=gemini', new TypeError('Failed to fetch')]]);
  const { router } = renderFiguresPage('/dashboard?brand=b1', outcomes);
  fireEvent.click(within(bar()).getByRole('button', { name: 'Gemini' }));

  const notice = await within(bar()).findByRole('alert');
  expect(notice).toHaveTextContent(
    'Couldn’t refresh to Gemini: Sightline can’t reach the server. Still showing All platforms.',
  );
  expect(router.state.location.search).toBe('?brand=b1');
  expect(within(bar()).getByRole('button', { name: 'All platforms' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(within(bar()).getByRole('button', { name: 'Gemini' })).toHaveAttribute('aria-pressed', 'false');

  // Still failing: the notice comes back; then the network returns.
  fireEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
  await within(bar()).findByRole('alert');
  outcomes.delete('platforms=gemini');
  fireEvent.click(within(bar()).getByRole('button', { name: 'Retry' }));
  await screen.findByText('Figures in the last 30 days');
  expect(router.state.location.search).toBe('?brand=b1&platforms=gemini');
  expect(within(bar()).getByRole('button', { name: 'Gemini' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(bar()).queryByRole('alert')).toBeNull();
});

test('a custom range that fails closes the range form and says what the server said', async () => {
  const range = 'from=2026-01-01&to=2026-01-31';
  const outcomes = new Map<string, 'ok' | Error>([
    [range, new CombinedGraphQLErrors({ errors: [{ message: 'The period is too long' }] })],
  ]);
  const { router } = renderFiguresPage('/dashboard?period=7d', outcomes);
  fireEvent.click(within(bar()).getByRole('button', { name: 'Custom' }));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

  expect(await within(bar()).findByRole('alert')).toHaveTextContent(
    'Couldn’t refresh to Jan 1, 2026 – Jan 31, 2026: The period is too long. Still showing Last Week.',
  );
  expect(router.state.location.search).toBe('?period=7d');
  expect(screen.getByText('Figures in the last 7 days')).toBeInTheDocument();
  expect(within(bar()).getByRole('button', { name: 'Last Week' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(bar()).getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByLabelText('From')).toBeNull();
});

test('another page starts without the notice', async () => {
  const outcomes = new Map<string, 'ok' | Error>([['period=7d', new TypeError('Failed to fetch')]]);
  renderFiguresPage('/dashboard', outcomes);
  fireEvent.click(within(bar()).getByRole('button', { name: 'Last Week' }));
  await within(bar()).findByRole('alert');
  fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await screen.findByRole('region', { name: 'Page filter' });
  expect(screen.queryByRole('alert')).toBeNull();
});
