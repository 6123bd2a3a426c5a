import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { MemberRole, MembersRouteQuery } from '../__generated__/graphql';
import {
  ChangeMemberBrandsDocument,
  ChangeMemberRoleDocument,
  InviteMemberDocument,
  MembersRouteDocument,
  OpenInvitationsDocument,
  RemoveMemberDocument,
  RevokeInvitationDocument,
} from '../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../test/render';
import MembersRoute from './MembersRoute';

const STRIDE = { __typename: 'WorkspaceBrand' as const, id: 'b1', name: 'Stride Labs' };
const PEAK = { __typename: 'WorkspaceBrand' as const, id: 'b2', name: 'Peak Flask' };

const member = (
  email: string,
  role: MemberRole,
  isViewer = false,
  brands: (typeof STRIDE)[] | null = null,
) => ({
  __typename: 'Member' as const,
  email,
  username: email.split('@')[0]!,
  role,
  joinedAt: '2026-11-20T10:00:00Z',
  isViewer,
  brands,
});

const invitation = {
  __typename: 'Invitation' as const,
  id: 'i1',
  email: 'new@example.com',
  role: 'EDITOR' as const,
  invitedBy: 'owner@example.com',
  createdAt: '2026-11-26T10:00:00Z',
  expiresAt: '2026-12-03T10:00:00Z',
  revokedAt: null,
  brands: [PEAK],
};

const membersData = (role: MemberRole = 'OWNER'): MembersRouteQuery => ({
  viewer: {
    __typename: 'Viewer',
    role,
    profile: { __typename: 'Profile', id: 'u1', email: 'owner@example.com' },
    workspace: { __typename: 'Workspace', id: 'w1', brands: [STRIDE, PEAK] },
  },
  members: [
    member('owner@example.com', role, true),
    member('ada@example.com', 'EDITOR'),
    member('bob@example.com', 'VIEWER'),
  ],
});

const openInvitations = {
  request: { query: OpenInvitationsDocument },
  result: { data: { invitations: [invitation] } },
  maxUsageCount: 5,
};

const query = (data: MembersRouteQuery) => [
  { request: { query: MembersRouteDocument }, result: { data }, maxUsageCount: 5 },
  openInvitations,
];

const renderMembers = (mocks: RenderOptions['mocks']) =>
  renderWithProviders(<MembersRoute />, {
    route: '/dashboard/settings/members',
    path: '/dashboard/settings/members',
    mocks,
  });

test('lists the members with role and joining day, and the open invitations with their expiry', async () => {
  renderMembers(query(membersData()));
  const rows = await screen.findAllByTestId('member-row');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByText('You')).toBeInTheDocument();
  expect(within(rows[0]!).getByText('Joined Nov 20, 2026', { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Role of ada@example.com' })).toHaveValue('EDITOR');
  const invitations = screen.getByRole('list', { name: 'Open invitations' });
  expect(within(invitations).getByText('new@example.com')).toBeInTheDocument();
  expect(within(invitations).getByText(/expires Dec 3, 2026/)).toBeInTheDocument();
});

test('an owner may invite an OWNER; an admin may not', async () => {
  renderMembers(query(membersData('ADMIN')));
  const form = await screen.findByRole('form', { name: 'Invite a member' });
  const options = within(within(form).getByRole('combobox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Viewer', 'Editor', 'Admin']);
  // An admin cannot change an owner's role either.
  expect(screen.queryByRole('combobox', { name: 'Role of owner@example.com' })).toBeNull();
});

test("inviting sends the address and role; the server's refusal shows under the field in its words", async () => {
  renderMembers([
    ...query(membersData()),
    {
      request: {
        query: InviteMemberDocument,
        variables: { input: { email: 'ada@example.com', role: 'ADMIN', brandIds: null } },
      },
      result: {
        errors: [
          {
            message: 'ada@example.com is already a member of this workspace.',
            extensions: { code: 'CONFLICT', field: 'email' },
          },
        ],
      },
    },
    {
      request: {
        query: InviteMemberDocument,
        variables: { input: { email: 'cy@example.com', role: 'VIEWER', brandIds: null } },
      },
      result: {
        data: {
          inviteMember: {
            __typename: 'InviteMemberPayload',
            invitation: { ...invitation, id: 'i2', email: 'cy@example.com', role: 'VIEWER' },
          },
        },
      },
    },
  ]);
  const form = await screen.findByRole('form', { name: 'Invite a member' });
  const options = within(within(form).getByRole('combobox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Viewer', 'Editor', 'Admin', 'Owner']);
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'ada@example.com' } });
  fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'ADMIN' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(
    await within(form).findByText('ada@example.com is already a member of this workspace.'),
  ).toBeInTheDocument();
  expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'cy@example.com' } });
  fireEvent.change(within(form).getByRole('combobox'), { target: { value: 'VIEWER' } });
  fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
  expect(within(form).getByLabelText('E-mail')).toHaveValue('');
});

test('removing a member asks first, then removes them', async () => {
  let removed = false;
  renderMembers([
    ...query(membersData()),
    {
      request: { query: RemoveMemberDocument, variables: { input: { email: 'bob@example.com' } } },
      result: () => {
        removed = true;
        return {
          data: {
            removeMember: {
              __typename: 'RemoveMemberPayload',
              member: { __typename: 'Member', email: 'bob@example.com' },
            },
          },
        };
      },
    },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Remove bob@example.com' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Remove bob@example.com?' });
  expect(removed).toBe(false);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Remove member' }));
  expect(await screen.findByText('Member removed')).toBeInTheDocument();
  expect(removed).toBe(true);
});

test('changing a role and revoking an invitation', async () => {
  let changed = false;
  let revoked = false;
  renderMembers([
    ...query(membersData()),
    {
      request: {
        query: ChangeMemberRoleDocument,
        variables: { input: { email: 'bob@example.com', role: 'EDITOR' } },
      },
      result: () => {
        changed = true;
        return {
          data: {
            changeMemberRole: {
              __typename: 'ChangeMemberRolePayload',
              member: member('bob@example.com', 'EDITOR'),
            },
          },
        };
      },
    },
    {
      request: { query: RevokeInvitationDocument, variables: { input: { id: 'i1' } } },
      result: () => {
        revoked = true;
        return {
          data: {
            revokeInvitation: {
              __typename: 'RevokeInvitationPayload',
              invitation: { __typename: 'Invitation', id: 'i1', revokedAt: '2026-11-27T10:00:00Z' },
            },
          },
        };
      },
    },
  ]);
  fireEvent.change(await screen.findByRole('combobox', { name: 'Role of bob@example.com' }), {
    target: { value: 'EDITOR' },
  });
  expect(await screen.findByText('Role changed')).toBeInTheDocument();
  expect(changed).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Revoke the invitation to new@example.com' }));
  expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
  expect(revoked).toBe(true);
});

test('a viewer sees the members read-only, the reason, and may only leave', async () => {
  const data = membersData('VIEWER');
  // No invitations mock: a viewer's page never asks for them (the server would refuse).
  renderMembers([{ request: { query: MembersRouteDocument }, result: { data } }]);
  expect(await screen.findAllByTestId('member-row')).toHaveLength(3);
  expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
  expect(screen.getByText('Only admins and owners can do this; your role is Viewer.')).toBeInTheDocument();
  expect(screen.queryByRole('combobox')).toBeNull();
  expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Open invitations' })).toBeNull();
  await waitFor(() => expect(screen.queryByText('Loading data...')).toBeNull());
});

/** Ticks or unticks a checkbox and waits for it to show so (the state follows the click on a later render). */
async function tick(within_: HTMLElement, name: string, checked: boolean) {
  fireEvent.click(within(within_).getByRole('checkbox', { name }));
  await waitFor(() =>
    expect(
      within(within_)
        .getByRole('checkbox', { name })
        .closest('[data-part="root"]')
        ?.getAttribute('data-state'),
    ).toBe(checked ? 'checked' : 'unchecked'),
  );
}

test('each member and invitation says which brands it opens', async () => {
  const data = membersData();
  data.members[2] = member('bob@example.com', 'VIEWER', false, [STRIDE]);
  renderMembers(query(data));
  const rows = await screen.findAllByTestId('member-row');
  expect(within(rows[1]!).getByText('Opens every brand')).toBeInTheDocument();
  expect(within(rows[2]!).getByText('Opens the brand Stride Labs')).toBeInTheDocument();
  const invitations = await screen.findByRole('list', { name: 'Open invitations' });
  expect(within(invitations).getByText('Opens the brand Peak Flask')).toBeInTheDocument();
  // An owner opens every brand: no brand choice on their row.
  expect(screen.queryByRole('button', { name: 'Brands of owner@example.com' })).toBeNull();
});

test('inviting for one brand sends its id; a choice of no brand cannot be sent', async () => {
  renderMembers([
    ...query(membersData()),
    {
      request: {
        query: InviteMemberDocument,
        variables: { input: { email: 'sam@example.com', role: 'VIEWER', brandIds: ['b1'] } },
      },
      result: {
        data: {
          inviteMember: {
            __typename: 'InviteMemberPayload',
            invitation: {
              ...invitation,
              id: 'i3',
              email: 'sam@example.com',
              role: 'VIEWER',
              brands: [STRIDE],
            },
          },
        },
      },
    },
  ]);
  const form = await screen.findByRole('form', { name: 'Invite a member' });
  fireEvent.change(within(form).getByLabelText('E-mail'), { target: { value: 'sam@example.com' } });
  await tick(form, 'Every brand, now and later', false);
  expect(within(form).getByText('Tick at least one brand, or every brand.')).toBeInTheDocument();
  expect(within(form).getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  await tick(form, 'Stride Labs', true);
  fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
  expect(
    await screen.findByText(
      'sam@example.com will get a link to join as Viewer. Opens the brand Stride Labs.',
    ),
  ).toBeInTheDocument();
});

test("changing a member's brands", async () => {
  let changed = false;
  renderMembers([
    ...query(membersData()),
    {
      request: {
        query: ChangeMemberBrandsDocument,
        variables: { input: { email: 'ada@example.com', brandIds: ['b2'] } },
      },
      result: () => {
        changed = true;
        return {
          data: {
            changeMemberBrands: {
              __typename: 'ChangeMemberBrandsPayload',
              member: member('ada@example.com', 'EDITOR', false, [PEAK]),
            },
          },
        };
      },
    },
  ]);
  fireEvent.click(await screen.findByRole('button', { name: 'Brands of ada@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'Brands of ada@example.com' });
  await tick(dialog, 'Every brand, now and later', false);
  await tick(dialog, 'Peak Flask', true);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save brands' }));
  expect(await screen.findByText('ada@example.com now opens the brand Peak Flask.')).toBeInTheDocument();
  expect(changed).toBe(true);
});

test('a member limited to some brands sees their own membership, why they manage none, and may leave', async () => {
  const data: MembersRouteQuery = {
    ...membersData('ADMIN'),
    members: [member('sam@example.com', 'ADMIN', true, [STRIDE])],
  };
  renderMembers([{ request: { query: MembersRouteDocument }, result: { data } }]);
  const rows = await screen.findAllByTestId('member-row');
  expect(rows).toHaveLength(1);
  expect(within(rows[0]!).getByText('Opens the brand Stride Labs')).toBeInTheDocument();
  expect(screen.getByText('Your membership')).toBeInTheDocument();
  expect(
    screen.getByText(
      'Your membership is limited to the brand Stride Labs: members and invitations are managed by those who open every brand.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Invite a member' })).toBeNull();
  expect(screen.queryByRole('list', { name: 'Open invitations' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
});
