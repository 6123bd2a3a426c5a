import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, test, vi } from 'vitest';
import { ApolloClient, ApolloLink } from '@apollo/client';
import { AuthClientContext } from '../features/auth/session';
import { createFakeAuth } from '../test/render';
import { createCache } from './apollo';
import { routes } from './router';
import { system } from './theme';

function renderApp(path: string, session: Parameters<typeof createFakeAuth>[0]) {
  const { auth } = createFakeAuth(session);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const apollo = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  render(
    <ChakraProvider value={system}>
      <ApolloProvider client={apollo}>
        <AuthClientContext value={auth}>
          <RouterProvider router={router} />
        </AuthClientContext>
      </ApolloProvider>
    </ChakraProvider>,
  );
  return router;
}

test('/dashboard without a session redirects to /auth, which shows the sign-in page', async () => {
  const router = renderApp('/dashboard/prompts', null);
  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/auth');
});

test.each(['/', '/logout', '/auth'])('%s shows the sign-in page', async (path) => {
  renderApp(path, null);
  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
});

test('an unknown top-level path shows the 404 page', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderApp('/generate-reports', null);
  expect(await screen.findByText('Oops! Page not found')).toBeTruthy();
  warn.mockRestore();
});
