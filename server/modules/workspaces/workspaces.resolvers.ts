/** GraphQL adapters of workspaces: brands, members, invitations and the audit log. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { accountScope } from '../accounts/accounts.service';
import {
  acceptInvitation,
  auditLog,
  changeMemberRole,
  inviteMember,
  pendingInvitations,
  removeMember,
  revokeInvitation,
  workspaceMembers,
} from './members.service';
import type { InvitationRow, MemberRow } from './members.store';
import { viewerWorkspace } from '../accounts/accounts.service';
import { createBrand, deleteBrand, memberBrands, updateWorkspace } from './workspaces.service';

const member = (personId: string) => (row: MemberRow) => ({ ...row, isViewer: row.userId === personId });
const invitation = (row: InvitationRow) => ({ ...row, invitedBy: row.invitedByEmail });

export const workspacesResolvers: Resolvers = {
  Viewer: {
    role: (scope) => scope.role,
    brands: (scope) => memberBrands(scope),
    workspace: (scope) => viewerWorkspace(scope),
  },
  Query: {
    members: async (_parent, _args, ctx) => {
      const scope = accountScope(ctx);
      return (await workspaceMembers(scope)).map(member(scope.memberId));
    },
    invitations: async (_parent, _args, ctx) => (await pendingInvitations(accountScope(ctx))).map(invitation),
    auditLog: (_parent, { first }, ctx) => auditLog(accountScope(ctx), first ?? undefined),
  },
  Mutation: {
    createBrand: (_parent, { input }, ctx) =>
      createBrand(accountScope(ctx), {
        name: input.name,
        website: input.website,
        aliases: input.aliases ?? [],
      }),
    updateWorkspace: (_parent, { input }, ctx) => updateWorkspace(accountScope(ctx), input),
    deleteBrand: (_parent, { input }, ctx) => deleteBrand(accountScope(ctx), input),
    inviteMember: async (_parent, { input }, ctx) => ({
      invitation: invitation((await inviteMember(accountScope(ctx), input)).invitation),
    }),
    acceptInvitation: (_parent, { input }, ctx) => acceptInvitation(ctx, ctx.viewer, input.token),
    removeMember: async (_parent, { input }, ctx) => {
      const scope = accountScope(ctx);
      const { member: removed } = await removeMember(scope, input.email, ctx.authenticator);
      return { member: member(scope.memberId)(removed) };
    },
    changeMemberRole: async (_parent, { input }, ctx) => {
      const scope = accountScope(ctx);
      return { member: member(scope.memberId)((await changeMemberRole(scope, input)).member) };
    },
    revokeInvitation: async (_parent, { input }, ctx) => ({
      invitation: invitation((await revokeInvitation(accountScope(ctx), input.id)).invitation),
    }),
  },
};
