import { Button, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard, EmailField, FormNotice, useFormSubmit } from '../features/auth/AuthCard';
import { useAuthClient } from '../features/auth/session';

/** `/auth/forgot`: asks for a one-time link to choose a new password (supabase-js resetPasswordForEmail). */
export default function ForgotPasswordRoute() {
  const auth = useAuthClient();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { processing, error, onSubmit } = useFormSubmit(async () => {
    const address = email.trim();
    const { error: failure } = await auth.resetPasswordForEmail(address, {
      redirectTo: `${window.location.origin}/auth/reset`,
    });
    if (failure) throw failure;
    setSentTo(address);
  });

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="We will e-mail you a link to choose a new one"
      footer={
        <Link asChild color="teal.fg" fontWeight="medium">
          <RouterLink to="/auth">Back to sign in</RouterLink>
        </Link>
      }
    >
      <form onSubmit={onSubmit} aria-busy={processing}>
        <Stack gap="4">
          {sentTo && (
            <FormNotice status="success">
              If an account uses {sentTo}, a link to choose a new password is on its way. It works once and
              expires; the e-mail says when.
            </FormNotice>
          )}
          {error && <FormNotice status="error">{error}</FormNotice>}
          <EmailField value={email} onChange={setEmail} disabled={processing} />
          <Button type="submit" colorPalette="teal" size="lg" loading={processing} mt="2">
            Send the link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
