import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PlainLoading } from '../components/PlainStates';
import { AuthCard, FormNotice, SubmitButton, TextField, useFormSubmit } from '../features/auth/AuthCard';
import { useAuthClient, useSession } from '../features/auth/session';
import { useAuthToast } from '../features/auth/useAuthToast';

/** What the recovery link's redirect says went wrong (`#error_code=otp_expired…`), read before anything clears it. */
function linkError(): string | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return params.get('error_code') || params.get('error')
    ? 'This link has expired or was already used.'
    : null;
}

/**
 * `/auth/reset`: where the e-mailed recovery link lands, signed in by it (supabase-js reads the session
 * from the address and announces PASSWORD_RECOVERY); the new password is saved with updateUser.
 */
export default function ResetPasswordRoute() {
  const auth = useAuthClient();
  const { session, loading } = useSession();
  const navigate = useNavigate();
  const [expired] = useState(linkError);
  const [password, setPassword] = useState('');
  const { toastOnNextPage } = useAuthToast();
  const { processing, error, onSubmit } = useFormSubmit(async () => {
    const { error: failure } = await auth.updateUser({ password });
    if (failure) throw failure;
    toastOnNextPage({ type: 'success', title: 'Password changed', description: 'You are signed in.' });
    navigate('/dashboard', { replace: true });
  });

  if (loading) return <PlainLoading />;
  const requestAnother = (
    <Link className="sl-link" to="/auth/forgot">
      Send a new link
    </Link>
  );
  // A link that failed says so even to someone already signed in: they came for that link.
  if (expired || !session) {
    return (
      <AuthCard
        title="Choose a new password"
        subtitle="Open the link from your e-mail to get here"
        footer={requestAnother}
      >
        <FormNotice status="error">
          {expired ?? 'This page needs the link from your password e-mail.'}
        </FormNotice>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle={`For ${session.user.email ?? 'your account'}`}>
      <form className="sl-form" onSubmit={onSubmit} aria-busy={processing}>
        {error && <FormNotice status="error">{error}</FormNotice>}
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          disabled={processing}
          onChange={(e) => setPassword(e.target.value)}
          help="At least 8 characters, and not one that is easy to guess."
        />
        <SubmitButton processing={processing}>Save the new password</SubmitButton>
      </form>
    </AuthCard>
  );
}
