import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  AuthCard,
  EmailField,
  FormNotice,
  NewPasswordField,
  SubmitButton,
  TextField,
} from '../features/auth/AuthCard';
import { useAuthClient, useSession } from '../features/auth/session';
import { useAuthToast } from '../features/auth/useAuthToast';
import { errorMessage } from '../lib/form-submit';

/**
 * Where to go once signed in: `?next=` when it is a path of this site (an invitation link sends people
 * here and wants them back), else the dashboard.
 */
export function nextPath(params: URLSearchParams): string {
  const next = params.get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')
    ? next
    : '/dashboard';
}

/** `/`, `/auth` and `/logout`: sign in, or sign up with `?mode=signup`; `?next=` is where to go after. */
export default function SignInRoute() {
  const [params] = useSearchParams();
  const signUp = params.get('mode') === 'signup';
  const next = nextPath(params);
  const carried = params.has('next') ? `next=${encodeURIComponent(next)}` : '';
  const auth = useAuthClient();
  const { session } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toast, toastOnNextPage, host } = useAuthToast();
  const [processing, setProcessing] = useState(false);
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<{ status: 'error' | 'success'; text: string } | null>(null);

  // Someone already signed in who opens the home page goes on to the dashboard (not after /logout).
  if (session && !processing && pathname !== '/logout') return <Navigate to={next} replace />;

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
          toastOnNextPage({
            type: 'success',
            title: 'Account created successfully!',
            description: 'You are signed in. Let’s set up your brand.',
          });
          navigate(next);
        } else {
          const text = `We sent a confirmation link to ${email.trim()}. Open it, then sign in.`;
          toast({ type: 'success', title: 'Account created successfully!', description: text });
          setNotice({ status: 'success', text });
          navigate(carried ? `/auth?${carried}` : '/auth', { replace: true });
        }
      } else {
        const { error } = await auth.signInWithPassword({ email: email.trim(), password });
        if (error) throw error;
        toastOnNextPage({
          type: 'success',
          title: 'Welcome back!',
          description: 'You have successfully logged in.',
        });
        navigate(next);
      }
    } catch (error) {
      toast({ type: 'error', title: 'Error', description: errorMessage(error) });
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
        <>
          <p>
            {signUp ? 'Already have an account? ' : "Don't have an account? "}
            <Link
              className="sl-link"
              to={
                signUp
                  ? `/auth${carried ? `?${carried}` : ''}`
                  : `/auth?mode=signup${carried ? `&${carried}` : ''}`
              }
            >
              {signUp ? 'Sign in' : 'Sign up'}
            </Link>
          </p>
          <p>
            Just curious?{' '}
            <Link className="sl-link" to="/generate-reports">
              Get a free AI-visibility report
            </Link>
          </p>
        </>
      }
    >
      <form className="sl-form" onSubmit={onSubmit} aria-busy={processing}>
        {notice && <FormNotice status={notice.status}>{notice.text}</FormNotice>}
        {signUp && (
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            disabled={processing}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
        <EmailField value={email} onChange={setEmail} disabled={processing} />
        {signUp ? (
          <NewPasswordField
            label="Password"
            name="password"
            disabled={processing}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : (
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            disabled={processing}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aside={
              <Link className="sl-link" to="/auth/forgot">
                Forgot password?
              </Link>
            }
          />
        )}
        <SubmitButton processing={processing}>{signUp ? 'Create Account' : 'Sign In'}</SubmitButton>
      </form>
      {host}
    </AuthCard>
  );
}
