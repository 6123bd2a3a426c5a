import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { MemberRole, MembersRouteQuery } from '../__generated__/graphql';
import {
  ChangeMemberRoleDocument,
  InviteMemberDocument,
  MembersRouteDocument,
  OpenInvitationsDocument,
  RemoveMemberDocument,
  RevokeInvitationDocument,
} from '../__generated__/hooks';
import { renderWithProviders, type RenderOptions } from '../test/render';
import MembersRoute from './MembersRoute';

const member = (email: string, role: MemberRole, isViewer = false) => ({
  __typename: 'Member' as const,
  email,
  username: email.split('@')[0]!,
  role,
  joinedAt: '2026-11-20T10:00:00Z',
  isViewer,
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
};

const membersData = (role: MemberRole = 'OWNER'): MembersRouteQuery => ({
  viewer: {
    __typename: 'Viewer',
    role,
    profile: { __typename: 'Profile', id: 'u1', email: 'owner@example.com' },
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
        variables: { input: { email: 'ada@example.com', role: 'ADMIN' } },
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
        variables: { input: { email: 'cy@example.com', role: 'VIEWER' } },
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
