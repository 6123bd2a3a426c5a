/**
 * The one permission check. Every service that changes something calls requireRole first, so GraphQL,
 * REST, MCP and any later transport enforce the same rules. Roles are a member's in the active brand's
 * workspace: OWNER > ADMIN > EDITOR > VIEWER.
 */
import { forbidden } from '../../lib/errors';

export type MemberRole = 'OWNER' | 'ADMIN' | 'EDITOR' | 'VIEWER';

const ROLE_RANK: Record<MemberRole, number> = { VIEWER: 0, EDITOR: 1, ADMIN: 2, OWNER: 3 };

export function hasRole(role: MemberRole, minimum: MemberRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

/**
 * The one permission check: the caller's role in the active brand's workspace must be `minimum` or higher.
 * `action` names what is refused ("adding prompts"), for a message that says what to ask for.
 */
export function requireRole(scope: { role: MemberRole }, minimum: MemberRole, action: string): void {
  if (hasRole(scope.role, minimum)) return;
  const above = minimum === 'OWNER' ? 'an OWNER' : `${minimum} or higher`;
  throw forbidden(`Your role in this workspace is ${scope.role}: ${action} needs ${above}.`);
}
