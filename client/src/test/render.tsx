/**
 * The one render helper for client tests: Chakra, Apollo's MockedProvider (with the app's cache policies),
 * a fake supabase-js auth client, and a memory router at the given URL.
 */
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { Session } from '@supabase/supabase-js';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { DashboardVariant } from '../__generated__/graphql';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { createCache } from '../app/apollo';
import type { AuthClient } from '../app/supabase';
import { system } from '../app/theme';
import { Toaster } from '../components/toaster';
import { AuthClientContext, SessionProvider } from '../features/auth/session';
import { VariantProvider } from '../features/variant/variant';

// jsdom lacks these browser APIs that Chakra (zag) and recharts use.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => {};
Element.prototype.scrollTo ??= () => {};

afterEach(() => {
  cleanup();
  document.cookie.split('; ').forEach((c) => {
    const name = c.split('=')[0];
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  });
});

export const fakeSession = {
  access_token: 'token',
  refresh_token: 'refresh',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: {
    id: 'user-1',
    email: 'demo@example.com',
    app_metadata: {},
    user_metadata: {},
    aud: 'authenticated',
    created_at: '',
  },
} as unknown as Session;

type AuthEvent = Parameters<Parameters<AuthClient['onAuthStateChange']>[0]>[0];

/** A supabase-js auth stand-in: starts with `session`; `emit` fires an auth event to listeners. */
export function createFakeAuth(session: Session | null = fakeSession) {
  const listeners = new Set<(event: AuthEvent, session: Session | null) => void>();
  const emit = (event: AuthEvent, next: Session | null) => listeners.forEach((l) => l(event, next));
  const auth = {
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    onAuthStateChange: vi.fn((callback: (event: AuthEvent, session: Session | null) => void) => {
      listeners.add(callback);
      queueMicrotask(() => callback('INITIAL_SESSION', session));
      return { data: { subscription: { id: '1', callback, unsubscribe: () => listeners.delete(callback) } } };
    }),
    signInWithPassword: vi.fn(async () => ({
      data: { user: fakeSession.user, session: fakeSession },
      error: null,
    })),
    signUp: vi.fn(async () => ({ data: { user: fakeSession.user, session: null }, error: null })),
    signOut: vi.fn(async () => {
      emit('SIGNED_OUT', null);
      return { error: null };
    }),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null })),
    updateUser: vi.fn(async () => ({ data: { user: fakeSession.user }, error: null })),
  };
  return { auth: auth as unknown as AuthClient & typeof auth, emit };
}

export interface RenderOptions {
  /** The URL to start at. */
  route?: string;
  /** The route pattern the element is mounted at (e.g. "/dashboard/topics/:slug"). */
  path?: string;
  mocks?: MockedProviderProps['mocks'];
  auth?: AuthClient;
  /** Extra routes beside the element, e.g. a marker for a redirect target. */
  routes?: RouteObject[];
  /** The dashboard variant the screen is shown in, as the dashboard shell sets it (default GENERAL). */
  variant?: DashboardVariant;
  /** The Apollo cache, for a test that looks into it (default: a new one with the app's policies). */
  cache?: ReturnType<typeof createCache>;
}

export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    path = '/',
    mocks = [],
    auth = createFakeAuth().auth,
    routes = [],
    variant = 'GENERAL',
    cache = createCache(),
  }: RenderOptions = {},
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <VariantProvider variant={variant}>
              <Outlet />
            </VariantProvider>
          </SessionProvider>
        ),
        children: [{ path, element: ui }, ...routes],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <ChakraProvider value={system}>
      <MockedProvider mocks={mocks} cache={cache} mockLinkDefaultOptions={{ delay: 0 }}>
        <AuthClientContext value={auth}>
          <RouterProvider router={router} />
          <Toaster />
        </AuthClientContext>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...result, router };
}
