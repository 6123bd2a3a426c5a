/** The front door of server/modules/workspaces: what other modules may use. */
export { workspacesResolvers } from './workspaces.resolvers';
export { resolveMembership } from './workspaces.service';
export { MembershipCache } from './membership-cache';
export {
  hasAnyMembership,
  insertBrandScope,
  insertPersonalWorkspace,
  personOpensBrand,
} from './workspaces.store';
