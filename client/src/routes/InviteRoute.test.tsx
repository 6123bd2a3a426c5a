import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithProviders, createFakeAuth } from '../test/render';
import InviteRoute from './InviteRoute';
import { nextPath } from './SignInRoute';

// The page makes its own Apollo client (it is outside the dashboard's): the tests answer its fetches.

const answer = (body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );

const renderInvite = (signedIn = true) =>
  renderWithProviders(<InviteRoute />, {
    route: '/invite/tok123',
    path: '/invite/:token',
    auth: signedIn ? undefined : createFakeAuth(null).auth,
    routes: [{ path: '/dashboard', element: <p>Dashboard</p> }],
  });

test('signed out: create an account or sign in, each coming back to the invitation', async () => {
  renderInvite(false);
  expect(await screen.findByRole('heading', { name: 'You are invited to Sightline' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/auth?mode=signup&next=%2Finvite%2Ftok123',
  );
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    '/auth?next=%2Finvite%2Ftok123',
  );
  expect(nextPath(new URLSearchParams('next=%2Finvite%2Ftok123'))).toBe('/invite/tok123');
  // Only a path of this site: anything else goes to the dashboard.
  expect(nextPath(new URLSearchParams('next=https://evil.example'))).toBe('/dashboard');
  expect(nextPath(new URLSearchParams('next=//evil.example'))).toBe('/dashboard');
});

test('signed in: accepting joins the workspace and opens its first brand', async () => {
  const fetchSpy = answer({
    data: {
      acceptInvitation: {
        __typename: 'AcceptInvitationPayload',
        brands: [{ __typename: 'MemberBrand', id: 'b7', name: 'Quillstack', role: 'VIEWER' }],
      },
    },
  });
  const { router } = renderInvite();
  expect(await screen.findByText(/You are signed in as demo@example.com/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(router.state.location.search).toBe('?brand=b7');
  const body = JSON.parse(String(fetchSpy.mock.calls[0]![1]!.body)) as { variables: unknown };
  expect(body.variables).toEqual({ input: { token: 'tok123' } });
  fetchSpy.mockRestore();
});

test.each([
  [
    'INVITATION_INVALID',
    'This invitation link was used, revoked or has expired.',
    'This invitation link was used, revoked or has expired. Ask for a new invitation.',
  ],
  [
    'FORBIDDEN',
    'This invitation was sent to ada@example.com; sign in with that address to accept it.',
    'This invitation was sent to ada@example.com; sign in with that address to accept it.',
  ],
])('a %s refusal is shown in the server’s words', async (code, message, shown) => {
  const fetchSpy = answer({ data: null, errors: [{ message, extensions: { code } }] });
  const { router } = renderInvite();
  fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  expect(router.state.location.pathname).toBe('/invite/tok123');
  fetchSpy.mockRestore();
});
