import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PlainLoading } from '../components/PlainStates';
import { AuthCard, FormNotice, NewPasswordField, SubmitButton } from '../features/auth/AuthCard';
import { useFormSubmit } from '../lib/form-submit';
import { startedByRecoveryLink, useAuthClient, useSession } from '../features/auth/session';
import { useAuthToast } from '../features/auth/useAuthToast';

/** What the recovery link's redirect says went wrong (`#error_code=otp_expired…`), read before anything clears it. */
function linkError(): string | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  return params.get('error_code') || params.get('error')
    ? 'This link has expired or was already used.'
    : null;
}

const LINK_TOO_OLD =
  'This link was opened more than 15 minutes ago. Send a new link, or change your password in Settings.';

/**
 * `/auth/reset`: where the e-mailed recovery link lands, signed in by it (supabase-js reads the session
 * from the address and announces PASSWORD_RECOVERY); the new password is saved with updateUser, without the
 * current one while the link's session is new. Any other session changes its password in Settings.
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
    // The link's session may do without the current password for 15 minutes only.
    if (failure?.code === 'current_password_required') throw new Error(LINK_TOO_OLD);
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
  if (expired || !session || !startedByRecoveryLink(session)) {
    return (
      <AuthCard
        title="Choose a new password"
        subtitle="Open the link from your e-mail to get here"
        footer={requestAnother}
      >
        <FormNotice status="error">
          {expired ?? 'This page needs the link from your password e-mail.'}
        </FormNotice>
        {session && !expired && (
          <p className="sl-field-help">
            Signed in already? Change your password in{' '}
            <Link className="sl-link" to="/dashboard/settings">
              Settings
            </Link>
            , with your current one.
          </p>
        )}
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password" subtitle={`For ${session.user.email ?? 'your account'}`}>
      <form className="sl-form" onSubmit={onSubmit} aria-busy={processing}>
        {error && <FormNotice status="error">{error}</FormNotice>}
        <NewPasswordField
          label="New password"
          name="new-password"
          value={password}
          disabled={processing}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SubmitButton processing={processing}>Save the new password</SubmitButton>
      </form>
    </AuthCard>
  );
}
