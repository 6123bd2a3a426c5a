import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard, EmailField, FormNotice, SubmitButton } from '../features/auth/AuthCard';
import { useFormSubmit } from '../lib/form-submit';
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
        <Link className="sl-link" to="/auth">
          Back to sign in
        </Link>
      }
    >
      <form className="sl-form" onSubmit={onSubmit} aria-busy={processing}>
        {sentTo && (
          <FormNotice status="success">
            If an account uses {sentTo}, a link to choose a new password is on its way. It works once and
            expires; the e-mail says when.
          </FormNotice>
        )}
        {error && <FormNotice status="error">{error}</FormNotice>}
        <EmailField value={email} onChange={setEmail} disabled={processing} />
        <SubmitButton processing={processing}>Send the link</SubmitButton>
      </form>
    </AuthCard>
  );
}
