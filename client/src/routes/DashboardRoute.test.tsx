// @vitest-environment jsdom
// jsdom, not the project's happy-dom: it wraps Document.prototype's cookie accessor, which happy-dom does not
// define there, and under 768 px happy-dom shows no sidebar toggle.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { DashboardRouteDocument, RefusedBrandsDocument } from '../__generated__/hooks';
import { SIDEBAR_COOKIE } from '../hooks/useSidebarState';
import { dashboardData } from '../test/fixtures';
import { createFakeAuth, renderWithProviders, type RenderOptions } from '../test/render';
import DashboardRoute from './DashboardRoute';

const ok = [
  {
    request: { query: DashboardRouteDocument, variables: { promptKind: 'UNBRANDED' } },
    result: { data: dashboardData() },
  },
];
const renderShell = (mocks: RenderOptions['mocks'] = ok, auth = createFakeAuth().auth) =>
  renderWithProviders(<DashboardRoute />, {
    route: '/dashboard',
    path: '/dashboard',
    mocks,
    auth,
    routes: [{ path: '/auth', element: <p>Sign-in page</p> }],
  });

const sidebar = () => screen.getByRole('complementary', { name: 'Sidebar' });

const refused = (message: string) => ({
  request: { query: DashboardRouteDocument, variables: { promptKind: 'UNBRANDED' } },
  result: { data: null, errors: [{ message, extensions: { code: 'FORBIDDEN' } }] },
});

test('a person the server refuses (FORBIDDEN) gets a full page saying so, with the brands still open and Sign out', async () => {
  const { auth } = createFakeAuth();
  renderShell(
    [
      refused('You cannot open this brand.'),
      {
        request: { query: RefusedBrandsDocument },
        result: {
          data: {
            viewer: {
              __typename: 'Viewer',
              brands: [{ __typename: 'MemberBrand', id: 'b2', name: 'Inkwell', role: 'EDITOR' }],
            },
          },
        },
      },
    ],
    auth,
  );
  expect(await screen.findByRole('heading', { name: 'No access to this brand' })).toBeInTheDocument();
  expect(screen.getByText('You cannot open this brand.')).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Inkwell' })).toHaveAttribute('href', '/dashboard?brand=b2');
  fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(auth.signOut).toHaveBeenCalled();
});

test('no workspace left: the message and Sign out, no brands', async () => {
  renderShell([
    refused('You are not a member of any workspace any more.'),
    {
      request: { query: RefusedBrandsDocument },
      result: {
        data: null,
        errors: [
          { message: 'You are not a member of any workspace any more.', extensions: { code: 'FORBIDDEN' } },
        ],
      },
    },
  ]);
  expect(await screen.findByTestId('refused-message')).toHaveTextContent(
    'You are not a member of any workspace any more.',
  );
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  expect(screen.queryByText('Brands you can open')).toBeNull();
});

test('shows a full-screen spinner while loading', async () => {
  renderShell([{ ...ok[0]!, delay: 10_000 }]);
  expect(await screen.findByText('Loading data...')).toBeInTheDocument();
});

test('shows "Error" with the message and Retry', async () => {
  renderShell([
    {
      request: { query: DashboardRouteDocument, variables: { promptKind: 'UNBRANDED' } },
      error: new Error('Server unreachable'),
    },
  ]);
  expect(await screen.findByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(screen.getByText('Server unreachable')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('lists topics by name without the aggregate, with the brand label and links', async () => {
  renderShell();
  await screen.findByRole('complementary', { name: 'Sidebar' });
  const nav = within(sidebar());
  expect(nav.getAllByText('Northwind Ventures')[0]).toBeInTheDocument();
  const topics = nav.getAllByRole('listitem').map((li) => li.textContent);
  expect(topics).toEqual(['api', 'Investment Strategy', 'Portfolio Companies']);
  expect(nav.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  expect(nav.getByRole('link', { name: 'Facts' }).getAttribute('href')).toBe('/dashboard/facts');
  expect(nav.getByRole('link', { name: 'Prompts' }).getAttribute('href')).toBe('/dashboard/prompts');
  expect(nav.getByRole('link', { name: 'Action Center' }).getAttribute('href')).toBe('/dashboard/action');
  expect(nav.getByRole('link', { name: 'Alerts' }).getAttribute('href')).toBe('/dashboard/alerts');
  expect(nav.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/settings');
});

test('the Topics group starts open and collapses', async () => {
  renderShell();
  const toggle = await screen.findByRole('button', { name: 'Topics' });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('link', { name: 'Portfolio Companies' })).toBeNull();
});

test('Ctrl+B and Cmd+B toggle the sidebar and remember it in a 7-day cookie', async () => {
  renderShell();
  await screen.findByRole('complementary', { name: 'Sidebar' });
  expect(sidebar().getAttribute('data-state')).toBe('expanded');

  const writes: string[] = [];
  const desc = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => desc.get!.call(document),
    set: (v: string) => {
      writes.push(v);
      desc.set!.call(document, v);
    },
  });
  try {
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(sidebar().getAttribute('data-state')).toBe('collapsed');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=false`);
    expect(writes.at(-1)).toContain('max-age=604800');

    fireEvent.keyDown(window, { key: 'B', metaKey: true });
    expect(sidebar().getAttribute('data-state')).toBe('expanded');
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=true`);

    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebar().getAttribute('data-state')).toBe('expanded');
  } finally {
    delete (document as unknown as Record<string, unknown>).cookie;
  }
});

test('starts collapsed when the cookie says so', async () => {
  document.cookie = `${SIDEBAR_COOKIE}=false; path=/`;
  renderShell();
  await screen.findByRole('complementary', { name: 'Sidebar' });
  expect(sidebar().getAttribute('data-state')).toBe('collapsed');
  // Collapsed items keep an accessible name.
  expect(within(sidebar()).getByRole('link', { name: 'Prompts' })).toBeInTheDocument();
});

test('the toggle button has an accessible name and toggles too', async () => {
  renderShell();
  const button = await screen.findByRole('button', { name: 'Toggle Sidebar' });
  fireEvent.click(button);
  expect(sidebar().getAttribute('data-state')).toBe('collapsed');
});

test('Sign Out signs out and a sign-out on /dashboard goes to /auth', async () => {
  const { auth } = createFakeAuth();
  const { router } = renderShell(ok, auth);
  await screen.findByRole('complementary', { name: 'Sidebar' });
  // The memory router does not move window.location: pretend the browser is on /dashboard.
  window.history.pushState({}, '', '/dashboard');
  await act(async () => {
    fireEvent.click(within(sidebar()).getByRole('button', { name: 'Sign Out' }));
  });
  expect(auth.signOut).toHaveBeenCalled();
  expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/auth');
  window.history.pushState({}, '', '/');
});

test('under 768 px the sidebar is a drawer that the toggle and Ctrl+B open', async () => {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({ ...original(query), matches: query.includes('max-width'), media: query }) as MediaQueryList;
  try {
    renderShell();
    const toggle = await screen.findByRole('button', { name: 'Toggle Sidebar' });
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Prompts' })).toBeNull();
    fireEvent.click(toggle);
    expect(await screen.findByRole('link', { name: 'Prompts' })).toBeInTheDocument();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  } finally {
    window.matchMedia = original;
  }
});
