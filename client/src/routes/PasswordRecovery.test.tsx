import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Session } from '@supabase/supabase-js';
import { afterEach, expect, test } from 'vitest';
import { createFakeAuth, fakeSession, renderWithProviders } from '../test/render';
import ForgotPasswordRoute from './ForgotPasswordRoute';
import ResetPasswordRoute from './ResetPasswordRoute';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The session a recovery link begins: its access token names `amr: recovery`, as GoTrue's do. */
const claims = btoa(JSON.stringify({ sub: 'user-1', amr: [{ method: 'recovery', timestamp: 1 }] }));
const recoverySession = {
  ...fakeSession,
  access_token: `header.${claims.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.signature`,
} as Session;

test('forgot password: asks supabase-js for a link back to the reset page and says what happens next', async () => {
  const { auth } = createFakeAuth(null);
  renderWithProviders(<ForgotPasswordRoute />, { route: '/auth/forgot', path: '/auth/forgot', auth });
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: ' owner@example.com ' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  });
  expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('owner@example.com', {
    redirectTo: `${window.location.origin}/auth/reset`,
  });
  expect(
    within(screen.getByRole('status')).getByText(/If an account uses owner@example.com, a link/),
  ).toBeInTheDocument();
});

test('forgot password: a refusal (too many requests) shows beside the form', async () => {
  const { auth } = createFakeAuth(null);
  auth.resetPasswordForEmail.mockResolvedValueOnce({
    data: null,
    error: new Error('For security purposes, you can only request a new link after 1 minute.'),
  } as never);
  renderWithProviders(<ForgotPasswordRoute />, { route: '/auth/forgot', path: '/auth/forgot', auth });
  fireEvent.change(await screen.findByLabelText(/Email/), { target: { value: 'owner@example.com' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }));
  });
  expect(
    within(screen.getByRole('alert')).getByText(/only request a new link after 1 minute/),
  ).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('reset: signed in by the link, the new password is saved and the dashboard opens', async () => {
  const { auth } = createFakeAuth(recoverySession);
  renderWithProviders(<ResetPasswordRoute />, {
    route: '/auth/reset',
    path: '/auth/reset',
    auth,
    routes: [{ path: '/dashboard', element: <p>Dashboard page</p> }],
  });
  fireEvent.change(await screen.findByLabelText(/New password/), {
    target: { value: 'a-new-long-password' },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  });
  expect(auth.updateUser).toHaveBeenCalledWith({ password: 'a-new-long-password' });
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
});

test('reset: a weak password is refused beside the form and nothing navigates', async () => {
  const { auth } = createFakeAuth(recoverySession);
  auth.updateUser.mockResolvedValueOnce({
    data: { user: null },
    error: new Error('Password is known to be weak and easy to guess, please choose a different one.'),
  } as never);
  renderWithProviders(<ResetPasswordRoute />, { route: '/auth/reset', path: '/auth/reset', auth });
  fireEvent.change(await screen.findByLabelText(/New password/), { target: { value: 'password1' } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  });
  expect(within(screen.getByRole('alert')).getByText(/weak and easy to guess/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save the new password' })).toBeInTheDocument();
});

test('reset: an expired or used link says so and offers a new one', async () => {
  window.history.replaceState(null, '', '/auth/reset#error=access_denied&error_code=otp_expired');
  const { auth } = createFakeAuth(null);
  renderWithProviders(<ResetPasswordRoute />, { route: '/auth/reset', path: '/auth/reset', auth });
  expect(await screen.findByText('This link has expired or was already used.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/auth/forgot');
  expect(screen.queryByLabelText(/New password/)).toBeNull();
});

test('reset: without the link, the page says where to get one', async () => {
  const { auth } = createFakeAuth(null);
  renderWithProviders(<ResetPasswordRoute />, { route: '/auth/reset', path: '/auth/reset', auth });
  expect(await screen.findByText('This page needs the link from your password e-mail.')).toBeInTheDocument();
});

test('reset: a failed link is reported even to someone already signed in', async () => {
  window.history.replaceState(null, '', '/auth/reset#error=access_denied&error_code=otp_expired');
  const { auth } = createFakeAuth(fakeSession);
  renderWithProviders(<ResetPasswordRoute />, { route: '/auth/reset', path: '/auth/reset', auth });
  expect(await screen.findByText('This link has expired or was already used.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/New password/)).toBeNull();
});

test('reset: a link opened more than 15 minutes ago asks for a new one', async () => {
  const { auth } = createFakeAuth(recoverySession);
  auth.updateUser.mockResolvedValueOnce({
    data: { user: null },
    error: Object.assign(new Error('Enter your current password to choose a new one.'), {
      code: 'current_password_required',
    }),
  } as never);
  renderWithProviders(<ResetPasswordRoute />, { route: '/auth/reset', path: '/auth/reset', auth });
  fireEvent.change(await screen.findByLabelText(/New password/), {
    target: { value: 'a-new-long-password' },
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
  });
  expect(
    within(screen.getByRole('alert')).getByText(/opened more than 15 minutes ago. Send a new link/),
  ).toBeInTheDocument();
});

test('reset: a session the link did not begin changes its password in Settings, not here', async () => {
  const { auth } = createFakeAuth(fakeSession);
  renderWithProviders(<ResetPasswordRoute />, { route: '/auth/reset', path: '/auth/reset', auth });
  expect(await screen.findByText('This page needs the link from your password e-mail.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/settings');
  expect(screen.queryByLabelText(/New password/)).toBeNull();
});
