import { ApolloProvider } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAcceptInvitationMutation } from '../__generated__/hooks';
import { createApolloClient } from '../app/apollo';
import { PlainLoading } from '../components/PlainStates';
import { AuthCard, FormNotice, SubmitButton } from '../features/auth/AuthCard';
import { useAuthClient, useSession } from '../features/auth/session';
import { withBrand } from '../features/workspace/activeBrand';
import { serverRefusals } from '../lib/serverErrors';
import { errorMessage } from '../lib/form-submit';

/** Where sign-in and sign-up return to once the person is signed in. */
export const inviteReturn = (token: string) => `next=${encodeURIComponent(`/invite/${token}`)}`;

/** The invitation accepted by the signed-in person; on to the workspace's first brand. */
function AcceptInvitation({ token, email }: { token: string; email: string | null }) {
  const navigate = useNavigate();
  const auth = useAuthClient();
  const [accept, { loading, error }] = useAcceptInvitationMutation();
  const [done, setDone] = useState(false);
  const refusal = error ? (serverRefusals(error)[0] ?? { code: null, message: errorMessage(error) }) : null;

  async function onAccept(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { data } = await accept({ variables: { input: { token } } });
      if (!data) return;
      setDone(true);
      const first = data.acceptInvitation.brands[0]?.id ?? null;
      void navigate(first ? withBrand('/dashboard', first) : '/dashboard', { replace: true });
    } catch {
      // shown in the card
    }
  }

  // Signs out and comes back here, to sign in with the address the invitation was sent to.
  const switchAccount = () => {
    void auth.signOut().then(() => navigate(`/auth?${inviteReturn(token)}`));
  };

  return (
    <AuthCard
      title="Join the workspace"
      subtitle={`You are signed in as ${email ?? 'this account'}. Accept the invitation to open its brands.`}
      footer={
        <p>
          Invited at another address?{' '}
          <button
            type="button"
            className="sl-link"
            onClick={switchAccount}
            style={{ background: 'none', border: 0, padding: 0, font: 'inherit', cursor: 'pointer' }}
          >
            Sign in with it
          </button>
        </p>
      }
    >
      <form className="sl-form" onSubmit={(e) => void onAccept(e)} aria-busy={loading}>
        {refusal && (
          <FormNotice status="error">
            {refusal.code === 'INVITATION_INVALID'
              ? `${refusal.message} Ask for a new invitation.`
              : refusal.message}
          </FormNotice>
        )}
        <SubmitButton processing={loading || done}>Accept invitation</SubmitButton>
      </form>
    </AuthCard>
  );
}

/**
 * `/invite/:token`, the mailed invitation link: a signed-in person accepts it; anyone else first creates
 * an account or signs in (both come back here) with the address the invitation was sent to.
 */
export default function InviteRoute() {
  const { token = '' } = useParams();
  const auth = useAuthClient();
  const { session, loading } = useSession();
  const personId = session?.user.id;
  const client = useMemo(() => (personId ? createApolloClient(auth) : null), [auth, personId]);
  if (loading) return <PlainLoading />;
  if (client && session)
    return (
      <ApolloProvider client={client}>
        <AcceptInvitation token={token} email={session.user.email ?? null} />
      </ApolloProvider>
    );
  return (
    <AuthCard
      title="You are invited to Sightline"
      subtitle="Create an account with the address the invitation was sent to, or sign in with it, then accept the invitation."
    >
      <div className="sl-form">
        <Link className="sl-button" to={`/auth?mode=signup&${inviteReturn(token)}`}>
          Create an account
        </Link>
        <p>
          Already have an account?{' '}
          <Link className="sl-link" to={`/auth?${inviteReturn(token)}`}>
            Sign in
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
