import { Button, Field, Input, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { LoadingState } from '../components/StateViews';
import { toaster } from '../components/toaster';
import { AuthCard, FormNotice, useFormSubmit } from '../features/auth/AuthCard';
import { useAuthClient, useSession } from '../features/auth/session';

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
  const { processing, error, onSubmit } = useFormSubmit(async () => {
    const { error: failure } = await auth.updateUser({ password });
    if (failure) throw failure;
    toaster.create({ type: 'success', title: 'Password changed', description: 'You are signed in.' });
    navigate('/dashboard', { replace: true });
  });

  if (loading) return <LoadingState fullScreen />;
  const requestAnother = (
    <Link asChild color="teal.fg" fontWeight="medium">
      <RouterLink to="/auth/forgot">Send a new link</RouterLink>
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
      <form onSubmit={onSubmit} aria-busy={processing}>
        <Stack gap="4">
          {error && <FormNotice status="error">{error}</FormNotice>}
          <Field.Root required disabled={processing}>
            <Field.Label>New password</Field.Label>
            <Input
              type="password"
              name="new-password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            <Field.HelperText>At least 8 characters, and not one that is easy to guess.</Field.HelperText>
          </Field.Root>
          <Button type="submit" colorPalette="teal" size="lg" loading={processing} mt="2">
            Save the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
