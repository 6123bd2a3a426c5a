import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { AuthClientContext } from '../features/auth/session';
import { createFakeAuth } from '../test/render';
import { routes } from './router';
import { system } from './theme';

function renderApp(path: string, session: Parameters<typeof createFakeAuth>[0]) {
  const { auth } = createFakeAuth(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ChakraProvider value={system}>
      <AuthClientContext value={auth}>
        <RouterProvider router={router} />
      </AuthClientContext>
    </ChakraProvider>,
  );
  return router;
}

test('/dashboard without a session redirects to /auth, which shows the sign-in page', async () => {
  const router = renderApp('/dashboard/prompts', null);
  expect(await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 5000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/auth');
});

test.each(['/', '/logout', '/auth'])('%s shows the sign-in page', async (path) => {
  renderApp(path, null);
  expect(await screen.findByRole('heading', { name: 'Welcome Back' }, { timeout: 5000 })).toBeInTheDocument();
  // Titled, with its content in <main> and a skip link to it as the first link.
  await waitFor(() => expect(document.title).toBe('Sign in · Sightline'));
  expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
  expect(screen.getAllByRole('link')[0]).toHaveAttribute('href', '#main');
});

test('an unknown top-level path shows the 404 page', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderApp('/no-such-page', null);
  expect(await screen.findByText('Oops! Page not found', {}, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Page not found · Sightline'));
  warn.mockRestore();
});
