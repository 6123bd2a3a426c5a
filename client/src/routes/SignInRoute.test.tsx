import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createFakeAuth, renderWithProviders } from '../test/render';
import SignInRoute from './SignInRoute';

const renderSignIn = (route = '/', auth = createFakeAuth(null).auth) => ({
  auth,
  ...renderWithProviders(<SignInRoute />, {
    route,
    path: '/',
    auth,
    routes: [
      { path: '/auth', element: <SignInRoute /> },
      { path: '/dashboard', element: <p>Dashboard page</p> },
    ],
  }),
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('sign-in: success toasts and goes to /dashboard', async () => {
  const { auth } = renderSignIn();
  expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/Username/)).toBeNull();
  fill(/Email/, 'demo@example.com');
  fill(/Password/, 'sightline-demo');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
  expect(auth.signInWithPassword).toHaveBeenCalledWith({
    email: 'demo@example.com',
    password: 'sightline-demo',
  });
  expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  expect(screen.getByText('You have successfully logged in.')).toBeInTheDocument();
});

test('sign-in: an error shows a destructive "Error" toast with the message', async () => {
  const { auth } = createFakeAuth(null);
  auth.signInWithPassword.mockResolvedValueOnce({
    data: { user: null, session: null },
    error: new Error('Invalid login credentials'),
  } as never);
  renderSignIn('/', auth);
  fill(/Email/, 'demo@example.com');
  fill(/Password/, 'wrong');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  });
  expect(await screen.findByText('Error')).toBeInTheDocument();
  expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
});

test('sign-up: ?mode=signup asks for a username and passes it as user metadata', async () => {
  const { auth } = renderSignIn('/?mode=signup');
  expect(await screen.findByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
  fill(/Username/, 'newbrand');
  fill(/Email/, 'new@example.com');
  fill(/Password/, 'a-long-password');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  });
  expect(auth.signUp).toHaveBeenCalledWith({
    email: 'new@example.com',
    password: 'a-long-password',
    options: { data: { username: 'newbrand' } },
  });
  expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
  expect(screen.getByText('Please check your email to verify your account.')).toBeInTheDocument();
});

test('sign-up: the server message for a taken username is shown', async () => {
  const { auth } = createFakeAuth(null);
  auth.signUp.mockResolvedValueOnce({
    data: { user: null, session: null },
    error: new Error('Username is already taken. Please choose another one.'),
  } as never);
  renderSignIn('/?mode=signup', auth);
  fill(/Username/, 'demo');
  fill(/Email/, 'x@example.com');
  fill(/Password/, 'a-long-password');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  });
  expect(
    await screen.findByText('Username is already taken. Please choose another one.'),
  ).toBeInTheDocument();
});

test('the form is disabled while processing', async () => {
  const { auth } = createFakeAuth(null);
  let resolve!: (v: unknown) => void;
  auth.signInWithPassword.mockReturnValueOnce(new Promise((r) => (resolve = r)) as never);
  renderSignIn('/', auth);
  fill(/Email/, 'demo@example.com');
  fill(/Password/, 'sightline-demo');
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect((screen.getByLabelText(/Email/) as HTMLInputElement).disabled).toBe(true));
  expect((screen.getByLabelText(/Password/) as HTMLInputElement).disabled).toBe(true);
  expect(document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled).toBe(true);
  await act(async () => resolve({ data: { user: null, session: null }, error: null }));
});
