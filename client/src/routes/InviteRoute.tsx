import { ApolloProvider } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { brandAccessWords } from '../../../graphql/shared/brand-access';
import type { MemberRole } from '../__generated__/graphql';
import { useAcceptInvitationMutation, useInvitationPreviewQuery } from '../__generated__/hooks';
import { createApolloClient } from '../app/apollo';
import { PlainLoading } from '../components/PlainStates';
import { AuthCard, FormNotice, SubmitButton } from '../features/auth/AuthCard';
import { useAuthClient, useSession } from '../features/auth/session';
import { withBrand } from '../features/workspace/activeBrand';
import { ROLE_LABELS } from '../features/workspace/role';
import { formatDay } from '../lib/format';
import { serverRefusals } from '../lib/serverErrors';
import { errorMessage } from '../lib/form-submit';

/** "as a viewer", "as an editor". */
const asRole = (role: MemberRole) => {
  const label = ROLE_LABELS[role].toLowerCase();
  return `as ${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;
};

/**
 * What the link invites to, before anything is asked: who sent it, the workspace, the role and the brands
 * (UX audit turn 4, M6); or that the link can no longer be used.
 */
function InvitationSummary({ token }: { token: string }) {
  const { data } = useInvitationPreviewQuery({ variables: { token }, fetchPolicy: 'network-only' });
  if (!data) return null;
  const invitation = data.invitationPreview;
  if (!invitation)
    return (
      <FormNotice status="error">
        This invitation link is no longer valid: it was used, revoked or is older than 7 days. Ask for a new
        one.
      </FormNotice>
    );
  const brands = invitation.brands?.map((brand) => ({ name: brand.name ?? null })) ?? null;
  return (
    <div data-testid="invitation-summary">
      <p>
        {invitation.invitedBy ?? 'A colleague'} invited you to the <strong>{invitation.workspace}</strong>{' '}
        workspace {asRole(invitation.role)}, for {brandAccessWords(brands)}.
      </p>
      <p>
        Sent to {invitation.email}; the link works until {formatDay(invitation.expiresAt)}.
      </p>
    </div>
  );
}

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
        <InvitationSummary token={token} />
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
  // The page's own client, signed in or not (the link's summary is public); it holds no account's data.
  const client = useMemo(() => createApolloClient(auth), [auth]);
  if (loading) return <PlainLoading />;
  if (session)
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
        <ApolloProvider client={client}>
          <InvitationSummary token={token} />
        </ApolloProvider>
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
