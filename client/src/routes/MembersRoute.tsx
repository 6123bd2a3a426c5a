import {
  Badge,
  Box,
  Button,
  Field,
  Flex,
  HStack,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type {
  InvitationsTable_InvitationFragment,
  MemberRole,
  MembersTable_MemberFragment,
} from '../__generated__/graphql';
import { brandAccessWords } from '../../../graphql/shared/brand-access';
import {
  useChangeMemberBrandsMutation,
  useChangeMemberRoleMutation,
  useInviteMemberMutation,
  useMembersRouteQuery,
  useOpenInvitationsQuery,
  useRemoveMemberMutation,
  useRevokeInvitationMutation,
} from '../__generated__/hooks';
import { PageHeader } from '../components/PageHeader';
import { Panel } from '../components/Panel';
import { LoadErrorState, LoadingState } from '../components/StateViews';
import { toaster } from '../components/toaster';
import { fieldProblem } from '../features/alerts/alertRules';
import { ManageDialog } from '../features/prompts/manage/ManageDialog';
import { BrandChoice, type ChoosableBrand } from '../features/workspace/BrandChoice';
import { atLeast, roleReason, ROLE_LABELS, RoleHint } from '../features/workspace/role';
import { errorMessage } from '../lib/form-submit';
import { formatDay } from '../lib/format';

/** One row of the members or invitations list: stacked on a phone, in a line from md up. */
function ListRow({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Flex
      as="li"
      gap="3"
      py="3"
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: '0' }}
      data-testid={testId}
    >
      {children}
    </Flex>
  );
}

const REFETCH = ['MembersRoute', 'OpenInvitations'];
const ROLES: readonly MemberRole[] = ['VIEWER', 'EDITOR', 'ADMIN', 'OWNER'];

/** The roles `viewerRole` may hand out: every one below OWNER for an admin, OWNER too for an owner. */
export const assignableRoles = (viewerRole: MemberRole): MemberRole[] =>
  ROLES.filter((role) => role !== 'OWNER' || viewerRole === 'OWNER');

const ROLE_HELP: Record<MemberRole, string> = {
  VIEWER: 'reads and exports',
  EDITOR: 'brand, competitors, topics, prompts, alerts and tools',
  ADMIN: 'members, brands, tokens and settings too',
  OWNER: 'everything, including deleting brands',
};

const roleOptions = (roles: readonly MemberRole[]) =>
  roles.map((role) => (
    <option key={role} value={role}>
      {ROLE_LABELS[role]}
    </option>
  ));

const memberName = (m: MembersTable_MemberFragment) => m.email ?? m.username ?? 'A member';

function RoleSelect({
  label,
  value,
  roles,
  disabled,
  onChange,
}: {
  label: string;
  value: MemberRole;
  roles: readonly MemberRole[];
  disabled?: boolean;
  onChange: (role: MemberRole) => void;
}) {
  return (
    <NativeSelect.Root size="sm" w="32" disabled={disabled}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value as MemberRole)}
      >
        {roleOptions(roles)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** Which brands a member or an invitation opens, in words: "every brand", "the brand Stride Labs". */
const brandWords = (brands: readonly ChoosableBrand[] | null | undefined) =>
  brandAccessWords(brands?.map((brand) => ({ name: brand.name ?? null })) ?? null);
const opens = (brands: readonly ChoosableBrand[] | null | undefined) => `Opens ${brandWords(brands)}`;

/**
 * The invite form: an address, a role and the brands it opens (every brand, or some: an agency's client);
 * the server's refusal beside the field it is about. An owner opens every brand, so choosing Owner hides it.
 */
function InviteForm({ viewerRole, brands }: { viewerRole: MemberRole; brands: readonly ChoosableBrand[] }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('VIEWER');
  const [brandIds, setBrandIds] = useState<string[] | null>(null);
  const [invite, { loading, error, reset }] = useInviteMemberMutation({ refetchQueries: REFETCH });
  const emailProblem = fieldProblem(error, 'email');
  const roleProblem = fieldProblem(error, 'role');
  const brandsProblem = fieldProblem(error, 'brandIds');
  const general = error && !emailProblem && !roleProblem && !brandsProblem ? errorMessage(error) : null;
  const chosenBrandIds = role === 'OWNER' ? null : brandIds;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const { data } = await invite({
        variables: { input: { email: email.trim(), role, brandIds: chosenBrandIds } },
      });
      if (!data) return;
      const { invitation } = data.inviteMember;
      toaster.create({
        type: 'success',
        title: 'Invitation sent',
        description: `${invitation.email} will get a link to join as ${ROLE_LABELS[role]}. ${opens(invitation.brands)}.`,
      });
      setEmail('');
    } catch {
      // shown beside the form
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} aria-label="Invite a member" noValidate>
      <Stack gap="2">
        <Flex gap="2" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <Field.Root flex="1" minW="48" invalid={!!emailProblem}>
            <Field.Label>E-mail</Field.Label>
            <Input
              type="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (error) reset();
              }}
              placeholder="colleague@example.com"
              autoComplete="off"
            />
            <Field.ErrorText>{emailProblem}</Field.ErrorText>
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '40' }} invalid={!!roleProblem}>
            <Field.Label>Role</Field.Label>
            <NativeSelect.Root size="md">
              <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as MemberRole)}>
                {roleOptions(assignableRoles(viewerRole))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{roleProblem}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="teal"
            loading={loading}
            disabled={!email.trim() || chosenBrandIds?.length === 0}
            mt={{ base: '0', sm: '6' }}
            w={{ base: 'full', sm: 'auto' }}
          >
            Send invitation
          </Button>
        </Flex>
        <Text textStyle="xs" color="fg.muted">
          {ROLE_LABELS[role]}: {ROLE_HELP[role]}. The link works once, within 7 days.
        </Text>
        {role === 'OWNER' ? (
          <Text textStyle="xs" color="fg.muted">
            An owner opens every brand.
          </Text>
        ) : (
          <BrandChoice
            brands={brands}
            value={brandIds}
            onChange={(chosen) => {
              setBrandIds(chosen);
              if (error) reset();
            }}
            problem={brandsProblem}
          />
        )}
        {general && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {general}
          </Text>
        )}
      </Stack>
    </form>
  );
}

/** One member: address, role (a select for those who may change it), brands, joined, and remove or leave. */
function MemberRow({
  member,
  viewerRole,
  lastOwner,
  onRemove,
  onChangeBrands,
}: {
  member: MembersTable_MemberFragment;
  viewerRole: MemberRole;
  /** This member is the workspace's only owner: they cannot leave (make another member OWNER first). */
  lastOwner: boolean;
  onRemove: (member: MembersTable_MemberFragment) => void;
  onChangeBrands: (member: MembersTable_MemberFragment) => void;
}) {
  const [change, { loading }] = useChangeMemberRoleMutation({ refetchQueries: REFETCH });
  const isAdmin = atLeast(viewerRole, 'ADMIN');
  // An admin changes roles below OWNER; only an owner changes an owner's. One's own role stays here.
  const canChange =
    isAdmin && !member.isViewer && (member.role !== 'OWNER' || viewerRole === 'OWNER') && !!member.email;
  const canRemove = (member.isViewer || canChange) && !lastOwner;
  const name = memberName(member);

  async function onChange(role: MemberRole) {
    try {
      await change({ variables: { input: { email: member.email!, role } } });
      toaster.create({
        type: 'success',
        title: 'Role changed',
        description: `${name} is now ${ROLE_LABELS[role]}.`,
      });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Role not changed', description: errorMessage(error) });
    }
  }

  return (
    <ListRow testId="member-row">
      <Box flex="1" minW="0">
        <HStack gap="2">
          <Text fontWeight="medium" truncate>
            {name}
          </Text>
          {member.isViewer && (
            <Badge size="sm" colorPalette="teal" variant="subtle">
              You
            </Badge>
          )}
        </HStack>
        <Text textStyle="xs" color="fg.muted">
          {member.username && member.email ? `${member.username} · ` : ''}Joined {formatDay(member.joinedAt)}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {opens(member.brands)}
        </Text>
      </Box>
      <HStack gap="2" flexWrap="wrap">
        {canChange ? (
          <RoleSelect
            label={`Role of ${name}`}
            value={member.role}
            roles={assignableRoles(viewerRole)}
            disabled={loading}
            onChange={(role) => void onChange(role)}
          />
        ) : (
          <Badge size="md" variant="subtle" colorPalette={member.role === 'OWNER' ? 'teal' : 'gray'}>
            {ROLE_LABELS[member.role]}
          </Badge>
        )}
        {/* An owner opens every brand: their brands change with their role only. */}
        {canChange && member.role !== 'OWNER' && (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Brands of ${name}`}
            onClick={() => onChangeBrands(member)}
          >
            Brands…
          </Button>
        )}
        {member.isViewer && lastOwner && (
          <Text textStyle="xs" color="fg.muted">
            The only owner cannot leave: make another member Owner first.
          </Text>
        )}
        {canRemove && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={member.isViewer ? 'Leave workspace' : `Remove ${name}`}
            onClick={() => onRemove(member)}
          >
            {member.isViewer ? 'Leave workspace' : 'Remove'}
          </Button>
        )}
      </HStack>
    </ListRow>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationsTable_InvitationFragment }) {
  const [revoke, { loading }] = useRevokeInvitationMutation({ refetchQueries: REFETCH });
  async function onRevoke() {
    try {
      await revoke({ variables: { input: { id: invitation.id } } });
      toaster.create({
        type: 'success',
        title: 'Invitation revoked',
        description: `The link sent to ${invitation.email} no longer works.`,
      });
    } catch (error) {
      toaster.create({ type: 'error', title: 'Not revoked', description: errorMessage(error) });
    }
  }
  return (
    <ListRow testId="invitation-row">
      <Box flex="1" minW="0">
        <Text fontWeight="medium" truncate>
          {invitation.email}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {ROLE_LABELS[invitation.role]}
          {invitation.invitedBy ? ` · invited by ${invitation.invitedBy}` : ''} · expires{' '}
          {formatDay(invitation.expiresAt)}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {opens(invitation.brands)}
        </Text>
      </Box>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        loading={loading}
        aria-label={`Revoke the invitation to ${invitation.email}`}
        onClick={() => void onRevoke()}
      >
        Revoke
      </Button>
    </ListRow>
  );
}

/** The open invitations (admins and owners): address, role, who sent it, expiry, and revoke. */
function OpenInvitations() {
  const { data, error } = useOpenInvitationsQuery();
  const open = (data?.invitations ?? []).filter((i) => !i.revokedAt);
  return (
    <Panel title="Open invitations" description="Links not used yet; each works once, within 7 days">
      {!data && error ? (
        <Text color="fg.error" textStyle="sm">
          Invitations could not be loaded: {error.message}
        </Text>
      ) : open.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          {data ? 'No open invitations.' : 'Loading invitations…'}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Open invitations">
          {open.map((invitation) => (
            <InvitationRow key={invitation.id} invitation={invitation} />
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** "Brands of …": which brands a member opens, from their next request. */
function MemberBrandsDialog({
  member,
  brands,
  onClose,
}: {
  member: MembersTable_MemberFragment;
  brands: readonly ChoosableBrand[];
  onClose: () => void;
}) {
  const [brandIds, setBrandIds] = useState<string[] | null>(member.brands?.map((brand) => brand.id) ?? null);
  const [change, { loading, error }] = useChangeMemberBrandsMutation({ refetchQueries: REFETCH });
  const name = memberName(member);

  async function onSubmit() {
    try {
      const { data } = await change({ variables: { input: { email: member.email!, brandIds } } });
      if (!data) return;
      toaster.create({
        type: 'success',
        title: 'Brands changed',
        description: `${name} now opens ${brandWords(data.changeMemberBrands.member.brands)}.`,
      });
      onClose();
    } catch {
      // shown in the dialog
    }
  }

  return (
    <ManageDialog
      open
      title={`Brands of ${name}`}
      description="What they may open from their next request. A member limited to some brands sees no other brand, and nothing of the workspace's members, invitations or settings."
      submitLabel="Save brands"
      submitDisabled={brandIds?.length === 0}
      loading={loading}
      error={error ? errorMessage(error) : null}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <BrandChoice brands={brands} value={brandIds} onChange={setBrandIds} />
    </ManageDialog>
  );
}

/** Leaving ends the session's hold on this workspace: a fresh load opens a brand the person still has. */
const afterLeaving = () => window.location.assign('/dashboard');

/** Settings → Members: the workspace's members and open invitations; admins invite, change and remove. */
export default function MembersRoute() {
  const { data, loading, error } = useMembersRouteQuery();
  const [removing, setRemoving] = useState<MembersTable_MemberFragment | null>(null);
  const [changingBrands, setChangingBrands] = useState<MembersTable_MemberFragment | null>(null);
  const [remove, removal] = useRemoveMemberMutation({ refetchQueries: REFETCH });
  const header = (
    <PageHeader
      title="Members"
      description="Who can open this workspace's brands, and what each may do"
      above={
        <Link asChild textStyle="sm" color="teal.fg" mb="2">
          <RouterLink to="/dashboard/settings">← Settings</RouterLink>
        </Link>
      }
    />
  );
  if (loading && !data) return <LoadingState />;
  if (!data?.viewer || !data.members)
    return (
      <>
        {header}
        <LoadErrorState message={error?.message} />
      </>
    );

  const viewerRole = data.viewer.role;
  const workspaceBrands = data.viewer.workspace.brands;
  // A member limited to some brands is shown their own membership only, and manages none.
  const limitedTo = data.members.find((m) => m.isViewer)?.brands ?? null;
  const isAdmin = atLeast(viewerRole, 'ADMIN') && !limitedTo;
  const adminGate = {
    allowed: isAdmin,
    reason: limitedTo
      ? `Your membership is limited to ${brandWords(limitedTo)}: members and invitations are managed by those who open every brand.`
      : isAdmin
        ? null
        : roleReason(viewerRole, 'ADMIN'),
  };
  const leaving = removing?.isViewer ?? false;
  const owners = data.members.filter((m) => m.role === 'OWNER').length;

  async function onConfirmRemove() {
    if (!removing?.email) return;
    try {
      await remove({ variables: { input: { email: removing.email } } });
      if (leaving) {
        afterLeaving();
        return;
      }
      toaster.create({
        type: 'success',
        title: 'Member removed',
        description: `${memberName(removing)} can no longer open this workspace.`,
      });
      setRemoving(null);
    } catch {
      // shown in the dialog
    }
  }

  return (
    <Stack gap="4">
      {header}
      <Panel title="Invite a member" description="They get an e-mail with a link to join this workspace">
        {isAdmin ? (
          <InviteForm viewerRole={viewerRole} brands={workspaceBrands} />
        ) : (
          <RoleHint gate={adminGate} />
        )}
      </Panel>
      <Panel
        title="Members"
        description={limitedTo ? 'Your membership' : `${data.members.length} in this workspace`}
      >
        <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" aria-label="Members">
          {data.members.map((member) => (
            <MemberRow
              key={member.email ?? member.username}
              member={member}
              viewerRole={viewerRole}
              lastOwner={member.role === 'OWNER' && owners === 1}
              onRemove={(m) => {
                removal.reset();
                setRemoving(m);
              }}
              onChangeBrands={setChangingBrands}
            />
          ))}
        </Stack>
      </Panel>
      {isAdmin && <OpenInvitations />}
      {changingBrands && (
        <MemberBrandsDialog
          key={changingBrands.email}
          member={changingBrands}
          brands={workspaceBrands}
          onClose={() => setChangingBrands(null)}
        />
      )}
      <ManageDialog
        open={removing !== null}
        danger
        title={leaving ? 'Leave workspace?' : `Remove ${removing ? memberName(removing) : ''}?`}
        description={
          leaving
            ? 'You will no longer open this workspace’s brands. Someone with the Admin role can invite you again.'
            : 'They will no longer open this workspace’s brands, and their API tokens for it stop working.'
        }
        submitLabel={leaving ? 'Leave workspace' : 'Remove member'}
        loading={removal.loading}
        error={removal.error ? errorMessage(removal.error) : null}
        onSubmit={() => void onConfirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
