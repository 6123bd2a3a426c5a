/** GraphQL adapters of workspaces: brands, members, invitations and the audit log. */
import type { Resolvers } from '../../graphql/resolvers-types';
import { brandScope } from '../../scope';
import {
  acceptInvitation,
  auditLog,
  changeMemberBrands,
  changeMemberRole,
  invitationPreview,
  inviteMember,
  pendingInvitations,
  removeMember,
  revokeInvitation,
  workspaceMembers,
} from './members.service';
import type { InvitationRow, MemberRow } from './members.store';
import { viewerWorkspace } from '../brands';
import {
  createBrand,
  deleteBrand,
  memberBrands,
  updateWorkspace,
  workspaceBrands,
} from './workspaces.service';

const member = (personId: string) => (row: MemberRow) => ({ ...row, isViewer: row.personId === personId });
const invitation = (row: InvitationRow) => ({ ...row, invitedBy: row.invitedByEmail });

export const workspacesResolvers: Resolvers = {
  Viewer: {
    role: (scope) => scope.role,
    brands: (scope) => memberBrands(scope),
    workspace: (scope) => viewerWorkspace(scope),
  },
  Workspace: {
    brands: (_workspace, _args, ctx) => workspaceBrands(brandScope(ctx)),
  },
  Query: {
    members: async (_parent, _args, ctx) => {
      const scope = brandScope(ctx);
      return (await workspaceMembers(scope)).map(member(scope.memberId));
    },
    invitations: async (_parent, _args, ctx) => (await pendingInvitations(brandScope(ctx))).map(invitation),
    auditLog: (_parent, { first }, ctx) => auditLog(brandScope(ctx), first ?? undefined),
    invitationPreview: (_parent, { token }, ctx) => invitationPreview(ctx, token),
  },
  Mutation: {
    createBrand: (_parent, { input }, ctx) =>
      createBrand(brandScope(ctx), {
        name: input.name,
        website: input.website,
        aliases: input.aliases ?? [],
      }),
    updateWorkspace: (_parent, { input }, ctx) => updateWorkspace(brandScope(ctx), input),
    deleteBrand: (_parent, { input }, ctx) => deleteBrand(brandScope(ctx), input),
    inviteMember: async (_parent, { input }, ctx) => ({
      invitation: invitation((await inviteMember(brandScope(ctx), input)).invitation),
    }),
    acceptInvitation: (_parent, { input }, ctx) => acceptInvitation(ctx, ctx.viewer, input.token),
    removeMember: async (_parent, { input }, ctx) => {
      const scope = brandScope(ctx);
      const { member: removed } = await removeMember(scope, input.email, ctx.authenticator);
      return { member: member(scope.memberId)(removed) };
    },
    changeMemberRole: async (_parent, { input }, ctx) => {
      const scope = brandScope(ctx);
      return { member: member(scope.memberId)((await changeMemberRole(scope, input)).member) };
    },
    changeMemberBrands: async (_parent, { input }, ctx) => {
      const scope = brandScope(ctx);
      return { member: member(scope.memberId)((await changeMemberBrands(scope, input)).member) };
    },
    revokeInvitation: async (_parent, { input }, ctx) => ({
      invitation: invitation((await revokeInvitation(brandScope(ctx), input.id)).invitation),
    }),
  },
};
