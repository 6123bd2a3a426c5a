import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { expect, test } from 'vitest';
import { ActionRouteDocument } from '../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../test/render';
import ActionRoute, { COMING_SOON, NOT_AVAILABLE } from './ActionRoute';

const status = (availability: 'AVAILABLE' | 'COMING_SOON' | 'NOT_AVAILABLE', delay = 0) => [
  {
    request: { query: ActionRouteDocument },
    result: { data: { actionCenterStatus: { __typename: 'ActionCenterStatus' as const, availability } } },
    delay,
  },
];

const renderGate = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<ActionRoute />, { route: '/dashboard/action', path: '/dashboard/action', mocks });

test('shows "Loading Action Center..." while the status loads', async () => {
  renderGate(status('AVAILABLE', 10_000));
  expect(await screen.findByText('Loading Action Center...')).toBeInTheDocument();
});

test('flag off: Coming Soon', async () => {
  renderGate(status('COMING_SOON'));
  expect(await screen.findByText(COMING_SOON)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Coming Soon' })).toBeInTheDocument();
});

test('blocked account: Not Available, saying to contact support', async () => {
  renderGate(status('NOT_AVAILABLE'));
  expect(await screen.findByText(NOT_AVAILABLE)).toBeInTheDocument();
  expect(NOT_AVAILABLE).toBe(
    'The Action Center is currently not available for your account. Please contact customer support if you believe this is an error.',
  );
});

test('a failed status call counts as the flag being off', async () => {
  renderGate([{ request: { query: ActionRouteDocument }, error: new Error('network down') }]);
  expect(
    await screen.findByText("We're building this out and will have it ready for you soon!"),
  ).toBeInTheDocument();
});

test('available: the tool inside renders', async () => {
  renderWithProviders(
    <Routes>
      <Route element={<ActionRoute />}>
        <Route index element={<p>the tool</p>} />
      </Route>
    </Routes>,
    { route: '/dashboard/action', path: '/dashboard/action/*', mocks: status('AVAILABLE') },
  );
  expect(await screen.findByText('the tool')).toBeInTheDocument();
  expect(screen.queryByText(COMING_SOON)).toBeNull();
});
