import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useConfirmAlertEmailMutation } from '../__generated__/hooks';
import { AuthCard, FormNotice, SubmitButton } from '../features/auth/AuthCard';
import { PublicApolloProvider } from '../features/wizard/PublicApollo';
import { useFormSubmit } from '../lib/form-submit';

const settingsLink = (
  <Link className="sl-link" to="/dashboard/settings/alerts">
    Alert settings
  </Link>
);

/** The page inside its public Apollo client (tests render it with theirs). */
export function ConfirmAlertEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = useConfirmAlertEmailMutation();
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const { processing, error, onSubmit } = useFormSubmit(async () => {
    const { data } = await confirm({ variables: { token } });
    if (data) setConfirmed(data.confirmAlertEmail.email);
  });

  if (confirmed)
    return (
      <AuthCard title="Address confirmed" subtitle="Alert e-mails are on their way" footer={settingsLink}>
        <FormNotice status="success">
          {`Alerts and, if you turned it on, the weekly digest will be e-mailed to ${confirmed}.`}
        </FormNotice>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Confirm alert e-mails"
      subtitle="Sightline e-mails alerts only to an address its owner confirmed"
      footer={settingsLink}
    >
      <form className="sl-form" onSubmit={onSubmit} aria-busy={processing}>
        {(error || !token) && (
          <FormNotice status="error">
            {error ?? 'This page needs the link from your confirmation e-mail.'}
          </FormNotice>
        )}
        <p className="sl-field-help">
          Press Confirm to receive alerts and the weekly digest at the address this link was sent to. If you
          did not ask for them, close this page: nothing will be sent.
        </p>
        {token && <SubmitButton processing={processing}>Confirm</SubmitButton>}
      </form>
    </AuthCard>
  );
}

/**
 * `/alert-email/confirm?token=…` (public): where the confirmation link of Settings → Alerts lands. It
 * confirms when Confirm is pressed, not on opening, so a mail scanner that fetches links confirms nothing.
 */
export default function ConfirmAlertEmailRoute() {
  return (
    <PublicApolloProvider>
      <ConfirmAlertEmail />
    </PublicApolloProvider>
  );
}
