import { Box, Button, Card, Center, Field, Flex, Heading, Input, Link, Stack, Text } from '@chakra-ui/react';
import { PublicTopBar } from '../components/PublicTopBar';
import { useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '../components/toaster';
import { useAuthClient, useSession } from '../features/auth/session';

const errorMessage = (error: unknown) =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'An unknown error occurred';

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

  // Someone already signed in who opens the home page goes on to the dashboard (not after /logout).
  if (session && !processing && pathname !== '/logout') return <Navigate to="/dashboard" replace />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProcessing(true);
    try {
      if (signUp) {
        const { data, error } = await auth.signUp({
          email: email.trim(),
          password,
          options: { data: { username: username.trim() } },
        });
        if (error) throw error;
        toaster.create({
          type: 'success',
          title: 'Account created successfully!',
          description: 'Please check your email to verify your account.',
        });
        if (data.session) navigate('/dashboard');
        else navigate('/auth', { replace: true });
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
    } finally {
      setProcessing(false);
    }
  }

  return (
    <Flex minH="100dvh" direction="column" bg="bg.subtle">
      <PublicTopBar />
      <Center as="main" id="main" flex="1" px="4" pb="16">
        <Card.Root w="full" maxW="md" variant="elevated" rounded="2xl" bg="bg.panel">
          <Card.Header textAlign="center" pb="0">
            <Heading as="h1" size="2xl" letterSpacing="tight">
              {signUp ? 'Create Your Account' : 'Welcome Back'}
            </Heading>
            <Text color="fg.muted" mt="1">
              {signUp
                ? 'Start monitoring your brand across AI platforms'
                : 'Sign in to monitor your brand across AI platforms'}
            </Text>
          </Card.Header>
          <Card.Body>
            <form onSubmit={onSubmit} aria-busy={processing} noValidate={false}>
              <fieldset disabled={processing} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
                <Stack gap="4">
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
                  <Field.Root required disabled={processing}>
                    <Field.Label>Email</Field.Label>
                    <Input
                      type="email"
                      name="email"
                      autoComplete="email"
                      value={email}
                      onChange={(e) => setEmail(e.target.value)}
                    />
                  </Field.Root>
                  <Field.Root required disabled={processing}>
                    <Field.Label>Password</Field.Label>
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
          </Card.Body>
          <Card.Footer justifyContent="center">
            <Box textStyle="sm" color="fg.muted">
              {signUp ? 'Already have an account? ' : "Don't have an account? "}
              <Link asChild color="teal.fg" fontWeight="medium">
                <RouterLink to={signUp ? '/auth' : '/auth?mode=signup'}>
                  {signUp ? 'Sign in' : 'Sign up'}
                </RouterLink>
              </Link>
            </Box>
          </Card.Footer>
        </Card.Root>
      </Center>
    </Flex>
  );
}
