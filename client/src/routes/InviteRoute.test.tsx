import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { renderWithProviders, createFakeAuth } from '../test/render';
import InviteRoute from './InviteRoute';
import { nextPath } from './SignInRoute';

// The page makes its own Apollo client (it is outside the dashboard's): the tests answer its fetches, the
// link's summary with PREVIEW and anything else with `body`.

const PREVIEW = {
  data: {
    invitationPreview: {
      __typename: 'InvitationPreview',
      email: 'sam@example.com',
      workspace: 'Stride Labs',
      role: 'VIEWER',
      invitedBy: 'maya@example.com',
      expiresAt: '2026-12-03T10:00:00Z',
      brands: [{ __typename: 'WorkspaceBrand', id: 'b1', name: 'Stride Labs' }],
    },
  },
};

const answer = (body: unknown, preview: unknown = PREVIEW) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName?: string };
    const json = operationName === 'InvitationPreview' ? preview : body;
    return new Response(JSON.stringify(json), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });

/** The request body of the first call of `operationName`. */
const sent = (spy: ReturnType<typeof answer>, operationName: string) =>
  spy.mock.calls
    .map(([, init]) => JSON.parse(String(init?.body)) as { operationName: string; variables: unknown })
    .find((body) => body.operationName === operationName);

const renderInvite = (signedIn = true) =>
  renderWithProviders(<InviteRoute />, {
    route: '/invite/tok123',
    path: '/invite/:token',
    auth: signedIn ? undefined : createFakeAuth(null).auth,
    routes: [{ path: '/dashboard', element: <p>Dashboard</p> }],
  });

test('signed out: the link names the workspace, the role, the brand and who sent it', async () => {
  const fetchSpy = answer({});
  renderInvite(false);
  expect(await screen.findByTestId('invitation-summary')).toHaveTextContent(
    'maya@example.com invited you to the Stride Labs workspace as a viewer, for the brand Stride Labs.' +
      'Sent to sam@example.com; the link works until Dec 3, 2026.',
  );
  expect(sent(fetchSpy, 'InvitationPreview')?.variables).toEqual({ token: 'tok123' });
  fetchSpy.mockRestore();
});

test('a link that can no longer be used says so before anyone signs in', async () => {
  const fetchSpy = answer({}, { data: { invitationPreview: null } });
  renderInvite(false);
  expect(await screen.findByText(/This invitation link is no longer valid/)).toBeInTheDocument();
  fetchSpy.mockRestore();
});

test('signed out: create an account or sign in, each coming back to the invitation', async () => {
  const fetchSpy = answer({});
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
  fetchSpy.mockRestore();
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
  expect(await screen.findByTestId('invitation-summary')).toHaveTextContent(
    'as a viewer, for the brand Stride Labs.',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  expect(router.state.location.search).toBe('?brand=b7');
  expect(sent(fetchSpy, 'AcceptInvitation')?.variables).toEqual({ input: { token: 'tok123' } });
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
