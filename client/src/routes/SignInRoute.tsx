import { Button, Field, Flex, Input, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '../components/toaster';
import { AuthCard, EmailField, errorMessage, FormNotice } from '../features/auth/AuthCard';
import { useAuthClient, useSession } from '../features/auth/session';

/** `/`, `/auth` and `/logout`: sign in, or sign up with `?mode=signup`. */
export default function SignInRoute() {
  const [params] = useSearchParams();
  const signUp = params.get('mode') === 'signup';
  const auth = useAuthClient();
  const { session } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [processing, setProcessing] = useState(false);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);

  // Someone already signed in who opens the home page goes on to the dashboard (not after /logout).
  if (session && !processing && pathname !== '/logout') return <Navigate to="/dashboard" replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProcessing(true);
    setNotice(null);
    try {
      if (signUp) {
        const { data, error } = await auth.signUp({
          email: email.trim(),
          password,
          options: { data: { username: username.trim() } },
        });
        if (error) throw error;
        if (data.session) {
          // Auto-confirm is on: the account is ready and signed in, no e-mail to wait for.
          toaster.create({
            type: 'success',
            title: 'Account created successfully!',
            description: 'You are signed in. Let’s set up your brand.',
          });
          navigate('/dashboard');
        } else {
          const text = `We sent a confirmation link to ${email.trim()}. Open it, then sign in.`;
          toaster.create({ type: 'success', title: 'Account created successfully!', description: text });
          setNotice({ status: 'success', text });
          navigate('/auth', { replace: true });
        }
      } else {
        const { error } = await auth.signInWithPassword({ email: email.trim(), password });
        if (error) throw error;
        toaster.create({
          type: 'success',
          title: 'Welcome back!',
          description: 'You have successfully logged in.',
        });
        navigate('/dashboard');
      }
    } catch (error) {
      toaster.create({ type: 'error', title: 'Error', description: errorMessage(error) });
      setNotice({ status: 'error', text: errorMessage(error) });
    } finally {
      setProcessing(false);
    }
  }

  return (
    <AuthCard
      title={signUp ? 'Create Your Account' : 'Welcome Back'}
      subtitle={
        signUp
          ? 'Start monitoring your brand across AI platforms'
          : 'Sign in to monitor your brand across AI platforms'
      }
      footer={
        <Stack gap="2">
          <span>
            {signUp ? 'Already have an account? ' : "Don't have an account? "}
            <Link asChild color="teal.fg" fontWeight="medium">
              <RouterLink to={signUp ? '/auth' : '/auth?mode=signup'}>
                {signUp ? 'Sign in' : 'Sign up'}
              </RouterLink>
            </Link>
          </span>
          <span>
            Just curious?{' '}
            <Link asChild color="teal.fg" fontWeight="medium">
              <RouterLink to="/generate-reports">Get a free AI-visibility report</RouterLink>
            </Link>
          </span>
        </Stack>
      }
    >
      <form onSubmit={onSubmit} aria-busy={processing} noValidate={false}>
        <fieldset disabled={processing} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="4">
            {notice && <FormNotice status={notice.status}>{notice.text}</FormNotice>}
            {signUp && (
              <Field.Root required disabled={processing}>
                <Field.Label>Username</Field.Label>
                <Input
                  name="username"
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                />
              </Field.Root>
            )}
            <EmailField value={email} onChange={setEmail} disabled={processing} />
            <Field.Root required disabled={processing}>
              <Flex justify="space-between" align="baseline" w="full">
                <Field.Label>Password</Field.Label>
                {!signUp && (
                  <Link asChild textStyle="sm" color="teal.fg">
                    <RouterLink to="/auth/forgot">Forgot password?</RouterLink>
                  </Link>
                )}
              </Flex>
              <Input
                type="password"
                name="password"
                autoComplete={signUp ? 'new-password' : 'current-password'}
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field.Root>
            <Button type="submit" colorPalette="teal" size="lg" loading={processing} mt="2">
              {signUp ? 'Create Account' : 'Sign In'}
            </Button>
          </Stack>
        </fieldset>
      </form>
    </AuthCard>
  );
}
