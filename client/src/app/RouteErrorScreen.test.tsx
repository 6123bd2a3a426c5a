import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import * as reload from '../lib/reload';
import { RouteErrorScreen } from './RouteErrorScreen';

const missingChunk = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/CompetitorsRoute-x.js',
);

/** A shell (its sidebar) with a page whose chunk fails as `failure`, its error screen inside the shell. */
function renderFailingPage(failure: Error) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav aria-label="Sidebar">Sidebar</nav>
            <Outlet />
          </>
        ),
        children: [
          {
            errorElement: <RouteErrorScreen inline />,
            children: [{ path: '/dashboard/competitors', lazy: () => Promise.reject(failure) }],
          },
        ],
      },
    ],
    { initialEntries: ['/dashboard/competitors'] },
  );
  return render(<RouterProvider router={router} />);
}

const health = vi.fn<() => Promise<Response>>();
let reloadPage: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  sessionStorage.clear();
  health.mockReset();
  vi.stubGlobal('fetch', health);
  reloadPage = vi.spyOn(reload, 'reloadPage').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('with the server out of reach: a plain notice inside the shell, never the developer page, and a reload once it answers', async () => {
  health.mockRejectedValue(new TypeError('Failed to fetch'));
  renderFailingPage(missingChunk);
  expect(
    await screen.findByRole('heading', { name: 'Sightline can’t reach the server' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/Retrying…/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  expect(screen.queryByText(/Hey developer|Unexpected Application Error/)).toBeNull();
  expect(reloadPage).not.toHaveBeenCalled();

  health.mockResolvedValue(new Response('{"status":"ok"}'));
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
});

test('a chunk missing while the server answers (an upgrade) reloads the page once, never twice', async () => {
  health.mockResolvedValue(new Response('{"status":"ok"}'));
  const first = renderFailingPage(missingChunk);
  await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));

  // The reloaded page fails the same way: no second reload, a way out instead.
  first.unmount();
  renderFailingPage(missingChunk);
  expect(await screen.findByRole('heading', { name: 'This page couldn’t load' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

test('any other error says so in plain words, with Reload', async () => {
  renderFailingPage(new RangeError('Invalid time value'));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByText('Invalid time value')).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  expect(health).not.toHaveBeenCalled();
});
